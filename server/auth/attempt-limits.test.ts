import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { addressKey } from '../lib/client-address.ts';
import { claimSignInAttempt, SIGN_IN_SLOWDOWN, signInSucceeded, waitAfter, type SignInClient } from './attempt-limits.ts';

// Wrong passwords slow the guesser and never lock the owner out (docs/decisions/052),
// on a real database with the clock handed in: every wait is checked to the millisecond without
// waiting for it.

const database = useTestDatabase();
const T0 = 1_700_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const owner = 'owner@example.org';

async function guess(email: string, ip: string, at: number, knownDevice: string | null = null) {
  return claimSignInAttempt(database.db, { email, ip, knownDevice }, at);
}

describe('one address guessing one account', () => {
  it('gets three tries at once, then waits 1 s, 2 s, 4 s … up to 15 minutes, told how long each time', async () => {
    let now = T0;
    for (let i = 0; i < 3; i++) expect((await guess(owner, '203.0.113.1', now)).allowed, `try ${i + 1}`).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const refused = await guess(owner, '203.0.113.1', now + 1);
      expect(refused).toMatchObject({ allowed: false, toldWhen: true });
      waits.push(refused.retryAfterMs + 1);
      now += refused.retryAfterMs + 1;
      expect((await guess(owner, '203.0.113.1', now - 1)).allowed, 'a millisecond early').toBe(false);
      expect((await guess(owner, '203.0.113.1', now)).allowed, 'on time').toBe(true);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900].map((s) => s * SECOND));
  });

  it('forgets the failures a day after the last one', async () => {
    for (let i = 0; i < 4; i++) await guess(owner, '203.0.113.1', T0);
    expect((await guess(owner, '203.0.113.1', T0 + 1)).allowed).toBe(false);
    const nextDay = T0 + SIGN_IN_SLOWDOWN.accountFromAddress.forgetAfterMs + 1;
    for (let i = 0; i < 3; i++) expect((await guess(owner, '203.0.113.1', nextDay)).allowed).toBe(true);
  });

  it('a right password clears the count for the account and the address', async () => {
    const client: SignInClient = { email: owner, ip: '203.0.113.1' };
    for (let i = 0; i < 3; i++) await guess(owner, '203.0.113.1', T0);
    await signInSucceeded(database.db, client);
    for (let i = 0; i < 3; i++) expect((await guess(owner, '203.0.113.1', T0 + 1)).allowed).toBe(true);
  });

  it('counts every address of one IPv6 /64 as one address, and IPv4 as it is', async () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:0:0:0:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    for (let i = 0; i < 3; i++) expect((await guess(owner, `2001:db8:1:2::${i + 1}`, T0)).allowed).toBe(true);
    expect(await guess(owner, '2001:db8:1:2:ffff:ffff:ffff:ffff', T0)).toMatchObject({ allowed: false, toldWhen: true });
  });
});

/**
 * Guesses from `addresses` working together round the clock: each address sends its next guess
 * the moment its own wait (as it was told) ends; when the account's wait holds one up, which is
 * not told, the next of them tries a second later.
 */
async function sustainedGuessing(addresses: string[], from: number, until: number) {
  const nextTry = new Map(addresses.map((a) => [a, from]));
  /** before then, nobody tries: the last try was refused without saying when */
  let gate = from;
  let guesses = 0;
  for (let n = 0; ; n++) {
    // PGlite answers without leaving the event loop: let timers (the watchdog's) run now and then.
    if (n % 200 === 0) await new Promise(setImmediate);
    let [address, at] = [addresses[0]!, Infinity];
    for (const [a, t] of nextTry) if (Math.max(t, gate) < at) [address, at] = [a, Math.max(t, gate)];
    if (at >= until) return guesses;
    const attempt = await guess(owner, address, at);
    if (attempt.allowed) guesses++;
    if (attempt.allowed || attempt.toldWhen) nextTry.set(address, at + (attempt.allowed ? 1 : attempt.retryAfterMs));
    else {
      gate = at + SECOND;
      nextTry.set(address, at + SECOND * addresses.length);
    }
  }
}

describe('the owner, whoever is guessing', () => {
  it('signs in from an address with no failures of its own while 20 guessing addresses keep the account waiting', async () => {
    const guessers = Array.from({ length: 20 }, (_, i) => `203.0.113.${i + 1}`);
    const guesses = await sustainedGuessing(guessers, T0, T0 + 5 * MINUTE);
    // Each guesser's own counters and the account's let about 19 through in those 5 minutes …
    expect(guesses).toBeGreaterThanOrEqual(15);
    // … and the account is waiting: a guessing address is refused without being told until when.
    expect(await guess(owner, guessers[0]!, T0 + 5 * MINUTE)).toMatchObject({ allowed: false, toldWhen: false });
    // The owner at home, or on the phone's network: their password is compared.
    for (const home of ['198.51.100.7', '2001:db8:77::1']) expect((await guess(owner, home, T0 + 5 * MINUTE)).allowed, home).toBe(true);
  });

  it('signs in from a known device at a guessing address (one library, one carrier) while the account waits', async () => {
    const shared = '192.0.2.80';
    for (let i = 0; i < 3; i++) await guess(owner, shared, T0);
    for (let i = 0; i < 12; i++) await guess(owner, `203.0.113.${i + 1}`, T0);
    expect(await guess(owner, shared, T0 + 1)).toMatchObject({ allowed: false, toldWhen: true });
    expect(await guess(owner, shared, T0 + 1, 'owners-phone')).toMatchObject({ allowed: true });
    // The device's own failures slow it, as an address's do, and it is told when.
    await guess(owner, shared, T0 + 1, 'owners-phone');
    await guess(owner, shared, T0 + 1, 'owners-phone');
    expect(await guess(owner, shared, T0 + 2, 'owners-phone')).toMatchObject({ allowed: false, toldWhen: true, retryAfterMs: SECOND - 1 });
  });

  it('an address with no failures gets one attempt past the account wait, however many it sends at once', async () => {
    for (let i = 0; i < 12; i++) await guess(owner, `203.0.113.${i + 1}`, T0);
    const burst = await Promise.all(Array.from({ length: 8 }, () => guess(owner, '198.51.100.7', T0 + 1)));
    expect(burst.filter((r) => r.allowed)).toHaveLength(1);
    expect(burst.filter((r) => !r.allowed).every((r) => !r.toldWhen)).toBe(true);
  });

  it('another account is not slowed by guesses at this one', async () => {
    for (let i = 0; i < 15; i++) await guess(owner, `203.0.113.${i}`, T0);
    expect((await guess('bystander@example.org', '198.51.100.7', T0)).allowed).toBe(true);
  });
});

describe('one address guessing many accounts (a shared address is many people)', () => {
  it('has 20 failures free, then waits grow the same way up to 15 minutes', async () => {
    for (let i = 0; i < 20; i++) expect((await guess(`person-${i}@example.org`, '203.0.113.9', T0)).allowed).toBe(true);
    const refused = await guess('person-20@example.org', '203.0.113.9', T0);
    expect(refused).toEqual({ allowed: false, retryAfterMs: SECOND, toldWhen: true });
    expect((await guess('person-20@example.org', '198.51.100.1', T0)).allowed).toBe(true);
  });

  it('a right password gives its attempt back to the address', async () => {
    for (let i = 0; i < 20; i++) {
      await guess(`person-${i}@example.org`, '203.0.113.9', T0);
      await signInSucceeded(database.db, { email: `person-${i}@example.org`, ip: '203.0.113.9' });
    }
    expect((await guess('person-20@example.org', '203.0.113.9', T0)).allowed).toBe(true);
  });
});

describe('counting', () => {
  it('a burst of parallel guesses gets no more past than the free ones', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => guess(owner, '203.0.113.1', T0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(SIGN_IN_SLOWDOWN.accountFromAddress.free);
  });

  it('per address is tighter than per account', () => {
    const { account, accountFromAddress } = SIGN_IN_SLOWDOWN;
    expect(accountFromAddress.free).toBeLessThan(account.free);
    expect(accountFromAddress.maxWaitMs).toBeGreaterThan(account.maxWaitMs);
    for (let failures = 0; failures < 40; failures++) expect(waitAfter(failures, accountFromAddress)).toBeGreaterThanOrEqual(waitAfter(failures, account));
  });
});

// README "Accounts" gives these figures: each is a guesser sending every guess the moment the
// rules let it (told when, or trying each second when not), counted over the first hour and the
// second. Run this file to recompute them after changing a rule.
describe("README's figures", () => {
  async function perHour(run: (from: number, until: number) => Promise<number>) {
    const first = await run(T0, T0 + HOUR);
    const second = await run(T0 + HOUR, T0 + 2 * HOUR);
    return [first, second];
  }

  it('one address at one account: about 15 in the first hour, then 4 an hour', async () => {
    expect(await perHour((from, until) => sustainedGuessing(['203.0.113.1'], from, until))).toEqual([15, 4]);
  });

  it('addresses that have failed before, any number, at one account: about 74 in the first hour, then 60 an hour', async () => {
    const botnet = Array.from({ length: 100 }, (_, i) => `10.0.${i >> 8}.${i & 255}`);
    // Each has failed elsewhere once, so none passes as an address without failures.
    for (const address of botnet) await guess('elsewhere@example.org', address, T0 - 1);
    expect(await perHour((from, until) => sustainedGuessing(botnet, from, until))).toEqual([74, 60]);
  }, 120_000);

  it('one address spraying one password over many accounts: about 32 in the first hour, then 4 an hour', async () => {
    let n = 0;
    const spray = async (from: number, until: number) => {
      let at = from;
      let guesses = 0;
      while (at < until) {
        const attempt = await guess(`person-${n}@example.org`, '203.0.113.9', at);
        if (attempt.allowed) {
          guesses++;
          n++;
        }
        at += attempt.allowed ? 1 : attempt.retryAfterMs;
      }
      return guesses;
    };
    expect(await perHour(spray)).toEqual([32, 4]);
  });
});
