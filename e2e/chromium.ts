/** Debian's Chromium (Playwright's own browser download does not work on our machines). */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
