import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createProviderAccount, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { helpRequestSubmissions, providerContacts, providerResponses, providers } from '../../db/schema.ts';
import { getReach } from './reach.ts';

// Whether requests reach a person (docs/decisions/058): the overview's figures for the last 7
// and 30 days, per state and in all, from fixed data at a fixed moment.

const database = useTestDatabase();
const db = () => database.db;
const NOW = new Date('2026-12-10T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
const later = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

async function listing(name: string, state: 'OH' | 'CO', stoppedDaysAgo?: number) {
  const [row] = await db()
    .insert(providers)
    .values({
      name,
      type: 'rehabilitator',
      city: state === 'OH' ? 'Columbus' : 'Boulder',
      state,
      approved: true,
      email: `${name.toLowerCase()}@example.org`,
      ...(stoppedDaysAgo === undefined ? {} : { outreachStoppedAt: daysAgo(stoppedDaysAgo), outreachStoppedVia: 'link' as const }),
    })
    .returning({ id: providers.id });
  return row!.id;
}

/** A request at `at`, told `told` (listing, how), and answered by `answers` (listing, status, minutes after). */
async function request(
  state: 'OH' | 'CO',
  at: Date,
  told: [string, 'email' | 'notification'][] = [],
  answers: [string, 'accepted' | 'declined', number][] = [],
) {
  const [row] = await db()
    .insert(helpRequestSubmissions)
    .values({ city: 'Town', state, zip: state === 'OH' ? '43215' : '80302', type: 'emergency', createdAt: at })
    .returning({ id: helpRequestSubmissions.id });
  const requestId = row!.id;
  for (const [providerId, contactType] of told)
    await db()
      .insert(providerContacts)
      .values({ requestId, providerId, contactType, createdAt: later(at, 1) });
  for (const [providerId, status, minutes] of answers)
    await db()
      .insert(providerResponses)
      .values({ requestId, providerId, status, createdAt: later(at, minutes) });
}

describe('the reach figures', () => {
  it('count, for 7 and 30 days, per state and in all: reached nobody, nobody accepted, the median wait for an acceptance, listings e-mailed and answering, and stopped', async () => {
    const first = await listing('First', 'OH');
    const quiet = await listing('Quiet', 'OH', 1);
    const boulder = await listing('Boulder', 'CO');
    await listing('Old', 'CO', 15);
    await listing('Older', 'CO', 60);
    const { listing: run } = await createProviderAccount(db(), { state: 'OH', city: 'Columbus' });

    // Ohio, this week: taken after 30 and 90 minutes; Quiet said no.
    await request(
      'OH',
      daysAgo(2),
      [
        [first, 'email'],
        [quiet, 'email'],
      ],
      [
        [first, 'accepted', 30],
        [quiet, 'declined', 10],
      ],
    );
    await request('OH', daysAgo(3), [[first, 'email']], [[first, 'accepted', 90]]);
    // Ohio, earlier in the month: reached nobody; taken by its account after 10 hours; told and never taken.
    await request('OH', daysAgo(10));
    await request('OH', daysAgo(12), [[run.id, 'notification']], [[run.id, 'accepted', 600]]);
    await request('OH', daysAgo(20), [[run.id, 'notification']]);
    await request('OH', daysAgo(40), [[first, 'email']]); // before both periods
    // Colorado, this week: reached nobody; e-mailed, no answer.
    await request('CO', daysAgo(1));
    await request('CO', daysAgo(5), [[boulder, 'email']]);

    const reach = await getReach(db(), actorFor(await createUser(db(), { role: 'admin' })), NOW);
    expect(reach).toEqual([
      {
        state: 'CO',
        week: { requests: 2, reachedNobody: 1, nobodyAccepted: 1, medianMinutesToAccept: null, emailed: 1, answered: 0, stopped: 0 },
        month: { requests: 2, reachedNobody: 1, nobodyAccepted: 1, medianMinutesToAccept: null, emailed: 1, answered: 0, stopped: 1 },
      },
      {
        state: 'OH',
        week: { requests: 2, reachedNobody: 0, nobodyAccepted: 0, medianMinutesToAccept: 60, emailed: 2, answered: 2, stopped: 1 },
        month: { requests: 5, reachedNobody: 1, nobodyAccepted: 1, medianMinutesToAccept: 90, emailed: 2, answered: 2, stopped: 1 },
      },
      {
        state: null,
        week: { requests: 4, reachedNobody: 1, nobodyAccepted: 1, medianMinutesToAccept: 60, emailed: 3, answered: 2, stopped: 1 },
        month: { requests: 7, reachedNobody: 2, nobodyAccepted: 2, medianMinutesToAccept: 90, emailed: 3, answered: 2, stopped: 2 },
      },
    ]);
  });

  it('are all nought, with no median, while nothing happened', async () => {
    const reach = await getReach(db(), actorFor(await createUser(db(), { role: 'admin' })), NOW);
    const none = { requests: 0, reachedNobody: 0, nobodyAccepted: 0, medianMinutesToAccept: null, emailed: 0, answered: 0, stopped: 0 };
    expect(reach).toEqual([{ state: null, week: none, month: none }]);
  });

  it('are for administrators only', async () => {
    for (const role of ['user', 'provider', 'helper'] as const) {
      await expect(getReach(db(), actorFor(await createUser(db(), { role })), NOW)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(getReach(db(), ANONYMOUS, NOW)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
