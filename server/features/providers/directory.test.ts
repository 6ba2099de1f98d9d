import { describe, expect, it } from 'vitest';
import { ZDirectorySearch } from '../../../common/providers-schemas.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { ANONYMOUS, type Actor } from '../../auth/actor.ts';
import { providers } from '../../db/schema.ts';
import { createOfflineGeocoder } from '../../lib/geocoder.ts';
import { approveProviderClaim, recordVerificationStep } from './claim-review.ts';
import { claimListing, createListing } from './claims.ts';
import { searchDirectory } from './directory.ts';
import { importListings } from './import-listings.ts';

// /view-providers: the directory searched by ZIP or by city and state, signed in only.
const database = useTestDatabase();
const geocoder = createOfflineGeocoder();
const search = (query: Record<string, string>) => ZDirectorySearch.parse(query);

async function listings() {
  await database.db.insert(providers).values([
    { name: 'Near Rehab', type: 'rehabilitator', city: 'Boulder', state: 'CO', lat: 40.02, lng: -105.27, approved: true },
    { name: 'Denver Rehab', type: 'rehabilitator', city: 'Denver', state: 'CO', lat: 39.75, lng: -104.99, approved: true, animals: ['Songbird'] },
    { name: 'Unapproved Rehab', type: 'rehabilitator', city: 'Boulder', state: 'CO', lat: 40.02, lng: -105.27, approved: false },
    { name: 'Boulder Control', type: 'control', city: 'Boulder', state: 'CO', lat: 40.03, lng: -105.28, approved: true, standards: 'certified' },
  ]);
}

describe('the provider directory', () => {
  it('is for signed-in people', async () => {
    await expect(searchDirectory(database.db, geocoder, ANONYMOUS, search({ zip: '80302' }))).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('finds approved listings of the kind by ZIP, nearest first, and by animal', async () => {
    await listings();
    const user = actorFor(await createUser(database.db));
    const found = await searchDirectory(database.db, geocoder, user, search({ zip: '80302' }));
    if ('fieldErrors' in found) throw new Error('expected results');
    expect(found.place).toBe('Boulder, CO 80302');
    expect(found.result.providers.map((p) => p.name)).toEqual(['Near Rehab', 'Denver Rehab']);
    const raccoons = await searchDirectory(database.db, geocoder, user, search({ zip: '80302', animal: 'Raccoon' }));
    expect('result' in raccoons && raccoons.result.providers.map((p) => p.name)).toEqual(['Near Rehab']);
    const control = await searchDirectory(database.db, geocoder, user, search({ city: 'Boulder', state: 'CO', kind: 'control' }));
    expect('result' in control && control.result.providers.map((p) => [p.name, p.standards])).toEqual([['Boulder Control', 'certified']]);
  });

  it('says what is missing or unknown', async () => {
    const user = actorFor(await createUser(database.db));
    expect(ZDirectorySearch.safeParse({ city: 'Boulder' }).error?.issues[0]?.message).toBe('Enter a ZIP code, or a city and state');
    expect(ZDirectorySearch.safeParse({ zip: '8030' }).error?.issues[0]?.message).toBe('Enter a 5-digit ZIP code');
    expect(await searchDirectory(database.db, geocoder, user, search({ zip: '00901' }))).toEqual({
      fieldErrors: { zip: ['We do not know that ZIP code in the 50 states'] },
    });
  });
});

describe('the badges of a listing', () => {
  const controlIn = async (user: Actor) => {
    const found = await searchDirectory(database.db, geocoder, user, search({ zip: '80302', kind: 'control' }));
    if ('fieldErrors' in found) throw new Error('expected results');
    return found.result.providers;
  };
  const verify = async (admin: Actor, id: string) => {
    await recordVerificationStep(database.db, admin, id, 'documents', { note: 'Permit found on the state’s list' });
    await recordVerificationStep(database.db, admin, id, 'standards');
  };

  it('"Verified by Wildline" only after the three verification steps: never for an import or a sample merely approved', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const user = actorFor(await createUser(database.db));
    const csv = [
      'organisation,listing_type,city,state,zip,phone',
      'Imported Critter Control,NWCO,Boulder,CO,80302,303-555-0102',
      'Claimed Critter Control,NWCO,Boulder,CO,80302,303-555-0103',
    ].join('\n');
    await importListings(database.db, geocoder, admin, csv);
    await database.db.insert(providers).values({
      name: 'Sample Critter Control',
      type: 'control',
      city: 'Boulder',
      state: 'CO',
      lat: 40.02,
      lng: -105.27,
      approved: true,
      claimed: true,
      sample: true,
    });
    const created = await createListing(database.db, geocoder, actorFor(await createUser(database.db)), {
      name: 'New Critter Control',
      type: 'control',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      phone: '303-555-0104',
    });
    await verify(admin, created.id);
    await approveProviderClaim(database.db, admin, created.id);

    // An imported listing being claimed: its documents and standards checked, its approval still the import's.
    const [claimed] = (await controlIn(user)).filter((p) => p.name === 'Claimed Critter Control');
    await claimListing(database.db, actorFor(await createUser(database.db)), claimed!.id);
    await verify(admin, claimed!.id);
    const badges = async () => Object.fromEntries((await controlIn(user)).map((p) => [p.name, { verified: p.verified, sample: p.sample }]));
    expect(await badges()).toEqual({
      'Imported Critter Control': { verified: false, sample: false },
      'Claimed Critter Control': { verified: false, sample: false },
      'Sample Critter Control': { verified: false, sample: true },
      'New Critter Control': { verified: true, sample: false },
    });

    await approveProviderClaim(database.db, admin, claimed!.id);
    expect((await badges())['Claimed Critter Control']).toEqual({ verified: true, sample: false });
  });
});
