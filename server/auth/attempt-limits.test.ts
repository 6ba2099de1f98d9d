import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { claimSignInAttempt, SIGN_IN_SLOWDOWN, signInSucceeded, waitAfter } from './attempt-limits.ts';

// Wrong passwords slow the guesser and never lock the owner out (issue 15), on a real database
// with the clock handed in: every wait is checked to the millisecond without waiting for it.

const database = useTestDatabase();
const T0 = 1_700_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const owner = 'owner@example.org';

async function guess(email: string, ip: string, at: number) {
  return claimSignInAttempt(database.db, email, ip, at);
}

describe('one address guessing one account', () => {
  it('gets three tries at once, then waits 1 s, 2 s, 4 s … up to 15 minutes, told how long each time', async () => {
    let now = T0;
    for (let i = 0; i < 3; i++) expect((await guess(owner, '203.0.113.1', now)).allowed, `try ${i + 1}`).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const refused = await guess(owner, '203.0.113.1', now + 1);
      expect(refused.allowed).toBe(false);
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
    for (let i = 0; i < 3; i++) await guess(owner, '203.0.113.1', T0);
    await signInSucceeded(database.db, owner, '203.0.113.1');
    for (let i = 0; i < 3; i++) expect((await guess(owner, '203.0.113.1', T0 + 1)).allowed).toBe(true);
  });
});

describe('the owner, whoever is guessing', () => {
  it('waits at most a minute at another address after one address has guessed for hours, while that address waits 15', async () => {
    let now = T0;
    for (let i = 0; i < 100; i++) {
      const attempt = await guess(owner, '203.0.113.1', now);
      now += attempt.allowed ? 0 : attempt.retryAfterMs;
    }
    expect(now - T0).toBeGreaterThan(10 * 60 * MINUTE);
    await guess(owner, '203.0.113.1', now);
    const guesser = await guess(owner, '203.0.113.1', now + 1);
    const ownAttempt = await guess(owner, '198.51.100.7', now + 1);
    expect(guesser.retryAfterMs).toBeGreaterThan(14 * MINUTE);
    expect(ownAttempt.allowed || ownAttempt.retryAfterMs <= MINUTE).toBe(true);
    expect((await guess(owner, '198.51.100.7', now + MINUTE)).allowed).toBe(true);
  });

  it('waits at most a minute when guesses come from hundreds of addresses, and never more', async () => {
    let now = T0;
    for (let i = 0; i < 300; i++) {
      const attempt = await guess(owner, `10.${(i >> 8) & 255}.${i & 255}.1`, now);
      if (!attempt.allowed) {
        expect(attempt.retryAfterMs).toBeLessThanOrEqual(MINUTE);
        now += attempt.retryAfterMs;
      }
    }
    const refused = await guess(owner, '198.51.100.7', now + 1);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(MINUTE);
    expect((await guess(owner, '198.51.100.7', now + MINUTE)).allowed).toBe(true);
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
    expect(refused).toEqual({ allowed: false, retryAfterMs: SECOND });
    expect((await guess('person-20@example.org', '198.51.100.1', T0)).allowed).toBe(true);
  });

  it('a right password gives its attempt back to the address', async () => {
    for (let i = 0; i < 20; i++) {
      await guess(`person-${i}@example.org`, '203.0.113.9', T0);
      await signInSucceeded(database.db, `person-${i}@example.org`, '203.0.113.9');
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
