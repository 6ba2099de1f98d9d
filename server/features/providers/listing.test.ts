import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZCapacity, ZListingEdit } from '../../../common/providers-schemas.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { animalTypes, auditLog, providers } from '../../db/schema.ts';
import { getOwnListing, updateOwnListing } from './listing.ts';
import { endOwnCapacity, getOwnCapacity, setOwnCapacity } from './capacity.ts';

// A provider keeps its own listing right; a new standards level waits for verification.
const database = useTestDatabase();

async function operator(type: 'control' | 'rehabilitator' = 'control') {
  await database.db
    .insert(animalTypes)
    .values([{ name: 'Raccoon' }, { name: 'Skunk' }])
    .onConflictDoNothing();
  const [listing] = await database.db
    .insert(providers)
    .values({ name: 'Humane Critter Control', type, city: 'Boulder', state: 'CO', approved: true, claimed: true, standards: 'basic', phone: '303-555-0100' })
    .returning();
  const user = await createUser(database.db, { role: 'provider', providerId: listing!.id });
  return { actor: actorFor(user, listing!.id), listing: listing! };
}

/** What the listing form sends: every text field, blank when empty. */
const form = (values: Record<string, unknown>) => ({
  phone: '303-555-0101',
  email: '',
  website: '',
  description: '',
  availabilityHours: '',
  services: 'Exclusion\nOne-way doors',
  certifications: '',
  animals: ['Raccoon'],
  ...values,
});
const edit = (values: Record<string, unknown>) => ZListingEdit.parse(form(values));

describe('a provider editing its listing', () => {
  it('saves services, animals, days, hours and contact details, audit-logged', async () => {
    const { actor, listing } = await operator();
    await updateOwnListing(
      database.db,
      actor,
      edit({ availabilityDays: ['Tuesday', 'Monday'], website: 'https://critters.example.org', certifications: 'State nuisance wildlife permit' }),
    );
    const saved = await getOwnListing(database.db, actor);
    expect(saved).toMatchObject({
      phone: '303-555-0101',
      services: ['Exclusion', 'One-way doors'],
      animals: ['Raccoon'],
      availabilityDays: ['Monday', 'Tuesday'],
      availabilityHours: '9:00 AM - 5:00 PM',
      website: 'https://critters.example.org',
      certifications: ['State nuisance wildlife permit'],
      opensMinute: 540,
      closesMinute: 1020,
      hotline24h: false,
    });
    // The 24-hour hotline box (docs/decisions/031), and the hours as matching reads them, or
    // unknown.
    await updateOwnListing(database.db, actor, edit({ availabilityHours: '7:30 a.m. to 4:30 p.m.', hotline24h: 'on' }));
    expect(await getOwnListing(database.db, actor)).toMatchObject({ opensMinute: 450, closesMinute: 990, hotline24h: true });
    await updateOwnListing(database.db, actor, edit({ availabilityHours: 'By appointment' }));
    expect(await getOwnListing(database.db, actor)).toMatchObject({ opensMinute: null, closesMinute: null, hotline24h: false });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, listing.id)).limit(1);
    expect(entry).toMatchObject({ action: 'provider.update', actorId: actor.kind === 'user' ? actor.id : '' });
  });

  it('has its hours read as matching reads them, or left unknown (migration 0018, docs/decisions/031)', async () => {
    const written = {
      '9:00 AM - 5:00 PM': [540, 1020],
      '9am-5pm': [540, 1020],
      '7:30 a.m. to 4:30 p.m.': [450, 990],
      '10:00 AM – 4:00 PM': [600, 960],
      '09:00 - 17:00': [540, 1020],
      '12:00 PM - 12:00 AM': [720, 1440],
      '24 hours': [0, 1440],
      'Open 24 hours': [0, 1440],
      '24/7': [0, 1440],
      '9-5': [null, null],
      '6:00 PM - 2:00 AM': [null, null],
      'By appointment': [null, null],
    };
    const { rows } = (await database.db.execute(
      sql`select h, lower(listing_opening_minutes(h)) as opens, upper(listing_opening_minutes(h)) as closes from unnest(${`{${Object.keys(written)
        .map((h) => `"${h}"`)
        .join(',')}}`}::text[]) h`,
    )) as unknown as { rows: { h: string; opens: number | null; closes: number | null }[] };
    expect(Object.fromEntries(rows.map((r) => [r.h, [r.opens, r.closes]]))).toEqual(written);
  });

  it('has hours typed the Spanish way read as their English twins, kept as typed (docs/decisions/041, migration 0022)', async () => {
    const written = {
      '9:00 a.m. - 5:00 p.m.': [540, 1020],
      '9:00 a. m. – 5:00 p. m.': [540, 1020],
      '9 a.m. a 5 p.m.': [540, 1020],
      'de 9 a.m. a 5 p.m.': [540, 1020],
      '9:00 - 17:00': [540, 1020],
      '7:30 a. m. a 4:30 p. m.': [450, 990],
      '9:00\u00a0a.\u00a0m. – 5:00\u202fp.\u00a0m.': [540, 1020], // the no-break spaces of "a. m.", as often written
      '24 horas': [0, 1440],
      'Abierto 24 horas': [0, 1440],
      // Still unknown: no a.m. or p.m. (which nine?), across midnight, words, half a range.
      '9 a 5': [null, null],
      'de 9 a 5': [null, null],
      '6:00 p.m. a 2:00 a.m.': [null, null],
      '5:00 p.m. a 9:00 a.m.': [null, null],
      'Con cita previa': [null, null],
      '9 a.m. a': [null, null],
      'a 9 a.m. a 5 p.m.': [null, null],
    };
    const { rows } = (await database.db.execute(
      sql`select h, lower(listing_opening_minutes(h)) as opens, upper(listing_opening_minutes(h)) as closes from unnest(array[${sql.join(
        Object.keys(written).map((h) => sql`${h}`),
        sql`, `,
      )}]::text[]) h`,
    )) as unknown as { rows: { h: string; opens: number | null; closes: number | null }[] };
    expect(Object.fromEntries(rows.map((r) => [r.h, [r.opens, r.closes]]))).toEqual(written);

    // Through the listing form: the provider's words kept, the same minutes as "9:00 AM - 5:00 PM".
    const { actor } = await operator();
    await updateOwnListing(database.db, actor, edit({ availabilityHours: '9 a.m. a 5 p.m.', availabilityDays: ['Monday'] }));
    expect(await getOwnListing(database.db, actor)).toMatchObject({ availabilityHours: '9 a.m. a 5 p.m.', opensMinute: 540, closesMinute: 1020 });
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
    await expect(updateOwnListing(database.db, actor, edit({ animals: ['Dragon'] }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { animals: ['Not an animal type we list: Dragon'] },
    });
    for (const role of ['user', 'helper', 'admin'] as const) {
      const someone = actorFor(await createUser(database.db, { role }), listing.id);
      await expect(updateOwnListing(database.db, someone, edit({}))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const [unchanged] = await database.db.select().from(providers).where(eq(providers.id, listing.id));
    expect(unchanged).toMatchObject({ phone: '303-555-0100', services: [] });
    expect(ZListingEdit.safeParse(form({ phone: '12', website: 'not a site' })).error?.issues.map((i) => i.message)).toEqual([
      'Enter a phone number with its area code, like 303-555-0100',
      'Enter a web address starting with http:// or https://',
    ]);
  });

  it('refuses a partial form instead of clearing the fields it left out', () => {
    const partial = ZListingEdit.safeParse({ phone: '303-555-0101', description: 'Still here' });
    expect(partial.success).toBe(false);
    expect(partial.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['availabilityHours', 'certifications', 'email', 'services', 'website']);
    expect(new Set(partial.error?.issues.map((i) => i.message))).toEqual(new Set(['This field was missing from the form. Reload the page and try again.']));
    // checkboxes send nothing when none is ticked, so the form without them is whole
    const { animals: _animals, ...noBoxes } = form({});
    expect(ZListingEdit.parse(noBoxes)).toMatchObject({ animals: [], availabilityDays: [], description: null });
  });
});

describe('a provider marking its listing full for now (docs/decisions/032)', () => {
  // Wednesday Nov 25, 2026, noon in Colorado.
  const NOW = new Date('2026-11-25T19:00:00Z');
  const full = (values: Record<string, unknown>) => ZCapacity.parse({ until: '2026-11-27T17:00', animals: ['Raccoon'], note: '', ...values });

  it("reads the end in the listing's state's time, stores the moment, audit-logged; ends early", async () => {
    const { actor, listing } = await operator();
    expect(await setOwnCapacity(database.db, actor, full({ note: 'Call for skunks' }), NOW)).toEqual({
      until: '2026-11-28T00:00:00.000Z', // 5 PM in Denver
      animals: ['Raccoon'],
      note: 'Call for skunks',
    });
    // The same wall-clock time in New York is two hours earlier.
    await database.db.update(providers).set({ state: 'NY' }).where(eq(providers.id, listing.id));
    await setOwnCapacity(database.db, actor, full({ animals: [] }), NOW);
    expect(await getOwnCapacity(database.db, actor, NOW)).toEqual({
      state: 'NY',
      takes: [],
      capacity: { until: '2026-11-27T22:00:00.000Z', animals: [], animalsEs: [], note: null },
    });
    await endOwnCapacity(database.db, actor);
    expect(await getOwnCapacity(database.db, actor, NOW)).toEqual({ state: 'NY', takes: [], capacity: null });
    const entries = await database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, listing.id)).orderBy(auditLog.createdAt);
    expect(entries.map((e) => e.action)).toEqual(['provider.capacity_set', 'provider.capacity_set', 'provider.capacity_end']);
  });

  it('refuses a past time, more than 30 days, a long note, an unknown animal and anyone but a provider, changing nothing', async () => {
    const { actor, listing } = await operator();
    const refused = (values: Record<string, unknown>) => setOwnCapacity(database.db, actor, full(values), NOW);
    await expect(refused({ until: '2026-11-25T11:59' })).rejects.toMatchObject({ fieldErrors: { until: ['Choose a time after now'] } });
    await expect(refused({ until: '2026-12-25T12:01' })).rejects.toMatchObject({
      fieldErrors: { until: ['Choose a time within 30 days; you can mark the listing full again then'] },
    });
    await expect(refused({ until: '2026-02-30T10:00', animals: ['Dragon'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { until: ['Enter the date and time you expect to have room again'], animals: ['Not an animal type we list: Dragon'] },
    });
    expect(ZCapacity.safeParse({ until: 'Friday', note: 'x'.repeat(201) }).error?.issues.map((i) => i.message)).toEqual([
      'Enter the date and time you expect to have room again',
      'Please keep the note under 200 characters',
    ]);
    for (const role of ['user', 'helper', 'admin'] as const) {
      const someone = actorFor(await createUser(database.db, { role }), listing.id);
      await expect(setOwnCapacity(database.db, someone, full({}), NOW)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(endOwnCapacity(database.db, someone)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    const [unchanged] = await database.db.select().from(providers).where(eq(providers.id, listing.id));
    expect(unchanged).toMatchObject({ capacityUntil: null, capacityAnimals: [], capacityNote: null });
  });
});
