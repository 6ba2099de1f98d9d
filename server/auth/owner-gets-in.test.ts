import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, SITE_ORIGIN } from '../../test/services.ts';
import { ACCOUNT_WAITING } from './attempt-limits.ts';
import { DEVICE_COOKIE } from './sign-in-device.ts';

// README "Accounts" promises that an attacker cannot lock the owner out (docs/decisions/052).
// Played here as it was measured against the built server: guessers at 20 addresses, each
// sending its next wrong password when Retry-After says its wait is over, for five minutes on a
// clock the test moves; then the owner, with the right password, signs in.

const database = useTestDatabase();
/** Now, when the test starts: the clock only moves forward (the test watchdog reads it too). */
let T0 = 0;

beforeEach(() => {
  T0 = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

type App = ReturnType<typeof createTestApp>['app'];

function signIn(app: App, email: string, password: string, address: string, cookie?: string) {
  return app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ email, password }),
  });
}

const signedIn = (res: Response) => res.status === 200 && res.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c));

/** The attack: each address guesses whenever it may; after a refusal that does not say when, the next address tries a second later. */
async function guessFor(app: App, email: string, addresses: string[], ms: number) {
  const nextTry = new Map(addresses.map((a) => [a, T0]));
  /** before then, nobody tries: the last try was refused without saying when */
  let gate = T0;
  const seen = { compared: 0, toldWhen: 0, notToldWhen: 0 };
  for (;;) {
    let [address, at] = [addresses[0]!, Infinity];
    for (const [a, t] of nextTry) if (Math.max(t, gate) < at) [address, at] = [a, Math.max(t, gate)];
    if (at >= T0 + ms) return seen;
    vi.setSystemTime(at);
    const res = await signIn(app, email, `wrong-guess-${at}`, address);
    const retryAfter = res.headers.get('retry-after');
    if (res.status === 401) {
      seen.compared++;
      nextTry.set(address, at + 1);
    } else if (retryAfter) {
      seen.toldWhen++;
      nextTry.set(address, at + Number(retryAfter) * 1000);
    } else {
      expect(res.status).toBe(429);
      expect(((await res.json()) as { message: string }).message).toBe(ACCOUNT_WAITING);
      seen.notToldWhen++;
      // The next address tries a second later, this one when its turn comes round again.
      gate = at + 1000;
      nextTry.set(address, at + 1000 * addresses.length);
    }
  }
}

describe('the owner always gets in', () => {
  it('with the right password, from an address that has not been guessing, after five minutes of guessing from 20 addresses', async () => {
    const { app } = createTestApp(database.db, { trustProxy: true });
    const owner = await createUser(database.db);
    const guessers = Array.from({ length: 20 }, (_, i) => `203.0.113.${i + 1}`);
    const seen = await guessFor(app, owner.email, guessers, 5 * 60_000);
    // The guessers were slowed to a few a minute, and not told when the account's wait ends.
    expect(seen.compared).toBeGreaterThanOrEqual(15);
    expect(seen.compared).toBeLessThanOrEqual(40);
    expect(seen.notToldWhen).toBeGreaterThan(0);
    vi.setSystemTime(T0 + 5 * 60_000);
    expect((await signIn(app, owner.email, 'one-more-guess', guessers[0]!)).status, 'the account is waiting').toBe(429);
    for (let i = 0; i < 3; i++) expect(signedIn(await signIn(app, owner.email, TEST_PASSWORD, '198.51.100.7')), `sign-in ${i + 1}`).toBe(true);
  }, 120_000); // ~20 password checks (scrypt) on a busy machine

  it('from their usual phone even at an address the guessers share (one carrier, one library)', async () => {
    const { app } = createTestApp(database.db, { trustProxy: true });
    const owner = await createUser(database.db);
    const carrier = '192.0.2.80';
    const before = await signIn(app, owner.email, TEST_PASSWORD, carrier);
    const device = before.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
    expect(device).toMatch(/^wildline\.device=[\w-]+\.[\w-]{43}$/);
    await guessFor(app, owner.email, [carrier, ...Array.from({ length: 19 }, (_, i) => `203.0.113.${i + 1}`)], 5 * 60_000);
    vi.setSystemTime(T0 + 5 * 60_000);
    // Without the phone's cookie the carrier's address is a guesser's: refused, and not told until when.
    const stranger = await signIn(app, owner.email, TEST_PASSWORD, carrier);
    expect(stranger.status).toBe(429);
    // Nor with a forged one, or one made for another account.
    const forged = device.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
    expect((await signIn(app, owner.email, TEST_PASSWORD, carrier, forged)).status).toBe(429);
    const other = await createUser(database.db);
    const othersDevice = (await signIn(app, other.email, TEST_PASSWORD, '198.51.100.9')).headers
      .getSetCookie()
      .find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0]!;
    expect((await signIn(app, owner.email, TEST_PASSWORD, carrier, othersDevice)).status).toBe(429);
    expect(signedIn(await signIn(app, owner.email, TEST_PASSWORD, carrier, device))).toBe(true);
  }, 120_000);
});
