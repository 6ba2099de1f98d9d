import { sql, type SQL } from 'drizzle-orm';
import type { OpeningToday } from '../../../common/opening-hours.ts';
import { STATE_TIME_ZONES } from '../../../common/us-states.ts';
import { providers } from '../../db/schema.ts';

// Who is open now (docs/decisions/031): the one rule, in SQL, that matching ranks by,
// the admin overview counts with and the labels are read from. A listing is open at an instant
// when it keeps a 24-hour hotline, or when, in its state's main time zone, the day is one of its
// days and the minute is within its hours (opens_minute, closes_minute: migration 0020). Hours
// that could not be read, or no days given, are "hours unknown": never open, and no label.

/** An instant: a moment the caller names (the clock, in tests a fixed one) or a column (a request's arrival). */
export type Instant = Date | SQL;

const STATES = Object.keys(STATE_TIME_ZONES) as (keyof typeof STATE_TIME_ZONES)[];
const clockFormats = new Map<string, Intl.DateTimeFormat>();
/** The weekday and minute of the day in `timeZone` at `at`: ['Wednesday', 570] */
function wallClock(at: Date, timeZone: string): [string, number] {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return [parts.weekday!, (Number(parts.hour) % 24) * 60 + Number(parts.minute)];
}

/** Every state's weekday and minute, as array literals; the same for a whole minute, so kept for it. */
let statesClock: { minute: number; days: string; minutes: string } | undefined;
function clockOfStates(at: Date) {
  const minute = Math.floor(at.getTime() / 60_000);
  if (statesClock?.minute !== minute) {
    const byZone = new Map(Object.values(STATE_TIME_ZONES).map((zone) => [zone, wallClock(at, zone)]));
    const clocks = STATES.map((state) => byZone.get(STATE_TIME_ZONES[state])!);
    statesClock = { minute, days: `{${clocks.map(([day]) => day).join(',')}}`, minutes: `{${clocks.map(([, m]) => m).join(',')}}` };
  }
  return statesClock;
}

/**
 * The listing's local weekday ('Wednesday') and minute of the day at `at`, in its state's main
 * zone (the table the app shows times with). For the clock, worked out here once per state and
 * handed to the query as two arrays (matching runs this for every listing it reads, so it is kept
 * to an array lookup); for a column, by PostgreSQL's own time zone rules.
 */
function localClock(at: Instant): { day: SQL; minute: SQL } {
  if (at instanceof Date) {
    const { days, minutes } = clockOfStates(at);
    const index = sql`array_position(${sql.raw(`'{${STATES.join(',')}}'::text[]`)}, ${providers.state})`;
    return { day: sql`(${days}::text[])[${index}]`, minute: sql`(${minutes}::int[])[${index}]` };
  }
  const zone = sql.raw(`case "providers"."state" ${STATES.map((state) => `when '${state}' then '${STATE_TIME_ZONES[state]}'`).join(' ')} end`);
  const local = sql`(${at} at time zone ${zone})`;
  return { day: sql`to_char(${local}, 'FMDay')`, minute: sql`(extract(hour from ${local}) * 60 + extract(minute from ${local}))::int` };
}

function openAt({ day, minute }: { day: SQL; minute: SQL }): SQL<boolean> {
  return sql<boolean>`(${providers.hotline24h} or coalesce(${day} = any(${providers.availabilityDays})
    and ${providers.opensMinute} <= ${minute} and ${minute} < ${providers.closesMinute}, false))`;
}

/** True when the listing answers at `at`; false when it is closed or its hours are unknown. */
export const openNow = (at: Instant): SQL<boolean> => openAt(localClock(at));

/** What a match says about today, worked out by the same rule as `openNow`; null: hours unknown. */
export function openingToday(at: Instant): SQL<OpeningToday | null> {
  const clock = localClock(at);
  return sql<OpeningToday | null>`case
    when ${providers.hotline24h} then 'hotline'
    when ${openAt(clock)} then 'open'
    when ${providers.opensMinute} is null or cardinality(${providers.availabilityDays}) = 0 then null
    when ${clock.day} = any(${providers.availabilityDays}) and ${clock.minute} < ${providers.opensMinute} then 'opens'
    else 'closed' end`;
}
