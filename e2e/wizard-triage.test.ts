import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';
import { fillDetails, fillLocation } from './wizard.ts';

// The wizard on a phone (390×844), with JavaScript and without, where a frightened person could
// be held up: money never gets in the way of help (docs/decisions/049).

const PHONE = { width: 390, height: 844 };

describeE2E('the wizard on a phone, money and the animal', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    const js = `JavaScript ${javaScript ? 'on' : 'off'}`;

    it(`step 4 starts with no amount chosen, and its main button sends no pledge (${js})`, async () => {
      const page = await browser.newPage({ javaScriptEnabled: javaScript, viewport: PHONE });
      await signInAs(page, 'user@wildline.test', '/find-help?type=emergency&step=2');
      await fillLocation(page);
      const situation = `A hawk stands by the fence and will not fly (${randomUUID().slice(0, 8)}).`;
      await fillDetails(page, 'Raptor (Hawk, Owl, Eagle)', javaScript, situation);
      await page.getByRole('heading', { level: 1, name: 'Support Wildlife Care' }).waitFor();

      // "No pledge" is the one choice made; no amount is.
      await expect.poll(() => page.getByRole('radio', { name: 'No pledge' }).isChecked()).toBe(true);
      expect(await page.locator('input[name="choice"]:checked').count()).toBe(1);
      const main = page.locator('main form button[data-pending-label]');
      // The main button says what it does: with JavaScript by its label, without it by the line it is described by.
      if (javaScript) {
        await expect.poll(() => main.innerText()).toBe('Continue without a pledge');
        await page.getByRole('radio', { name: '$25', exact: true }).check();
        await expect.poll(() => main.innerText()).toBe('Continue with a pledge of $25');
        await page.getByRole('radio', { name: 'No pledge' }).check();
        await expect.poll(() => main.innerText()).toBe('Continue without a pledge');
      } else {
        expect(await main.innerText()).toBe('Continue');
      }
      const note = await page.locator(`#${await main.getAttribute('aria-describedby')}`).innerText();
      expect(note).toBe('Nothing is pledged unless you choose an amount.');
      await expectNoAxeViolations(page);

      await main.click();
      await page.waitForURL(/\/request-submitted\?id=/);
      await page.getByRole('heading', { name: 'Your request has been submitted' }).waitFor();
      const summary = await page.getByRole('main').innerText();
      expect(summary).toContain(situation);
      expect(summary).not.toMatch(/pledge|\$\d/i);
    });
  }
});
