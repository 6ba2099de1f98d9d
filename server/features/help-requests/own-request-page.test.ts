import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor } from '../../../test/services.ts';
import type { Actor } from '../../auth/actor.ts';
import { respondToHelpRequest } from '../providers/provider-requests.ts';
import { submitHelpRequest } from './submit-help-request.ts';

// The dashboard's forms on the requester's own requests, as the page posts them (production
// build, in process): a refused change is shown with the words that say which change failed.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

async function requesterWithRequest() {
  const { app, auth } = createTestApp(database.db, { build });
  const user = await createUser(database.db);
  const { id } = await submitHelpRequest(database.db, actorFor(user) as Extract<Actor, { kind: 'user' }>, BOULDER_REQUEST, crypto.randomUUID());
  const cookie = await sessionCookieFor(auth, user.id);
  const post = (form: Record<string, string>) => postForm(app, '/dashboard', { requestId: id, ...form }, { Cookie: cookie });
  const dashboard = async () => textOf(await app.request('/dashboard', { headers: { Cookie: cookie } }));
  return { id, post, dashboard };
}

/** The page's text, with the entities React escapes turned back. */
const textOf = async (res: Response) => (await res.text()).replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

describe("the dashboard's refusals", () => {
  it('resolving a request nobody accepted, then changing or cancelling a cancelled one, say which change failed', async () => {
    const { post } = await requesterWithRequest();

    const resolve = await post({ intent: 'resolve' });
    expect(resolve.status).toBe(409);
    expect(await textOf(resolve)).toContain('Error updating help request status: only a request a provider has accepted can be marked resolved.');

    expect((await post({ intent: 'cancel', reason: 'It flew off on its own.' })).status).toBe(200);

    const cancelAgain = await post({ intent: 'cancel', reason: 'Again' });
    expect(cancelAgain.status).toBe(409);
    expect(await textOf(cancelAgain)).toContain('Error cancelling help request: this request is already cancelled.');

    const update = await post({ intent: 'update-situation', situationDetails: 'It came back.' });
    expect(update.status).toBe(409);
    expect(await textOf(update)).toContain('Error updating help request: this request is cancelled, so its details can no longer be changed.');
  });
});

describe('the rating form', () => {
  it('is offered once the request is resolved, not when the provider accepts it; a rating sent before then is refused', async () => {
    const { id, post, dashboard } = await requesterWithRequest();
    const provider = await createProviderAccount(database.db);
    await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
    const accepted = await dashboard();
    // React marks where one text ends and the next begins (<!-- -->): the words a person reads.
    expect(accepted.replaceAll('<!-- -->', '')).toContain('Foothills Raptor Care</strong> accepted your request.');
    expect(accepted).not.toContain('Send rating');

    const early = await post({ intent: 'rate', rating: '5' });
    expect(early.status).toBe(409);
    expect(await textOf(early)).toContain('You can rate the provider once your request is resolved or cancelled.');

    expect((await post({ intent: 'resolve' })).status).toBe(200);
    expect(await dashboard()).toContain('Send rating');
    expect((await post({ intent: 'rate', rating: '5' })).status).toBe(200);
  });
});
