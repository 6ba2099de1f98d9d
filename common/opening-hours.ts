// What a match says about today (issue 19, docs/decisions/031): worked out by the database in
// the listing's state time zone (server/features/matching/open-now.ts), worded here.

export type OpeningToday = 'hotline' | 'open' | 'opens' | 'closed';

/** A minute of the day as people read it: 540 is '9:00 AM', 1020 '5:00 PM'. */
export function clockTime(minuteOfDay: number): string {
  const hour = Math.floor(minuteOfDay / 60) % 24;
  const minute = String(minuteOfDay % 60).padStart(2, '0');
  return `${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Open now", "Opens at 9:00 AM", "Closed today", "24-hour hotline"; null when the hours are unknown. */
export function openingLabel(listing: { openingToday: OpeningToday | null; opensMinute: number | null }): string | null {
  switch (listing.openingToday) {
    case 'hotline':
      return '24-hour hotline';
    case 'open':
      return 'Open now';
    case 'opens':
      return listing.opensMinute === null ? null : `Opens at ${clockTime(listing.opensMinute)}`;
    case 'closed':
      return 'Closed today';
    default:
      return null;
  }
}
