import { message } from './i18n.ts';

// What a requester may change on their own help request from the dashboard, read the
// same way from the page's forms and from any API: cancel with a reason, correct the situation,
// rate the provider who accepted (administrators watch the ratings as part of a listing's verification).

/** The dashboard's forms, told apart by their `intent` field. */
export const OWN_REQUEST_INTENTS = ['update-situation', 'cancel', 'resolve', 'rate'] as const;
export type OwnRequestIntent = (typeof OWN_REQUEST_INTENTS)[number];

/**
 * A request has ended once it is resolved or cancelled: only then is the provider who accepted
 * it rated (docs/decisions/017), on the dashboard and by the service alike.
 */
export const requestHasEnded = (status: string) => status === 'resolved' || status === 'cancelled';

export const RATINGS = [1, 2, 3, 4, 5] as const;
export const RATING_LABELS: Record<(typeof RATINGS)[number], string> = {
  1: message('Poor'),
  2: message('Fair'),
  3: message('Good'),
  4: message('Very good'),
  5: message('Excellent'),
};
