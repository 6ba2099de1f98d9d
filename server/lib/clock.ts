// The instant matching reads opening hours and capacity at (issues 19 and 20): the real clock,
// except in a test server started with FIXED_NOW (refused in production, server/config.ts), so
// that an end-to-end test can see a listing in Maine open and one in Hawaii not yet open at one
// chosen instant, whatever the hour the test runs at.

let fixedAt: Date | undefined;

/** Called once at start-up with the configured instant, or undefined for the real clock. */
export function fixClock(at: Date | undefined): void {
  fixedAt = at;
}

export function now(): Date {
  return fixedAt ? new Date(fixedAt) : new Date();
}
