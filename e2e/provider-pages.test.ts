import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';

// Provider Resources and the FAQ (for anyone signed in): a visitor is sent
// to sign in and brought back; any signed-in account reads them, with JavaScript on and off.
// The server limits sign-ins, so this file signs in twice in all, once per browser context.

const DEV_PASSWORD = 'wildline-dev';

const pages: { path: string; heading: string; title: string; content: (string | RegExp)[]; links: string[] }[] = [
  {
    path: '/provider-resources',
    heading: 'Provider Resources',
    title: 'Provider Resources | Wildline',
    content: [
      'How requests reach you',
      /within 60 miles/,
      'What you see before you accept',
      /do not see the person.s name, street address, phone number or e-mail/,
      'Only one provider can accept a request.',
      /decline/i,
      'Basic listing',
      'National control-operators association standard',
      'Humane-practice certification',
      /verify it again/,
      /pending verification/,
      /only a pledge/,
      /no commission/i,
      /one-way doors/,
      /state wildlife agency/,
      /migratory bird rehabilitation permit/,
      /pre-exposure rabies vaccination/,
    ],
    links: ['/standards', '/claim-listing', '/provider-dashboard', '/faq'],
  },
  {
    path: '/faq',
    heading: 'Frequently Asked Questions',
    title: 'Frequently Asked Questions | Wildline',
    content: [
      'How do requests reach me?',
      'What can I see before I accept a request?',
      'Can two providers accept the same request?',
      'Why does my listing say it is pending verification?',
      'Does Wildline take a commission?',
      'May I relocate an animal I have trapped?',
      /only a pledge/,
      /no obligation to accept/,
    ],
    links: ['/standards', '/claim-listing', '/provider-dashboard', '/help-guide'],
  },
];

const loginUrl = (baseUrl: string, path: string) => `${baseUrl}/login?returnUrl=${encodeURIComponent(path)}`;

async function expectPage(tab: Page, page: (typeof pages)[number]) {
  await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe(page.heading);
  expect(await tab.title()).toBe(page.title);
  const text = await tab.locator('main').innerText();
  for (const expected of page.content) expect(text).toMatch(expected);
  for (const href of page.links) await expect.poll(() => tab.locator(`main a[href="${href}"]`).count()).toBeGreaterThan(0);
  await expectNoAxeViolations(tab);
}

/** Fills in the login page that is open and waits until it has brought the visitor to `path`. */
async function signIn(tab: Page, baseUrl: string, email: string, path: string) {
  await tab.getByLabel('Email').fill(email);
  await tab.getByLabel('Password').fill(DEV_PASSWORD);
  await Promise.all([tab.waitForURL(`${baseUrl}${path}`), tab.getByRole('button', { name: 'Sign In' }).click()]);
}

describeE2E('provider resources and FAQ', () => {
  const browser = useBrowser();

  it('a visitor who is not signed in is sent to sign in', async () => {
    const tab = await browser.newPage({ javaScriptEnabled: false });
    for (const page of pages) {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      expect(tab.url()).toBe(loginUrl(browser.baseUrl, page.path));
      await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe('Login to Your Account');
      await expect.poll(() => tab.locator('main').innerText()).not.toContain(page.heading);
    }
  });

  it('a signed-in member reads both pages with JavaScript on', async () => {
    const tab = await browser.newPage();
    await tab.goto('/provider-resources');
    await tab.waitForURL(loginUrl(browser.baseUrl, '/provider-resources'));
    await signIn(tab, browser.baseUrl, 'user@wildline.test', '/provider-resources');
    await tab.getByRole('heading', { level: 1, name: 'Provider Resources' }).waitFor();

    for (const page of pages) {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expectPage(tab, page);
    }

    // From one page to the other inside the app, once it has loaded.
    await tab.goto('/provider-resources', { waitUntil: 'networkidle' });
    await Promise.all([tab.waitForURL(`${browser.baseUrl}/faq`), tab.getByRole('main').getByRole('link', { name: 'Frequently asked questions' }).click()]);
    await tab.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await expect.poll(() => tab.title()).toBe('Frequently Asked Questions | Wildline');
  });

  it('a provider finds both pages from the dashboard and reads them with JavaScript off', async () => {
    const tab = await browser.newPage({ javaScriptEnabled: false });
    await tab.goto('/faq');
    expect(tab.url()).toBe(loginUrl(browser.baseUrl, '/faq'));
    await signIn(tab, browser.baseUrl, 'provider@wildline.test', '/faq');

    for (const page of pages) {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expectPage(tab, page);
    }

    await tab.goto('/dashboard');
    const dashboard = tab.getByRole('navigation', { name: 'Dashboard', exact: true });
    await expect.poll(() => dashboard.getByRole('link', { name: 'Provider FAQ' }).getAttribute('href')).toBe('/faq');
    await Promise.all([tab.waitForURL(`${browser.baseUrl}/provider-resources`), dashboard.getByRole('link', { name: 'Provider resources' }).click()]);
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe('Provider Resources');
  });
});
