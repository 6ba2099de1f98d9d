import type { Page } from 'playwright-core';

// Apart from browser.ts, which needs Vitest, so that the benchmarks can use it too.

/**
 * Waits until the page just loaded is ready for taps: React has hydrated it, or (the wizard) its
 * own script has run (docs/decisions/038). Content pages have neither: they send no JavaScript.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return (!!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'))) || 'enhanced' in document.documentElement.dataset;
  });
}
