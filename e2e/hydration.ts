import type { Page } from 'playwright-core';

// Apart from browser.ts, which needs Vitest, so that the benchmarks can use it too.

/** Waits until React has hydrated the page just loaded (content pages never are: issue 16). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}
