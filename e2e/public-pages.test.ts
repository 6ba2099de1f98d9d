import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, gotoHydrated, useBrowser } from './browser.ts';
import { fillLocation } from './wizard.ts';

// Every public page renders its key content on the server (JavaScript off) and in the
// browser (JavaScript on), with no accessibility violations.

const pages: { path: string; heading: string; content: (string | RegExp)[] }[] = [
  {
    path: '/',
    heading: 'Found a wild animal that needs help?',
    content: [
      'How it works',
      'Find Help',
      'Connect',
      'Get Help',
      'Oil-covered waterfowl',
      'Animals in the attic or walls',
      'Claim or create a listing',
      'Sample stories',
      'An animal needs help right now?',
    ],
  },
  {
    path: '/standards',
    heading: 'Wildlife Control Standards',
    content: ['Basic listing', 'National control-operators association standard', 'Humane-practice certification', /documentation/i],
  },
  { path: '/about', heading: 'About Wildline', content: [/rehabilitators/i, /not .*emergency service/i] },
  { path: '/mission-vision', heading: 'Mission & Vision', content: ['Our mission', 'Our vision'] },
  { path: '/volunteer', heading: 'Volunteer with Wildline', content: [/transport/i, /application/i] },
  { path: '/help-guide', heading: 'How to Use Wildline', content: [/fledgling/i, /do not .*(feed|food)/i] },
  { path: '/privacy', heading: 'Privacy Policy', content: ['Last updated November 2026', /children under 13/i, 'Cookies'] },
  { path: '/terms', heading: 'Terms of Service', content: ['Last updated November 2026', /United States/, /30 days/] },
];

describeE2E('public pages', () => {
  const browser = useBrowser();

  for (const javaScriptEnabled of [false, true]) {
    for (const page of pages) {
      it(`${page.path} shows its content with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
        const tab = await browser.newPage({ javaScriptEnabled });
        const response = await tab.goto(page.path);
        expect(response?.status()).toBe(200);
        await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe(page.heading);
        const text = await tab.locator('main').innerText();
        for (const expected of page.content) expect(text).toMatch(expected);
        // header and footer on every page
        await expect.poll(() => tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Help Now' }).count()).toBe(1);
        const footer = await tab.locator('footer').innerText();
        expect(footer).toContain('since 2025');
        expect(footer).toMatch(/for providers only/i);
        expect(await tab.title()).toMatch(/\| Wildline$/);
        await expectNoAxeViolations(tab);
      });
    }
  }

  it('an unknown page is a real 404 with a way home', async () => {
    const tab = await browser.newPage({ javaScriptEnabled: false });
    const response = await tab.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    await expectNoAxeViolations(tab);
    await tab.getByRole('link', { name: 'Go to the home page' }).click();
    await tab.waitForURL(`${browser.baseUrl}/`);
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe('Found a wild animal that needs help?');
  });

  it('hashed assets are cached for a year, and pages are compressed', async () => {
    const home = await fetch(`${browser.baseUrl}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    // The home page loads no script: the wizard's do.
    const html = await (await fetch(`${browser.baseUrl}/find-help`)).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${browser.baseUrl}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describeE2E('the content security policy', () => {
  const browser = useBrowser();

  /** Opens a page that records every CSP violation the browser reports on it. */
  async function watchedPage() {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    return page;
  }
  const violationsOn = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  it('is never violated by our own pages, even where the browser builds form schemas', async () => {
    const page = await watchedPage();
    await page.goto('/'); // no JavaScript at all
    expect(await violationsOn(page), '/').toEqual([]);
    for (const path of ['/resources', '/login', '/register', '/find-help?type=emergency&step=2']) {
      await gotoHydrated(page, path);
      expect(await violationsOn(page), path).toEqual([]);
    }
    await fillLocation(page); // the details step, where the browser once built the wizard's schemas
    await page.getByLabel('Animal type').waitFor();
    expect(await violationsOn(page)).toEqual([]);
  });

  it('holds on pages served from the page cache, whose inline scripts are allowed by their hashes', async () => {
    const page = await watchedPage();
    for (const path of ['/login', '/register']) {
      await fetch(`${browser.baseUrl}${path}`); // kept now, if it was not already
      const served = page.waitForResponse((response) => new URL(response.url()).pathname === path);
      await gotoHydrated(page, path);
      expect((await served).headers()['x-page-cache'], path).toBe('hit');
      expect(await violationsOn(page), path).toEqual([]);
    }
  });

  it('reports a violation when a page runs an inline script (so the check above can fail)', async () => {
    const page = await watchedPage();
    await gotoHydrated(page, '/resources');
    await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.injected = true';
      document.body.append(injected);
    });
    await expect.poll(() => violationsOn(page)).toEqual([expect.stringMatching(/^script-src/)]);
  });
});

describeE2E('the accessibility check itself', () => {
  const browser = useBrowser();
  for (const javaScriptEnabled of [true, false]) {
    it(`catches a violation with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const page = await browser.newPage({ javaScriptEnabled });
      // With JavaScript, a hydrated page that React does not render again by itself; /about loads none.
      if (javaScriptEnabled) await gotoHydrated(page, '/login');
      else await page.goto('/about');
      // An image without alternative text is an axe violation ('image-alt').
      await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.svg">'));
      await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
    });
  }
});
