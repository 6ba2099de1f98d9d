// The instant matching reads opening hours and capacity at (docs/decisions/031, 032), and the admin
// overview's Health panel reads the job queue at: the real clock, except in a test server
// started with FIXED_NOW (refused in production, server/config.ts), so that an end-to-end test
// can see a listing in Maine open and one in Hawaii not yet open at one chosen instant, whatever
// the hour the test runs at. Kept on globalThis, as the production build bundles its own copy of
// this module: an integration test that fixes the clock fixes it for the build's pages too.

const KEY = Symbol.for('wildline.fixedClock');
const holder = globalThis as { [KEY]?: Date };

/** Called once at start-up with the configured instant, or undefined for the real clock. */
export function fixClock(at: Date | undefined): void {
  holder[KEY] = at;
}

export function now(): Date {
  const fixedAt = holder[KEY];
  return fixedAt ? new Date(fixedAt) : new Date();
}
