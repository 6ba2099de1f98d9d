import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { helpRequestSubmissions, providers, volunteerApplications } from '../../db/schema.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { getOverview, OVERVIEW_DAYS } from './overview.ts';

// The admin overview's figures come from the tables, for administrators only.
const database = useTestDatabase();
const NOW = new Date('2026-11-22T15:00:00Z');

async function request(userId: string, values: Partial<typeof helpRequestSubmissions.$inferInsert>) {
  await database.db.insert(helpRequestSubmissions).values({ userId, city: 'Boulder', state: 'CO', zip: '80302', type: 'emergency', ...values });
}

describe('the admin overview', () => {
  it('counts requests per day by type, requests and approved providers by state, and what waits', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const member = await createUser(database.db);
    const someProvider = '00000000-0000-4000-8000-000000000001';
    await request(member.id, { createdAt: new Date('2026-11-22T09:00:00Z'), notifiedProviders: [someProvider] });
    await request(member.id, { createdAt: new Date('2026-11-22T10:00:00Z'), type: 'conflict' });
    await request(member.id, { createdAt: new Date('2026-11-20T10:00:00Z'), state: 'WY', city: 'Cody', zip: '82414' });
    await request(member.id, { createdAt: new Date('2026-09-01T10:00:00Z') }); // before the 30 days, still counted by state
    // Found only full listings: this week counts, the week before not (docs/decisions/032).
    await request(member.id, { createdAt: new Date('2026-11-16T10:00:00Z'), matchedOnlyFull: true });
    await request(member.id, { createdAt: new Date('2026-11-14T10:00:00Z'), matchedOnlyFull: true });
    await database.db.insert(providers).values([
      // An imported listing nobody claimed: it matches Colorado's emergencies all the same.
      { name: 'A', type: 'rehabilitator', city: 'Boulder', state: 'CO', approved: true, claimed: false, capacityUntil: new Date('2026-11-23T00:00:00Z') },
      {
        name: 'Was full',
        type: 'rehabilitator',
        city: 'Boulder',
        state: 'CO',
        approved: true,
        claimed: false,
        capacityUntil: new Date('2026-11-22T14:00:00Z'),
      },
      { name: 'B', type: 'control', city: 'Denver', state: 'CO', approved: true, claimed: true, requestedStandards: 'certified' },
      { name: 'C', type: 'control', city: 'Denver', state: 'CO', approved: false, claimed: true },
      { name: 'D', type: 'control', city: 'Casper', state: 'WY', approved: false, claimed: false },
    ]);
    await database.db.insert(volunteerApplications).values({ userId: member.id, reason: 'I would like to drive birds to the centre.' });

    const overview = await getOverview(database.db, admin, NOW);
    expect(overview.days).toHaveLength(OVERVIEW_DAYS);
    expect(overview.days[0]!.day).toBe('2026-10-24');
    expect(overview.days.at(-1)).toEqual({ day: '2026-11-22', emergency: 1, conflict: 1 });
    expect(overview.days.find((d) => d.day === '2026-11-20')).toEqual({ day: '2026-11-20', emergency: 1, conflict: 0 });
    expect(overview.days.reduce((n, d) => n + d.emergency + d.conflict, 0)).toBe(5);
    expect(overview.states).toEqual([
      // No Colorado listing gives its days, so none was ever open (docs/decisions/031): each of the
      // week's three requests found only full or closed listings, and so did Wyoming's, with none.
      { state: 'CO', requests: 5, unmatched: 0, whileNoneOpen: 5, providers: 3, fullNow: 1, onlyFullOrClosedThisWeek: 3 },
      { state: 'WY', requests: 1, unmatched: 1, whileNoneOpen: 1, providers: 0, fullNow: 0, onlyFullOrClosedThisWeek: 1 },
    ]);
    expect(overview.pending).toEqual({ claims: 1, standards: 1, applications: 1 });
  });

  it('counts a request as without a match only when no approved listing takes it, claimed or not', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const member = actorFor(await createUser(database.db));
    const raptors = ['Raptor (Hawk, Owl, Eagle)'];
    await database.db.insert(providers).values([
      {
        name: 'Imported Raptor Rescue',
        type: 'rehabilitator',
        city: 'Boulder',
        state: 'CO',
        lat: 40.02,
        lng: -105.27,
        animals: raptors,
        approved: true,
        claimed: false,
      },
      { name: 'Unapproved Control', type: 'control', city: 'Boulder', state: 'CO', lat: 40.02, lng: -105.27, approved: false, claimed: true },
    ]);
    // Full for raptors for the next day (docs/decisions/032): matched, never notified.
    await createProviderAccount(database.db, {
      name: 'Canyon Raptors',
      city: 'Durango',
      state: 'CO',
      lat: 37.27,
      lng: -107.88,
      animals: raptors,
      capacityUntil: new Date(Date.now() + 86_400_000),
      capacityAnimals: raptors,
    });
    const submit = (values: Partial<typeof BOULDER_REQUEST>, key: string) => submitHelpRequest(database.db, member, { ...BOULDER_REQUEST, ...values }, key);

    const imported = await submit({}, 'hawk in Boulder'); // shown the imported listing, which has no account to notify
    const durango = await submit({ city: 'Durango', zip: '81301', lat: 37.275, lng: -107.88 }, 'hawk in Durango'); // found only Canyon Raptors, full
    await submit({ animalType: 'Raccoon' }, 'raccoon in Boulder'); // nobody near takes raccoons
    await submit({ city: 'Grand Junction', zip: '81501', lat: 39.064, lng: -108.55 }, 'hawk in Grand Junction'); // in the state, out of every radius
    await submit({ type: 'conflict', donationAmount: null }, 'conflict in Boulder'); // only an unapproved control operator

    const [submitted] = await database.db
      .select({ notified: helpRequestSubmissions.notifiedProviders })
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.id, imported.id));
    expect(submitted!.notified).toEqual([]);
    const [onlyFull] = await database.db
      .select({ notified: helpRequestSubmissions.notifiedProviders, onlyFull: helpRequestSubmissions.matchedOnlyFull })
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.id, durango.id));
    expect(onlyFull).toEqual({ notified: [], onlyFull: true });
    // Counted on the day the requests are made, whatever today is.
    const overview = await getOverview(database.db, admin, new Date());
    // None of the listings gives its days: every request arrived while none was open.
    expect(overview.states).toEqual([{ state: 'CO', requests: 5, unmatched: 3, whileNoneOpen: 5, providers: 2, fullNow: 1, onlyFullOrClosedThisWeek: 5 }]);
  });

  it('is for administrators only', async () => {
    for (const role of ['user', 'helper', 'provider'] as const) {
      await expect(getOverview(database.db, actorFor(await createUser(database.db, { role })))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('counts the requests that arrived while no listing in their state that takes them was open, at the hour they arrived', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const member = await createUser(database.db);
    const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
    await database.db.insert(providers).values([
      {
        name: 'Day rehab',
        type: 'rehabilitator',
        city: 'Boulder',
        state: 'CO',
        approved: true,
        availabilityDays: weekdays,
        availabilityHours: '9:00 AM - 5:00 PM',
      },
      { name: 'Hotline control', type: 'control', city: 'Denver', state: 'CO', approved: true, hotline24h: true },
    ]);
    await request(member.id, { createdAt: new Date('2026-11-25T17:00:00Z') }); // Wednesday 10 AM in Colorado: open
    await request(member.id, { createdAt: new Date('2026-11-25T03:00:00Z') }); // Tuesday 8 PM: closed
    await request(member.id, { createdAt: new Date('2026-11-25T03:00:00Z'), type: 'conflict' }); // the hotline answers
    await request(member.id, { createdAt: new Date('2026-11-25T17:00:00Z'), state: 'ME', city: 'Portland', zip: '04101' }); // nobody there
    const overview = await getOverview(database.db, admin, NOW);
    expect(overview.states.map((s) => [s.state, s.whileNoneOpen])).toEqual([
      ['CO', 1],
      ['ME', 1],
    ]);
  });
});
