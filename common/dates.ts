import { INTL_LOCALE, type Locale } from './locales.ts';
import { OFFICE_TIME_ZONE, timeZoneOf } from './us-states.ts';

// DESIGN.md "Data": a time is stored in UTC and shown in a time zone the caller names: a
// request's (or listing's) state zone, or for what belongs to no state, Eastern. One module
// holds the few formats the app shows, for every card, dashboard, page and e-mail, so the same
// moment never reads two ways.

/** Records that belong to no state (accounts, the audit log, volunteer applications) read in Eastern time. */
export { OFFICE_TIME_ZONE };

const FORMATS = {
  /** 'Nov 24, 2026, 9:15 PM MST': a request's moments, always with the zone named */
  timeWithZone: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  /** 'Nov 24, 2026, 9:15:07 PM' */
  timeToTheSecond: { dateStyle: 'medium', timeStyle: 'medium' },
  /** 'November 24, 2026 at 9:15 PM' */
  longDayAndTime: { dateStyle: 'long', timeStyle: 'short' },
  /** 'Nov 24, 2026' */
  day: { dateStyle: 'medium' },
  /** 'November 24, 2026' */
  longDay: { dateStyle: 'long' },
  /** 'Nov 24' */
  monthAndDay: { month: 'short', day: 'numeric' },
  /** 'November 2026', 'noviembre de 2026' */
  monthAndYear: { month: 'long', year: 'numeric' },
  /** 'Fri 5:00 PM' (`formatSoon` drops the ':00') */
  weekdayAndTime: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  /** 'Dec 12, 5:00 PM' */
  monthDayAndTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof FORMATS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A moment in one of the app's formats, as read in the time zone given, in the page's language. */
export function formatDate(value: string | Date, format: DateFormat, timeZone: string, locale: Locale = 'en'): string {
  const key = `${format} ${timeZone} ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...FORMATS[format], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(value));
}

/** 'Nov 24, 2026, 9:15 PM MST': in the state's own time when it is known, else Eastern; labelled either way. */
export const formatRequestTime = (value: string | Date, state?: string | null, locale: Locale = 'en'): string =>
  formatDate(value, 'timeWithZone', timeZoneOf(state), locale);

/** 'Nov 24, 2026' for a stored calendar day ('2026-11-24'): a day has no zone, so it reads the same everywhere. */
export const formatCalendarDay = (day: string, format: 'day' | 'monthAndDay' | 'monthAndYear' = 'day', locale: Locale = 'en'): string =>
  formatDate(`${day}T00:00:00Z`, format, 'UTC', locale);

/**
 * A moment a few days ahead, as a place's people say it: 'Fri 5 PM' within the week, 'Dec 12,
 * 5 PM' beyond (a weekday alone would be ambiguous), in the place's time zone.
 */
export function formatSoon(value: string | Date, timeZone: string, now: Date = new Date(), locale: Locale = 'en'): string {
  const within = new Date(value).getTime() - now.getTime() < 6 * 86_400_000;
  return formatDate(value, within ? 'weekdayAndTime' : 'monthDayAndTime', timeZone, locale).replace(':00', '');
}

/**
 * A minute of the day as a language reads it: 540 is '9:00 AM' in English, '9:00 a.m.' in
 * Spanish. The narrow or no-break space some ICU versions put before AM is a plain space, so the
 * server and every browser write it alike.
 */
export function formatClock(minuteOfDay: number, locale: Locale = 'en'): string {
  const key = `clock ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  const minute = ((minuteOfDay % 1440) + 1440) % 1440;
  return formatter.format(Date.UTC(2000, 0, 1, Math.floor(minute / 60), minute % 60)).replace(/[\u00a0\u202f]/g, ' ');
}

/** The time zone as people name it: 'Mountain Time'. */
export function zoneName(timeZone: string, locale: Locale = 'en'): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** A weekday (0 = Sunday … 6 = Saturday) as a sentence says it: 'Monday', 'lunes' (Spanish writes it in lower case). */
export function formatWeekday(weekday: number, locale: Locale = 'en'): string {
  const key = `weekday ${locale}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], { weekday: 'long', timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  // 2 January 2000 was a Sunday.
  return formatter.format(Date.UTC(2000, 0, 2 + weekday));
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const weekdayClocks = new Map<string, Intl.DateTimeFormat>();

/** The weekday (0 = Sunday … 6 = Saturday) and minute of the day at `now` on a clock in `timeZone`. */
export function wallTime(now: Date, timeZone: string): { weekday: number; minute: number } {
  let format = weekdayClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    weekdayClocks.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY_INDEX[part('weekday')] ?? 0, minute: (Number(part('hour')) % 24) * 60 + Number(part('minute')) };
}

const LOCAL_FIELDS = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;

/** The wall clock in `timeZone` at `date`, as UTC milliseconds (to the second). */
function wallClock(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { ...LOCAL_FIELDS, timeZone }).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
}

/** '2026-11-27T17:00': the value of a datetime-local input showing `date` in `timeZone`. */
export function localDateTime(date: Date, timeZone: string): string {
  return new Date(wallClock(date, timeZone)).toISOString().slice(0, 16);
}

/**
 * The moment a datetime-local value ('2026-11-27T17:00') names in `timeZone`, or null when it is
 * not one. A time the clocks skip in spring reads as the hour before; one they repeat in autumn,
 * the first of the two.
 */
export function instantFromLocal(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  // The zone's offset at the guess, then at the answer: they differ only across a change of the clocks.
  const offset = wallClock(check, timeZone) - asUtc;
  let instant = asUtc - offset;
  const offsetThen = wallClock(new Date(instant), timeZone) - instant;
  if (offsetThen !== offset) instant = asUtc - offsetThen;
  return new Date(instant);
}
