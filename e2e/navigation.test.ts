import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, gotoHydrated, useBrowser } from './browser.ts';

async function focusedText(page: Page) {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
}

async function tabUntil(page: Page, text: string, limit = 20) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedText(page)).startsWith(text)) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

describeE2E('header and navigation', () => {
  const browser = useBrowser();

  for (const javaScriptEnabled of [true, false]) {
    it(`the header works from the keyboard with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const page = await browser.newPage({ javaScriptEnabled });
      // The home page loads no JavaScript; the volunteer form runs the app (the guide's list
      // has only a small script of its own now, docs/decisions/043).
      await page.goto(javaScriptEnabled ? '/volunteer' : '/');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Skip to main content');
      await tabUntil(page, 'Get Help Now');
      await tabUntil(page, 'Wildlife Issues');
      await tabUntil(page, 'Standards');
      await tabUntil(page, 'About');
      await page.keyboard.press('Enter'); // opens the About menu
      await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mission & Vision' }).isVisible()).toBe(true);
      await tabUntil(page, 'About Wildline');
      await tabUntil(page, 'Mission & Vision');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/mission-vision$/);
      await page.getByRole('heading', { level: 1, name: 'Mission & Vision' }).waitFor();
    });
  }

  it('a content page downloads no script, and its menus open and close without one', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/about', { waitUntil: 'networkidle' });
    const main = page.getByRole('navigation', { name: 'Main' });
    const aboutItem = main.getByRole('link', { name: 'Mission & Vision' });
    const providersItem = main.getByRole('link', { name: 'Standards & Verification' });
    const menu = (label: string) => main.locator('summary', { hasText: label });
    await menu('About').click();
    await expect.poll(() => aboutItem.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    // One menu at a time: opening Providers closes About.
    await menu('Providers').click();
    await expect.poll(() => providersItem.isVisible()).toBe(true);
    await expect.poll(() => aboutItem.isVisible()).toBe(false);
    // Its button closes it again.
    await menu('Providers').click();
    await expect.poll(() => providersItem.isVisible()).toBe(false);
    await menu('About').click();
    await aboutItem.click();
    await page.waitForURL(/\/mission-vision$/);
    await page.getByRole('heading', { level: 1, name: 'Mission & Vision' }).waitFor();
    expect(scripts).toEqual([]);
  });

  it('Escape closes an open menu and returns focus to its button, on a page with JavaScript', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/volunteer');
    await tabUntil(page, 'Providers');
    await page.keyboard.press('Enter');
    const item = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Standards & Verification' });
    await expect.poll(() => item.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => item.isVisible()).toBe(false);
    expect(await focusedText(page)).toMatch(/^Providers/);
  });

  it('after a client-side navigation the page is at the top and its heading has focus', async () => {
    const page = await browser.newPage();
    await gotoHydrated(page, '/volunteer');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL(/\/privacy$/);
    // The main area's heading (docs/decisions/015), not the main area as a whole.
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1' && document.getElementById('main')?.contains(document.activeElement));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('on a phone the menu offers the emergency and conflict shortcuts', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/about');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByText('Menu', { exact: true }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => mobile.getByRole('link', { name: 'Wildlife Emergency' }).getAttribute('href')).toBe('/find-help?type=emergency&step=2');
    await expect.poll(() => mobile.getByRole('link', { name: 'Wildlife Conflict' }).getAttribute('href')).toBe('/find-help?type=conflict&step=2');
    await expectNoAxeViolations(page);
  });
});
