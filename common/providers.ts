import { message } from './i18n.ts';
/** Seed content, never a real organization: the badge's words, on every page and in every e-mail, so nobody takes it for help they can call. */
export const SAMPLE_LISTING_LABEL = message('Sample listing');

// ---- Claiming or creating a listing (/claim-listing) and its defaults ----

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

// ---- A provider editing its own listing ----
