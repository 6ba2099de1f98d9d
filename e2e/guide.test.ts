import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, gotoHydrated, useBrowser } from './browser.ts';
import { ISSUES_PER_PAGE } from '../common/guide.ts';

// The wildlife-issues guide, its list and its entries: search and filters in the
// query string, with JavaScript off (form + Search button) and on (as you type, history
// replaced, last search remembered), the detail page, its 404, and what search engines see.

const STORAGE_KEY = 'wildlife-issues-search';
const BACK = '← Back to wildlife issues';

const searchForm = (page: Page) => page.getByRole('search', { name: 'Wildlife issues' });
const searchBox = (page: Page) => searchForm(page).getByLabel('Search', { exact: true });
const select = (page: Page, label: 'Category' | 'Animal' | 'Type') => searchForm(page).getByLabel(label, { exact: true });

/** The visible text of the option a select has chosen. */
const selectedLabel = (locator: Locator) => locator.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');

/** The result cards (links) of the issues list. */
const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

async function cardTitles(page: Page): Promise<string[]> {
  return (await page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim());
}

/** The count line above the list: "92 issues", of every page of the search together. */
const resultCount = async (page: Page) =>
  Number(
    (
      await page
        .getByRole('main')
        .getByText(/^\d+ issues?$/)
        .textContent()
    )?.split(' ')[0],
  );
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pages of wildlife issues' });

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/**
 * Waits for the address to be exactly `path` (pathname + search). Polled, so it works the same
 * for full page loads (JavaScript off) and the router's history.replaceState (JavaScript on).
 */
async function waitForPath(page: Page, path: string) {
  await expect.poll(() => pathOf(page), { timeout: 30_000, interval: 50 }).toBe(path);
}

interface Fields {
  q: string;
  category: string;
  animal: string;
  type: string;
}

/**
 * What the search form shows (the visible labels of the selects). Polled: with JavaScript the
 * form re-renders a moment after the address changes.
 */
async function expectFields(page: Page, expected: Partial<Fields>) {
  const shown = async (): Promise<Fields> => ({
    q: await searchBox(page).inputValue(),
    category: await selectedLabel(select(page, 'Category')),
    animal: await selectedLabel(select(page, 'Animal')),
    type: await selectedLabel(select(page, 'Type')),
  });
  await expect
    .poll(shown, { timeout: 10_000, interval: 50 })
    .toEqual({ q: '', category: 'All Categories', animal: 'All Animals', type: 'All Types', ...expected });
}

async function expectDetailPage(page: Page, title: string) {
  // with JavaScript the address changes a moment before the new page renders
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  const headings = (await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim());
  for (const section of ['Immediate Actions', 'Long-term Solutions', 'Prevention Tips', 'Related Issues']) expect(headings).toContain(section);
  const emergency = page.getByRole('complementary', { name: 'Emergency help' });
  await expect.poll(() => emergency.getByRole('link', { name: 'Get emergency help' }).getAttribute('href')).toBe('/find-help?type=emergency');
  // type and severity badges above the title
  const badges = await page.getByRole('main').locator('article').innerText();
  expect(badges).toMatch(/Conflict|Emergency/);
  expect(badges).toMatch(/Critical|High|Medium|Low/);
}

describeE2E('wildlife issues guide', () => {
  const browser = useBrowser();

  it('with JavaScript off the Search button searches, and the detail page leads back to the same search', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/resources');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Common Wildlife Issues');
    await expect(selectedLabel(select(page, 'Category'))).resolves.toBe('All Categories');
    await expect(selectedLabel(select(page, 'Animal'))).resolves.toBe('All Animals');
    await expect.poll(() => select(page, 'Type').locator('option').allTextContents()).toEqual(['All Types', 'Emergencies', 'Conflicts']);

    await searchBox(page).fill('racoon'); // sic: the search forgives the typo
    await select(page, 'Type').selectOption({ label: 'Conflicts' });
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    // the browser submits every field; the server redirects to the canonical address
    await waitForPath(page, '/resources?q=racoon&type=conflict');

    await expect.poll(() => page.getByRole('main').innerText()).not.toMatch(/Failed to load wildlife issues|No Issues Found/);
    const titles = await cardTitles(page);
    expect(titles.slice(0, 3)).toContain('Raccoon in the attic');
    const card = cards(page).filter({ hasText: 'Raccoon in the attic' });
    await expect.poll(() => card.getAttribute('href')).toBe('/resources/raccoon-in-attic?q=racoon&type=conflict');
    const cardText = await card.innerText();
    expect(cardText).toContain('Conflict'); // type badge
    expect(cardText).toContain('Medium'); // severity badge
    await expect.poll(() => card.getByText('Raccoon', { exact: true }).count()).toBe(1); // the animal
    expect(cardText).toContain('Heavy thumping'); // the description
    // only conflicts with Type 'Conflicts'
    await expect.poll(() => cards(page).getByText('Emergency', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await card.click();
    await waitForPath(page, '/resources/raccoon-in-attic?q=racoon&type=conflict');
    await expectDetailPage(page, 'Raccoon in the attic');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: BACK }).first().click();
    await waitForPath(page, '/resources?q=racoon&type=conflict');
    await expectFields(page, { q: 'racoon', type: 'Conflicts' });
    expect(await cardTitles(page)).toContain('Raccoon in the attic');
  });

  it('with JavaScript off the list comes a page at a time: search, filter, page 2, an issue and back, and the page before', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/resources');
    await expect.poll(() => cards(page).count()).toBe(ISSUES_PER_PAGE);
    expect(await pager(page).getByRole('link', { name: '← Previous page' }).count()).toBe(0);

    await searchBox(page).fill('injured');
    await select(page, 'Type').selectOption({ label: 'Emergencies' });
    await searchForm(page).getByRole('button', { name: 'Search', exact: true }).click();
    await waitForPath(page, '/resources?q=injured&type=emergency');
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(ISSUES_PER_PAGE);
    const pages = Math.ceil(total / ISSUES_PER_PAGE);
    await expect.poll(() => pager(page).getByText(`Page 1 of ${pages}`, { exact: true }).count()).toBe(1);
    const first = await cardTitles(page);
    expect(first).toHaveLength(ISSUES_PER_PAGE);

    await pager(page).getByRole('link', { name: 'Next page →' }).click();
    await waitForPath(page, '/resources?q=injured&type=emergency&page=2');
    await expectFields(page, { q: 'injured', type: 'Emergencies' }); // the search stays in the form
    await expect.poll(() => pager(page).getByText(`Page 2 of ${pages}`, { exact: true }).count()).toBe(1);
    expect(await resultCount(page)).toBe(total);
    const second = await cardTitles(page);
    expect(second).toHaveLength(Math.min(ISSUES_PER_PAGE, total - ISSUES_PER_PAGE));
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    await expect.poll(() => cards(page).getByText('Conflict', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // an issue from page 2 carries the search; the browser's back button returns to page 2
    await cards(page).first().click();
    await page.waitForURL((url) => url.pathname !== '/resources');
    expect(new URL(page.url()).search).toBe('?q=injured&type=emergency');
    await page.goBack();
    await waitForPath(page, '/resources?q=injured&type=emergency&page=2');
    expect(await cardTitles(page)).toEqual(second);

    await pager(page).getByRole('link', { name: '← Previous page' }).click();
    await waitForPath(page, '/resources?q=injured&type=emergency');
    expect(await cardTitles(page)).toEqual(first);

    // a page number that makes no sense lands on a page that exists
    const response = await page.goto('/resources?q=injured&type=emergency&page=abc');
    expect(response?.status()).toBe(200);
    await waitForPath(page, '/resources?q=injured&type=emergency');
    await page.goto('/resources?q=injured&type=emergency&page=999');
    await waitForPath(page, `/resources?q=injured&type=emergency&page=${pages}`);
    expect(await pager(page).getByRole('link', { name: 'Next page →' }).count()).toBe(0);
  });

  it('with JavaScript on the pages follow the search as you type, and a new search starts on its first page', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/resources');
    const allCount = await resultCount(page);
    await searchBox(page).click();
    // A word in more entries than a page holds.
    await page.keyboard.type('help', { delay: 40 });
    await waitForPath(page, '/resources?q=help');
    await expect.poll(() => resultCount(page)).not.toBe(allCount);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(ISSUES_PER_PAGE);
    const first = await cardTitles(page);

    await pager(page).getByRole('link', { name: 'Next page →' }).click();
    await waitForPath(page, '/resources?q=help&page=2');
    await expect.poll(async () => (await cardTitles(page)).some((title) => first.includes(title))).toBe(false);
    await expect.poll(() => cards(page).count()).toBe(Math.min(ISSUES_PER_PAGE, total - ISSUES_PER_PAGE));
    await expectFields(page, { q: 'help' });
    await expectNoAxeViolations(page);

    // the browser's back button returns to the first page, and forward to the second
    await page.goBack();
    await waitForPath(page, '/resources?q=help');
    await expect.poll(() => cardTitles(page)).toEqual(first);
    await page.goForward();
    await waitForPath(page, '/resources?q=help&page=2');

    // typing more is a new search, from its first page
    await searchBox(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' attic', { delay: 40 });
    await waitForPath(page, '/resources?q=help+attic');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Raccoon in the attic');
  });

  it('with JavaScript off non-canonical addresses redirect: empty fields and type=all leave the query string', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/resources?q=&category=&animal=&type=all');
    await waitForPath(page, '/resources');
    await page.goto('/resources?q=bat&category=&animal=Bat&type=');
    await waitForPath(page, '/resources?q=bat&animal=Bat');
    await expectFields(page, { q: 'bat', animal: 'Bat' });
  });

  it('with JavaScript on the list follows typing and filters, replacing history, and both ways back keep the search', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/resources');
    const before = await page.evaluate(() => history.length);
    const allCount = await resultCount(page);
    expect(allCount).toBeGreaterThan(10);
    await expect.poll(() => cards(page).count()).toBe(ISSUES_PER_PAGE); // the first page of them

    await searchBox(page).click();
    await page.keyboard.type('racoon', { delay: 40 });
    await waitForPath(page, '/resources?q=racoon'); // no button press: debounced search
    await page.getByRole('main').getByRole('heading', { level: 2, name: 'Raccoon in the attic' }).waitFor();
    await expect.poll(() => resultCount(page)).toBeLessThan(allCount);

    await select(page, 'Type').selectOption({ label: 'Conflicts' });
    await waitForPath(page, '/resources?q=racoon&type=conflict');
    await select(page, 'Animal').selectOption({ label: 'Raccoon' });
    await waitForPath(page, '/resources?q=racoon&animal=Raccoon&type=conflict');
    await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Searching…'));
    expect(await page.evaluate(() => history.length)).toBe(before); // URL replaced, not pushed
    // the list re-renders a moment after the address changes: wait for raccoons only
    const onlyRaccoons = async () => {
      const total = await cards(page).count();
      return total > 0 && total === (await cards(page).getByText('Raccoon', { exact: true }).count());
    };
    await expect.poll(onlyRaccoons).toBe(true);
    const count = await cards(page).count();
    await expect.poll(() => cards(page).getByText('Conflict', { exact: true }).count()).toBe(count);
    expect((await cardTitles(page)).slice(0, 3)).toContain('Raccoon in the attic');
    await expectNoAxeViolations(page);

    const search = '?q=racoon&animal=Raccoon&type=conflict';
    const card = cards(page).filter({ hasText: 'Raccoon in the attic' });
    await expect.poll(() => card.getAttribute('href')).toBe(`/resources/raccoon-in-attic${search}`);
    await card.click();
    await waitForPath(page, `/resources/raccoon-in-attic${search}`);
    await expectDetailPage(page, 'Raccoon in the attic');
    await page.waitForFunction(() => document.title === 'Raccoon in the attic | Wildline');
    await expectNoAxeViolations(page);

    // the back link
    await page.getByRole('link', { name: BACK }).first().click();
    await waitForPath(page, `/resources${search}`);
    await expectFields(page, { q: 'racoon', animal: 'Raccoon', type: 'Conflicts' });
    await page.getByRole('main').getByRole('heading', { level: 2, name: 'Raccoon in the attic' }).waitFor();

    // the browser's back button
    await cards(page).filter({ hasText: 'Raccoon in the attic' }).click();
    await waitForPath(page, `/resources/raccoon-in-attic${search}`);
    await page.getByRole('heading', { level: 1, name: 'Raccoon in the attic' }).waitFor();
    await page.goBack();
    await waitForPath(page, `/resources${search}`);
    await page.getByRole('main').getByRole('heading', { level: 2, name: 'Raccoon in the attic' }).waitFor();
    await expectFields(page, { q: 'racoon', animal: 'Raccoon', type: 'Conflicts' });
  });

  it('with JavaScript on typing can go on after the list has updated', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/resources');
    await searchBox(page).click();
    await page.keyboard.type('bat', { delay: 40 });
    await waitForPath(page, '/resources?q=bat');
    await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('Searching…'));
    // the user paused past the debounce: the box keeps focus and takes the next keys
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('issue-q');
    await page.keyboard.type(' house', { delay: 40 });
    await waitForPath(page, '/resources?q=bat+house');
    await expectFields(page, { q: 'bat house' });
    expect(await cardTitles(page)).toContain('Bat flying inside the house');
  });

  it('with JavaScript on the list is replaced in place: the count is said by the same live region, and the language switch keeps the search', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/resources');
    // A live region put in anew is not announced: the script keeps the one the page came with (docs/decisions/043).
    await page.evaluate(() => Object.assign(window, { countRegion: document.querySelector('main [aria-live]') }));
    const allCount = await resultCount(page);
    await searchBox(page).fill('bat');
    await waitForPath(page, '/resources?q=bat');
    await expect.poll(() => resultCount(page)).toBeLessThan(allCount);
    const sameRegion = () => page.evaluate(() => (window as unknown as { countRegion: Element }).countRegion === document.querySelector('main [aria-live]'));
    expect(await sameRegion()).toBe(true);
    expect(await page.getByRole('link', { name: 'Español' }).first().getAttribute('href')).toBe('/es/resources?q=bat');
  });

  it('with JavaScript on a search that cannot reach the server says so on the guide, keeping the site around it', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/resources');
    // The list's script fetches the page for the new search (docs/decisions/043).
    await page.route(/\/resources\?q=skunk$/, (route) => route.abort('internetdisconnected'));
    await searchBox(page).fill('skunk');
    await page.getByText('Failed to load wildlife issues. Please try again.').waitFor();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Common Wildlife Issues');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // Back online, "Try again" loads the same search.
    await page.unroute(/\/resources\?q=skunk$/);
    await page.getByRole('link', { name: 'Try again' }).click();
    await page.waitForURL(/\/resources\?q=skunk$/);
    await expectFields(page, { q: 'skunk' });
    expect((await cardTitles(page)).length).toBeGreaterThan(0);
  });

  for (const javaScriptEnabled of [false, true]) {
    it(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'} an empty result offers to clear the search`, async () => {
      const page = await browser.newPage({ javaScriptEnabled });
      const response = await page.goto('/resources?q=zzqxv');
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await gotoHydrated(page, '/resources?q=zzqxv');
      await page.getByRole('heading', { level: 2, name: 'No Issues Found' }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Clear search and filters' }).click();
      await waitForPath(page, '/resources');
      // the whole guide again, from its first page
      await expect.poll(() => resultCount(page)).toBeGreaterThan(10);
      await expect.poll(() => cards(page).count()).toBe(ISSUES_PER_PAGE);
      await expect.poll(() => pager(page).getByRole('link', { name: 'Next page →' }).getAttribute('href')).toBe('/resources?page=2');
      await expectFields(page, {});
      await expect.poll(() => page.getByRole('heading', { name: 'No Issues Found' }).count()).toBe(0);
    });
  }

  it('with JavaScript on the last search is stored and restored on a bare /resources', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/resources');
    await searchBox(page).click();
    await page.keyboard.type('bat', { delay: 40 });
    await waitForPath(page, '/resources?q=bat');
    await select(page, 'Type').selectOption({ label: 'Emergencies' });
    await waitForPath(page, '/resources?q=bat&type=emergency');
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.type === 'emergency', STORAGE_KEY);
    const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY);
    expect(stored).toEqual({ query: 'bat', category: '', animalType: '', type: 'emergency' });

    // a fresh load of the bare address
    await page.goto('/resources');
    await waitForPath(page, '/resources?q=bat&type=emergency');
    await expectFields(page, { q: 'bat', type: 'Emergencies' });
    await expect.poll(() => cards(page).getByText('Conflict', { exact: true }).count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);

    // another tab of the same browser, reaching the guide from the main menu
    const other = await page.context().newPage();
    await other.goto('/about'); // a page without JavaScript: the link loads the guide
    await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wildlife Issues' }).click();
    await waitForPath(other, '/resources?q=bat&type=emergency');
    await expectFields(other, { q: 'bat', type: 'Emergencies' });

    // an explicit query string wins over the stored search
    await gotoHydrated(other, '/resources?q=skunk');
    expect(pathOf(other)).toBe('/resources?q=skunk');
    await other.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.query === 'skunk', STORAGE_KEY);
  });

  it('with JavaScript on clearing the search is remembered: a bare /resources stays bare', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/resources?q=zzqxv');
    await page.getByRole('link', { name: 'Clear search and filters' }).click();
    await waitForPath(page, '/resources');
    await expect.poll(() => resultCount(page)).toBeGreaterThan(10);

    // a later visit to the bare address makes no detour through /resources?type=all (which the
    // server would only redirect back to /resources)
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, '/resources');
    await page.waitForLoadState('networkidle'); // time for a restoring navigation, if any
    expect(requests.filter((url) => url.includes('type=all'))).toEqual([]);
    expect(pathOf(page)).toBe('/resources');
  });

  it('an unknown issue is a real 404 with a way back', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/resources/no-such-issue');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Issue Not Found');
    expect(await page.title()).toBe('Issue Not Found | Wildline');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: BACK }).click();
    await waitForPath(page, '/resources');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Common Wildlife Issues');

    // the back link keeps the search the visitor came from
    const withSearch = await page.goto('/resources/no-such-issue?q=bat&type=emergency');
    expect(withSearch?.status()).toBe(404);
    await expect.poll(() => page.getByRole('link', { name: BACK }).getAttribute('href')).toBe('/resources?q=bat&type=emergency');
  });

  it('the detail page has its own title, description and canonical link, and at most three related issues', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/resources/raccoon-in-attic?q=racoon');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe('Raccoon in the attic | Wildline');
    const description = page.locator('head meta[name="description"]');
    await expect.poll(() => description.count()).toBe(1);
    const content = (await description.getAttribute('content')) ?? '';
    expect(content.length).toBeGreaterThan(50);
    expect(content.length).toBeLessThanOrEqual(160);
    expect(content).toMatch(/raccoon/i);
    const canonical = page.locator('head link[rel="canonical"]');
    await expect.poll(() => canonical.count()).toBe(1);
    const href = (await canonical.getAttribute('href')) ?? '';
    expect(href).toMatch(/\/resources\/raccoon-in-attic$/); // without the search
    expect(new URL(href).pathname).toBe('/resources/raccoon-in-attic');

    const related = page
      .getByRole('main')
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Related Issues' }) })
      .getByRole('link');
    const hrefs = await related.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThanOrEqual(3);
    for (const link of hrefs) {
      expect(link).toMatch(/^\/resources\/[a-z0-9-]+/);
      expect(new URL(link, browser.baseUrl).pathname).not.toBe('/resources/raccoon-in-attic');
    }
    expect(new Set(hrefs).size).toBe(hrefs.length);
    await expectNoAxeViolations(page);

    await related.first().click();
    await page.waitForURL((url) => url.pathname !== '/resources/raccoon-in-attic');
    await expectDetailPage(page, (await page.getByRole('heading', { level: 1 }).textContent()) ?? '');
  });

  it('sitemap.xml lists the issues and robots.txt points to it', async () => {
    const sitemap = await fetch(`${browser.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain(`<loc>${browser.baseUrl}/resources/raccoon-in-attic</loc>`);
    expect(xml).toContain(`<loc>${browser.baseUrl}/resources</loc>`);
    expect(xml).not.toMatch(/dashboard|\/account/);

    const robots = await fetch(`${browser.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
    expect(text).toContain(`Sitemap: ${browser.baseUrl}/sitemap.xml`);
  });
});
