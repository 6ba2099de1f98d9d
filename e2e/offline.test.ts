import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { register } from './people.ts';

// Issue 19: the guide with no signal. The service worker keeps the guide's list, /help-guide, the
// offline page and every guide page opened; offline, they still open, and any other page is the
// offline page listing what is kept. Nothing changes without JavaScript, and nothing private is kept.

const ENTRIES = [
  { path: '/resources/bat-contact-with-person', heading: /bat/i },
  { path: '/resources/deer-tangled-in-net', heading: /deer/i },
];

/** Opens the home page and waits until the service worker controls it (polled: no event to miss). */
async function withServiceWorker(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The paths kept in the service worker's cache. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('wildline-offline');
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  });

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

describeE2E('the guide offline (issue 19)', () => {
  const browser = useBrowser();

  it('opens the guide pages visited, the guide and /help-guide with no connection, and the offline page elsewhere', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await withServiceWorker(page);
    for (const entry of ENTRIES) {
      await page.goto(entry.path);
      await expect.poll(() => heading(page)).toMatch(entry.heading);
    }
    // Kept once its answer is read: wait for both pages to be in the cache.
    await expect.poll(() => keptPaths(page)).toEqual(expect.arrayContaining(['/offline', '/help-guide', '/resources', ...ENTRIES.map((e) => e.path)]));

    await page.context().setOffline(true);
    for (const entry of ENTRIES) {
      await page.goto(entry.path);
      await expect.poll(() => heading(page)).toMatch(entry.heading);
    }
    await page.goto('/help-guide');
    await expect.poll(() => heading(page)).toBe('How to Use Wildline');
    await page.goto('/resources');
    await expect.poll(() => page.getByRole('link', { name: /deer/i }).count()).toBeGreaterThan(0);

    // The wizard needs a connection: the offline page says so, with first aid and the kept pages.
    await page.goto('/find-help?type=emergency');
    await expect.poll(() => heading(page)).toBe('You are offline');
    const kept = page.getByRole('list', { name: 'Guide pages kept on this device' });
    await expect.poll(() => kept.getByRole('link').count()).toBe(2);
    await expect.poll(() => page.locator('main').innerText()).toContain('Do not give it food or water');
    await expectNoAxeViolations(page);
    await kept.getByRole('link', { name: /deer/i }).click();
    await expect.poll(() => heading(page)).toMatch(/deer/i);

    // A guide page never opened is not there: the offline page instead.
    await page.goto('/resources/fawn-in-pool');
    await expect.poll(() => heading(page)).toBe('You are offline');

    await page.context().setOffline(false);
    await page.goto('/resources/fawn-in-pool');
    await expect.poll(() => heading(page)).not.toBe('You are offline');
  });

  it('keeps nothing of a signed-in person’s pages', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await register(page, `offline-${randomUUID()}@example.org`); // an account of its own: other files sign the sample ones in and out
    await withServiceWorker(page);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'My help requests' }).waitFor(); // online, the worker passes it through
    await page.goto(ENTRIES[0]!.path);
    await expect.poll(() => heading(page)).toMatch(ENTRIES[0]!.heading);
    await page.context().setOffline(true);
    await page.goto('/dashboard');
    await expect.poll(() => heading(page)).toBe('You are offline');
    const kept = await keptPaths(page);
    expect(kept).not.toContain('/dashboard');
    expect(kept).not.toContain(ENTRIES[0]!.path); // a signed-in answer is private, even of a guide page
    expect(kept).not.toContain('/');
  });

  it('registers nothing without JavaScript', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false, serviceWorkers: 'allow' });
    await page.goto('/');
    await page.goto(ENTRIES[0]!.path);
    expect(page.context().serviceWorkers()).toEqual([]);
    await page.context().setOffline(true);
    await expect(page.goto(ENTRIES[1]!.path)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await page.context().setOffline(false);
    await page.goto(ENTRIES[1]!.path);
    await expect.poll(() => heading(page)).toMatch(ENTRIES[1]!.heading);
  });
});
