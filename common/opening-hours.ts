import type { TFunction } from 'i18next';
import { message } from './i18n.ts';
// What a match says about today (issue 19, docs/decisions/031): worked out by the database in
// the listing's state time zone (server/features/matching/open-now.ts), worded here.

/** The listing form's box for `hotline24h` (the edit form and the new-listing form alike). */
export const HOTLINE_FIELD_LABEL = message('We answer a 24-hour hotline: any hour, any day');

export type OpeningToday = 'hotline' | 'open' | 'opens' | 'closed';

/** A minute of the day as people read it: 540 is '9:00 AM', 1020 '5:00 PM'. */
export function clockTime(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  const minute = String(minuteOfDay % 60).padStart(2, '0');
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A page's or an e-mail's `t`, as the common modules take it. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** i18next's `t` as a `Translate`. */
export const translating =
  (t: TFunction): Translate =>
  (key, values = {}) =>
    t(key, values);

/** `{{name}}` filled in: the English of a message key, where no catalog is at hand. */
export const inEnglish: Translate = (key, values = {}) => key.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');

/**
 * "Open now", "Opens at 9:00 AM", "Closed today", "24-hour hotline"; null when the hours are
 * unknown. In the page's language when given its `t` (issue 18).
 */
export function openingLabel(listing: { openingToday: OpeningToday | null; opensMinute: number | null }, t: Translate = inEnglish): string | null {
  switch (listing.openingToday) {
    case 'hotline':
      return t('24-hour hotline');
    case 'open':
      return t('Open now');
    case 'opens':
      return listing.opensMinute === null ? null : t('Opens at {{time}}', { time: clockTime(listing.opensMinute) });
    case 'closed':
      return t('Closed today');
    default:
      return null;
  }
}

/** The long name of a zone, as a person reads it: 'Mountain Time'. */
const zoneName = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName')?.value ??
  timeZone;

/** Tells a provider how matching reads the hours it gave, so that it can put them right. */
export function hoursReadAs(listing: { opensMinute: number | null; closesMinute: number | null; availabilityDays: string[] }, timeZone: string): string {
  if (listing.opensMinute === null || listing.closesMinute === null)
    return 'We cannot read these hours, so matches do not say whether you are open. Write them like 9:00 AM - 5:00 PM.';
  if (listing.availabilityDays.length === 0) return 'Tick your days too: without them, matches cannot say whether you are open.';
  const hours = listing.closesMinute - listing.opensMinute === 1440 ? 'all day' : `${clockTime(listing.opensMinute)} to ${clockTime(listing.closesMinute)}`;
  return `Matches read these as ${hours}, ${zoneName(timeZone)}, on the days ticked.`;
}
