import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, gotoHydrated, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';

// Administrators keep the request network (docs/decisions/048, 058), on a phone, with
// JavaScript on and off: they set how many listings are told each round and how long a request
// waits before more are; a listing's provider stops its request e-mails, an administrator sees
// it on Listing Claims and on the overview's reach figures, and resumes them. Everything is put
// back at the end, since the other end-to-end files share this server.

const PHONE = { width: 390, height: 844 };

/** The 7-day and 30-day figures of one row of the overview's "Every state" table. */
async function everyState(page: Page, figure: string) {
  const row = page.getByRole('table', { name: 'Every state' }).getByRole('row', { name: figure });
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

/** The page is no wider than the phone: nothing scrolls sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function saveOutreach(page: Page, values: [perRound: string, emergency: string, conflict: string]) {
  await page.getByLabel('Listings e-mailed in each round').fill(values[0]);
  await page.getByLabel('Wait before telling more, for an emergency (minutes)').fill(values[1]);
  await page.getByLabel('Wait before telling more, for a conflict (minutes)').fill(values[2]);
  await page.getByRole('button', { name: 'Save who is told' }).click();
}

describeE2E('administrators keep the request network', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`sets who is told, sees a listing's stopped e-mails and resumes them, and reads reach on the overview (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const newPage = () => browser.newPage({ viewport: PHONE, javaScriptEnabled: javaScript });
      const open = (page: Page, path: string) => (javaScript ? gotoHydrated(page, path) : page.goto(path));
      const admin = await newPage();
      await signInAs(admin, 'admin@wildline.test', '/admin-dashboard');

      // Who is told of a request: refused outside its limits, next to each field; then saved.
      await open(admin, '/admin-dashboard/settings');
      await admin.getByRole('heading', { name: 'Who is told of a request' }).waitFor();
      await expect.poll(() => admin.getByLabel('Listings e-mailed in each round').inputValue()).toBe('3');
      await expect.poll(() => admin.getByLabel('Wait before telling more, for an emergency (minutes)').inputValue()).toBe('20');
      await expect.poll(() => admin.getByLabel('Wait before telling more, for a conflict (minutes)').inputValue()).toBe('1440');
      await saveOutreach(admin, ['11', '4', '20000']);
      await admin.getByRole('link', { name: 'Enter a number of listings from 1 to 10' }).waitFor(); // in the error summary
      await expect.poll(() => admin.getByText('Enter minutes from 5 to 1,440').count()).toBe(2); // in the summary and next to the field
      await expect.poll(() => admin.getByText('Enter minutes from 30 to 10,080').count()).toBe(2);
      await expect.poll(() => admin.getByLabel('Listings e-mailed in each round').inputValue()).toBe('11');
      await expectNoAxeViolations(admin);
      await saveOutreach(admin, ['5', '45', '2880']);
      await admin.getByText('Who is told of a request saved.').waitFor();
      await open(admin, '/admin-dashboard/settings');
      await expect.poll(() => admin.getByLabel('Listings e-mailed in each round').inputValue()).toBe('5');
      await expect.poll(() => admin.getByLabel('Wait before telling more, for an emergency (minutes)').inputValue()).toBe('45');
      expect(await pageWidth(admin)).toBeLessThanOrEqual(PHONE.width);
      await saveOutreach(admin, ['3', '20', '1440']);
      await admin.getByText('Who is told of a request saved.').waitFor();

      // The sample provider stops its listing's request e-mails on My Listing.
      const provider = await newPage();
      await signInAs(provider, 'provider@wildline.test', '/provider-dashboard/listing');
      const listingName = (await provider.locator('main p').first().innerText()).split(' · ')[0]!.trim();
      const emails = provider.getByRole('region', { name: 'E-mails about requests to the listing’s address' });
      await expect.poll(() => emails.innerText()).toContain('These e-mails are on.');
      await emails.getByRole('button', { name: 'Stop these e-mails' }).click();
      await provider.getByText('The e-mails are stopped.').waitFor();
      await expect.poll(() => emails.innerText()).toMatch(/Stopped since /);
      await expectNoAxeViolations(provider);

      // The overview counts it; its tables fit the phone.
      await open(admin, '/admin-dashboard');
      await admin.getByRole('heading', { name: 'Do requests reach a person?' }).waitFor();
      await expect.poll(() => everyState(admin, 'Listings that stopped the e-mails')).toEqual(['1', '1']);
      expect(await pageWidth(admin)).toBeLessThanOrEqual(PHONE.width);
      await expectNoAxeViolations(admin);

      // Listing Claims shows it, how and when, and the administrator resumes it.
      await open(admin, '/admin-dashboard/providers');
      // Its card under "Request e-mails stopped" (the listing may also have one under the ratings, from other files' tests).
      const stopped = admin.getByRole('article', { name: listingName }).filter({ hasText: /Stopped .+ by its provider/ });
      await expect.poll(() => stopped.innerText()).toMatch(/Stopped .+ by its provider/);
      await expectNoAxeViolations(admin);
      await stopped.getByRole('button', { name: `Resume e-mails to ${listingName}` }).click();
      await admin.getByText(`E-mails about requests to ${listingName} are on again.`).waitFor();
      await expect.poll(() => admin.getByRole('heading', { name: /^Request e-mails stopped/ }).innerText()).toBe('Request e-mails stopped (0)');

      await open(provider, '/provider-dashboard/listing');
      await expect.poll(() => emails.innerText()).toContain('These e-mails are on.');
      await open(admin, '/admin-dashboard');
      await expect.poll(() => everyState(admin, 'Listings that stopped the e-mails')).toEqual(['0', '0']);
      await expect.poll(async () => (await everyState(admin, 'Median time to the first acceptance')).length).toBe(2);
    }, 120_000);
  }
});
