import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, wizardCookie } from '../test/services.ts';
import { helpRequestSubmissions } from './db/schema.ts';

// The fixed words a page uses to name what failed ('Error creating help request:' and the like),
// through the real pages: the wizard's submit and sign-in, and the 404 page that a missing thing
// stays everywhere. (Each read's own name — "Error getting help requests: …" and the others — is
// checked where the pages get it, app/lib/page-errors.server.test.ts: no real read refuses a
// signed-in page.)

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const DRAFT = wizardCookie('3d0c1b6e-5a4f-4e2d-8c7b-1a2b3c4d5e6f');

/** The wizard's steps 1–4 of an emergency, as a visitor with a draft (and a session, if given). */
function wizard(cookie = '') {
  const { app, auth } = createTestApp(database.db, { build });
  const post = (step: number, form: Record<string, string>) =>
    postForm(app, `/find-help?type=emergency&step=${step}`, form, { Cookie: [DRAFT, cookie].filter(Boolean).join('; ') });
  const fillSteps = async () => {
    expect((await post(1, { type: 'emergency' })).status).toBe(302);
    expect((await post(2, { city: 'Boulder', state: 'CO', zip: '80302' })).status).toBe(302);
    expect((await post(3, { animalType: 'Raptor (Hawk, Owl, Eagle)', situationDetails: 'A hawk on the lawn cannot fly.' })).status).toBe(302);
  };
  return { app, auth, post, fillSteps };
}

describe('the words that name what failed, on the pages', () => {
  it("a wizard submit refused by the limit per address says 'Error creating help request:' and the reason", async () => {
    const { auth } = createTestApp(database.db, { build });
    const user = await createUser(database.db);
    const { app, post, fillSteps } = wizard(await sessionCookieFor(auth, user.id));
    for (let i = 0; i < 60; i++) {
      await app.request('/api/v1/help-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    }
    await fillSteps();
    const refused = await post(4, { intent: 'none' });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Error creating help request: Too many help requests have been sent from your network.');
    expect(await database.db.select().from(helpRequestSubmissions)).toEqual([]);
  });

  it("a wizard sign-in whose session does not stick says 'Authentication failed. Please try again.' and sends nothing", async () => {
    const user = await createUser(database.db);
    // The session the sign-in makes is gone at once: as if it was never stored.
    await database.db.execute(
      sql`create function forget_new_session() returns trigger language plpgsql as $$ begin delete from sessions where id = new.id; return null; end $$`,
    );
    await database.db.execute(sql`create trigger forget_new_sessions after insert on sessions for each row execute function forget_new_session()`);
    try {
      const { post, fillSteps } = wizard();
      await fillSteps();
      expect((await post(4, { intent: 'none' })).status).toBe(302); // on to "Your Details"
      const refused = await post(5, { mode: 'login', email: user.email, password: TEST_PASSWORD });
      expect(refused.status).toBe(401);
      expect(await refused.text()).toContain('Authentication failed. Please try again.');
      expect(await database.db.select().from(helpRequestSubmissions)).toEqual([]);
    } finally {
      await database.db.execute(sql`drop trigger forget_new_sessions on sessions`);
      await database.db.execute(sql`drop function forget_new_session`);
    }
  });

  it('a wizard sign-in that sticks sends the request as that account', async () => {
    const user = await createUser(database.db);
    const { post, fillSteps } = wizard();
    await fillSteps();
    await post(4, { intent: 'none' });
    const sent = await post(5, { mode: 'login', email: user.email, password: TEST_PASSWORD });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toMatch(/^\/request-submitted\?id=/);
    const [request] = await database.db.select({ userId: helpRequestSubmissions.userId }).from(helpRequestSubmissions);
    expect(request?.userId).toBe(user.id);
  });

  it('a missing thing is the 404 page, whichever page reads it', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const member = await createUser(database.db);
    const admin = await createUser(database.db, { role: 'admin' });
    const provider = await createUser(database.db, { role: 'provider' });
    const pages = [
      [`/request-submitted?id=${randomUUID()}`, member.id],
      [`/admin-dashboard/questions/${randomUUID()}`, admin.id],
      [`/help-request/${randomUUID()}`, provider.id],
      ['/resources/no-such-issue', member.id],
    ] as const;
    for (const [path, userId] of pages) {
      const res = await app.request(path, { headers: { Cookie: await sessionCookieFor(auth, userId) } });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toMatch(/Page Not Found|Issue Not Found/);
    }
  });
});
