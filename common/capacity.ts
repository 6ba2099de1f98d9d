import { formatSoon } from './dates.ts';
import { INTL_LOCALE, type Locale } from './locales.ts';
import { animalTypeLabel } from './localized-text.ts';
import { inEnglish, type Translate } from './opening-hours.ts';
import { timeZoneOf } from './us-states.ts';

// "Full for now" (issue 20, docs/decisions/032): a provider marks its listing as at capacity,
// for every animal or for some, until a moment at most CAPACITY_MAX_DAYS ahead, with a public note.

export const CAPACITY_MAX_DAYS = 30;
export const CAPACITY_NOTE_MAX = 200;

/** A listing's capacity while it lasts; `animals` empty: every animal. */
export interface ListingCapacity {
  /** ISO moment it ends by itself */
  until: string;
  animals: string[];
  /** their Spanish names, in the same order (null where one has none), where read with it (issue 18) */
  animalsEs?: (string | null)[];
  note: string | null;
}

/**
 * 'At capacity for Songbird until Fri 5 PM', the end read in the listing's state's time; in the
 * page's language when given its `t` and locale (issue 18), the animals by their Spanish names
 * where it has them.
 */
export function capacityLabel(capacity: ListingCapacity, state: string, now: Date = new Date(), t: Translate = inEnglish, locale: Locale = 'en'): string {
  const until = formatSoon(capacity.until, timeZoneOf(state), now, locale);
  if (!capacity.animals.length) return t('At capacity until {{until}}', { until });
  const names = capacity.animals.map((name, index) => animalTypeLabel({ name, nameEs: capacity.animalsEs?.[index] }, locale));
  const animals = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(names);
  return t('At capacity for {{animals}} until {{until}}', { animals, until });
}
