import { message } from './i18n.ts';
/** Seed content, never a real organization (issues 2 and 14): the badge's words, on every page and in every e-mail. */
export const SAMPLE_LISTING_LABEL = message('Sample listing');

// ---- Claiming or creating a listing (SPEC §2 /claim-listing, §3 providers, §9 defaults) ----

export const DEFAULT_AVAILABILITY_HOURS = '9:00 AM - 5:00 PM';
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

// ---- A provider editing its own listing (issue 6) ----
