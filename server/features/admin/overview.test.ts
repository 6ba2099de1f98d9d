import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { helpRequestSubmissions, providers, volunteerApplications } from '../../db/schema.ts';
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
    await database.db.insert(providers).values([
      { name: 'A', type: 'rehabilitator', city: 'Boulder', state: 'CO', approved: true, claimed: true },
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
    expect(overview.days.reduce((n, d) => n + d.emergency + d.conflict, 0)).toBe(3);
    expect(overview.states).toEqual([
      { state: 'CO', requests: 3, unmatched: 2, providers: 2 },
      { state: 'WY', requests: 1, unmatched: 1, providers: 0 },
    ]);
    expect(overview.pending).toEqual({ claims: 1, standards: 1, applications: 1 });
  });

  it('is for administrators only', async () => {
    for (const role of ['user', 'helper', 'provider'] as const) {
      await expect(getOverview(database.db, actorFor(await createUser(database.db, { role })))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
