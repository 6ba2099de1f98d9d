import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';
import { fillDetails } from './wizard.ts';

// What a frightened person on a phone is told once the request is sent (decision 016).
// Seed data: Salt Lake City, UT 84101 has two sample rehabilitators, neither run by a Wildline
// account, so nobody can be notified; Utqiagvik, AK 99723 has no listing within reach at all.

const PHONE = { width: 390, height: 844 };

async function sendEmergency(page: Page, place: { city: string; state: string; zip: string }, javaScript: boolean) {
  await page.goto('/find-help?type=emergency&step=2');
  await page.getByLabel('City').fill(place.city);
  await page.getByLabel('State').selectOption(place.state);
  await page.getByLabel('ZIP code').fill(place.zip);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Wildlife Emergency Details' }).waitFor();
  await fillDetails(page, 'Raptor (Hawk, Owl, Eagle)', javaScript, `An owl sits by the road and cannot fly (${randomUUID().slice(0, 8)}).`);
  await page.getByRole('button', { name: 'CONTINUE WITHOUT DONATING' }).click();
  await page.waitForURL(/\/request-submitted\?id=/);
}

describeE2E('what the requester is told', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`nobody could be notified: the page says so plainly, with Call buttons, the state agency and first aid (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const page = await browser.newPage({ viewport: PHONE, javaScriptEnabled: javaScript });
      await signInAs(page, 'user@wildline.test', '/dashboard');
      await sendEmergency(page, { city: 'Salt Lake City', state: 'UT', zip: '84101' }, javaScript);

      await page.getByRole('heading', { name: 'No rehabilitator on Wildline could be notified automatically' }).waitFor();
      await page.getByText('Do not wait for a call: contact one of the places below now.').waitFor();
      await expect.poll(() => page.getByRole('link', { name: /^Call 801-555-01\d\d$/ }).count()).toBeGreaterThanOrEqual(2);
      await expect
        .poll(() =>
          page
            .getByRole('link', { name: /^Call 801-555-0110$/ })
            .first()
            .getAttribute('href'),
        )
        .toBe('tel:8015550110');
      // After the listings' own numbers: the state agency's lines, each with its purpose, then its website.
      const agency = page.getByRole('region', { name: 'Your state wildlife agency and other lines' });
      await agency.getByText('Utah Division of Wildlife Resources, Turn-in-a-Poacher (UTiP)', { exact: true }).waitFor();
      await agency.getByText('24-hour line: an officer can tell you who can help tonight').first().waitFor();
      await expect.poll(() => agency.getByRole('link', { name: 'Call 1-800-662-DEER (800-662-3337)' }).getAttribute('href')).toBe('tel:8006623337');
      await expect
        .poll(() => agency.getByRole('link', { name: 'Utah Division of Wildlife Resources website' }).getAttribute('href'))
        .toBe('https://wildlife.utah.gov');
      await page.getByRole('heading', { name: /^While you wait/ }).waitFor();
      await expect.poll(() => page.locator('main').innerText()).not.toMatch(/were notified|was notified|have been told about your request/);
      await expectNoAxeViolations(page);
    });
  }

  it('Utqiagvik, AK 99723, where nobody is near: the agency’s numbers to call, and an administrator’s correction reaches the page at once', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await signInAs(page, 'user@wildline.test', '/dashboard');
    await sendEmergency(page, { city: 'Utqiagvik', state: 'AK', zip: '99723' }, true);
    const submitted = page.url();

    const fallback = page.getByRole('complementary', { name: 'No wildlife rehabilitators found nearby' });
    await fallback.getByText('These numbers can tell you who can help:').waitFor();
    await expect.poll(() => fallback.getByRole('link', { name: 'Call 907-746-6300' }).getAttribute('href')).toBe('tel:9077466300');
    await expect
      .poll(() => fallback.getByRole('link', { name: 'Alaska Department of Fish and Game website' }).getAttribute('href'))
      .toBe('https://www.adfg.alaska.gov');
    await expectNoAxeViolations(page);

    // The Palmer office's number is corrected by an administrator, without JavaScript; a bad one is refused beside the field.
    const admin = await browser.newPage({ viewport: PHONE, javaScriptEnabled: false });
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard/agencies');
    await expectNoAxeViolations(admin);
    await admin.getByRole('link', { name: 'Edit the agency for Alaska' }).click();
    await admin.getByRole('heading', { name: 'Wildlife agency for Alaska' }).waitFor();
    await admin.getByRole('link', { name: 'Edit Alaska Department of Fish and Game, Palmer (Mat-Su) office' }).click();
    await admin.getByLabel('Number').fill('call the troopers');
    await admin.getByRole('button', { name: 'Save number' }).click();
    await admin.getByText('Enter a US number with its area code, as the source prints it: 800-555-0100 or 1-800-WILDLIFE').first().waitFor();
    await expectNoAxeViolations(admin);
    await admin.getByLabel('Number').fill('907-746-6301');
    await admin.getByLabel('Hours as the app reads them').fill('24/7');
    await admin.getByLabel('Read in the source on').fill('2026-11-27');
    await admin.getByRole('button', { name: 'Save number' }).click();
    await admin.getByRole('heading', { name: 'Wildlife agency for Alaska' }).waitFor();
    await admin.getByText('907-746-6301 · Wildlife or injured-wildlife line · checked Nov 27, 2026').waitFor();

    await page.goto(submitted);
    await expect.poll(() => fallback.getByRole('link', { name: 'Call 907-746-6301' }).getAttribute('href')).toBe('tel:9077466301');
    await fallback.getByText('Answered 24 hours a day').waitFor();
  }, 120_000);
});
