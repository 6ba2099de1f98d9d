import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import type { Page } from 'playwright-core';
import { signInAs } from './people.ts';
import { chooseAnimal, fillDetails, fillLocation } from './wizard.ts';

// The wizard on a phone (390×844), with JavaScript and without, where a frightened person could
// be held up: money never gets in the way of help (docs/decisions/049), and the animal comes
// first, choosing it keeping the page where it was (docs/decisions/051).

const PHONE = { width: 390, height: 844 };

/** The nearest providers the matcher names for Boulder, CO 80302 (the wizard's place) and `animal`, as the public API answers. */
async function nearestFor(page: Page, animal: string): Promise<string[]> {
  const {
    suggestions: [place],
  } = (await (await page.request.get('/api/v1/places/suggestions?q=80302')).json()) as { suggestions: { lat: number; lng: number }[] };
  const query = new URLSearchParams({ state: 'CO', type: 'rehabilitator', lat: String(place!.lat), lng: String(place!.lng), animal });
  const answer = (await (await page.request.get(`/api/v1/providers/match?${query}`)).json()) as { providers: { name: string }[] };
  return answer.providers.slice(0, 3).map((provider) => provider.name);
}

/** The names in the list of the nearest on the details step. */
const listedNearest = (page: Page) => page.locator('[data-follows-animal="nearby"] li .font-medium').allInnerTexts();

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

    it(`the animal is asked above the nearby list, which is for it as soon as it is chosen, the page keeping its place (${js})`, async () => {
      const page = await browser.newPage({ javaScriptEnabled: javaScript, viewport: PHONE });
      await page.goto('/find-help?type=emergency&step=2');
      await fillLocation(page);
      await page.getByRole('heading', { level: 1, name: 'Wildlife Emergency Details' }).waitFor();
      const field = page.getByLabel('Animal type');
      const nearby = page.locator('[data-follows-animal="nearby"] h2');
      // Asked first, above the list, which says it is for any animal.
      const [fieldBox, listBox] = [await field.boundingBox(), await nearby.boundingBox()];
      expect(fieldBox!.y).toBeLessThan(listBox!.y);
      expect(await nearby.innerText()).toMatch(/^We found \d+ wildlife rehabilitators? near you$/);
      await page.getByText('For any animal: choose the animal above to see only those who take it.').waitFor();
      await expectNoAxeViolations(page);

      if (javaScript) {
        // Scrolled a little, as a thumb does; the page must stay where it is and keep the focus.
        await page.evaluate(() => window.scrollTo(0, 120));
        await field.focus();
        const before = await page.evaluate(() => ({ y: window.scrollY, top: document.getElementById('field-animalType')!.getBoundingClientRect().top }));
        await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
        await chooseAnimal(page, 'Songbird', true);
        const after = await page.evaluate(() => ({
          y: window.scrollY,
          top: document.getElementById('field-animalType')!.getBoundingClientRect().top,
          focused: document.activeElement?.id,
          samePage: (window as unknown as { samePage?: boolean }).samePage,
        }));
        expect(after).toEqual({ ...before, focused: 'field-animalType', samePage: true });
      } else {
        await chooseAnimal(page, 'Songbird', false);
        // The page it loads opens at the animal field, not at its top.
        expect(new URL(page.url()).hash).toBe('#animal');
        const top = await page.evaluate(() => document.getElementById('animal')!.getBoundingClientRect().top);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(PHONE.height / 4);
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      }
      await expect.poll(() => field.inputValue()).toBe('Songbird');
      await expect.poll(() => nearby.innerText()).toMatch(/^We found \d+ wildlife rehabilitators? near you for this animal \(Songbird\)$/);
      expect(await page.getByText('For any animal: choose the animal above').count()).toBe(0);
      // The list is the matcher's for songbirds.
      expect(await listedNearest(page)).toEqual(await nearestFor(page, 'Songbird'));
      await expectNoAxeViolations(page);
    });
  }
});
