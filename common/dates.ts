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
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateFormat = keyof typeof FORMATS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A moment in one of the app's formats, as read in the time zone given, in the page's language (issue 18). */
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
export const formatCalendarDay = (day: string, format: 'day' | 'monthAndDay' = 'day'): string => formatDate(`${day}T00:00:00Z`, format, 'UTC');
