import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZListingEdit } from '../../../common/providers.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { animalTypes, auditLog, providers } from '../../db/schema.ts';
import { getOwnListing, updateOwnListing } from './listing.ts';

// A provider keeps its own listing right; a new standards level waits for verification.
const database = useTestDatabase();

async function operator(type: 'control' | 'rehabilitator' = 'control') {
  await database.db.insert(animalTypes).values([{ name: 'Raccoon' }, { name: 'Skunk' }]).onConflictDoNothing();
  const [listing] = await database.db
    .insert(providers)
    .values({ name: 'Humane Critter Control', type, city: 'Boulder', state: 'CO', approved: true, claimed: true, standards: 'basic', phone: '303-555-0100' })
    .returning();
  const user = await createUser(database.db, { role: 'provider', providerId: listing!.id });
  return { actor: actorFor(user, listing!.id), listing: listing! };
}

const edit = (values: Record<string, unknown>) =>
  ZListingEdit.parse({ phone: '303-555-0101', availabilityHours: '', services: 'Exclusion\nOne-way doors', animals: ['Raccoon'], ...values });

describe('a provider editing its listing', () => {
  it('saves services, animals, days, hours and contact details, audit-logged', async () => {
    const { actor, listing } = await operator();
    await updateOwnListing(database.db, actor, edit({ availabilityDays: ['Tuesday', 'Monday'], website: 'https://critters.example.org', certifications: 'State nuisance wildlife permit' }));
    const saved = await getOwnListing(database.db, actor);
    expect(saved).toMatchObject({
      phone: '303-555-0101',
      services: ['Exclusion', 'One-way doors'],
      animals: ['Raccoon'],
      availabilityDays: ['Monday', 'Tuesday'],
      availabilityHours: '9:00 AM - 5:00 PM',
      website: 'https://critters.example.org',
      certifications: ['State nuisance wildlife permit'],
    });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, listing.id));
    expect(entry).toMatchObject({ action: 'provider.update', actorId: actor.kind === 'user' ? actor.id : '' });
  });

  it('keeps showing the verified standards level until an administrator verifies a new one', async () => {
    const { actor } = await operator();
    await updateOwnListing(database.db, actor, edit({ standards: 'certified' }));
    expect(await getOwnListing(database.db, actor)).toMatchObject({ standards: 'basic', requestedStandards: 'certified' });
    await updateOwnListing(database.db, actor, edit({ standards: 'basic' })); // changed their mind
    expect(await getOwnListing(database.db, actor)).toMatchObject({ standards: 'basic', requestedStandards: null });
  });

  it('asks no standards level of rehabilitators', async () => {
    const { actor } = await operator('rehabilitator');
    await updateOwnListing(database.db, actor, edit({ standards: 'certified' }));
    expect(await getOwnListing(database.db, actor)).toMatchObject({ standards: 'basic', requestedStandards: null });
  });

  it('refuses unknown animals and anyone but the provider, changing nothing', async () => {
    const { actor, listing } = await operator();
    await expect(updateOwnListing(database.db, actor, edit({ animals: ['Dragon'] }))).rejects.toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { animals: ['Not an animal type we list: Dragon'] } });
    for (const role of ['user', 'helper', 'admin'] as const) {
      const someone = actorFor(await createUser(database.db, { role }), listing.id);
      await expect(updateOwnListing(database.db, someone, edit({}))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const [unchanged] = await database.db.select().from(providers).where(eq(providers.id, listing.id));
    expect(unchanged).toMatchObject({ phone: '303-555-0100', services: [] });
    expect(ZListingEdit.safeParse({ phone: '12', website: 'not a site' }).error?.issues.map((i) => i.message)).toEqual([
      'Enter a phone number with its area code, like 303-555-0100',
      'Enter a web address starting with http:// or https://',
    ]);
  });
});
