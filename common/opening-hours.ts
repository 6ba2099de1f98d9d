import type { TFunction } from 'i18next';
import { formatClock, zoneName } from './dates.ts';
import { message } from './i18n.ts';
import type { Locale } from './locales.ts';
// What a match says about today (issue 19, docs/decisions/031): worked out by the database in
// the listing's state time zone (server/features/matching/open-now.ts), worded here.

/** The listing form's box for `hotline24h` (the edit form and the new-listing form alike). */
export const HOTLINE_FIELD_LABEL = message('We answer a 24-hour hotline: any hour, any day');

export type OpeningToday = 'hotline' | 'open' | 'opens' | 'closed';

/** A page's or an e-mail's `t`, as the common modules take it. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** i18next's `t` as a `Translate`. */
export const translating =
  (t: TFunction): Translate =>
  (key, values = {}) =>
    t(key, values);

/** `{{name}}` filled in: the English of a message key, where no catalog is at hand. */
export const inEnglish: Translate = (key, values = {}) => key.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name] ?? ''));

/** The hour a 12-hour clock shows at a minute of the day: 1 for 1:30 PM, 12 for 12:15 AM. */
export const clockHour = (minuteOfDay: number) => Math.floor(minuteOfDay / 60) % 12 || 12;

/**
 * "Open now", "Opens at 9:00 AM", "Closed today", "24-hour hotline"; null when the hours are
 * unknown. In the page's language when given its `t` and locale (issue 18: "Abre a las 9:00 a.m.").
 */
export function openingLabel(
  listing: { openingToday: OpeningToday | null; opensMinute: number | null },
  t: Translate = inEnglish,
  locale: Locale = 'en',
): string | null {
  switch (listing.openingToday) {
    case 'hotline':
      return t('24-hour hotline');
    case 'open':
      return t('Open now');
    case 'opens':
      // The hour as a count: Spanish says "a la 1:00" but "a las 9:00".
      return listing.opensMinute === null
        ? null
        : t('Opens at {{time}}', { time: formatClock(listing.opensMinute, locale), count: clockHour(listing.opensMinute) });
    case 'closed':
      return t('Closed today');
    default:
      return null;
  }
}

/**
 * Tells a provider how matching reads the hours it gave, so that it can put them right; in the
 * page's language when given its `t` and locale (issue 18). Matching reads the hours as the
 * database function `listing_opening_minutes` does (migrations 0020 and 0022): the English way
 * (9:00 AM - 5:00 PM), the Spanish (9 a.m. a 5 p.m.) and the 24-hour clock (9:00 - 17:00).
 */
export function hoursReadAs(
  listing: { opensMinute: number | null; closesMinute: number | null; availabilityDays: string[] },
  timeZone: string,
  t: Translate = inEnglish,
  locale: Locale = 'en',
): string {
  if (listing.opensMinute === null || listing.closesMinute === null)
    return t('We cannot read these hours, so matches do not say whether you are open. Write them like 9:00 AM - 5:00 PM.');
  if (listing.availabilityDays.length === 0) return t('Tick your days too: without them, matches cannot say whether you are open.');
  const zone = zoneName(timeZone, locale);
  if (listing.closesMinute - listing.opensMinute === 1440) return t('Matches read these as all day, {{zone}}, on the days ticked.', { zone });
  return t('Matches read these as {{opens}} to {{closes}}, {{zone}}, on the days ticked.', {
    opens: formatClock(listing.opensMinute, locale),
    closes: formatClock(listing.closesMinute, locale),
    zone,
  });
}
