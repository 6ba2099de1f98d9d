import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, gotoHydrated, useBrowser, waitForHydration } from './browser.ts';
import { register } from './people.ts';

// The guide with no signal. The service worker keeps the guide's list, /help-guide, the
// offline page and every guide page opened; offline, they still open, and any other page is the
// offline page listing what is kept. Nothing changes without JavaScript, and nothing private is kept.
// On the guide's list a person types a search (its script fetches the list's page for it, which
// the worker keeps, docs/decisions/043) and opens an entry by its card, a page load with the
// search in the address: the tests go that way, as people do.

/** Two entries, each found with a search on the list, and the address its card leads to. */
const ENTRIES = [
  { path: '/resources/bat-contact-with-person', search: 'bat bit', heading: /bat/i },
  { path: '/resources/deer-tangled-in-net', search: 'deer soccer net', heading: /deer/i },
].map((entry) => ({ ...entry, ...fromSearch('/resources', entry) }));

/** The list's address for the entry's search, and the entry's address its card there leads to (the search carried along). */
function fromSearch(list: string, entry: { path: string; search: string }) {
  const query = `?${new URLSearchParams({ q: entry.search })}`;
  return { list: list + query, card: entry.path + query };
}

/** Opens the home page and waits until the service worker controls it (polled: no event to miss). */
async function withServiceWorker(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The addresses (path and query) kept in the service worker's cache. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('wildline-offline');
    return (await cache.keys()).map((request) => new URL(request.url).pathname + new URL(request.url).search);
  });

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const addressOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
const searchBox = (page: Page) => page.getByRole('search', { name: /./ }).getByRole('searchbox');
const pageNumber = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Pages of wildlife issues' })
    .getByText(/^Page \d+ of \d+$/)
    .textContent();

/**
 * On the list (hydrated), as a person does: types the entry's search, clicks its card, reads it,
 * goes back. The card loads the entry as a page (app/lib/page-scripts.ts), which the worker keeps.
 */
async function openFromTheList(page: Page, entry: { heading: RegExp; search: string; list: string; card: string }) {
  await searchBox(page).fill(entry.search);
  await expect.poll(() => addressOf(page)).toBe(entry.list);
  await page.locator(`main a[href="${entry.card}"]`).click();
  await expect.poll(() => heading(page)).toMatch(entry.heading);
  expect(addressOf(page)).toBe(entry.card);
  await page.goBack();
  await expect.poll(() => addressOf(page)).toBe(entry.list);
  await waitForHydration(page);
}

describeE2E('the guide offline', () => {
  const browser = useBrowser();

  it('opens the guide pages opened from the list, the list pages visited, the guide and /help-guide with no connection, and the offline page elsewhere', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await withServiceWorker(page);
    await gotoHydrated(page, '/resources');
    // The next page of the list, then each entry from a search, all by clicks in the app.
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect.poll(() => pageNumber(page)).toMatch(/^Page 2 of /);
    const pageTwo = await page.locator('main li a').first().getAttribute('href');
    for (const entry of ENTRIES) await openFromTheList(page, entry);
    // Kept once the data has come: wait for the entries (under their paths) and the list addresses visited.
    const visitedLists = ['/resources?page=2', ...ENTRIES.map((e) => e.list)];
    await expect
      .poll(() => keptPaths(page))
      .toEqual(expect.arrayContaining(['/offline', '/help-guide', '/resources', ...visitedLists, ...ENTRIES.map((e) => e.path)]));

    await page.context().setOffline(true);
    for (const entry of ENTRIES) {
      // By its bare address, and by the address the card led to.
      for (const address of [entry.path, entry.card]) {
        await page.goto(address);
        await expect.poll(() => heading(page)).toMatch(entry.heading);
      }
    }
    await page.goto('/help-guide');
    await expect.poll(() => heading(page)).toBe('How to Use Wildline');
    // The bare list opens as the person left it, their last search (remembered on the device),
    // from the kept copies; emptying the search box then shows the kept first page.
    await page.goto('/resources');
    await expect.poll(() => addressOf(page)).toBe(ENTRIES[1]!.list);
    await expect.poll(() => page.locator(`main a[href^="${ENTRIES[1]!.path}"]`).count()).toBe(1);
    await searchBox(page).fill('');
    await expect.poll(() => pageNumber(page)).toMatch(/^Page 1 of /);
    expect(addressOf(page)).toBe('/resources');
    // Each list address visited is itself, never page 1's copy.
    await page.goto('/resources?page=2');
    await expect.poll(() => pageNumber(page)).toMatch(/^Page 2 of /);
    await expect.poll(() => page.locator('main li a').first().getAttribute('href')).toBe(pageTwo);
    await page.goto(ENTRIES[1]!.list);
    await expect.poll(() => page.locator(`main a[href^="${ENTRIES[1]!.path}"]`).count()).toBe(1);
    // On the kept list, a tap on a kept entry's card opens it, as it did online.
    await page.locator(`main a[href^="${ENTRIES[1]!.path}"]`).click();
    await expect.poll(() => heading(page)).toMatch(ENTRIES[1]!.heading);
    // A list address never visited is the offline page, not another page of the list.
    for (const never of ['/resources?page=3', '/resources?q=skunk']) {
      await page.goto(never);
      await expect.poll(() => heading(page)).toBe('You are offline');
    }

    // The wizard needs a connection: the offline page says so, with first aid and the kept pages.
    await page.goto('/find-help?type=emergency');
    await expect.poll(() => heading(page)).toBe('You are offline');
    // The list the paragraph "And so do the guide pages you opened before:" introduces (service-worker/sw.ts fills it).
    const kept = page.locator('main p:text-is("And so do the guide pages you opened before:") + ul#saved-guide-pages');
    await expect.poll(() => kept.getByRole('link').count()).toBe(2);
    await expect.poll(() => page.locator('main').innerText()).toContain('Do not give it food or water');
    await expectNoAxeViolations(page);
    await kept.getByRole('link', { name: /deer/i }).click();
    await expect.poll(() => heading(page)).toMatch(/deer/i);

    // Under /es, the offline page in Spanish.
    await page.goto('/es/find-help');
    await expect.poll(() => heading(page)).toBe('No tiene conexión');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    // A guide page never opened is not there: the offline page instead.
    await page.goto('/resources/fawn-in-pool');
    await expect.poll(() => heading(page)).toBe('You are offline');

    await page.context().setOffline(false);
    await page.goto('/resources/fawn-in-pool');
    await expect.poll(() => heading(page)).not.toBe('You are offline');
    // Two searches, a page of the list and two entries by clicks, axe, a dozen pages offline: past a minute on a busy machine (seen at a load of 14 on two cores).
  }, 120_000);

  it('keeps a Spanish guide page opened from the Spanish list', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await withServiceWorker(page);
    await gotoHydrated(page, '/es/resources');
    const entry = { path: '/es/resources/deer-tangled-in-net', search: 'venado red', heading: /venado/i };
    await openFromTheList(page, { ...entry, ...fromSearch('/es/resources', entry) });
    await expect.poll(() => keptPaths(page)).toContain(entry.path);
    await page.context().setOffline(true);
    await page.goto(entry.path);
    await expect.poll(() => heading(page)).toMatch(entry.heading);
  });

  it('keeps nothing of a signed-in person’s pages', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await register(page, `offline-${randomUUID()}@example.org`); // an account of its own: other files sign the sample ones in and out
    await withServiceWorker(page);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'My help requests' }).waitFor(); // online, the worker passes it through
    await page.goto(ENTRIES[0]!.path);
    await expect.poll(() => heading(page)).toMatch(ENTRIES[0]!.heading);
    // Opened from the list too: a page load with the person's cookies, and its answer is private.
    await gotoHydrated(page, '/resources');
    await openFromTheList(page, ENTRIES[1]!);
    await page.waitForTimeout(1500); // the worker keeps a page a moment after it came: give it that moment
    await page.context().setOffline(true);
    await page.goto('/dashboard');
    await expect.poll(() => heading(page)).toBe('You are offline');
    const kept = await keptPaths(page);
    expect(kept).not.toContain('/dashboard');
    // A signed-in answer is private, even of a guide page, however it was opened.
    for (const guidePage of [ENTRIES[0]!.path, ENTRIES[1]!.path, ENTRIES[1]!.list]) expect(kept).not.toContain(guidePage);
    expect(kept).not.toContain('/');
  });

  it('keeps a guide page opened as the very first page of a visit', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await page.goto(ENTRIES[0]!.path);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => keptPaths(page)).toContain(ENTRIES[0]!.path);
    await page.context().setOffline(true);
    await page.reload();
    await expect.poll(() => heading(page)).toMatch(ENTRIES[0]!.heading);
  });

  it('lists on the offline page the numbers to call the person was last shown, and nothing else of what they typed', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    await withServiceWorker(page);
    // Utqiagvik, AK: nobody within reach, so the details step gives the state's numbers.
    await page.goto('/find-help?type=emergency&step=2');
    await page.getByLabel('ZIP code').fill('99723');
    await page.getByLabel('City').fill('Utqiagvik');
    await page.getByLabel('State').selectOption('AK');
    await page.getByLabel('Street address').fill('4471 Larkspur Lane');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Wildlife Emergency Details' }).waitFor();
    const shown = await page.locator('main a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(shown.length).toBeGreaterThan(0);
    await expect.poll(() => keptPaths(page)).toContain('/offline-numbers.json');
    const kept = await page.evaluate(async () => (await (await caches.open('wildline-offline')).match('/offline-numbers.json'))!.text());
    expect(kept).not.toContain('Larkspur');

    await page.context().setOffline(true);
    await page.goto('/find-help?type=emergency&step=3');
    await expect.poll(() => heading(page)).toBe('You are offline');
    const numbers = page.getByRole('region', { name: 'Numbers you were given' });
    await expect.poll(() => numbers.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(shown);
    await numbers.getByText('Alaska Department of Fish and Game, Palmer (Mat-Su) office').waitFor();
    await expect.poll(() => page.locator('main').innerText()).not.toContain('Larkspur');
    await expectNoAxeViolations(page);
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
