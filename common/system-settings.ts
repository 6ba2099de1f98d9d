// The system settings administrators change (SPEC §3 system_settings, §9; issue 7): the wizard's
// donation suggestions and the matching radius. One schema for the page, the service and any API.

export const DONATION_AMOUNTS_MAX = 8;
export const DONATION_AMOUNT_LIMIT = 10_000;
export const MATCHING_RADIUS_MIN = 5;
export const MATCHING_RADIUS_MAX = 250;
