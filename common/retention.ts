import { message } from './i18n.ts';

// How long Wildline keeps what: the daily
// maintenance job (server/features/maintenance/) enforces these periods and /privacy states
// them from here, so the two cannot drift apart. docs/decisions/018 says why each is what it is.

export const RETENTION = {
  /** a help-request wizard's unfinished answers (its cookie lasts as long) */
  wizardDraftDays: 7,
  /** background jobs that are done or failed for good */
  finishedJobDays: 30,
  /** copies of e-mail sent (or, without a mail server, logged) */
  sentMailDays: 30,
  /** a closed (resolved or cancelled) request keeps the requester's street, phone and e-mail this long */
  closedRequestContactYears: 1,
  /**
   * attempt counters (sign-in, reset, sign-up limits) untouched this long: every limit's window
   * is at most an hour, so such a row no longer counts anything
   */
  spentRateLimitHours: 24,
} as const;

/** What a provider reads where the requester's contact was (account deleted, or a year after the request closed). */
export const CONTACT_REMOVED = message(
  'The requester’s name, street address, phone and e-mail have been removed: they deleted their account, or the request closed more than a year ago.',
);
