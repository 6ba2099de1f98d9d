import { message } from './i18n.ts';
/** Seed content, never a real organization (issues 2 and 14): the badge's words, on every page and in every e-mail. */
export const SAMPLE_LISTING_LABEL = message('Sample listing');

// ---- Claiming or creating a listing (SPEC §2 /claim-listing, §3 providers, §9 defaults) ----

export const DEFAULT_AVAILABILITY_HOURS = '9:00 AM - 5:00 PM';
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The weekdays as a page names them; the English day stays the value kept. */
export const WEEKDAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  Monday: message('Monday'),
  Tuesday: message('Tuesday'),
  Wednesday: message('Wednesday'),
  Thursday: message('Thursday'),
  Friday: message('Friday'),
  Saturday: message('Saturday'),
  Sunday: message('Sunday'),
};

// ---- A provider editing its own listing (issue 6) ----
