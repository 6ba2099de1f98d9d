import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/roles.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { auditLog, providers } from '../../db/schema.ts';
import { createOfflineGeocoder } from '../../lib/geocoder.ts';
import { matchProviders } from '../matching/match-providers.ts';
import { importListings, previewListingImport } from './import-listings.ts';
import { SPECIES_ANIMALS } from '../../../common/provider-import.ts';

// Importing a state agency's provider listings (docs/decisions/003): a preview that writes nothing,
// an import that writes the good rows once, and a second import of the same file that changes
// nothing.
const database = useTestDatabase();
const geocoder = createOfflineGeocoder();

const HEADER = 'first_name,last_name,organisation,listing_type,street,city,state,zip,phone,email,permit,raptors,small_mammals';
const FOOTHILLS = ',,Foothills Raptor Care,Wildlife rehabilitator,12 Pearl St,Boulder,CO,80302,(303) 555-0100,care@example.org,CO-1001,Y,';
const ANA = 'Ana,Ruiz,,rehab,,Boulder,CO,80301,303.555.0101,,,,yes';
const CRITTER = ',,Critter Gone,NWCO,,Boulder,CO,80302,303-555-0102,,,,';
const BAD = ',,Nowhere Wildlife,zoo,,Boulder,PR,8030,555-0100,nope,,,';
const DUPLICATE = ',,Foothills Raptor Care (second office),rehabilitator,,Boulder,CO,80302,303-555-0103,,co 1001,,';
const FILE = [HEADER, FOOTHILLS, ANA, CRITTER, BAD, DUPLICATE].join('\n');

const admin = async () => actorFor(await createUser(database.db, { role: 'admin' }));
const listings = () => database.db.select().from(providers).orderBy(asc(providers.name));
const imports = () => database.db.select().from(auditLog).where(eq(auditLog.action, 'provider.import'));

describe('previewing an import', () => {
  it('tells each row its outcome and every problem, and writes nothing', async () => {
    const report = await previewListingImport(database.db, geocoder, await admin(), FILE);
    expect(report.committed).toBe(false);
    expect(report.counts).toEqual({ rows: 5, created: 3, updated: 0, unchanged: 0, rejected: 2 });
    expect(report.rows.map((r) => [r.row, r.name, r.type, r.outcome])).toEqual([
      [2, 'Foothills Raptor Care', 'rehabilitator', 'new'],
      [3, 'Ana Ruiz', 'rehabilitator', 'new'],
      [4, 'Critter Gone', 'control', 'new'],
      [5, 'Nowhere Wildlife', null, 'error'],
      [6, 'Foothills Raptor Care (second office)', 'rehabilitator', 'error'],
    ]);
    expect(Object.keys(report.rows[3]!.errors).sort()).toEqual(['email', 'listing_type', 'phone', 'state', 'zip']);
    expect(report.rows[4]!.errors).toEqual({ permit: ['Duplicate of row 2: the same permit number'] });
    expect(await listings()).toEqual([]);
    expect(await imports()).toEqual([]);
  });

  it('refuses a ZIP code of another state, or one it cannot place', async () => {
    const file = [HEADER, ',,Bozeman Owls,rehab,,Boulder,CO,59715,303-555-0100,,,,', ',,Lost Wildlife,rehab,,Nowhereville,CO,00001,303-555-0104,,,,'].join(
      '\n',
    );
    const report = await previewListingImport(database.db, geocoder, await admin(), file);
    expect(report.rows.map((r) => r.errors)).toEqual([
      { zip: ['ZIP code 59715 is in Montana, not Colorado'] },
      { zip: ['We could not find this ZIP code or city, so the listing could not be placed for matching'] },
    ]);
  });

  it('reads the column names agencies use', async () => {
    const file = [
      'Organization Name,First Name,Last Name,License Type,Address,City,ST,Zip Code,Telephone,E-Mail Address,License Number,County,Birds of Prey',
      'Foothills Raptor Care,,,Licensed Wildlife Rehabilitator,12 Pearl St,Boulder,Colorado,80302-1234,3035550100,CARE@example.org,R-9,Boulder,x',
    ].join('\n');
    const actor = await admin();
    expect((await previewListingImport(database.db, geocoder, actor, file)).rows[0]).toMatchObject({ outcome: 'new', errors: {} });
    await importListings(database.db, geocoder, actor, file);
    const [listing] = await listings();
    expect(listing).toMatchObject({
      name: 'Foothills Raptor Care',
      type: 'rehabilitator',
      address: '12 Pearl St',
      state: 'CO',
      zip: '80302-1234',
      phone: '303-555-0100',
      email: 'care@example.org',
      permit: 'R-9',
      animals: SPECIES_ANIMALS.raptors,
    });
  });

  it('refuses a file without a required column, naming it, and writes nothing', async () => {
    const file = ['organisation,listing_type,city,state,phone', 'Foothills Raptor Care,rehab,Boulder,CO,303-555-0100'].join('\n');
    const actor = await admin();
    const refusal = { code: 'BAD_REQUEST', fieldErrors: { csv: ['The file has no zip column. The first row must name the columns.'] } };
    await expect(previewListingImport(database.db, geocoder, actor, file)).rejects.toMatchObject(refusal);
    await expect(importListings(database.db, geocoder, actor, file)).rejects.toMatchObject(refusal);
    expect(await listings()).toEqual([]);
    expect(await imports()).toEqual([]);
  });
});

describe('importing', () => {
  it('writes the good rows approved, unclaimed and placed by ZIP code, and audit-logs the import once', async () => {
    const actor = await admin();
    const report = await importListings(database.db, geocoder, actor, FILE);
    expect(report.committed).toBe(true);
    expect(report.counts).toEqual({ rows: 5, created: 3, updated: 0, unchanged: 0, rejected: 2 });

    const written = await listings();
    expect(written.map((l) => l.name)).toEqual(['Ana Ruiz', 'Critter Gone', 'Foothills Raptor Care']);
    expect(written[2]).toMatchObject({
      type: 'rehabilitator',
      address: '12 Pearl St',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      phone: '303-555-0100',
      email: 'care@example.org',
      permit: 'CO-1001',
      animals: SPECIES_ANIMALS.raptors,
      importKey: 'permit:CO:CO1001',
      approved: true,
      approvedBy: (actor as { id: string }).id,
      claimed: false,
      userId: null,
      sample: false,
      standards: 'none',
    });
    expect(written[0]!.animals).toEqual(SPECIES_ANIMALS.small_mammals);
    expect(written[1]!.animals).toEqual([]);
    for (const listing of written) {
      expect(listing.lat).toBeCloseTo(40.02, 0);
      expect(listing.lng).toBeCloseTo(-105.25, 0);
    }
    const audit = await imports();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: (actor as { id: string }).id,
      entityType: 'provider_import',
      after: { rows: 5, created: 3, updated: 0, unchanged: 0, rejected: 2 },
    });
  });

  it('changes nothing when the same file is imported again', async () => {
    const actor = await admin();
    await importListings(database.db, geocoder, actor, FILE);
    const before = await listings();
    await database.db.execute(sql`select pg_sleep(0.01)`);

    expect((await previewListingImport(database.db, geocoder, actor, FILE)).counts).toEqual({ rows: 5, created: 0, updated: 0, unchanged: 3, rejected: 2 });
    const again = await importListings(database.db, geocoder, actor, FILE);
    expect(again.counts).toEqual({ rows: 5, created: 0, updated: 0, unchanged: 3, rejected: 2 });
    expect(again.rows.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged', 'unchanged', 'error', 'error']);
    expect(await listings()).toEqual(before);
    expect(await imports()).toHaveLength(2);
  });

  it('updates a listing whose row changed, naming what changed, and leaves the others alone', async () => {
    const actor = await admin();
    await importListings(database.db, geocoder, actor, FILE);
    const before = await listings();
    const changed = FILE.replace('(303) 555-0100,care@example.org,CO-1001,Y,', '303-555-0199,care@example.org,CO-1001,Y,y');

    const preview = await previewListingImport(database.db, geocoder, actor, changed);
    expect(preview.rows[0]).toMatchObject({ outcome: 'updated', changes: ['phone', 'species'] });
    const report = await importListings(database.db, geocoder, actor, changed);
    expect(report.counts).toEqual({ rows: 5, created: 0, updated: 1, unchanged: 2, rejected: 2 });

    const after = await listings();
    const foothills = after.find((l) => l.name === 'Foothills Raptor Care')!;
    expect(foothills).toMatchObject({ phone: '303-555-0199', animals: [...SPECIES_ANIMALS.small_mammals, ...SPECIES_ANIMALS.raptors], id: before[2]!.id });
    expect(foothills.updatedAt.getTime()).toBeGreaterThan(before[2]!.updatedAt.getTime());
    expect(after.filter((l) => l.name !== 'Foothills Raptor Care')).toEqual(before.filter((l) => l.name !== 'Foothills Raptor Care'));
  });

  it('keeps what the owner of a claimed listing maintains, and its claim', async () => {
    const actor = await admin();
    await importListings(database.db, geocoder, actor, FILE);
    const owner = await createUser(database.db, { role: 'provider' });
    await database.db
      .update(providers)
      .set({ claimed: true, userId: owner.id, phone: '303-555-0150', email: 'owner@example.org', animals: ['Bat'], type: 'rehabilitator' })
      .where(eq(providers.name, 'Foothills Raptor Care'));

    // The owner's own phone and animals differ from the file: nothing to do.
    expect((await previewListingImport(database.db, geocoder, actor, FILE)).rows[0]!.outcome).toBe('unchanged');

    const moved = FILE.replace('12 Pearl St,Boulder,CO,80302,(303) 555-0100', '900 Walnut St,Boulder,CO,80302,303-555-0177');
    const report = await importListings(database.db, geocoder, actor, moved);
    expect(report.rows[0]).toMatchObject({ outcome: 'updated', changes: ['street'] });
    const [foothills] = await database.db.select().from(providers).where(eq(providers.name, 'Foothills Raptor Care'));
    expect(foothills).toMatchObject({
      address: '900 Walnut St',
      phone: '303-555-0150',
      email: 'owner@example.org',
      animals: ['Bat'],
      claimed: true,
      userId: owner.id,
    });
  });

  it('is refused to every role but administrators, before the file is read, and writes nothing', async () => {
    const others: Role[] = ['user', 'helper', 'provider'];
    for (const role of others) {
      const actor = actorFor(await createUser(database.db, { role }));
      await expect(previewListingImport(database.db, geocoder, actor, FILE)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(importListings(database.db, geocoder, actor, FILE)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(importListings(database.db, geocoder, actor, 'not a listings file')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(previewListingImport(database.db, geocoder, ANONYMOUS, FILE)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(importListings(database.db, geocoder, ANONYMOUS, FILE)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await listings()).toEqual([]);
    expect(await imports()).toEqual([]);
  });

  it('puts the imported listings into matching near their ZIP code, for the animals they take', async () => {
    await importListings(database.db, geocoder, await admin(), FILE);
    const nearBoulder = { state: 'CO' as const, lat: 40.05, lng: -105.2 };
    const names = async (query: Partial<Parameters<typeof matchProviders>[2]>) =>
      (await matchProviders(database.db, ANONYMOUS, { ...nearBoulder, type: 'rehabilitator', ...query })).providers.map((p) => p.name).sort();

    expect(await names({ animal: 'Raptor (Hawk, Owl, Eagle)' })).toEqual(['Foothills Raptor Care']);
    expect(await names({ animal: 'Squirrel' })).toEqual(['Ana Ruiz']);
    expect(await names({ type: 'control', animal: 'Raccoon' })).toEqual(['Critter Gone']);
    // Denver is within the radius; Bozeman, MT is not.
    expect(await names({ lat: 39.74, lng: -104.99 })).toEqual(['Ana Ruiz', 'Foothills Raptor Care']);
    expect(await names({ state: 'MT', lat: 45.68, lng: -111.04 })).toEqual([]);
  });
});
