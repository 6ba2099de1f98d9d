import { count, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { helpRequestSubmissions, providers, volunteerApplications } from '../../db/schema.ts';
import { matchingRadiusMiles } from '../matching/match-providers.ts';
import { openNow } from '../matching/open-now.ts';
import { countPendingClaims } from '../providers/claim-review.ts';
import { statesWithoutNumber } from '../help-requests/manage-phone-lines.ts';
import type { StateCode } from '../../../common/us-states.ts';

// The admin dashboard's overview: requests per day by type over 30 days, requests and
// approved providers by state with the requests no provider matched and those that arrived while
// none was open (docs/decisions/031), and what waits for review. Per state too, the listings
// full now and the week's requests that found only full or closed ones (docs/decisions/032).

export const OVERVIEW_DAYS = 30;
const WEEK_MS = 7 * 86_400_000;
const METERS_PER_MILE = 1609.344;

/**
 * A request "without any match" is one no approved listing takes, claimed or not: the same rule
 * as match-providers.ts (kind, animal, radius or, without coordinates, the state). The
 * submission keeps only the listings it notified (those with an account), not every listing the
 * requester was shown, so the overview asks the listings as they are now: importing a state's
 * agency list closes that state's gap.
 */
const r = helpRequestSubmissions;
/** An approved listing of the kind the request needs that takes its animal. */
const takesTheRequest = sql`${providers.approved}
  and ${providers.type} = case ${r.type} when 'emergency' then 'rehabilitator' else 'control' end
  and (coalesce(${r.animalType}, '') = '' or cardinality(${providers.animals}) = 0 or ${r.animalType} = any(${providers.animals}))`;

function unmatchedRequest(radiusMiles: number) {
  const point = sql`ll_to_earth(${r.lat}, ${r.lng})`;
  const location = sql`ll_to_earth(${providers.lat}, ${providers.lng})`;
  const radiusMeters = radiusMiles * METERS_PER_MILE;
  return sql`not exists (
    select 1 from ${providers}
    where ${takesTheRequest}
      and case when ${r.lat} is null or ${r.lng} is null then ${providers.state} = ${r.state}
        else earth_box(${point}, ${radiusMeters}) @> ${location} and earth_distance(${point}, ${location}) <= ${radiusMeters} end
  )`;
}

/**
 * A request that arrived while no listing in its state that takes it was open (docs/decisions/031):
 * the hours as the listings keep them now, read at the moment the request arrived. A state
 * without any such listing counts too: nobody there could have answered.
 */
const arrivedWhileNoneOpen = sql`not exists (
  select 1 from ${providers}
  where ${takesTheRequest} and ${providers.state} = ${r.state} and ${openNow(sql`${r.createdAt}`)}
)`;

export interface DayCount {
  /** YYYY-MM-DD, UTC */
  day: string;
  emergency: number;
  conflict: number;
}

export interface StateCount {
  state: string;
  requests: number;
  unmatched: number;
  /** requests that arrived while no listing in the state that takes them was open */
  whileNoneOpen: number;
  providers: number;
  /** approved listings at capacity now, for any animal (docs/decisions/032) */
  fullNow: number;
  /**
   * requests of the last 7 days that found only full or closed listings (docs/decisions/032): every
   * matched listing was full when it was sent, or none in the state that takes it was open
   */
  onlyFullOrClosedThisWeek: number;
}

export interface Overview {
  days: DayCount[];
  states: StateCount[];
  pending: { claims: number; standards: number; applications: number };
  /** states whose people would be given no number but a tip line when no provider can help (docs/decisions/046) */
  statesWithoutNumber: StateCode[];
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function getOverview(db: Db, actor: Actor, now = new Date()): Promise<Overview> {
  requireActorRole(actor, 'admin');
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (OVERVIEW_DAYS - 1)));
  const day = sql<string>`to_char(${helpRequestSubmissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const unmatched = unmatchedRequest(await matchingRadiusMiles(db));
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const weekAgo = sql`${new Date(now.getTime() - WEEK_MS).toISOString()}::timestamptz`;
  const [perDay, requestsByState, providersByState, claims, [standards], [applications], withoutNumber] = await Promise.all([
    db
      .select({ day, type: helpRequestSubmissions.type, n: count() })
      .from(helpRequestSubmissions)
      .where(gte(helpRequestSubmissions.createdAt, first))
      .groupBy(day, helpRequestSubmissions.type),
    db
      .select({
        state: helpRequestSubmissions.state,
        requests: count(),
        unmatched: sql<number>`count(*) filter (where ${unmatched})::int`,
        onlyFullOrClosed: sql<number>`count(*) filter (where (${helpRequestSubmissions.matchedOnlyFull} or ${arrivedWhileNoneOpen}) and ${helpRequestSubmissions.createdAt} >= ${weekAgo})::int`,
        whileNoneOpen: sql<number>`count(*) filter (where ${arrivedWhileNoneOpen})::int`,
      })
      .from(helpRequestSubmissions)
      .groupBy(helpRequestSubmissions.state),
    db
      .select({ state: providers.state, n: count(), full: sql<number>`count(*) filter (where ${providers.capacityUntil} > ${nowSql})::int` })
      .from(providers)
      .where(eq(providers.approved, true))
      .groupBy(providers.state),
    countPendingClaims(db, actor),
    db.select({ n: count() }).from(providers).where(isNotNull(providers.requestedStandards)),
    db.select({ n: count() }).from(volunteerApplications).where(eq(volunteerApplications.status, 'pending')),
    statesWithoutNumber(db, actor),
  ]);

  const days: DayCount[] = Array.from({ length: OVERVIEW_DAYS }, (_, i) => ({
    day: isoDay(new Date(first.getTime() + i * 86_400_000)),
    emergency: 0,
    conflict: 0,
  }));
  const byDay = new Map(days.map((d) => [d.day, d]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.type] = Number(row.n);
  }

  const states = new Map<string, StateCount>();
  const stateOf = (state: string) =>
    states.get(state) ??
    states.set(state, { state, requests: 0, unmatched: 0, whileNoneOpen: 0, providers: 0, fullNow: 0, onlyFullOrClosedThisWeek: 0 }).get(state)!;
  for (const row of requestsByState)
    Object.assign(stateOf(row.state), {
      requests: Number(row.requests),
      unmatched: Number(row.unmatched),
      whileNoneOpen: Number(row.whileNoneOpen),
      onlyFullOrClosedThisWeek: Number(row.onlyFullOrClosed),
    });
  for (const row of providersByState) Object.assign(stateOf(row.state), { providers: Number(row.n), fullNow: Number(row.full) });

  return {
    days,
    states: [...states.values()].sort((a, b) => a.state.localeCompare(b.state)),
    pending: { claims, standards: Number(standards?.n ?? 0), applications: Number(applications?.n ?? 0) },
    statesWithoutNumber: withoutNumber,
  };
}
