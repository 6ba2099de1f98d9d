import { sql, type SQL } from 'drizzle-orm';
import type { OpeningToday } from '../../../common/opening-hours.ts';
import { OFFICE_TIME_ZONE, STATE_TIME_ZONES } from '../../../common/us-states.ts';
import { providers } from '../../db/schema.ts';

// Who is open now (issue 19, docs/decisions/031): the one rule, in SQL, that matching ranks by,
// the admin overview counts with and the labels are read from. A listing is open at an instant
// when it keeps a 24-hour hotline, or when, in its state's main time zone, the day is one of its
// days and the minute is within its hours (opens_minute, closes_minute: migration 0018). Hours
// that could not be read, or no days given, are "hours unknown": never open, and no label.

const zoneLiteral = (zone: string) => {
  if (!/^[A-Za-z_/]+$/.test(zone)) throw new Error(`Not a time zone name: ${zone}`);
  return `'${zone}'`;
};
/** The listing's state's main time zone, from the same table the app shows times with. */
const STATE_ZONE = sql`(case ${providers.state} ${sql.raw(
  Object.entries(STATE_TIME_ZONES)
    .map(([state, zone]) => `when '${state}' then ${zoneLiteral(zone)}`)
    .join(' '),
)} else ${sql.raw(zoneLiteral(OFFICE_TIME_ZONE))} end)`;

/** An instant: a moment the caller names (the clock, in tests a fixed one) or a column (a request's arrival). */
export type Instant = Date | SQL;
const instant = (at: Instant) => (at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at);

function localClock(at: Instant) {
  const local = sql`(${instant(at)} at time zone ${STATE_ZONE})`;
  return { day: sql`to_char(${local}, 'FMDay')`, minute: sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))` };
}

/** True when the listing answers at `at`; false when it is closed or its hours are unknown. */
export function openNow(at: Instant): SQL<boolean> {
  const { day, minute } = localClock(at);
  return sql<boolean>`(${providers.hotline24h} or coalesce(${day} = any(${providers.availabilityDays})
    and ${minute} >= ${providers.opensMinute} and ${minute} < ${providers.closesMinute}, false))`;
}

/** What a match says about today, worked out by the same rule as `openNow`; null: hours unknown. */
export function openingToday(at: Instant): SQL<OpeningToday | null> {
  const { day, minute } = localClock(at);
  return sql<OpeningToday | null>`case
    when ${providers.hotline24h} then 'hotline'
    when ${openNow(at)} then 'open'
    when ${providers.opensMinute} is null or cardinality(${providers.availabilityDays}) = 0 then null
    when ${day} = any(${providers.availabilityDays}) and ${minute} < ${providers.opensMinute} then 'opens'
    else 'closed' end`;
}
