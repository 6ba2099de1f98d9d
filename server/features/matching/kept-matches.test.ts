import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { matchQueryFor } from '../../../common/matching.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { atTheStartOfAMinute } from '../../../test/kept-answers.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { helpRequestSubmissions } from '../../db/schema.ts';
import { createRealtime, type Realtime } from '../../lib/realtime.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { createMatcher, freshMatches, type Matcher } from './kept-matches.ts';

// docs/decisions/044: the wizard's steps, the submission and the page after it read one
// kept answer for the place, dropped by any change the database announces, and worked out afresh
// while changes are not heard. A change the database does not announce shows what was read.

const database = useTestDatabase();
/** What the wizard's steps from the details on ask for (app/lib/wizard.server.ts nearbyProviders). */
const WIZARD_QUERY = matchQueryFor(BOULDER_REQUEST);

let realtime: Realtime | undefined;
afterEach(async () => {
  await realtime?.close();
  realtime = undefined;
});

async function keptMatcher(): Promise<{ match: Matcher; realtime: Realtime }> {
  realtime = createRealtime(database.db, pino({ level: 'silent' }));
  await realtime.ready();
  return { match: createMatcher({ db: database.db, realtime, keep: true }), realtime };
}

/** A listing run by a provider account, added with the database's change notices off. */
async function unannounced(name: string) {
  await database.db.execute(sql`alter table providers disable trigger wl_content_changed`);
  try {
    return await createProviderAccount(database.db, { name, lat: 40.016 });
  } finally {
    await database.db.execute(sql`alter table providers enable trigger wl_content_changed`);
  }
}

/** Submits the Boulder request through `match`; resolves to the listings it notified. */
async function notifiedBy(match: Matcher) {
  const user = await createUser(database.db);
  const { id } = await submitHelpRequest(database.db, actorFor(user), BOULDER_REQUEST, randomUUID(), { match });
  const [request] = await database.db
    .select({ notified: helpRequestSubmissions.notifiedProviders })
    .from(helpRequestSubmissions)
    .where(eq(helpRequestSubmissions.id, id));
  return [...request!.notified].sort();
}

const namesOf = async (match: Matcher) => (await match(ANONYMOUS, WIZARD_QUERY)).providers.map((p) => p.name);

describe('kept matching answers for the wizard and its submission', () => {
  it('notify whom the wizard showed: the submission reads the answer its steps worked out', async () => {
    const shown = await createProviderAccount(database.db, { name: 'Foothills Raptor Care' });
    const { match } = await keptMatcher();
    atTheStartOfAMinute();
    expect(await namesOf(match)).toEqual(['Foothills Raptor Care']);
    const unseen = await unannounced('Unannounced Rescue');

    expect(await notifiedBy(match)).toEqual([shown.listing.id]);
    // Matching itself reads the listing the kept answer was worked out without.
    expect(await notifiedBy(freshMatches(database.db))).toEqual([shown.listing.id, unseen.listing.id].sort());
  });

  it('are dropped by a listing change the database announces: the next submission notifies the new listing', async () => {
    const first = await createProviderAccount(database.db, { name: 'Foothills Raptor Care' });
    const { match } = await keptMatcher();
    expect(await namesOf(match)).toEqual(['Foothills Raptor Care']);
    const joined = await createProviderAccount(database.db, { name: 'Joined Today', lat: 40.016 });
    // On PGlite the notice is heard before the change returns; on PostgreSQL a moment later.
    await expect.poll(() => namesOf(match)).toContain('Joined Today');
    expect(await notifiedBy(match)).toEqual([first.listing.id, joined.listing.id].sort());
  });

  it('are neither kept nor read while changes are not heard: the submission matches afresh', async () => {
    const first = await createProviderAccount(database.db, { name: 'Foothills Raptor Care' });
    const { match, realtime: events } = await keptMatcher();
    expect(await namesOf(match)).toEqual(['Foothills Raptor Care']);
    await events.close();
    const unseen = await unannounced('Unannounced Rescue');
    expect(await notifiedBy(match)).toEqual([first.listing.id, unseen.listing.id].sort());
  });
});
