import { formatSoon } from './dates.ts';
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
  note: string | null;
}

const list = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** 'At capacity for Songbird until Fri 5 PM', the end read in the listing's state's time. */
export function capacityLabel(capacity: ListingCapacity, state: string, now: Date = new Date()): string {
  const animals = capacity.animals.length ? ` for ${list.format(capacity.animals)}` : '';
  return `At capacity${animals} until ${formatSoon(capacity.until, timeZoneOf(state), now)}`;
}
