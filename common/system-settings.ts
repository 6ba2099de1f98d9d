// The system settings administrators change (the system_settings table): the wizard's
// donation suggestions and the matching radius. One schema for the page, the service and any API.

export const DONATION_AMOUNTS_MAX = 8;
export const DONATION_AMOUNT_LIMIT = 10_000;
export const MATCHING_RADIUS_MIN = 5;
export const MATCHING_RADIUS_MAX = 250;

/**
 * Who is told of a request, and when the circle widens (docs/decisions/048): how many listings
 * without an account are e-mailed in each round, and how long a request waits for someone to
 * accept before the next round, by kind of request.
 */
export interface OutreachSettings {
  listingsPerRound: number;
  emergencyMinutes: number;
  conflictMinutes: number;
}
export const OUTREACH_DEFAULTS: OutreachSettings = { listingsPerRound: 3, emergencyMinutes: 20, conflictMinutes: 24 * 60 };
export const OUTREACH_LIMITS = { listingsPerRound: [1, 10], emergencyMinutes: [5, 24 * 60], conflictMinutes: [30, 7 * 24 * 60] } as const;
