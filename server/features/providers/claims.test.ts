import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TProviderListingInput } from '../../../common/providers-schemas.ts';
import type { Role } from '../../../common/roles.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { ANONYMOUS, type Actor } from '../../auth/actor.ts';
import { animalTypes, auditLog, providers, users } from '../../db/schema.ts';
import { createOfflineGeocoder } from '../../lib/geocoder.ts';
import {
  approveProviderClaim,
  DOCUMENTS_FIRST,
  listPendingClaims,
  NO_DOCUMENT_REASON,
  recordVerificationStep,
  rejectProviderClaim,
  STEPS_FIRST,
} from './claim-review.ts';
import { ALREADY_CLAIMED, claimListing, createListing, getOwnListingStatus, ONE_LISTING_PER_ACCOUNT, searchUnclaimedListings } from './claims.ts';
import { getProviderHelpRequests } from './provider-requests.ts';

// Claiming or creating a listing, one per account, and the administrator's approval that
// makes the claimant a provider.
const database = useTestDatabase();
const geocoder = createOfflineGeocoder();

async function listing(values: Partial<typeof providers.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(providers)
    .values({
      name: 'Boulder Creek Wildlife Rehabilitation Center',
      type: 'rehabilitator',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      phone: '720-555-0100',
      email: 'private@example.org',
      address: '9 Hidden Rd',
      ...values,
    })
    .returning();
  return row!;
}

async function someone(role: Role = 'user') {
  const user = await createUser(database.db, { role });
  return { user, actor: actorFor(user) };
}

/** The actor as the session builds it on the next request: role and provider_id read from the table. */
async function freshActor(id: string): Promise<Actor> {
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return { kind: 'user', id: row!.id, role: row!.role, email: row!.email, fullName: row!.fullName, providerId: row!.providerId };
}

const NEW_LISTING: TProviderListingInput = {
  name: 'Flatirons Raptor Rescue',
  type: 'rehabilitator',
  address: '12 Canyon Blvd',
  city: 'Boulder',
  state: 'CO',
  zip: '80302',
  phone: '(303) 555-0142',
  email: 'care@flatirons.example.org',
  website: 'https://flatirons.example.org',
  description: 'Volunteers caring for injured hawks and owls.',
  services: 'Rescue and transport\nRehabilitation, Release',
  animals: ['Raptor (Hawk, Owl, Eagle)'],
  availabilityDays: ['Saturday', 'Monday'],
};

const withRaptors = () => database.db.insert(animalTypes).values({ name: 'Raptor (Hawk, Owl, Eagle)' });

/** Verification steps 1 (documents) and 2 (standards), which approval needs first. */
async function verifySteps(admin: Actor, id: string) {
  await recordVerificationStep(database.db, admin, id, 'documents', { note: 'Permit found on the state’s list' });
  await recordVerificationStep(database.db, admin, id, 'standards');
}

const count = async (table: typeof providers | typeof auditLog) => (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('who may claim', () => {
  it('only signed-in users search, claim, create or see their status', async () => {
    const { id } = await listing();
    await expect(searchUnclaimedListings(database.db, ANONYMOUS, { q: 'Boulder' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(claimListing(database.db, ANONYMOUS, id)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(createListing(database.db, geocoder, ANONYMOUS, NEW_LISTING)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(getOwnListingStatus(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [row] = await database.db.select({ claimed: providers.claimed }).from(providers).where(eq(providers.id, id));
    expect(row!.claimed).toBe(false);
  });

  it('only administrators list, approve or reject claims', async () => {
    const { id } = await listing({ claimed: true });
    for (const role of ['user', 'helper', 'provider'] as const) {
      const { actor } = await someone(role);
      await expect(listPendingClaims(database.db, actor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(approveProviderClaim(database.db, actor, id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(recordVerificationStep(database.db, actor, id, 'documents')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(rejectProviderClaim(database.db, actor, id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(approveProviderClaim(database.db, ANONYMOUS, id)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const [row] = await database.db
      .select({ approved: providers.approved, claimed: providers.claimed, documentsReviewedAt: providers.documentsReviewedAt })
      .from(providers)
      .where(eq(providers.id, id));
    expect(row).toEqual({ approved: false, claimed: true, documentsReviewedAt: null });
  });
});

describe('finding a listing to claim', () => {
  it('finds unclaimed listings by a misspelt name and by state, never the claimed ones or private fields', async () => {
    const boulder = await listing();
    await listing({ name: 'Boulder Creek Critter Control', type: 'control', claimed: true });
    const bay = await listing({ name: 'Bay Area Wildlife Rescue', city: 'Oakland', state: 'CA', zip: '94601', website: 'https://bay.example.org' });
    const { actor } = await someone();

    const typo = await searchUnclaimedListings(database.db, actor, { q: 'Bouldr Crek Wildlife' });
    expect(typo.map((l) => l.id)).toEqual([boulder.id]);
    expect(Object.keys(typo[0]!).sort()).toEqual(['city', 'id', 'name', 'phone', 'sample', 'standards', 'state', 'type', 'website']);
    expect(JSON.stringify(typo)).not.toMatch(/private@example\.org|Hidden Rd/);

    expect((await searchUnclaimedListings(database.db, actor, { q: 'creek' })).map((l) => l.id)).toEqual([boulder.id]);
    expect((await searchUnclaimedListings(database.db, actor, { q: 'wildlife', state: 'CA' })).map((l) => l.id)).toEqual([bay.id]);
    expect((await searchUnclaimedListings(database.db, actor, { state: 'CO' })).map((l) => l.id)).toEqual([boulder.id]);
    expect(await searchUnclaimedListings(database.db, actor, { q: '100%_' })).toEqual([]);
    expect(await searchUnclaimedListings(database.db, actor, {})).toEqual([]);
  });

  it('says which listings are samples, to be badged "Sample listing", and the standards level', async () => {
    const real = await listing({ name: 'Front Range Wildlife Control', type: 'control', standards: 'association' });
    const sample = await listing({ name: 'Front Range Sample Wildlife', type: 'control', sample: true });
    const { actor } = await someone();
    const found = await searchUnclaimedListings(database.db, actor, { q: 'Front Range', state: 'CO' });
    expect(found.map((l) => [l.id, l.sample, l.standards]).sort()).toEqual(
      [
        [real.id, false, 'association'],
        [sample.id, true, 'none'],
      ].sort(),
    );
  });

  it('shows at most 25', async () => {
    await database.db
      .insert(providers)
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Texas Wildlife Helpers ${i}`, type: 'control' as const, city: 'Austin', state: 'TX' })));
    const { actor } = await someone();
    expect(await searchUnclaimedListings(database.db, actor, { state: 'TX' })).toHaveLength(25);
  });
});

describe('claiming a listing', () => {
  it('claims it once, keeps it in the directory, and shows it as pending verification', async () => {
    const imported = await listing({ approved: true });
    const { user, actor } = await someone();
    expect(await claimListing(database.db, actor, imported.id)).toEqual({ id: imported.id, name: imported.name });
    const [row] = await database.db.select().from(providers).where(eq(providers.id, imported.id));
    expect(row).toMatchObject({ claimed: true, userId: user.id, approved: true });
    expect(await getOwnListingStatus(database.db, actor)).toMatchObject({ status: 'pending', listing: { id: imported.id, name: imported.name } });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, imported.id));
    expect(audit).toMatchObject({ actorId: user.id, action: 'provider.claim', entityType: 'provider' });

    const other = await someone();
    await expect(claimListing(database.db, other.actor, imported.id)).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_CLAIMED });
    await expect(claimListing(database.db, other.actor, crypto.randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(claimListing(database.db, other.actor, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await getOwnListingStatus(database.db, other.actor)).toEqual({ status: 'none', listing: null });
  });

  it('people claiming the same listing at once: exactly one wins, the others are told', async () => {
    for (let round = 0; round < 4; round++) {
      const { id } = await listing({ name: `Contested Wildlife Care ${round}` });
      const claimants = await Promise.all([someone(), someone(), someone()]);
      const results = await Promise.allSettled(claimants.map((c) => claimListing(database.db, c.actor, id)));
      const winners = claimants.filter((_, i) => results[i]!.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(winners).toHaveLength(1);
      expect(lost.map((r) => r.reason)).toEqual([
        expect.objectContaining({ code: 'CONFLICT', message: ALREADY_CLAIMED }),
        expect.objectContaining({ code: 'CONFLICT', message: ALREADY_CLAIMED }),
      ]);
      const [row] = await database.db.select({ userId: providers.userId }).from(providers).where(eq(providers.id, id));
      expect(row!.userId).toBe(winners[0]!.user.id);
    }
    expect(await count(auditLog)).toBe(4);
  });

  it('an account holds one listing: a second claim or a new listing is refused, even at once', async () => {
    const a = await listing({ name: 'Mesa Wildlife Care' });
    const b = await listing({ name: 'Plains Wildlife Care' });
    const c = await listing({ name: 'Canyon Wildlife Care' });
    await withRaptors();
    const { user, actor } = await someone();
    const both = await Promise.allSettled([claimListing(database.db, actor, a.id), claimListing(database.db, actor, b.id)]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT', message: ONE_LISTING_PER_ACCOUNT } });

    await expect(claimListing(database.db, actor, c.id)).rejects.toMatchObject({ code: 'CONFLICT', message: ONE_LISTING_PER_ACCOUNT });
    await expect(createListing(database.db, geocoder, actor, NEW_LISTING)).rejects.toMatchObject({ code: 'CONFLICT', message: ONE_LISTING_PER_ACCOUNT });
    const owned = await database.db.select({ id: providers.id }).from(providers).where(eq(providers.userId, user.id));
    expect(owned).toHaveLength(1);
    expect(await count(providers)).toBe(3);

    // A provider already running a listing cannot take another either.
    const running = await listing({ name: 'Delta Wildlife Care', claimed: true, approved: true });
    const provider = await createUser(database.db, { role: 'provider', providerId: running.id });
    await expect(claimListing(database.db, actorFor(provider, running.id), c.id)).rejects.toMatchObject({ code: 'CONFLICT', message: ONE_LISTING_PER_ACCOUNT });
  });
});

describe('creating a listing', () => {
  it('creates it claimed, not approved, with the default hours and standards, placed by its ZIP', async () => {
    await database.db.insert(animalTypes).values([{ name: 'Raptor (Hawk, Owl, Eagle)' }, { name: 'Songbird' }]);
    const { user, actor } = await someone();
    const { id } = await createListing(database.db, geocoder, actor, NEW_LISTING);
    const [row] = await database.db.select().from(providers).where(eq(providers.id, id));
    const place = await geocoder.locate({ city: 'Boulder', state: 'CO', zip: '80302' });
    expect(row).toMatchObject({
      name: 'Flatirons Raptor Rescue',
      type: 'rehabilitator',
      userId: user.id,
      claimed: true,
      approved: false,
      standards: 'none',
      availabilityHours: '9:00 AM - 5:00 PM',
      availabilityDays: ['Monday', 'Saturday'],
      services: ['Rescue and transport', 'Rehabilitation', 'Release'],
      animals: ['Raptor (Hawk, Owl, Eagle)'],
      sample: false,
      lat: place!.lat,
      lng: place!.lng,
    });
    expect(row!.lat).toBeCloseTo(40.0, 0);
    expect(await getOwnListingStatus(database.db, actor)).toMatchObject({ status: 'pending', listing: { id } });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({ actorId: user.id, action: 'provider.create' });
  });

  it('refuses bad fields in plain words and writes nothing', async () => {
    await database.db.insert(animalTypes).values([{ name: 'Songbird' }, { name: 'Dodo', active: false }]);
    const { actor } = await someone();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...NEW_LISTING, name: ' ' }, 'name', /name of your organization/],
      [{ ...NEW_LISTING, type: 'zoo' }, 'type', /rehabilitator or a wildlife control operator/],
      [{ ...NEW_LISTING, state: 'DC' }, 'state', /50 US states/],
      [{ ...NEW_LISTING, zip: '8030' }, 'zip', /5-digit ZIP code/],
      [{ ...NEW_LISTING, zip: '94601' }, 'zip', /not in Colorado/],
      [{ ...NEW_LISTING, phone: '555-01' }, 'phone', /area code/],
      [{ ...NEW_LISTING, email: 'care-at-example' }, 'email', /e-mail address/],
      [{ ...NEW_LISTING, website: 'ftp://flatirons.example.org' }, 'website', /http:\/\/ or https:\/\//],
      [{ ...NEW_LISTING, animals: ['Dodo'] }, 'animals', /from the list/],
      [{ ...NEW_LISTING, availabilityDays: ['Someday'] }, 'availabilityDays', /days of the week/],
      [{ ...NEW_LISTING, services: ['x'.repeat(101)] }, 'services', /under 100 characters/],
    ];
    for (const [input, field, message] of cases) {
      const refused = createListing(database.db, geocoder, actor, input);
      await expect(refused, field).rejects.toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { [field]: [expect.stringMatching(message)] } });
    }
    expect(await count(providers)).toBe(0);
    expect(await count(auditLog)).toBe(0);
  });
});

describe("an administrator's decision", () => {
  it('lists claims and new listings waiting, newest first, and not the approved or unclaimed ones', async () => {
    await withRaptors();
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const claimed = await listing({ approved: true });
    const claimant = await someone();
    await claimListing(database.db, claimant.actor, claimed.id);
    const creator = await someone();
    const created = await createListing(database.db, geocoder, creator.actor, NEW_LISTING);
    const importedPending = await listing({ name: 'Imported Pending Wildlife', claimed: true });
    await listing({ name: 'Still Unclaimed Wildlife' });
    const running = await listing({ name: 'Running Wildlife', claimed: true, approved: true });
    await createUser(database.db, { role: 'provider', providerId: running.id }).then((p) =>
      database.db.update(providers).set({ userId: p.id }).where(eq(providers.id, running.id)),
    );

    const pending = await listPendingClaims(database.db, admin);
    expect(pending.map((p) => p.name).sort()).toEqual(['Boulder Creek Wildlife Rehabilitation Center', 'Flatirons Raptor Rescue', 'Imported Pending Wildlife']);
    expect(pending.find((p) => p.id === created.id)).toMatchObject({
      newListing: true,
      approved: false,
      claimant: { id: creator.user.id, email: creator.user.email },
    });
    expect(pending.find((p) => p.id === claimed.id)).toMatchObject({ newListing: false, approved: true, claimant: { id: claimant.user.id } });
    expect(pending.find((p) => p.id === importedPending.id)).toMatchObject({ claimant: null });
  });

  it('approval makes the claimant the provider of an approved listing, audited, and opens the provider pages', async () => {
    const adminUser = await createUser(database.db, { role: 'admin' });
    await withRaptors();
    const { user, actor } = await someone();
    const { id } = await createListing(database.db, geocoder, actor, NEW_LISTING);
    await expect(getProviderHelpRequests(database.db, await freshActor(user.id))).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await verifySteps(actorFor(adminUser), id);
    expect(await approveProviderClaim(database.db, actorFor(adminUser), id)).toEqual({ id, name: 'Flatirons Raptor Rescue', userId: user.id });
    const [row] = await database.db
      .select({ approved: providers.approved, approvedBy: providers.approvedBy, approvedAt: providers.approvedAt })
      .from(providers)
      .where(eq(providers.id, id));
    expect(row).toEqual({ approved: true, approvedBy: adminUser.id, approvedAt: expect.any(Date) });
    const [account] = await database.db.select({ role: users.role, providerId: users.providerId }).from(users).where(eq(users.id, user.id));
    expect(account).toEqual({ role: 'provider', providerId: id });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'provider.approve')));
    expect(audit).toMatchObject({
      actorId: adminUser.id,
      entityType: 'provider',
      before: { approved: false, userRole: 'user' },
      after: { approved: true, userRole: 'provider', userProviderId: id },
    });

    const provider = await freshActor(user.id);
    await expect(getProviderHelpRequests(database.db, provider)).resolves.toMatchObject({ provider: { id }, eligible: [] });
    expect(await getOwnListingStatus(database.db, provider)).toMatchObject({ status: 'approved', listing: { id } });
    expect(await listPendingClaims(database.db, actorFor(adminUser))).toEqual([]);
    await expect(approveProviderClaim(database.db, actorFor(adminUser), id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(rejectProviderClaim(database.db, actorFor(adminUser), id)).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('an administrator who claims a listing stays an administrator', async () => {
    const adminUser = await createUser(database.db, { role: 'admin' });
    const other = await createUser(database.db, { role: 'admin' });
    const { id } = await listing();
    await claimListing(database.db, actorFor(other), id);
    await verifySteps(actorFor(adminUser), id);
    await approveProviderClaim(database.db, actorFor(adminUser), id);
    const [account] = await database.db.select({ role: users.role, providerId: users.providerId }).from(users).where(eq(users.id, other.id));
    expect(account).toEqual({ role: 'admin', providerId: id });
  });

  it('rejecting a claim frees an existing listing, still in the directory, for someone else', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const imported = await listing({ approved: true });
    const { user, actor } = await someone();
    await claimListing(database.db, actor, imported.id);
    expect(await rejectProviderClaim(database.db, admin, imported.id)).toEqual({ id: imported.id, name: imported.name, outcome: 'unclaimed' });
    const [row] = await database.db.select().from(providers).where(eq(providers.id, imported.id));
    expect(row).toMatchObject({ claimed: false, userId: null, approved: true });
    const [account] = await database.db.select({ role: users.role, providerId: users.providerId }).from(users).where(eq(users.id, user.id));
    expect(account).toEqual({ role: 'user', providerId: null });
    expect(await getOwnListingStatus(database.db, actor)).toEqual({ status: 'none', listing: null });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.reject'));
    expect(audit).toMatchObject({ entityId: imported.id, before: { claimed: true, userId: user.id }, after: { claimed: false, userId: null } });
    await expect(claimListing(database.db, (await someone()).actor, imported.id)).resolves.toMatchObject({ id: imported.id });
  });

  it('rejecting a new listing deletes it, and the user may try again', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    await withRaptors();
    const { actor } = await someone();
    const { id } = await createListing(database.db, geocoder, actor, NEW_LISTING);
    expect(await rejectProviderClaim(database.db, admin, id)).toEqual({ id, name: 'Flatirons Raptor Rescue', outcome: 'deleted' });
    expect(await count(providers)).toBe(0);
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.reject'));
    expect(audit).toMatchObject({ entityId: id, before: { name: 'Flatirons Raptor Rescue' }, after: null });
    expect(await getOwnListingStatus(database.db, actor)).toEqual({ status: 'none', listing: null });
    await expect(createListing(database.db, geocoder, actor, NEW_LISTING)).resolves.toMatchObject({ name: 'Flatirons Raptor Rescue' });
  });

  it('refuses listings with no claim waiting, and unknown ids', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const unclaimed = await listing();
    await expect(approveProviderClaim(database.db, admin, unclaimed.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(rejectProviderClaim(database.db, admin, unclaimed.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(approveProviderClaim(database.db, admin, crypto.randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(rejectProviderClaim(database.db, admin, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await count(auditLog)).toBe(0);
  });

  it('records the three verification steps in order, each once, with who and when', async () => {
    const adminUser = await createUser(database.db, { role: 'admin', fullName: 'Avery Admin' });
    const admin = actorFor(adminUser);
    await withRaptors();
    const { id } = await createListing(database.db, geocoder, (await someone()).actor, NEW_LISTING);

    await expect(approveProviderClaim(database.db, admin, id)).rejects.toMatchObject({ code: 'CONFLICT', message: STEPS_FIRST });
    await expect(recordVerificationStep(database.db, admin, id, 'standards')).rejects.toMatchObject({ code: 'CONFLICT', message: DOCUMENTS_FIRST });
    // Nothing was uploaded: step 1 needs the reviewer's word of what they reviewed instead, and records nothing without it.
    await expect(recordVerificationStep(database.db, admin, id, 'documents')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { note: [NO_DOCUMENT_REASON] },
    });
    await expect(recordVerificationStep(database.db, admin, id, 'documents', { note: '   ' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await listPendingClaims(database.db, admin))[0]?.documentsReviewed).toBeNull();
    const note = 'Permit CO-2026-041 is on the state’s list of licensed rehabilitators';
    expect(await recordVerificationStep(database.db, admin, id, 'documents', { note })).toMatchObject({ by: 'Avery Admin' });
    const [recorded] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.verify_documents'));
    expect(recorded?.after).toMatchObject({ note });
    await expect(recordVerificationStep(database.db, admin, id, 'documents', { note })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(approveProviderClaim(database.db, admin, id)).rejects.toMatchObject({ code: 'CONFLICT', message: STEPS_FIRST });
    await recordVerificationStep(database.db, admin, id, 'standards');

    const [claim] = await listPendingClaims(database.db, admin);
    expect(claim).toMatchObject({
      id,
      documentsReviewed: { by: 'Avery Admin', at: expect.any(Date) },
      standardsVerified: { by: 'Avery Admin', at: expect.any(Date) },
    });
    await approveProviderClaim(database.db, admin, id);
    const actions = (await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.createdAt)).map(
      (r) => r.action,
    );
    expect(actions).toEqual(['provider.create', 'provider.verify_documents', 'provider.verify_standards', 'provider.approve']);
  });

  it('a rejected claim frees the listing with its steps cleared, so the next claim is reviewed afresh', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const imported = await listing({ approved: true });
    await claimListing(database.db, (await someone()).actor, imported.id);
    await verifySteps(admin, imported.id);
    await rejectProviderClaim(database.db, admin, imported.id);
    const [row] = await database.db
      .select({ documentsReviewedAt: providers.documentsReviewedAt, standardsVerifiedAt: providers.standardsVerifiedAt })
      .from(providers)
      .where(eq(providers.id, imported.id));
    expect(row).toEqual({ documentsReviewedAt: null, standardsVerifiedAt: null });
    await claimListing(database.db, (await someone()).actor, imported.id);
    await expect(approveProviderClaim(database.db, admin, imported.id)).rejects.toMatchObject({ message: STEPS_FIRST });
  });
});
