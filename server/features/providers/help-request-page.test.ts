import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, sessionCookieFor } from '../../../test/services.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';

// /help-request/{id} as a provider meets it without JavaScript (production build, in process):
// the plain form post that loses a race, and the e-mail's link opened too late.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const SITUATION = 'A red-tailed hawk is standing in the yard and will not fly.';

async function takenRequest() {
  const { app, auth } = createTestApp(database.db, { build });
  const [winner, other] = [await createProviderAccount(database.db, { name: 'Winner' }), await createProviderAccount(database.db, { name: 'Other' })];
  const requester = actorFor(await createUser(database.db));
  const { id } = await submitHelpRequest(database.db, requester, { ...BOULDER_REQUEST, situationDetails: SITUATION }, crypto.randomUUID());
  const asProvider = async (provider: typeof winner, init: RequestInit = {}) =>
    app.request(`/help-request/${id}`, {
      ...init,
      headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded', Cookie: await sessionCookieFor(auth, provider.user.id) },
    });
  const accept = { method: 'POST', body: 'action=accept&notes=' };
  expect((await asProvider(winner, accept)).status).toBe(302);
  return { asProvider, other, accept };
}

describe('a request another provider has taken', () => {
  it('refuses a late Accept with the reason on the page, and nothing of the request', async () => {
    const { asProvider, other, accept } = await takenRequest();
    const res = await asProvider(other, accept);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('This request is no longer open');
    expect(html).toContain('This request has already been accepted by another provider.');
    expect(html).not.toContain(SITUATION);
    expect(html).not.toContain('Page Not Found');
  });

  it("opened later from the e-mail's link, says it was taken", async () => {
    const { asProvider, other } = await takenRequest();
    const res = await asProvider(other);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('This request has already been accepted by another provider.');
  });
});
