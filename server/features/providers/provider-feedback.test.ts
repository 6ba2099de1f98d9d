import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { helpRequestSubmissions, providerFeedback, providerResponses, providers, users } from '../../db/schema.ts';
import { rateProvider, resolveOwnHelpRequest } from '../help-requests/manage-own-request.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { getOwnRating, listRatedListings, RECENT_COMMENTS } from './provider-feedback.ts';
import { respondToHelpRequest } from './provider-requests.ts';

// The last verification step, monitoring of customer feedback after approval: administrators see
// every rated listing, a provider its own listing's rating, and nobody sees who gave it.
const database = useTestDatabase();

const REQUESTER = { fullName: 'Rowan Whitlock', phone: '720-555-0147', address: '4471 Larkspur Lane' };

/** A requester's accepted request for the listing, rated by them at the given time. */
async function rated(providerId: string, rating: number, comment: string | null, createdAt: Date, animalType = 'Raptor (Hawk, Owl, Eagle)') {
  const requester = await createUser(database.db, { fullName: REQUESTER.fullName });
  await database.db.update(users).set({ phone: REQUESTER.phone }).where(eq(users.id, requester.id));
  const [request] = await database.db
    .insert(helpRequestSubmissions)
    .values({ userId: requester.id, address: REQUESTER.address, city: 'Boulder', state: 'CO', zip: '80302', type: 'emergency', animalType, status: 'resolved' })
    .returning({ id: helpRequestSubmissions.id });
  await database.db.insert(providerResponses).values({ requestId: request!.id, providerId, status: 'accepted', providerContactedAt: createdAt });
  await database.db.insert(providerFeedback).values({ requestId: request!.id, providerId, userId: requester.id, rating, comment, createdAt });
  return requester;
}

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 12));

describe('ratings for administrators', () => {
  it('lists every rated listing with its average, its number of ratings and its newest comments, lowest average first', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const foothills = await createProviderAccount(database.db, { name: 'Foothills Raptor Care' });
    const flatirons = await createProviderAccount(database.db, { name: 'Flatirons Wildlife Rescue' });
    await createProviderAccount(database.db, { name: 'Never Rated Rescue' });
    const [imported] = await database.db
      .insert(providers)
      .values({ name: 'Imported Rehab', type: 'rehabilitator', city: 'Lyons', state: 'CO', approved: true })
      .returning();
    const requesters = [
      await rated(foothills.listing.id, 5, 'Came within the hour.', at(1)),
      await rated(foothills.listing.id, 4, null, at(2)),
      await rated(foothills.listing.id, 5, 'Kind and careful.', at(3)),
      await rated(foothills.listing.id, 3, '   ', at(4)),
      await rated(foothills.listing.id, 4, 'Called back the next morning.', at(5), 'Raccoon'),
      await rated(foothills.listing.id, 5, 'The owl is flying again.', at(6)),
      await rated(flatirons.listing.id, 2, 'Nobody answered the phone.', at(7)),
      await rated(imported!.id, 1, 'The number was wrong.', at(8)),
    ];

    const listings = await listRatedListings(database.db, admin);
    expect(listings.map((l) => [l.name, l.average, l.count])).toEqual([
      ['Imported Rehab', 1, 1],
      ['Flatirons Wildlife Rescue', 2, 1],
      ['Foothills Raptor Care', 4.3, 6],
    ]);
    const foothillsRating = listings.find((l) => l.id === foothills.listing.id)!;
    expect(foothillsRating.recent).toHaveLength(RECENT_COMMENTS);
    expect(foothillsRating.recent).toEqual([
      { rating: 5, comment: 'The owl is flying again.', createdAt: at(6), animalType: 'Raptor (Hawk, Owl, Eagle)', city: 'Boulder', state: 'CO' },
      { rating: 4, comment: 'Called back the next morning.', createdAt: at(5), animalType: 'Raccoon', city: 'Boulder', state: 'CO' },
      { rating: 5, comment: 'Kind and careful.', createdAt: at(3), animalType: 'Raptor (Hawk, Owl, Eagle)', city: 'Boulder', state: 'CO' },
    ]);

    // Never who rated: no name, e-mail, phone or street address of a requester.
    const shown = JSON.stringify(listings);
    for (const value of [REQUESTER.fullName, REQUESTER.phone, REQUESTER.address, ...requesters.flatMap((r) => [r.email, r.id])])
      expect(shown).not.toContain(value);
  });

  it('are for administrators only', async () => {
    const { actor: provider, listing } = await createProviderAccount(database.db);
    await rated(listing.id, 5, 'Great.', at(1));
    await expect(listRatedListings(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const actor of [actorFor(await createUser(database.db)), actorFor(await createUser(database.db, { role: 'helper' })), provider]) {
      await expect(listRatedListings(database.db, actor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('a provider’s own rating', () => {
  it('is the rating of its own listing only, with its newest comments, after a requester rates it', async () => {
    const own = await createProviderAccount(database.db, { name: 'Foothills Raptor Care' });
    const other = await createProviderAccount(database.db, { name: 'Flatirons Wildlife Rescue', lat: 40.01, lng: -105.25 });
    expect(await getOwnRating(database.db, own.actor)).toEqual({ average: null, count: 0, recent: [] });

    // The real path: submitted, accepted by this provider, resolved and rated by the requester.
    const member = await createUser(database.db, { fullName: REQUESTER.fullName });
    const requester = actorFor(member);
    const { id } = await submitHelpRequest(database.db, requester, BOULDER_REQUEST, crypto.randomUUID());
    await respondToHelpRequest(database.db, own.actor, id, { action: 'accept', notes: null });
    await resolveOwnHelpRequest(database.db, requester, id);
    await rateProvider(database.db, requester, id, { rating: 4, comment: 'Took the hawk in the same evening.' });
    await rated(own.listing.id, 5, null, at(1));
    await rated(other.listing.id, 1, 'Never came.', at(2));

    const rating = await getOwnRating(database.db, own.actor);
    expect(rating).toMatchObject({
      average: 4.5,
      count: 2,
      recent: [{ rating: 4, comment: 'Took the hawk in the same evening.', animalType: BOULDER_REQUEST.animalType, city: 'Boulder' }],
    });
    const shown = JSON.stringify(rating);
    for (const value of [REQUESTER.fullName, member.email, BOULDER_REQUEST.address, 'Never came.']) expect(shown).not.toContain(value);
    expect(await getOwnRating(database.db, other.actor)).toMatchObject({ average: 1, count: 1, recent: [{ comment: 'Never came.' }] });
  });

  it('is read by providers only: members, helpers and administrators have no own rating', async () => {
    await expect(getOwnRating(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const role of ['user', 'helper', 'admin'] as const) {
      await expect(getOwnRating(database.db, actorFor(await createUser(database.db, { role })))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    // A provider role without a listing (its listing was deleted) reads nothing.
    await expect(getOwnRating(database.db, actorFor(await createUser(database.db, { role: 'provider' })))).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
