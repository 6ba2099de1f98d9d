import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createProviderAccount } from '../../../test/factories.ts';
import { createTestApp, sessionCookieFor, SITE_ORIGIN } from '../../../test/services.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { ENDPOINT_REFUSED } from './endpoints.ts';

// The browser's door to push subscriptions (issue 20): what a refusal looks like, and that it stores nothing.

const database = useTestDatabase();
const KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

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
