import type { TFunction } from 'i18next';
import { formatClock, formatWeekday, wallTime, zoneName } from './dates.ts';
import { message } from './i18n.ts';
import type { Locale } from './locales.ts';
import { WEEKDAYS } from './providers.ts';
import { timeZoneOf } from './us-states.ts';
// What a match says about today (docs/decisions/031): worked out by the database in
// the listing's state time zone (server/features/matching/open-now.ts), worded here.

/** The listing form's box for `hotline24h` (the edit form and the new-listing form alike). */
export const HOTLINE_FIELD_LABEL = message('We answer a 24-hour hotline: any hour, any day');

export type OpeningToday = 'hotline' | 'open' | 'opens' | 'closed';

/** When a listing closed now opens next: a weekday (0 = Sunday … 6 = Saturday) after today, at its opening minute. */
export interface NextOpening {
  weekday: number;
  /** the day after today, in the listing's time zone */
  tomorrow: boolean;
}

/**
 * The first of the listing's days after today, in its state's time zone at `now`: a listing that was
 * open earlier today, or is not open today at all, says when it next opens (a week on, when today
 * is its only day). Only for a listing closed for the rest of today (`openingToday` 'closed'); null
 * otherwise, and when its days are unknown.
 */
export function nextOpening(listing: { openingToday: OpeningToday | null; availabilityDays: readonly string[]; state: string }, now: Date): NextOpening | null {
  if (listing.openingToday !== 'closed') return null;
  const { weekday: today } = wallTime(now, timeZoneOf(listing.state));
  for (let ahead = 1; ahead <= 7; ahead++) {
    const weekday = (today + ahead) % 7;
    if (listing.availabilityDays.includes(WEEKDAYS[(weekday + 6) % 7]!)) return { weekday, tomorrow: ahead === 1 };
  }
  return null;
}

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
 * "Open now", "Opens at 9:00 AM" (later today), "Closed now · opens 9:00 AM tomorrow" or "… opens
 * 7:00 AM on Monday", "24-hour hotline"; null when the hours are unknown. In the page's language
 * when given its `t` and locale (Spanish says "Abre a las 9:00 a.m.").
 */
export function openingLabel(
  listing: { openingToday: OpeningToday | null; opensMinute: number | null; opensNext?: NextOpening | null },
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
    case 'closed': {
      // A match kept from before listings said when they next open has no `opensNext`.
      const next = listing.opensNext;
      if (!next || listing.opensMinute === null) return t('Closed now');
      const time = formatClock(listing.opensMinute, locale);
      const count = clockHour(listing.opensMinute);
      if (next.tomorrow) return t('Closed now · opens {{time}} tomorrow', { time, count });
      return t('Closed now · opens {{time}} on {{day}}', { time, count, day: formatWeekday(next.weekday, locale) });
    }
    default:
      return null;
  }
}

/**
 * Tells a provider how matching reads the hours it gave, so that it can put them right; in the
 * page's language when given its `t` and locale. Matching reads the hours as the
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
