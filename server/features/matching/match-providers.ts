import { and, eq, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_MATCHING_RADIUS_MILES, type MatchedProvider, type MatchResult, type TMatchQuery } from '../../../common/matching.ts';

export type { MatchResult };
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { providers, standardsRank, systemSettings } from '../../db/schema.ts';
import { fallbackContacts } from './fallback-contacts.ts';
import { verifiedByWildline } from './listing-verification.ts';
import { capacityAt, capacityLabelColumns, fullNow } from './capacity.ts';
import { openingToday, openNow } from './open-now.ts';
import { nextOpening } from '../../../common/opening-hours.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { timeMatching } from '../../lib/metrics.ts';

// Who can help (DESIGN.md "Matching"): approved listings of the right kind that take the
// animal (an empty list takes all), within the radius by great-circle distance (GiST index
// on ll_to_earth), nearest first, then by standards level; without coordinates, the same
// state. Those open now come first (docs/decisions/031), and a listing full for the animal comes
// after every one with room (docs/decisions/032). Nothing found: the numbers to call instead
// (fallback-contacts.ts). Public data.

const METERS_PER_MILE = 1609.344;

export async function matchingRadiusMiles(db: Db): Promise<number> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, 'matching_radius_miles'));
  const value = Number(row?.value);
  return Number.isFinite(value) && value > 0 && value <= 500 ? value : DEFAULT_MATCHING_RADIUS_MILES;
}

const STANDARDS_RANK = standardsRank(providers.standards);

export interface MatchOptions {
  limit?: number;
  /** the moment "open now" and capacity are read at: the clock (server/lib/clock.ts), or in tests a fixed one */
  now?: Date;
  /** how many times the setting's radius to look within: 2 when nobody nearer took a request (docs/decisions/048) */
  radiusFactor?: number;
}

/** Timed for the metrics (server/lib/metrics.ts): what matching costs the database. */
export function matchProviders(db: Db, _actor: Actor, query: TMatchQuery, options: MatchOptions = {}): Promise<MatchResult> {
  return timeMatching(() => findMatches(db, query, options));
}

async function findMatches(db: Db, query: TMatchQuery, { limit = 25, now = clockNow(), radiusFactor = 1 }: MatchOptions): Promise<MatchResult> {
  const radiusMiles = (await matchingRadiusMiles(db)) * radiusFactor;
  // The answer comes in tiers, each filling what the ones before left of the limit, each in the
  // order below: the listings with room for the animal that are open now (or have a 24-hour
  // hotline), then those with room that are closed or whose hours are unknown, then those full
  // for it. One query per tier, each reading only as far as it needs (usually the first fills
  // it), instead of sorting every listing in the radius by its tier.
  const open = openNow(now);
  const full = fullNow(query.animal, now);
  const tiers: SQL[] = [and(sql`not ${full}`, open)!, and(sql`not ${full}`, sql`not ${open}`)!, full];
  const columns = columnsAt(now);
  // The kind as a constant, so that PostgreSQL picks the kind's own index (schema/providers.ts).
  const filters: SQL[] = [sql`${providers.approved}`, eq(providers.type, sql.raw(query.type === 'control' ? "'control'" : "'rehabilitator'"))];
  if (query.animal) filters.push(sql`(cardinality(${providers.animals}) = 0 or ${query.animal} = any(${providers.animals}))`);
  const byState = query.lat === undefined || query.lng === undefined;
  const found: MatchedProvider[] = [];
  for (const [index, tier] of tiers.entries()) {
    if (found.length >= limit) break;
    const where = and(...filters, tier)!;
    const rows = byState
      ? await matchByState(db, columns, query, where, limit - found.length)
      : await matchNearby(db, columns, query, where, limit - found.length, radiusMiles);
    found.push(
      ...rows.map(({ capacityUntil, capacityAnimals, capacityNote, capacityAnimalsEs, ...p }) => ({
        ...p,
        opensNext: nextOpening(p, now),
        capacity: capacityAt({ capacityUntil, capacityAnimals, capacityNote, capacityAnimalsEs }, now),
        full: index === tiers.length - 1,
      })),
    );
  }

  if (found.length > 0) return { providers: found, radiusMiles, byState, fallback: null };
  const type = query.type === 'control' ? 'conflict' : 'emergency';
  return { providers: [], radiusMiles, byState, fallback: await fallbackContacts(db, { state: query.state, type, animal: query.animal }, now) };
}

/** What a match says of a listing, with whether it is open at `now` (docs/decisions/031). */
const columnsAt = (now: Date) => ({
  id: providers.id,
  name: providers.name,
  type: providers.type,
  city: providers.city,
  state: providers.state,
  zip: providers.zip,
  phone: providers.phone,
  website: providers.website,
  standards: providers.standards,
  services: providers.services,
  animals: providers.animals,
  availabilityDays: providers.availabilityDays,
  availabilityHours: providers.availabilityHours,
  openingToday: openingToday(now),
  opensMinute: providers.opensMinute,
  sample: providers.sample,
  verified: verifiedByWildline,
  ...capacityLabelColumns,
});
type Columns = ReturnType<typeof columnsAt>;

async function matchByState(db: Db, columns: Columns, query: TMatchQuery, where: SQL, limit: number) {
  const rows = await db
    .select(columns)
    .from(providers)
    .where(and(where, eq(providers.state, query.state)))
    .orderBy(STANDARDS_RANK, providers.name)
    .limit(limit);
  return rows.map((p) => ({ ...p, distanceMiles: null }));
}

async function matchNearby(db: Db, columns: Columns, query: TMatchQuery, where: SQL, limit: number, radiusMiles: number) {
  const point = sql`ll_to_earth(${query.lat}, ${query.lng})`;
  const location = sql`ll_to_earth(${providers.lat}, ${providers.lng})`;
  const radiusMeters = radiusMiles * METERS_PER_MILE;
  const distance = sql<number>`earth_distance(${point}, ${location})`;
  const withinRadius = and(where, sql`earth_box(${point}, ${radiusMeters}) @> ${location}`, sql`${distance} <= ${radiusMeters}`);
  // The order is by whole miles, then standards, so the answer is not simply the nearest `limit`:
  // a listing of a higher standard in the same whole mile as the last of them comes before it.
  // But none beyond that mile can be in it. So the index's nearest-neighbour scan finds the
  // nearest `limit` (and stops there), and then only the listings up to the end of the last one's
  // mile (and a metre more, for rounding) are read and sorted: in a city a mile or two's worth
  // instead of every listing in the radius. Without any match, nothing is read again.
  const nearest = db
    .select({ meters: sql<number>`${distance}`.as('meters') })
    .from(providers)
    .where(withinRadius)
    .orderBy(sql`${location} <-> ${point}`)
    .limit(limit);
  const reach = sql`(select coalesce((floor(max(nearest.meters) / ${METERS_PER_MILE}) + 1) * ${METERS_PER_MILE} + 1, 0) from (${nearest}) nearest)`;
  const rows = await db
    .select({ ...columns, meters: distance })
    .from(providers)
    .where(and(withinRadius, sql`earth_box(${point}, ${reach}) @> ${location}`))
    // Whole miles first, so that among equally near operators the higher standard comes first.
    .orderBy(sql`floor(${distance} / ${METERS_PER_MILE})`, STANDARDS_RANK, distance)
    .limit(limit);
  return rows.map(({ meters, ...p }) => ({ ...p, distanceMiles: Math.round((Number(meters) / METERS_PER_MILE) * 10) / 10 }));
}
