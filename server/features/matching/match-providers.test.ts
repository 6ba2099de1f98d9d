import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { insertSeededPhoneLines } from '../../../test/factories.ts';
import { agencyLineSeeds } from '../../db/seed/data/agency-phone-lines.ts';
import { createTestApp } from '../../../test/services.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { animalTypes, providers, stateAgencies, systemSettings } from '../../db/schema.ts';
import '../../../common/i18n-catalogs.ts';
import { translator } from '../../../common/i18n.ts';
import { openingLabel, translating } from '../../../common/opening-hours.ts';
import { matchProviders } from './match-providers.ts';
import { capacityLabel } from '../../../common/capacity.ts';

// Matching on a fixture of known coordinates around Boulder, CO (40.0150, -105.2705).
const database = useTestDatabase();
const BOULDER = { lat: 40.015, lng: -105.2705 };
/** A point `miles` due north of Boulder (one degree of latitude is ~69.05 miles). */
const north = (miles: number) => ({ lat: BOULDER.lat + miles / 69.05, lng: BOULDER.lng });

type Listing = Partial<typeof providers.$inferInsert> & { name: string };
async function list(...listings: Listing[]) {
  await database.db
    .insert(providers)
    .values(listings.map((l) => ({ type: 'rehabilitator' as const, city: 'Boulder', state: 'CO', approved: true, claimed: true, ...north(1), ...l })));
}
const names = (result: Awaited<ReturnType<typeof matchProviders>>) => result.providers.map((p) => p.name);
const match = (query: Partial<Parameters<typeof matchProviders>[2]>, options?: Parameters<typeof matchProviders>[3]) =>
  matchProviders(database.db, ANONYMOUS, { state: 'CO', type: 'rehabilitator', ...BOULDER, ...query }, options);
/** Wednesday 25 November 2026, 14:30 UTC: 9:30 AM in Maine, 7:30 AM in Colorado, 4:30 AM in Hawaii. */
const AT = new Date('2026-11-25T14:30:00Z');
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const labels = (result: Awaited<ReturnType<typeof matchProviders>>) => result.providers.map((p) => [p.name, openingLabel(p)]);

describe('provider matching', () => {
  it('orders by distance and keeps to the radius (60 miles by default)', async () => {
    await list({ name: 'Far', ...north(45) }, { name: 'Near', ...north(5) }, { name: 'Edge in', ...north(59.5) }, { name: 'Edge out', ...north(60.6) });
    const result = await match({});
    expect(names(result)).toEqual(['Near', 'Far', 'Edge in']);
    expect(result.providers[0]!.distanceMiles).toBeCloseTo(5, 0);
    expect(result.radiusMiles).toBe(60);
  });

  it('follows the matching_radius_miles setting', async () => {
    await list({ name: 'Near', ...north(5) }, { name: 'Far', ...north(45) });
    await database.db.insert(systemSettings).values({ key: 'matching_radius_miles', value: 20 });
    expect(names(await match({}))).toEqual(['Near']);
  });

  it('takes only approved listings of the requested kind that accept the animal', async () => {
    await list(
      { name: 'All animals' },
      { name: 'Bats only', animals: ['Bat'] },
      { name: 'Birds only', animals: ['Songbird'] },
      { name: 'Not approved', approved: false },
      { name: 'Control operator', type: 'control' },
    );
    expect(names(await match({ animal: 'Bat' })).sort()).toEqual(['All animals', 'Bats only']);
    expect(names(await match({ type: 'control' }))).toEqual(['Control operator']);
  });

  it('puts the higher standard first among equally near control operators', async () => {
    await list(
      { name: 'Basic', type: 'control', standards: 'basic', ...north(3.1) },
      { name: 'Certified', type: 'control', standards: 'certified', ...north(3.4) },
      { name: 'Association', type: 'control', standards: 'association', ...north(3.2) },
      { name: 'Nearer basic', type: 'control', standards: 'basic', ...north(1.5) },
    );
    expect(names(await match({ type: 'control' }))).toEqual(['Nearer basic', 'Certified', 'Association', 'Basic']);
  });

  it('with more than 25 near, keeps whole miles: a higher standard further into the last mile comes before a nearer one', async () => {
    // 24 in the first whole mile; then, in the third, the 25th nearest (basic) and a certified one
    // further out that must take its place; beyond, and of the wrong kind or not approved, others.
    const firstMile = Array.from({ length: 24 }, (_, i) => ({
      name: `Mile 1 #${i + 1}`,
      type: 'control' as const,
      standards: 'basic' as const,
      ...north(1 + i / 30),
    }));
    await list(
      ...firstMile,
      { name: 'Basic at 2.1', type: 'control', standards: 'basic', ...north(2.1) },
      { name: 'Certified at 2.9', type: 'control', standards: 'certified', ...north(2.9) },
      { name: 'Certified, not approved', type: 'control', standards: 'certified', approved: false, ...north(2.5) },
      { name: 'Certified rehabilitator', type: 'rehabilitator', standards: 'certified', ...north(2.5) },
      { name: 'Certified at 3.5', type: 'control', standards: 'certified', ...north(3.5) },
    );
    const found = names(await match({ type: 'control' }));
    expect(found).toHaveLength(25);
    expect(found.slice(0, 24)).toEqual(firstMile.map((l) => l.name));
    expect(found[24]).toBe('Certified at 2.9');
  });

  it('without coordinates, matches the same state', async () => {
    await list({ name: 'Colorado' }, { name: 'Wyoming', state: 'WY', city: 'Laramie' });
    const result = await match({ lat: undefined, lng: undefined });
    expect(names(result)).toEqual(['Colorado']);
    expect(result.byState).toBe(true);
    expect(result.providers[0]!.distanceMiles).toBeNull();
  });

  it("reads the hours in the listing's state time zone: at one instant open in Maine, not yet in Hawaii", async () => {
    const nineToFive = { availabilityDays: WEEKDAYS, availabilityHours: '9:00 AM - 5:00 PM' };
    await list({ name: 'Portland', state: 'ME', city: 'Portland', ...nineToFive }, { name: 'Hilo', state: 'HI', city: 'Hilo', ...nineToFive });
    const byState = { lat: undefined, lng: undefined };
    expect(labels(await match({ ...byState, state: 'ME' }, { now: AT }))).toEqual([['Portland', 'Open now']]);
    expect(labels(await match({ ...byState, state: 'HI' }, { now: AT }))).toEqual([['Hilo', 'Opens at 9:00 AM']]);
  });

  it('puts the listings open now and the 24-hour hotlines first, then the closed and unknown, each by distance', async () => {
    await list(
      { name: 'Unknown hours', availabilityDays: WEEKDAYS, availabilityHours: 'By appointment', ...north(1) },
      { name: 'Opens at nine', availabilityDays: WEEKDAYS, availabilityHours: '9:00 AM - 5:00 PM', ...north(2) },
      { name: 'Weekends', availabilityDays: ['Saturday', 'Sunday'], availabilityHours: '7:00 AM - 7:00 PM', ...north(3) },
      { name: 'Open early', availabilityDays: WEEKDAYS, availabilityHours: '7:00 AM - 7:00 PM', ...north(10) },
      { name: 'Hotline', hotline24h: true, availabilityHours: 'Any time', ...north(20) },
    );
    expect(labels(await match({}, { now: AT }))).toEqual([
      ['Open early', 'Open now'],
      ['Hotline', '24-hour hotline'],
      ['Unknown hours', null],
      ['Opens at nine', 'Opens at 9:00 AM'],
      ['Weekends', 'Closed now · opens 7:00 AM on Saturday'],
    ]);
    // The open tier fills the limit first; without coordinates, the same tiers before the name order.
    expect(names(await match({}, { now: AT, limit: 3 }))).toEqual(['Open early', 'Hotline', 'Unknown hours']);
    expect(names(await match({ lat: undefined, lng: undefined }, { now: AT }))).toEqual([
      'Hotline',
      'Open early',
      'Opens at nine',
      'Unknown hours',
      'Weekends',
    ]);
    // At 6 PM the nine-to-five listing has closed for the day, and opens again in the morning.
    expect(labels(await match({}, { now: new Date('2026-11-26T01:00:00Z') }))[3]).toEqual(['Opens at nine', 'Closed now · opens 9:00 AM tomorrow']);
  });

  it('with nobody to match, offers the state agency’s numbers for the situation, the national line, and websites', async () => {
    await database.db.insert(stateAgencies).values({ state: 'CO', name: 'Colorado Parks and Wildlife', website: 'https://cpw.state.co.us' });
    const result = await match({});
    expect(result.providers).toEqual([]);
    expect(result.fallback?.agency).toEqual({
      state: 'CO',
      name: 'Colorado Parks and Wildlife',
      website: 'https://cpw.state.co.us',
      notes: null,
      notesEs: null,
    });
    expect(result.fallback?.lines).toEqual([]);
    expect(result.fallback?.national.length).toBeGreaterThan(0);

    await insertSeededPhoneLines(database.db);
    const phones = (found: Awaited<ReturnType<typeof match>>) => found.fallback?.lines.map((line) => `${line.organisation}: ${line.phone}`);
    // Wednesday noon in Colorado: the wildlife line first, then the main office; the tip line is left out.
    const emergency = await match({}, { now: new Date('2026-11-25T19:00:00Z') });
    expect(phones(emergency)).toEqual([
      'Colorado Parks and Wildlife, Denver office (Northeast Region): 303-291-7227',
      'Colorado Parks and Wildlife: 303-297-1192',
    ]);
    expect(agencyLineSeeds.filter((l) => l.state === 'CO').map((l) => l.purpose)).toContain('other');
    // A conflict adds the national wildlife-damage line (USDA Wildlife Services), after the state's own.
    const conflict = await matchProviders(database.db, ANONYMOUS, { state: 'CO', type: 'control', ...BOULDER });
    expect(conflict.fallback?.lines.at(-1)).toMatchObject({ scope: 'national', phone: '866-487-3297', printedAs: '1-866-4USDAWS', situation: 'conflict' });
  });
});

describe('matching listings full for now (docs/decisions/032)', () => {
  // Wednesday Nov 25, 2026, noon in Colorado (MST, UTC-7).
  const NOW = new Date('2026-11-25T19:00:00Z');
  const FRIDAY_5PM = new Date('2026-11-28T00:00:00Z');
  const at = (query: Partial<Parameters<typeof matchProviders>[2]>, now: Date) =>
    matchProviders(database.db, ANONYMOUS, { state: 'CO', type: 'rehabilitator', ...BOULDER, ...query }, { limit: 25, now });
  const labels = (result: Awaited<ReturnType<typeof matchProviders>>) =>
    result.providers.map((p) => [p.name, p.full, p.capacity ? capacityLabel(p.capacity, p.state, NOW) : null]);

  it('lists them after every listing with room, labelled in the state’s time, and in their place again once the time has passed', async () => {
    await list(
      { name: 'Full for songbirds', ...north(1), capacityUntil: FRIDAY_5PM, capacityAnimals: ['Songbird'], capacityNote: 'Call for raptors' },
      { name: 'Full for all', ...north(2), capacityUntil: new Date('2026-12-08T01:30:00Z') },
      { name: 'Was full', ...north(3), capacityUntil: new Date('2026-11-25T18:59:00Z') },
      { name: 'Far with room', ...north(30) },
    );
    expect(labels(await at({ animal: 'Songbird' }, NOW))).toEqual([
      ['Was full', false, null],
      ['Far with room', false, null],
      ['Full for songbirds', true, 'At capacity for Songbird until Fri 5 PM'],
      ['Full for all', true, 'At capacity until Dec 7, 6:30 PM'],
    ]);
    // Full for songbirds only: in its place for a raccoon, still labelled; likewise when no animal is named.
    expect(labels(await at({ animal: 'Raccoon' }, NOW)).map(([name, full]) => [name, full])).toEqual([
      ['Full for songbirds', false],
      ['Was full', false],
      ['Far with room', false],
      ['Full for all', true],
    ]);
    expect(names(await at({}, NOW))).toEqual(['Full for songbirds', 'Was full', 'Far with room', 'Full for all']);
    expect(names(await at({ animal: 'Songbird', lat: undefined, lng: undefined }, NOW))).toEqual([
      'Far with room',
      'Was full',
      'Full for all',
      'Full for songbirds',
    ]);
    // Friday 5 PM has come: nothing was done, and it is matched as before.
    const later = await at({ animal: 'Songbird' }, FRIDAY_5PM);
    expect(names(later)).toEqual(['Full for songbirds', 'Was full', 'Far with room', 'Full for all']);
    expect(later.providers[0]).toMatchObject({ full: false, capacity: null });
  });

  it('reads the Spanish names of the animals it is full for, in their order, so a Spanish page names them in Spanish', async () => {
    await database.db.insert(animalTypes).values([{ name: 'Songbird', nameEs: 'Ave cantora' }, { name: 'Raccoon' }]);
    await list({ name: 'Full for two', ...north(1), capacityUntil: FRIDAY_5PM, capacityAnimals: ['Raccoon', 'Songbird'] });
    const [listing] = (await at({}, NOW)).providers;
    expect(listing!.capacity).toMatchObject({ animals: ['Raccoon', 'Songbird'], animalsEs: [null, 'Ave cantora'] });
    expect(capacityLabel(listing!.capacity!, 'CO', NOW)).toBe('At capacity for Raccoon and Songbird until Fri 5 PM');
    expect(capacityLabel(listing!.capacity!, 'CO', NOW, translating(translator('es')), 'es')).toMatch(/^Sin espacio para Raccoon y Ave cantora hasta el vie/);
  });

  it('fills the limit from the listings with room first', async () => {
    await list({ name: 'Full, nearest', ...north(1), capacityUntil: FRIDAY_5PM }, { name: 'Room A', ...north(2) }, { name: 'Room B', ...north(3) });
    const found = await matchProviders(database.db, ANONYMOUS, { state: 'CO', type: 'rehabilitator', ...BOULDER }, { limit: 2, now: NOW });
    expect(names(found)).toEqual(['Room A', 'Room B']);
  });
});

describe('GET /api/v1/providers/match', () => {
  it('answers with the matches, and refuses bad parameters with field errors', async () => {
    await list({ name: 'Near', ...north(5), phone: '303-555-0142' });
    const { app } = createTestApp(database.db);
    const ok = await app.request(`/api/v1/providers/match?state=CO&type=rehabilitator&lat=${BOULDER.lat}&lng=${BOULDER.lng}`);
    expect(ok.status).toBe(200);
    expect((await ok.json()).providers[0]).toMatchObject({ name: 'Near', phone: '303-555-0142' });
    const bad = await app.request('/api/v1/providers/match?state=DC&type=plumber&lat=91');
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors)).toEqual(expect.arrayContaining(['state', 'type', 'lat']));
  });
});
