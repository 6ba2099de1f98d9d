import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { browserPushKeys } from '../../../test/push-keys.ts';
import { createTestApp, sessionCookieFor, SITE_ORIGIN } from '../../../test/services.ts';
import { eq } from 'drizzle-orm';
import { jobs, pushSubscriptions } from '../../db/schema.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { KEY_REFUSED, MAX_PUSH_DEVICES } from './subscriptions.ts';
import { ENDPOINT_REFUSED } from './endpoints.ts';

// The browser's door to push subscriptions: what a refusal looks like, and that it stores nothing.

const database = useTestDatabase();
const KEYS = browserPushKeys();

async function asProvider() {
  const { app, auth } = createTestApp(database.db);
  const provider = await createProviderAccount(database.db);
  const cookie = await sessionCookieFor(auth, provider.user.id);
  const post = (body: unknown, userAgent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/133.0') =>
    app.request('/api/v1/push-subscriptions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Cookie: cookie, 'User-Agent': userAgent },
      body: JSON.stringify(body),
    });
  return { app, cookie, post };
}

describe('POST /api/v1/push-subscriptions', () => {
  it('refuses an endpoint off the known push services with problem+json, and stores nothing', async () => {
    const { post } = await asProvider();
    for (const endpoint of ['http://127.0.0.1:5432/', 'https://169.254.169.254/latest/meta-data', 'https://push.example.org/x']) {
      const res = await post({ endpoint, keys: KEYS });
      expect(res.status).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await res.json()).toMatchObject({ status: 400, detail: ENDPOINT_REFUSED });
    }
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('refuses keys that are not a browser’s, naming the field', async () => {
    const { post } = await asProvider();
    const res = await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'short', auth: KEYS.auth } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { keys: ["must be the browser's P-256 public key"] } });
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('keeps a browser’s subscription named after the browser, lists it, and the same browser again replaces it', async () => {
    const { app, cookie, post } = await asProvider();
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/abc';
    expect((await post({ endpoint, keys: KEYS })).status).toBe(201);
    const again = await post({ endpoint, keys: KEYS, label: 'Firefox at the clinic' });
    expect(again.status).toBe(201);
    const listed = await app.request('/api/v1/push-subscriptions', { headers: { Cookie: cookie } });
    const body = (await listed.json()) as { publicKey: string; subscriptions: { label: string }[] };
    expect(body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(body.subscriptions.map((s) => s.label)).toEqual(['Firefox at the clinic']);
    expect((await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/xyz', keys: KEYS })).status).toBe(201);
    const labels = (await database.db.select({ label: pushSubscriptions.label }).from(pushSubscriptions)).map((r) => r.label).sort();
    expect(labels).toEqual(['Firefox at the clinic', 'Firefox on macOS']);
  });
});

describe('the devices of one account (docs/decisions/053)', () => {
  it('refuses a key of the right length that is not a point on P-256, naming the field, and stores nothing', async () => {
    const { post } = await asProvider();
    const offTheCurve = Buffer.alloc(65, 7);
    offTheCurve[0] = 0x04;
    const res = await post({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: offTheCurve.toString('base64url'), auth: KEYS.auth } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: { keys: [KEY_REFUSED] } });
    expect(await database.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it('keeps the newest 10: 30 subscriptions in a row leave the last 10, and a new request makes 10 pushes, not 30', async () => {
    const { post } = await asProvider();
    for (let i = 0; i < 30; i++)
      expect((await post({ endpoint: `https://fcm.googleapis.com/fcm/send/device-${i}`, keys: browserPushKeys(), label: `Device ${i}` })).status).toBe(201);
    const kept = await database.db.select({ label: pushSubscriptions.label }).from(pushSubscriptions);
    expect(kept.map((d) => d.label).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `Device ${20 + i}`).sort());
    expect(MAX_PUSH_DEVICES).toBe(10);
    const requester = await createUser(database.db);
    await submitHelpRequest(database.db, actorFor(requester), BOULDER_REQUEST, crypto.randomUUID());
    const pushes = await database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.kind, 'push-new-request'));
    expect(pushes).toHaveLength(10);
  });
});
