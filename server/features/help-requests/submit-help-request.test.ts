import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import type { Actor } from '../../auth/actor.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { formQuestions, formResponses, helpRequestSubmissions, jobs, providerContacts, providers } from '../../db/schema.ts';
import { getOwnHelpRequest } from './get-help-request.ts';
import { submitHelpRequest } from './submit-help-request.ts';

const database = useTestDatabase();

async function requester(): Promise<Actor> {
  return actorFor(await createUser(database.db));
}

async function rowCounts() {
  return {
    requests: (await database.db.select({ id: helpRequestSubmissions.id }).from(helpRequestSubmissions)).length,
    responses: (await database.db.select({ id: formResponses.id }).from(formResponses)).length,
    contacts: (await database.db.select({ id: providerContacts.id }).from(providerContacts)).length,
    jobs: (await database.db.select({ id: jobs.id }).from(jobs)).length,
  };
}

describe('submitting a help request', () => {
  it('needs a signed-in user', async () => {
    await expect(submitHelpRequest(database.db, ANONYMOUS, BOULDER_REQUEST, 'k')).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'You must be logged in to submit a help request',
    });
  });

  it('writes the request, its answers, and notifies only matching listings run by a verified provider', async () => {
    const actor = await requester();
    const verified = await createProviderAccount(database.db, { name: 'Claimed' });
    const claimant = await createUser(database.db); // claimed, but no admin has verified the claim yet
    const [pendingClaim, withoutAccount] = await database.db
      .insert(providers)
      .values([
        {
          name: 'Pending claim',
          type: 'rehabilitator',
          city: 'Boulder',
          state: 'CO',
          lat: 40.02,
          lng: -105.27,
          approved: true,
          claimed: true,
          userId: claimant.id,
        },
        { name: 'Imported', type: 'rehabilitator', city: 'Boulder', state: 'CO', lat: 40.03, lng: -105.27, approved: true, claimed: false },
      ])
      .returning({ id: providers.id });
    const { listing: wrongKind } = await createProviderAccount(database.db, { name: 'Operator', type: 'control' });
    // Full for every animal for the next day (docs/decisions/032): matched, but not told.
    const { listing: full } = await createProviderAccount(database.db, { name: 'Full', capacityUntil: new Date(Date.now() + 86_400_000) });
    const withAccount = verified.listing;
    const [question] = await database.db
      .insert(formQuestions)
      .values({ formType: 'rehabilitation', question: 'Is it bleeding?', questionType: 'checkbox', options: ['Wing', 'Leg'] })
      .returning();

    const { id, created } = await submitHelpRequest(database.db, actor, { ...BOULDER_REQUEST, responses: { [question!.id]: ['Wing'] } }, randomUUID());
    expect(created).toBe(true);
    const request = await getOwnHelpRequest(database.db, actor, id);
    expect(request).toMatchObject({ status: 'submitted', type: 'emergency', city: 'Boulder', donationAmount: '50.00', lat: 40.015 });
    const [row] = await database.db
      .select({ notified: helpRequestSubmissions.notifiedProviders, onlyFull: helpRequestSubmissions.matchedOnlyFull })
      .from(helpRequestSubmissions);
    expect(row!.onlyFull).toBe(false);
    expect(row!.notified).toEqual([withAccount!.id]);
    expect(row!.notified).not.toContain(withoutAccount!.id);
    expect(row!.notified).not.toContain(pendingClaim!.id);
    expect(row!.notified).not.toContain(wrongKind.id);
    expect(row!.notified).not.toContain(full.id);
    expect(await database.db.select({ response: formResponses.response }).from(formResponses)).toEqual([{ response: '["Wing"]' }]);
    expect(await database.db.select({ kind: jobs.kind, dedupeKey: jobs.dedupeKey }).from(jobs).orderBy(jobs.id)).toEqual([
      { kind: 'notify-provider', dedupeKey: `notify-provider:${id}:${withAccount!.id}` },
      { kind: 'confirm-request', dedupeKey: `confirm-request:${id}` },
      // If nobody takes it in time, the circle widens (decision 048).
      { kind: 'widen-reach', dedupeKey: `widen-reach:${id}:1` },
    ]);
    expect(await database.db.select({ providerId: providerContacts.providerId }).from(providerContacts)).toEqual([{ providerId: withAccount!.id }]);
  });

  it('makes one request for one Idempotency-Key, however often it is sent', async () => {
    const actor = await requester();
    const key = randomUUID();
    // Sent three times at once: each is answered, with the one request, made once.
    const results = await Promise.all([1, 2, 3].map(() => submitHelpRequest(database.db, actor, BOULDER_REQUEST, key)));
    const ids = new Set(results.map((r) => r.id));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect((await rowCounts()).requests).toBe(1);
    const again = await submitHelpRequest(database.db, actor, BOULDER_REQUEST, key);
    expect(again).toEqual({ id: [...ids][0], created: false });
  });

  it('leaves nothing half-written when a part fails', async () => {
    const actor = await requester();
    await createProviderAccount(database.db);
    // An answer to a question that does not exist fails the statement that writes the request row too.
    await expect(submitHelpRequest(database.db, actor, { ...BOULDER_REQUEST, responses: { [randomUUID()]: 'yes' } }, randomUUID())).rejects.toThrow();
    expect(await rowCounts()).toEqual({ requests: 0, responses: 0, contacts: 0, jobs: 0 });
  });

  it("is readable by its owner only: another user's id is not found", async () => {
    const owner = await requester();
    const other = await requester();
    const { id } = await submitHelpRequest(database.db, owner, BOULDER_REQUEST, randomUUID());
    await expect(getOwnHelpRequest(database.db, other, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getOwnHelpRequest(database.db, ANONYMOUS, id)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [row] = await database.db.select().from(helpRequestSubmissions).where(eq(helpRequestSubmissions.id, id));
    expect(row!.userId).toBe(owner.kind === 'user' ? owner.id : '');
  });
});
