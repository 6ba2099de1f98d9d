import { timeZoneOf } from './us-states.ts';

// DESIGN.md "Data": a time is stored in UTC and shown in the request's (or listing's) state time
// zone, always with the zone's abbreviation. One helper for every card, dashboard, page and
// e-mail, so two requests from different states never read as out of order.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' });
    formats.set(timeZone, format);
  }
  return format;
}

/** 'Nov 24, 2026, 9:15 PM MST': in the state's own time when it is known, else Eastern; labelled either way. */
export const formatRequestTime = (value: string | Date, state?: string | null): string => formatIn(timeZoneOf(state)).format(new Date(value));
