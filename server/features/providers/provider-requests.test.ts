import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { helpRequestSubmissions, jobs, providerResponses, users } from '../../db/schema.ts';
import { submitHelpRequest, type HelpRequestInput } from '../help-requests/submit-help-request.ts';
import { ALREADY_ACCEPTED, getHelpRequestForProvider, getProviderHelpRequests, respondToHelpRequest } from './provider-requests.ts';

// What a provider may see and do with help requests: eligibility, privacy until accepting,
// one answer each, one winner.
const database = useTestDatabase();

const BOULDER: HelpRequestInput = { ...BOULDER_REQUEST, address: '17 Secret Lane', donationAmount: 25 };

/** A provider account with its approved listing at the given place. */
const providerAt = (values?: Parameters<typeof createProviderAccount>[1]) => createProviderAccount(database.db, values);

async function requestFrom(input: Partial<HelpRequestInput> = {}) {
  const user = await createUser(database.db);
  await database.db.update(users).set({ phone: '303-555-0199' }).where(eq(users.id, user.id));
  const requester = actorFor(user);
  const { id } = await submitHelpRequest(database.db, requester, { ...BOULDER, ...input }, crypto.randomUUID());
  return { id, requester, user };
}

describe('who may see help requests as a provider', () => {
  it('refuses anyone who is not a provider with an approved listing', async () => {
    await expect(getProviderHelpRequests(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const role of ['user', 'helper', 'admin'] as const) {
      const someone = actorFor(await createUser(database.db, { role }));
      await expect(getProviderHelpRequests(database.db, someone)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      const { id } = await requestFrom();
      await expect(respondToHelpRequest(database.db, someone, id, { action: 'accept', notes: null })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const pending = await providerAt({ approved: false });
    await expect(getProviderHelpRequests(database.db, pending.actor)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('pending verification'),
    });
  });

  it('lists requests of its kind, animal and area that it has not answered, without who asked', async () => {
    const { actor } = await providerAt({ animals: ['Raptor (Hawk, Owl, Eagle)'] });
    const near = await requestFrom();
    await requestFrom({ type: 'conflict', animalType: 'Raccoon' }); // control operators' work
    await requestFrom({ animalType: 'Turtle' }); // an animal it does not take
    await requestFrom({ city: 'Denver', zip: '80202', lat: 39.75, lng: -104.99 }); // ~25 miles: inside 60
    await requestFrom({ city: 'Grand Junction', zip: '81501', lat: 39.07, lng: -108.55 }); // ~180 miles: outside
    const { eligible, responses } = await getProviderHelpRequests(database.db, actor);
    expect(eligible.map((r) => r.city).sort()).toEqual(['Boulder', 'Denver']);
    expect(responses).toEqual([]);
    expect(JSON.stringify(eligible)).not.toMatch(/Secret Lane|303-555-0199|@example\.org/);

    const detail = await getHelpRequestForProvider(database.db, actor, near.id);
    expect(detail.request).toMatchObject({ city: 'Boulder', zip: '80302' });
    expect(detail.requester).toBeNull();
    // The $25 pledge, too, waits for acceptance (docs/decisions/049).
    expect(detail.pledge).toBeNull();
    expect(JSON.stringify({ eligible, detail })).not.toMatch(/25\.00|donation/i);
    expect(JSON.stringify(detail)).not.toMatch(/Secret Lane|303-555-0199|@example\.org/);
  });

  it("never sees another provider's answers or notes, in its lists or on a request", async () => {
    const mine = await providerAt({ name: 'Mine' });
    const other = await providerAt({ name: 'Other' });
    const declinedByOther = await requestFrom();
    await respondToHelpRequest(database.db, other.actor, declinedByOther.id, { action: 'decline', notes: 'Other: our intake is full tonight' });
    const acceptedByOther = await requestFrom();
    await respondToHelpRequest(database.db, other.actor, acceptedByOther.id, { action: 'accept', notes: 'Other: on our way' });

    const { eligible, responses } = await getProviderHelpRequests(database.db, mine.actor);
    expect(eligible.map((r) => r.id)).toEqual([declinedByOther.id]); // still open to it
    expect(responses).toEqual([]);
    const detail = await getHelpRequestForProvider(database.db, mine.actor, declinedByOther.id);
    expect(detail.response).toBeNull();
    expect(JSON.stringify({ eligible, responses, detail })).not.toMatch(/Other: /);
  });

  it('cannot open a request it may not take, or a malformed id: not found, never the data', async () => {
    const { actor } = await providerAt();
    const far = await requestFrom({ city: 'Grand Junction', zip: '81501', lat: 39.07, lng: -108.55 });
    await expect(getHelpRequestForProvider(database.db, actor, far.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getHelpRequestForProvider(database.db, actor, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(respondToHelpRequest(database.db, actor, far.id, { action: 'accept', notes: null })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('answering a request', () => {
  it('accepting assigns it, shows the requester, and queues their e-mail', async () => {
    const { actor, listing } = await providerAt();
    const { id, user } = await requestFrom();
    expect(await respondToHelpRequest(database.db, actor, id, { action: 'accept', notes: 'On my way' })).toEqual({ status: 'accepted' });
    const [request] = await database.db.select().from(helpRequestSubmissions).where(eq(helpRequestSubmissions.id, id));
    expect(request!.status).toBe('assigned');
    const detail = await getHelpRequestForProvider(database.db, actor, id);
    expect(detail.requester).toEqual({ fullName: user.fullName, email: user.email, phone: '303-555-0199', address: '17 Secret Lane' });
    const { eligible, responses } = await getProviderHelpRequests(database.db, actor);
    expect(eligible).toEqual([]);
    expect(responses).toMatchObject([{ status: 'accepted', responseNotes: 'On my way', requester: { email: user.email } }]);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, 'notify-requester'));
    expect(queued.map((j) => j.payload)).toEqual([{ requestId: id, providerId: listing.id }]);
  });

  it('declining keeps the request open for others, and hides the requester', async () => {
    const first = await providerAt();
    const second = await providerAt({ name: 'Second Rehab' });
    const { id } = await requestFrom();
    await respondToHelpRequest(database.db, first.actor, id, { action: 'decline', notes: 'No room this week' });
    const mine = await getProviderHelpRequests(database.db, first.actor);
    expect(mine.eligible).toEqual([]);
    expect(mine.responses).toMatchObject([{ status: 'declined', responseNotes: 'No room this week', requester: null }]);
    await expect(respondToHelpRequest(database.db, first.actor, id, { action: 'accept', notes: null })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Error submitting provider response: you have already responded to this request.',
    });
    expect((await getProviderHelpRequests(database.db, second.actor)).eligible.map((r) => r.id)).toEqual([id]);
  });

  it('two providers accepting at once: exactly one wins, the other hears why', async () => {
    const a = await providerAt({ name: 'A' });
    const b = await providerAt({ name: 'B' });
    const { id } = await requestFrom();
    const results = await Promise.allSettled([
      respondToHelpRequest(database.db, a.actor, id, { action: 'accept', notes: null }),
      respondToHelpRequest(database.db, b.actor, id, { action: 'accept', notes: null }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'CONFLICT', message: ALREADY_ACCEPTED });
    expect(await database.db.select().from(providerResponses).where(eq(providerResponses.requestId, id))).toHaveLength(1);
  });

  it('a request it could have taken, once gone, says why (and shows nothing of it); to anyone else it is not found', async () => {
    const winner = await providerAt({ name: 'Winner' });
    const other = await providerAt({ name: 'Other' });
    const faraway = await providerAt({ name: 'Far away', city: 'Miami', state: 'FL', lat: 25.77, lng: -80.19 });
    const { id } = await requestFrom();
    await respondToHelpRequest(database.db, winner.actor, id, { action: 'accept', notes: null });
    await expect(getHelpRequestForProvider(database.db, other.actor, id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This request has already been accepted by another provider.',
    });
    await expect(getHelpRequestForProvider(database.db, faraway.actor, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const { id: cancelled } = await requestFrom();
    await database.db.update(helpRequestSubmissions).set({ status: 'cancelled' }).where(eq(helpRequestSubmissions.id, cancelled));
    await expect(getHelpRequestForProvider(database.db, other.actor, cancelled)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This request was cancelled by the person who sent it.',
    });
  });
});
