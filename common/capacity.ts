import { formatSoon } from './dates.ts';
import { INTL_LOCALE, type Locale } from './locales.ts';
import { animalTypeLabel } from './localized-text.ts';
import { inEnglish, type Translate } from './opening-hours.ts';
import { timeZoneOf } from './us-states.ts';

// "Full for now" (docs/decisions/032): a provider marks its listing as at capacity,
// for every animal or for some, until a moment at most CAPACITY_MAX_DAYS ahead, with a public note.

export const CAPACITY_MAX_DAYS = 30;
export const CAPACITY_NOTE_MAX = 200;

/** A listing's capacity while it lasts; `animals` empty: every animal. */
export interface ListingCapacity {
  /** ISO moment it ends by itself */
  until: string;
  animals: string[];
  /** their Spanish names, in the same order (null where one has none), where read with it */
  animalsEs?: (string | null)[];
  note: string | null;
}

/**
 * 'At capacity for Songbird until Fri 5 PM', the end read in the listing's state's time; in the
 * page's language when given its `t` and locale, the animals by their Spanish names
 * where it has them.
 */
export function capacityLabel(capacity: ListingCapacity, state: string, now: Date = new Date(), t: Translate = inEnglish, locale: Locale = 'en'): string {
  const until = formatSoon(capacity.until, timeZoneOf(state), now, locale);
  if (!capacity.animals.length) return t('At capacity until {{until}}', { until });
  return t('At capacity for {{animals}} until {{until}}', { animals: animalsIn(capacity, locale), until });
}

/** What the provider is told once it has marked its listing full: for which animals, when only for some. */
export function capacitySetMessage(capacity: ListingCapacity | null, t: Translate = inEnglish, locale: Locale = 'en'): string {
  if (!capacity?.animals.length) return t('Your listing shows as full.');
  return t('Your listing shows as full for {{animals}}.', { animals: animalsIn(capacity, locale) });
}

/** 'Songbird and Bat', 'Ave cantora y Murciélago': the animals a capacity is for, by their names in the page's language. */
function animalsIn(capacity: ListingCapacity, locale: Locale): string {
  const names = capacity.animals.map((name, index) => animalTypeLabel({ name, nameEs: capacity.animalsEs?.[index] }, locale));
  return new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(names);
}
