import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, wizardCookie } from '../../../test/services.ts';
import { helpRequestSubmissions, wizardDrafts } from '../../db/schema.ts';

// The wizard's final submit, as the pages post it (production build, in process): one draft
// makes one request, however many times, and from however many tabs, it is sent.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

async function signedInVisitor() {
  const { app, auth } = createTestApp(database.db, { build });
  const user = await createUser(database.db);
  const cookie = `${await sessionCookieFor(auth, user.id)}; ${wizardCookie('0b6f8a52-3c1d-4e7a-9f20-6d5e4c3b2a19')}`;
  const post = (step: number, form: Record<string, string>) => postForm(app, `/find-help?type=emergency&step=${step}`, form, { Cookie: cookie });
  /** Steps 1–3 of an emergency, each answered with a redirect to the next. */
  const fillSteps = async () => {
    expect((await post(1, { type: 'emergency' })).status).toBe(302);
    expect((await post(2, { city: 'Boulder', state: 'CO', zip: '80302' })).status).toBe(302);
    expect((await post(3, { animalType: 'Raptor (Hawk, Owl, Eagle)', situationDetails: 'A hawk on the lawn cannot fly.' })).status).toBe(302);
  };
  return { app, post, fillSteps };
}

const submittedPage = (res: Response) => {
  expect(res.status).toBe(302);
  return res.headers.get('location');
};

describe("the wizard's final submit", () => {
  it('sent twice at once (a double tap, two tabs) makes one request, and both go to it', async () => {
    const { post, fillSteps } = await signedInVisitor();
    await fillSteps();
    const [first, second] = await Promise.all([post(4, { intent: 'none' }), post(4, { intent: 'none' })]);
    const rows = await database.db.select({ id: helpRequestSubmissions.id }).from(helpRequestSubmissions);
    expect(rows).toHaveLength(1);
    expect(submittedPage(first)).toBe(`/request-submitted?id=${rows[0]!.id}`);
    expect(submittedPage(second)).toBe(`/request-submitted?id=${rows[0]!.id}`);
  });

  it('sent again later from a stale page shows the request it made, not an empty wizard', async () => {
    const { post, fillSteps } = await signedInVisitor();
    await fillSteps();
    const made = submittedPage(await post(4, { intent: 'none' }));
    expect(submittedPage(await post(4, { intent: 'none' }))).toBe(made);
    expect(await database.db.select().from(helpRequestSubmissions)).toHaveLength(1);
    // What is kept afterwards is the request's id, not the visitor's address.
    const [draft] = await database.db.select({ data: wizardDrafts.data }).from(wizardDrafts);
    expect(draft!.data).toMatchObject({ submittedRequestId: expect.any(String) });
    expect(Object.keys(draft!.data as object)).not.toEqual(expect.arrayContaining(['location']));
    expect(Object.keys(draft!.data as object)).not.toEqual(expect.arrayContaining(['details']));
  });

  it('a new request started after a submit is a request of its own', async () => {
    const { post, fillSteps } = await signedInVisitor();
    await fillSteps();
    const first = submittedPage(await post(4, { intent: 'none' }));
    await fillSteps();
    const second = submittedPage(await post(4, { intent: 'none' }));
    expect(second).not.toBe(first);
    expect(await database.db.select().from(helpRequestSubmissions)).toHaveLength(2);
  });

  it("is refused after 60 help requests from the visitor's address in an hour, the API's included, and keeps the draft to send later", async () => {
    const { app, post, fillSteps } = await signedInVisitor();
    // Sixty tries through POST /api/v1/help-requests from the same address (in process, 127.0.0.1).
    for (let i = 0; i < 60; i++) {
      const res = await app.request('/api/v1/help-requests', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(400);
    }
    await fillSteps();
    const refused = await post(4, { intent: 'none' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await refused.text()).toContain('Too many help requests have been sent from your network. Please try again in 60 minutes.');
    expect(await database.db.select().from(helpRequestSubmissions)).toEqual([]);
    const [draft] = await database.db.select({ data: wizardDrafts.data }).from(wizardDrafts);
    expect(draft!.data).toMatchObject({ location: expect.any(Object), details: expect.any(Object) });
  });
});
