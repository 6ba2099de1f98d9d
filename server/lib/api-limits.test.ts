import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../../test/services.ts';
import { CLIENT_IP_HEADER } from '../auth/auth.ts';
import { helpRequestSubmissions, rateLimits } from '../db/schema.ts';
import type { HttpEnv } from '../http.ts';
import { API_LIMITS, hitApiLimit, limitPerClientIp } from './api-limits.ts';

// The public API's limits per client address: place suggestions, provider matching
// and help-request submissions, over HTTP on a real database.
const database = useTestDatabase();

const from = (address: string) => ({ 'X-Forwarded-For': address });
/** A signed-in post comes from the site's own pages (BASE_URL's default origin). */
const signedIn = (cookie: string) => ({ Cookie: cookie, Origin: 'http://localhost:3000' });
const SCRIPT = '203.0.113.50';
const BYSTANDER = '198.51.100.23';

/** `count` requests from `address`, each of which must get through the limit. */
async function sendAllowed(count: number, send: () => Response | Promise<Response>) {
  for (let i = 0; i < count; i++) expect((await send()).status, `request ${i + 1}`).not.toBe(429);
}

/** A refusal a person and a script can both act on: 429 problem+json, Retry-After in whole seconds (at most `seconds`), words. */
async function expectRefused(res: Response, seconds: number, detail: RegExp) {
  expect(res.status).toBe(429);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(seconds);
  expect(await res.json()).toMatchObject({ status: 429, title: 'Too Many Requests', detail: expect.stringMatching(detail) });
}

const HAWK = {
  type: 'emergency',
  city: 'Boulder',
  state: 'CO',
  zip: '80302',
  animalType: 'Raptor (Hawk, Owl, Eagle)',
  situationDetails: 'A hawk cannot fly.',
  donationAmount: null,
};
const postHelpRequest = (app: TestApp, headers: Record<string, string>, body: unknown = HAWK) =>
  app.request('/api/v1/help-requests', { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('limits per client address on the public API', () => {
  it('place suggestions: 120 a minute from one address, then 429 saying when to try again; another address is not affected', async () => {
    const { app } = createTestApp(database.db, { trustProxy: true });
    const suggest = (address: string) => app.request('/api/v1/places/suggestions?q=80302', { headers: from(address) });
    await sendAllowed(120, () => suggest(SCRIPT));
    await expectRefused(await suggest(SCRIPT), 60, /^Too many address searches from your network\. .* again in 1 minute\.$/);
    expect((await suggest(BYSTANDER)).status).toBe(200);
  });

  it('provider matching: 60 a minute from one address, then 429; another address is not affected', async () => {
    const { app } = createTestApp(database.db, { trustProxy: true });
    const match = (address: string) => app.request('/api/v1/providers/match?state=CO&type=rehabilitator', { headers: from(address) });
    await sendAllowed(60, () => match(SCRIPT));
    await expectRefused(await match(SCRIPT), 60, /^Too many searches for providers from your network\. Please try again in 1 minute\.$/);
    expect((await match(BYSTANDER)).status).toBe(200);
  });

  it('help-request submissions: 60 an hour from one address, whatever they hold, then 429 writing nothing; another address is not affected', async () => {
    const { app, auth } = createTestApp(database.db, { trustProxy: true });
    const cookie = await sessionCookieFor(auth, (await createUser(database.db)).id);
    // A script's tries count whether or not they are signed in or valid.
    await sendAllowed(30, () => postHelpRequest(app, from(SCRIPT)));
    await sendAllowed(30, () => postHelpRequest(app, { ...from(SCRIPT), ...signedIn(cookie) }, { ...HAWK, zip: 'nope' }));
    await expectRefused(
      await postHelpRequest(app, { ...from(SCRIPT), ...signedIn(cookie) }),
      3600,
      /^Too many help requests have been sent from your network\. Please try again in 60 minutes\.$/,
    );
    expect(await database.db.select().from(helpRequestSubmissions)).toEqual([]);
    expect((await postHelpRequest(app, { ...from(BYSTANDER), ...signedIn(cookie) })).status).toBe(201);
  });

  it('once the window has passed, the address may ask again', async () => {
    const { config } = createTestApp(database.db);
    let now = 1_700_000_000_000;
    const app = new Hono<HttpEnv>().get(
      '/match',
      limitPerClientIp({ db: database.db, config }, 'provider-match', () => now),
      (c) => c.json({ ok: true }),
    );
    const ask = () => app.request('/match', { headers: { [CLIENT_IP_HEADER]: SCRIPT } });
    await sendAllowed(60, ask);
    now += 45_000;
    const refused = await ask();
    expect(refused.headers.get('retry-after')).toBe('15');
    await expectRefused(refused, 15, /again in 1 minute/);
    now += 15_001;
    expect((await ask()).status).toBe(200);
  });

  it('API_RATE_LIMITS multiplies every limit, and "off" counts nothing', async () => {
    const double = createTestApp(database.db, { env: { API_RATE_LIMITS: '2' } }).config;
    const doubled = API_LIMITS['help-request-submissions'].limit * 2;
    for (let i = 0; i < doubled; i++) expect((await hitApiLimit({ db: database.db, config: double }, 'help-request-submissions', SCRIPT)).allowed).toBe(true);
    expect((await hitApiLimit({ db: database.db, config: double }, 'help-request-submissions', SCRIPT)).allowed).toBe(false);

    const off = createTestApp(database.db, { env: { API_RATE_LIMITS: 'off' } }).config;
    expect(off.apiRateLimitFactor).toBe(0);
    await database.db.delete(rateLimits);
    for (let i = 0; i <= API_LIMITS['help-request-submissions'].limit; i++) {
      expect((await hitApiLimit({ db: database.db, config: off }, 'help-request-submissions', SCRIPT)).allowed).toBe(true);
    }
    expect(await database.db.select().from(rateLimits)).toEqual([]);
  });
});
