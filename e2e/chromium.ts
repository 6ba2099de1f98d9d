/**
 * The tests' browser: Debian's chromium-headless-shell, Chromium's old headless mode, which
 * Playwright too runs its headless tests in (Playwright's own browser download does not work on
 * our machines). The full browser's new headless mode did the same work at half the speed on
 * two cores (docs/decisions/028). `CHROME_PATH` chooses another.
 */
export function testBrowserPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
}

/** Debian's full Chromium, for Lighthouse and the benchmarks, which measure what a person's browser does. */
export function chromiumPath(): string {
  return process.env.BENCH_CHROME_PATH ?? '/usr/bin/chromium';
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Two cores: every site-isolated frame and each background feature is another process or
  // more work per page, and the tests open hundreds of pages from one origin.
  '--disable-site-isolation-trials',
  '--disable-features=IsolateOrigins,site-per-process,Translate,OptimizationHints,MediaRouter,BackForwardCache',
  '--disable-extensions',
  '--mute-audio',
];
