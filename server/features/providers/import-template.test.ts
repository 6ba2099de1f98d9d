import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FEDERAL_PERMIT_CERTIFICATION, SPECIES_ANIMALS, WILDLIFEREHABBER_TEMPLATE } from '../../../common/provider-import.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { providers } from '../../db/schema.ts';
import { createOfflineGeocoder } from '../../lib/geocoder.ts';
import { matchProviders } from '../matching/match-providers.ts';
import { importListings, previewListingImport } from './import-listings.ts';

// A state agency's list in WildlifeRehabber.com's state-agency CSV template, exactly as that
// template is published (docs/decisions/056): every e-mail address in its `mail` column lands
// on the listing, the species columns become animals, and importing it again changes nothing.
const database = useTestDatabase();
const geocoder = createOfflineGeocoder();

/** The template's header row, as published, column for column. */
const HEADER =
  'first_name,last_name,listing_type,state_verified,street,city,state,zip,phone,mail,comments,country,federal_permit,custom_1,custom_2,' +
  'small_mammals,large_mammals,rabies_vector,passerines,waterfowl,water_sea_birds,raptors,reptiles_amphibians,marine_mammals';

const MARINE =
  ',Pacific Coast Marine Rescue,Wildlife Rehabilitator,1,2000 Bunker Rd,Sausalito,CA,94965,(415) 555-0140,Intake@PacificCoastRescue.example.org,"Seals, sea lions and seabirds; call before you come",US,1,,,,,,,,1,,,1';
const CENTER = 'Maria,Bay Area Wildlife Center,,1,1 Wildlife Way,San Rafael,CA,94901,415-555-0141,help@bawc.example.org,,,,,,1,1,1,1,1,,1,1,';
const PERSON = 'Ana,Ruiz,Wildlife Rehabilitator,1,,Berkeley,CA,94704,510-555-0101,ana.ruiz@example.org,,United States,,,,1,,,1,,,,,';
const UNMARKED = 'Tom,Nguyen,Wildlife Rehabilitator,,,Oakland,CA,94612,510-555-0102,tom.nguyen@example.org,,,,,,,,,,,,1,,';
const BAD_MAIL = 'Lee,Park,Wildlife Rehabilitator,1,,San Jose,CA,95112,408-555-0103,lee.park@,,,,,,1,,,,,,,,';
const ABROAD = 'Jean,Tremblay,Wildlife Rehabilitator,1,,Blaine,WA,98230,360-555-0104,jean@example.org,,Canada,,,,1,,,,,,,,';
const FILE = [HEADER, MARINE, CENTER, PERSON, UNMARKED, BAD_MAIL, ABROAD].join('\r\n');

const admin = async () => actorFor(await createUser(database.db, { role: 'admin' }));
const listings = () => database.db.select().from(providers).orderBy(asc(providers.name));
const byName = async (name: string) => (await database.db.select().from(providers).where(eq(providers.name, name)))[0]!;

describe("a state's list in WildlifeRehabber.com's template", () => {
  it('is the template as published', () => {
    expect(HEADER).toBe(WILDLIFEREHABBER_TEMPLATE.join(','));
  });

  it('previews every row, with a bad e-mail and a listing abroad told as their rows’ problems', async () => {
    const report = await previewListingImport(database.db, geocoder, await admin(), FILE);
    expect(report.counts).toEqual({ rows: 6, created: 4, updated: 0, unchanged: 0, rejected: 2 });
    expect(report.rows.map((r) => [r.row, r.name, r.type, r.outcome, r.held])).toEqual([
      [2, 'Pacific Coast Marine Rescue', 'rehabilitator', 'new', false],
      [3, 'Bay Area Wildlife Center', 'rehabilitator', 'new', false],
      [4, 'Ana Ruiz', 'rehabilitator', 'new', false],
      [5, 'Tom Nguyen', 'rehabilitator', 'new', true],
      [6, 'Lee Park', 'rehabilitator', 'error', false],
      [7, 'Jean Tremblay', 'rehabilitator', 'error', false],
    ]);
    expect(report.rows[4]!.errors).toEqual({ email: ['E-mail must be an address like name@example.org'] });
    expect(report.rows[5]!.errors).toEqual({ country: ['Country must be US (or blank): only listings in the United States can be imported'] });
    expect(await listings()).toEqual([]);
  });

  it('imports each listing with its e-mail address, animals, comments and federal permit; unmarked rows held', async () => {
    const actor = await admin();
    const report = await importListings(database.db, geocoder, actor, FILE);
    expect(report.counts).toEqual({ rows: 6, created: 4, updated: 0, unchanged: 0, rejected: 2 });

    const written = await listings();
    expect(written.map((l) => [l.name, l.email])).toEqual([
      ['Ana Ruiz', 'ana.ruiz@example.org'],
      ['Bay Area Wildlife Center', 'help@bawc.example.org'],
      ['Pacific Coast Marine Rescue', 'intake@pacificcoastrescue.example.org'],
      ['Tom Nguyen', 'tom.nguyen@example.org'],
    ]);
    const adminId = (actor as { id: string }).id;
    expect(await byName('Pacific Coast Marine Rescue')).toMatchObject({
      type: 'rehabilitator',
      address: '2000 Bunker Rd',
      city: 'Sausalito',
      state: 'CA',
      zip: '94965',
      phone: '415-555-0140',
      description: 'Seals, sea lions and seabirds; call before you come',
      certifications: [FEDERAL_PERMIT_CERTIFICATION],
      animals: [...SPECIES_ANIMALS.water_sea_birds, ...SPECIES_ANIMALS.marine_mammals],
      permit: null,
      approved: true,
      approvedBy: adminId,
      claimed: false,
      userId: null,
      sample: false,
    });
    // A blank listing_type is a wildlife rehabilitator, as the template says.
    expect(await byName('Bay Area Wildlife Center')).toMatchObject({
      type: 'rehabilitator',
      description: null,
      certifications: [],
      animals: [
        ...SPECIES_ANIMALS.small_mammals,
        ...SPECIES_ANIMALS.large_mammals,
        ...SPECIES_ANIMALS.rabies_vector,
        ...SPECIES_ANIMALS.passerines,
        ...SPECIES_ANIMALS.waterfowl,
        ...SPECIES_ANIMALS.raptors,
        ...SPECIES_ANIMALS.reptiles_amphibians,
      ],
    });
    expect(await byName('Ana Ruiz')).toMatchObject({ animals: [...SPECIES_ANIMALS.small_mammals, ...SPECIES_ANIMALS.passerines], approved: true });
    // The agency marked the others state_verified and not this one: kept, with its e-mail, but not approved.
    expect(await byName('Tom Nguyen')).toMatchObject({ animals: SPECIES_ANIMALS.raptors, approved: false, approvedAt: null, approvedBy: null });
  });

  it('puts the approved listings into matching for the animals they take, and not the held one', async () => {
    await importListings(database.db, geocoder, await admin(), FILE);
    const inSanFrancisco = { state: 'CA' as const, lat: 37.77, lng: -122.42, type: 'rehabilitator' as const };
    const names = async (animal: string) => (await matchProviders(database.db, ANONYMOUS, { ...inSanFrancisco, animal })).providers.map((p) => p.name).sort();
    expect(await names('Marine Mammal (Seal, Sea Lion)')).toEqual(['Pacific Coast Marine Rescue']);
    expect(await names('Pelican')).toEqual(['Pacific Coast Marine Rescue']);
    expect(await names('Squirrel')).toEqual(['Ana Ruiz', 'Bay Area Wildlife Center']);
    // Tom Nguyen takes raptors in Oakland, but is held until the agency vouches for him.
    expect(await names('Raptor (Hawk, Owl, Eagle)')).toEqual(['Bay Area Wildlife Center']);
  });

  it('changes nothing when the same file is imported again', async () => {
    const actor = await admin();
    await importListings(database.db, geocoder, actor, FILE);
    const before = await listings();
    await database.db.execute(sql`select pg_sleep(0.01)`);

    const again = await importListings(database.db, geocoder, actor, FILE);
    expect(again.counts).toEqual({ rows: 6, created: 0, updated: 0, unchanged: 4, rejected: 2 });
    expect(again.rows.map((r) => [r.outcome, r.held])).toEqual([
      ['unchanged', false],
      ['unchanged', false],
      ['unchanged', false],
      ['unchanged', true],
      ['error', false],
      ['error', false],
    ]);
    expect(await listings()).toEqual(before);
  });

  it('approves a held listing once the agency marks it, and never withdraws an approval', async () => {
    const actor = await admin();
    await importListings(database.db, geocoder, actor, FILE);
    const marked = FILE.replace('Tom,Nguyen,Wildlife Rehabilitator,,', 'Tom,Nguyen,Wildlife Rehabilitator,1,').replace(
      'Ana,Ruiz,Wildlife Rehabilitator,1,',
      'Ana,Ruiz,Wildlife Rehabilitator,,',
    );

    const report = await importListings(database.db, geocoder, actor, marked);
    expect(report.rows.map((r) => [r.name, r.outcome, r.changes, r.held]).slice(2, 4)).toEqual([
      ['Ana Ruiz', 'unchanged', [], false],
      ['Tom Nguyen', 'updated', ['state_verified'], false],
    ]);
    expect(await byName('Tom Nguyen')).toMatchObject({ approved: true, approvedBy: (actor as { id: string }).id });
    expect((await byName('Tom Nguyen')).approvedAt).not.toBeNull();
    expect(await byName('Ana Ruiz')).toMatchObject({ approved: true });
  });

  it('leaves alone what a later file of another shape has no column for', async () => {
    const actor = await admin();
    await importListings(database.db, geocoder, actor, FILE);
    const before = await byName('Pacific Coast Marine Rescue');
    const plain = ['organisation,listing_type,city,state,zip,phone', 'Pacific Coast Marine Rescue,rehab,Sausalito,CA,94965,415-555-0199'].join('\n');

    const report = await importListings(database.db, geocoder, actor, plain);
    expect(report.rows[0]).toMatchObject({ outcome: 'updated', changes: ['phone'] });
    const after = await byName('Pacific Coast Marine Rescue');
    expect(after).toEqual({ ...before, phone: '415-555-0199', updatedAt: after.updatedAt });
  });

  it('keeps the description and certifications the organisation of a claimed listing wrote', async () => {
    const actor = await admin();
    await importListings(database.db, geocoder, actor, FILE);
    const owner = await createUser(database.db, { role: 'provider' });
    await database.db
      .update(providers)
      .set({ claimed: true, userId: owner.id, description: 'Open daily 8 to 8.', certifications: ['State permit', 'NOAA stranding agreement'] })
      .where(eq(providers.name, 'Pacific Coast Marine Rescue'));

    const report = await importListings(database.db, geocoder, actor, FILE.replace('call before you come', 'no walk-ins'));
    expect(report.rows[0]!.outcome).toBe('unchanged');
    expect(await byName('Pacific Coast Marine Rescue')).toMatchObject({
      description: 'Open daily 8 to 8.',
      certifications: ['State permit', 'NOAA stranding agreement'],
    });
  });
});
