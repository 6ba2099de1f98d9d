import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZListingEdit } from '../../../common/providers-schemas.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { auditLog, providers } from '../../db/schema.ts';
import { updateOwnListing } from './listing.ts';
import { decideStandardsRequest, listStandardsRequests } from './standards-review.ts';

// A standards level a control operator asks for shows only once an administrator verifies it.
const database = useTestDatabase();

async function operatorAsking(name: string, level: 'association' | 'certified') {
  const [listing] = await database.db
    .insert(providers)
    .values({ name, type: 'control', city: 'Boulder', state: 'CO', approved: true, claimed: true, standards: 'basic' })
    .returning();
  const user = await createUser(database.db, { role: 'provider', providerId: listing!.id });
  await updateOwnListing(
    database.db,
    actorFor(user, listing!.id),
    ZListingEdit.parse({
      phone: '303-555-0101',
      email: '',
      website: '',
      description: '',
      services: '',
      availabilityHours: '',
      standards: level,
      certifications: 'NWCOA member',
    }),
  );
  return listing!;
}

const admin = async () => actorFor(await createUser(database.db, { role: 'admin' }));
const levelOf = async (id: string) =>
  (await database.db.select({ standards: providers.standards, requested: providers.requestedStandards }).from(providers).where(eq(providers.id, id)))[0];

describe('standards verification', () => {
  it('lists the requests waiting, and verifying one shows the new level, audited', async () => {
    const first = await operatorAsking('Humane Critter Control', 'certified');
    await operatorAsking('Front Range Exclusion', 'association');
    const actor = await admin();
    const waiting = await listStandardsRequests(database.db, actor);
    expect(waiting.map((r) => [r.name, r.standards, r.requestedStandards, r.certifications]).sort()).toEqual([
      ['Front Range Exclusion', 'basic', 'association', ['NWCOA member']],
      ['Humane Critter Control', 'basic', 'certified', ['NWCOA member']],
    ]);

    await expect(decideStandardsRequest(database.db, actor, first.id, 'verify')).resolves.toEqual({
      id: first.id,
      name: 'Humane Critter Control',
      standards: 'certified',
    });
    expect(await levelOf(first.id)).toEqual({ standards: 'certified', requested: null });
    expect((await listStandardsRequests(database.db, actor)).map((r) => r.name)).toEqual(['Front Range Exclusion']);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.standards.verify'));
    expect(entry).toMatchObject({ actorId: actor.kind === 'user' ? actor.id : '', entityId: first.id });
  });

  it('declining keeps the verified level, and a decided request cannot be decided again', async () => {
    const listing = await operatorAsking('Humane Critter Control', 'certified');
    const actor = await admin();
    await decideStandardsRequest(database.db, actor, listing.id, 'decline');
    expect(await levelOf(listing.id)).toEqual({ standards: 'basic', requested: null });
    await expect(decideStandardsRequest(database.db, actor, listing.id, 'verify')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(decideStandardsRequest(database.db, actor, 'not-an-id', 'verify')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(decideStandardsRequest(database.db, actor, '00000000-0000-4000-8000-000000000000', 'verify')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is for administrators only: a provider cannot verify its own level', async () => {
    const listing = await operatorAsking('Humane Critter Control', 'certified');
    const provider = actorFor(await createUser(database.db, { role: 'provider', providerId: listing.id }), listing.id);
    await expect(listStandardsRequests(database.db, provider)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(decideStandardsRequest(database.db, provider, listing.id, 'verify')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await levelOf(listing.id)).toEqual({ standards: 'basic', requested: 'certified' });
  });
});
