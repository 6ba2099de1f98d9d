import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { ANONYMOUS, type Actor } from '../../auth/actor.ts';
import { auditLog, helpRequestSubmissions, providerFeedback, providerResponses } from '../../db/schema.ts';
import { respondToHelpRequest } from '../providers/provider-requests.ts';
import { listOwnHelpRequests } from './get-help-request.ts';
import {
  ALREADY_RATED,
  cancelOwnHelpRequest,
  NOBODY_TO_RATE,
  NOT_YET_RATEABLE,
  rateProvider,
  resolveOwnHelpRequest,
  updateOwnSituation,
} from './manage-own-request.ts';
import { submitHelpRequest } from './submit-help-request.ts';

// The requester's own changes from the dashboard (docs/decisions/002): only the owner, only in the
// states that allow them, bad input writes nothing, every change audit-logged.
const database = useTestDatabase();

type SignedIn = Extract<Actor, { kind: 'user' }>;

async function someone(role: 'user' | 'admin' = 'user'): Promise<SignedIn> {
  return actorFor(await createUser(database.db, { role })) as SignedIn;
}

/** A request of a new requester's, still waiting for a provider. */
async function submittedRequest(owner?: SignedIn) {
  const requester = owner ?? (await someone());
  const { id } = await submitHelpRequest(database.db, requester, BOULDER_REQUEST, crypto.randomUUID());
  return { id, requester };
}

/** A request the Boulder rehabilitator has accepted. */
async function assignedRequest() {
  const submitted = await submittedRequest();
  const provider = await createProviderAccount(database.db, { phone: '303-555-0123', email: 'care@foothills.example.org' });
  await respondToHelpRequest(database.db, provider.actor, submitted.id, { action: 'accept', notes: 'Put it in a box; I am on my way.' });
  return { ...submitted, provider };
}

async function requestRow(id: string) {
  const [row] = await database.db
    .select({
      status: helpRequestSubmissions.status,
      cancellationReason: helpRequestSubmissions.cancellationReason,
      situationDetails: helpRequestSubmissions.situationDetails,
    })
    .from(helpRequestSubmissions)
    .where(eq(helpRequestSubmissions.id, id));
  return row!;
}

const auditRows = () =>
  database.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
    .from(auditLog);
const feedbackRows = () => database.db.select().from(providerFeedback);

describe('only the owner may change a request', () => {
  it('anyone else, an administrator too, is told it is not found, and nothing changes', async () => {
    const { id, requester } = await assignedRequest();
    for (const stranger of [await someone(), await someone('admin')]) {
      await expect(cancelOwnHelpRequest(database.db, stranger, id, 'Not mine')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Help request not found' });
      await expect(updateOwnSituation(database.db, stranger, id, 'Overwritten by a stranger')).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'Help request not found',
      });
      await expect(resolveOwnHelpRequest(database.db, stranger, id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Help request not found' });
      await expect(rateProvider(database.db, stranger, id, { rating: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Help request not found' });
    }
    expect(await requestRow(id)).toEqual({ status: 'assigned', cancellationReason: null, situationDetails: BOULDER_REQUEST.situationDetails });
    expect(await feedbackRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
    expect(await listOwnHelpRequests(database.db, requester)).toHaveLength(1);
  });

  it('an anonymous visitor must sign in; a malformed id is not found', async () => {
    const { id, requester } = await submittedRequest();
    await expect(cancelOwnHelpRequest(database.db, ANONYMOUS, id, 'Gone')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(updateOwnSituation(database.db, ANONYMOUS, id, 'New details')).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(resolveOwnHelpRequest(database.db, ANONYMOUS, id)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(rateProvider(database.db, ANONYMOUS, id, { rating: 5 })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(listOwnHelpRequests(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(cancelOwnHelpRequest(database.db, requester, 'not-a-uuid', 'Gone')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await requestRow(id)).status).toBe('submitted');
  });
});

describe('cancelling', () => {
  it('a waiting request is cancelled with its reason, tidied, and audit-logged', async () => {
    const { id, requester } = await submittedRequest();
    expect(await cancelOwnHelpRequest(database.db, requester, id, '  The hawk flew off on its own.  ')).toEqual({ status: 'cancelled' });
    expect(await requestRow(id)).toMatchObject({ status: 'cancelled', cancellationReason: 'The hawk flew off on its own.' });
    expect(await auditRows()).toEqual([
      {
        action: 'help_request.cancel',
        actorId: requester.id,
        entityId: id,
        before: { status: 'submitted' },
        after: { status: 'cancelled', cancellationReason: 'The hawk flew off on its own.' },
      },
    ]);
    const [listed] = await listOwnHelpRequests(database.db, requester);
    expect(listed).toMatchObject({ status: 'cancelled', cancellationReason: 'The hawk flew off on its own.' });
  });

  it('an accepted request can be cancelled too; a cancelled or resolved one cannot', async () => {
    const first = await assignedRequest();
    await cancelOwnHelpRequest(database.db, first.requester, first.id, 'A neighbour took it to the vet.');
    expect((await requestRow(first.id)).status).toBe('cancelled');
    await expect(cancelOwnHelpRequest(database.db, first.requester, first.id, 'Again')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Error cancelling help request: this request is already cancelled.',
    });
    expect((await requestRow(first.id)).cancellationReason).toBe('A neighbour took it to the vet.');

    const second = await assignedRequest();
    await resolveOwnHelpRequest(database.db, second.requester, second.id);
    await expect(cancelOwnHelpRequest(database.db, second.requester, second.id, 'Too late')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Error cancelling help request: this request is resolved, so there is nothing to cancel.',
    });
    expect(await requestRow(second.id)).toMatchObject({ status: 'resolved', cancellationReason: null });
  });

  it('needs a reason of at most 500 characters, and writes nothing without one', async () => {
    const { id, requester } = await submittedRequest();
    for (const reason of ['', '   ', undefined, 'x'.repeat(501)]) {
      await expect(cancelOwnHelpRequest(database.db, requester, id, reason)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { reason: [reason === undefined || !reason.trim() ? 'Tell us why you are cancelling' : 'Please keep the reason under 500 characters'] },
      });
    }
    expect(await requestRow(id)).toMatchObject({ status: 'submitted', cancellationReason: null });
    expect(await auditRows()).toEqual([]);
    await cancelOwnHelpRequest(database.db, requester, id, 'x'.repeat(500));
    expect((await requestRow(id)).status).toBe('cancelled');
  });
});

describe('updating the situation', () => {
  it('changes it while waiting and once accepted, audit-logged with before and after', async () => {
    const { id, requester } = await assignedRequest();
    const situation = 'The hawk is now standing on one leg under the porch.';
    expect(await updateOwnSituation(database.db, requester, id, `  ${situation} `)).toEqual({ situationDetails: situation });
    expect((await requestRow(id)).situationDetails).toBe(situation);
    expect(await auditRows()).toMatchObject([
      {
        action: 'help_request.update_situation',
        entityId: id,
        before: { situationDetails: BOULDER_REQUEST.situationDetails },
        after: { situationDetails: situation },
      },
    ]);

    const waiting = await submittedRequest(requester);
    await updateOwnSituation(database.db, requester, waiting.id, 'Still there an hour later.');
    expect((await requestRow(waiting.id)).situationDetails).toBe('Still there an hour later.');
  });

  it("follows the wizard's rule for the description, and writes nothing when it is broken", async () => {
    const { id, requester } = await submittedRequest();
    await expect(updateOwnSituation(database.db, requester, id, ' ')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { situationDetails: ['Situation description is required'] },
    });
    await expect(updateOwnSituation(database.db, requester, id, 'x'.repeat(5001))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { situationDetails: ['Please keep the description under 5,000 characters'] },
    });
    await expect(updateOwnSituation(database.db, requester, id, 42)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await requestRow(id)).situationDetails).toBe(BOULDER_REQUEST.situationDetails);
    expect(await auditRows()).toEqual([]);
  });

  it('is refused once the request is cancelled or resolved', async () => {
    const cancelled = await submittedRequest();
    await cancelOwnHelpRequest(database.db, cancelled.requester, cancelled.id, 'Gone');
    await expect(updateOwnSituation(database.db, cancelled.requester, cancelled.id, 'Changed my mind')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Error updating help request: this request is cancelled, so its details can no longer be changed.',
    });
    const resolved = await assignedRequest();
    await resolveOwnHelpRequest(database.db, resolved.requester, resolved.id);
    await expect(updateOwnSituation(database.db, resolved.requester, resolved.id, 'More')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Error updating help request: this request is resolved, so its details can no longer be changed.',
    });
    expect((await requestRow(resolved.id)).situationDetails).toBe(BOULDER_REQUEST.situationDetails);
  });
});

describe('marking resolved', () => {
  it('resolves an accepted request once, audit-logged', async () => {
    const { id, requester } = await assignedRequest();
    expect(await resolveOwnHelpRequest(database.db, requester, id)).toEqual({ status: 'resolved' });
    expect((await requestRow(id)).status).toBe('resolved');
    await expect(resolveOwnHelpRequest(database.db, requester, id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Error updating help request status: this request is already resolved.',
    });
    expect(await auditRows()).toMatchObject([{ action: 'help_request.resolve', entityId: id, before: { status: 'assigned' }, after: { status: 'resolved' } }]);
  });

  it('a request nobody accepted is cancelled instead, and a cancelled one stays cancelled', async () => {
    const { id, requester } = await submittedRequest();
    await expect(resolveOwnHelpRequest(database.db, requester, id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message:
        'Error updating help request status: only a request a provider has accepted can be marked resolved. If you no longer need help, cancel it instead.',
    });
    await cancelOwnHelpRequest(database.db, requester, id, 'Flew away');
    await expect(resolveOwnHelpRequest(database.db, requester, id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Error updating help request status: this request is already cancelled.',
    });
    expect((await requestRow(id)).status).toBe('cancelled');
  });

  it('resolving and cancelling at once: one of them wins, the other is told why', async () => {
    const { id, requester } = await assignedRequest();
    const results = await Promise.allSettled([
      resolveOwnHelpRequest(database.db, requester, id),
      cancelOwnHelpRequest(database.db, requester, id, 'Changed plans'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        /^Error (cancelling help request: this request is resolved, so there is nothing to cancel|updating help request status: this request is already cancelled)\.$/,
      ),
    });
    expect(await auditRows()).toHaveLength(1);
  });
});

describe('rating the provider', () => {
  it('rates the accepting provider once, after the request is resolved, and shows it on the dashboard', async () => {
    const { id, requester, provider } = await assignedRequest();
    await resolveOwnHelpRequest(database.db, requester, id);
    expect(await rateProvider(database.db, requester, id, { rating: '5', comment: '  Came within the hour. ' })).toEqual({
      rating: 5,
      comment: 'Came within the hour.',
    });
    expect(await feedbackRows()).toMatchObject([
      { requestId: id, providerId: provider.listing.id, userId: requester.id, rating: 5, comment: 'Came within the hour.' },
    ]);
    await expect(rateProvider(database.db, requester, id, { rating: 1, comment: 'Changed my mind' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: ALREADY_RATED,
    });
    expect((await feedbackRows()).map((f) => f.rating)).toEqual([5]);
    const audited = (await auditRows()).filter((row) => row.action === 'provider_feedback.create');
    expect(audited).toMatchObject([
      { action: 'provider_feedback.create', after: { requestId: id, providerId: provider.listing.id, rating: 5, comment: 'Came within the hour.' } },
    ]);
    const [listed] = await listOwnHelpRequests(database.db, requester);
    expect(listed!.feedback).toEqual({ rating: 5, comment: 'Came within the hour.' });
  });

  it('is refused while the request is open: before anyone accepted, and at acceptance, before it is resolved', async () => {
    const waiting = await submittedRequest();
    await expect(rateProvider(database.db, waiting.requester, waiting.id, { rating: 4 })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: NOT_YET_RATEABLE,
    });
    const assigned = await assignedRequest();
    await expect(rateProvider(database.db, assigned.requester, assigned.id, { rating: 5, comment: 'They said they are on their way.' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: NOT_YET_RATEABLE,
    });
    expect(await feedbackRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('rates the provider who accepted a request that was then cancelled, with no comment', async () => {
    const { id, requester } = await assignedRequest();
    await cancelOwnHelpRequest(database.db, requester, id, 'Nobody came, so I took it to the vet myself');
    expect(await rateProvider(database.db, requester, id, { rating: 1 })).toEqual({ rating: 1, comment: null });
  });

  it('a request cancelled before anyone accepted has nobody to rate', async () => {
    const { id, requester } = await submittedRequest();
    await cancelOwnHelpRequest(database.db, requester, id, 'It flew off on its own');
    await expect(rateProvider(database.db, requester, id, { rating: 4 })).rejects.toMatchObject({ code: 'CONFLICT', message: NOBODY_TO_RATE });
    expect(await feedbackRows()).toEqual([]);
  });

  it('takes a whole rating from 1 to 5 and a comment of at most 1,000 characters, and writes nothing otherwise', async () => {
    const { id, requester } = await assignedRequest();
    for (const rating of [0, 6, 4.5, '', 'five', undefined, null]) {
      await expect(rateProvider(database.db, requester, id, { rating } as never)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { rating: ['Choose a rating from 1 to 5'] },
      });
    }
    await expect(rateProvider(database.db, requester, id, { rating: 4, comment: 'x'.repeat(1001) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { comment: ['Please keep the comment under 1,000 characters'] },
    });
    expect(await feedbackRows()).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });
});

describe('the dashboard list', () => {
  it('shows each of my requests with every response, the accepting provider’s contact, and nobody else’s requests', async () => {
    const { id, requester, provider } = await assignedRequest();
    const decliner = await createProviderAccount(database.db, { name: 'Second Rehab', sample: true });
    // The decline is recorded directly: once accepted the request is no longer open to answer.
    await database.db
      .insert(providerResponses)
      .values({ requestId: id, providerId: decliner.listing.id, status: 'declined', responseNotes: 'Private: no room this week' });
    const other = await submittedRequest(requester);
    await submittedRequest(); // a stranger's

    const listed = await listOwnHelpRequests(database.db, requester);
    expect(listed.map((r) => r.id)).toEqual([other.id, id]); // newest first
    const assigned = listed[1]!;
    expect(assigned.accepted).toMatchObject({
      providerName: provider.listing.name,
      providerSample: false,
      phone: '303-555-0123',
      email: 'care@foothills.example.org',
      notes: 'Put it in a box; I am on my way.',
    });
    // A sample listing is badged as one on the dashboard, as nobody real answers it, so the list
    // says which are.
    expect(assigned.responses.map((r) => [r.providerName, r.status, r.providerSample])).toEqual([
      [provider.listing.name, 'accepted', false],
      ['Second Rehab', 'declined', true],
    ]);
    expect(JSON.stringify(listed)).not.toContain('no room this week');
    expect(listed[0]).toMatchObject({ status: 'submitted', accepted: null, responses: [], feedback: null, cancellationReason: null });
  });

  it('says when the provider who accepted is a sample listing, so the card can badge it', async () => {
    const { id, requester } = await submittedRequest();
    const sample = await createProviderAccount(database.db, { name: 'Sample Raptor Rescue', sample: true });
    await respondToHelpRequest(database.db, sample.actor, id, { action: 'accept', notes: null });
    const [listed] = await listOwnHelpRequests(database.db, requester);
    expect(listed!.accepted).toMatchObject({ providerName: 'Sample Raptor Rescue', providerSample: true });
    expect(listed!.responses).toMatchObject([{ providerName: 'Sample Raptor Rescue', providerSample: true, status: 'accepted' }]);
  });
});
