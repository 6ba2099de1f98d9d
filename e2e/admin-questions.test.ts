import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, gotoHydrated, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';
import { fillDetails, fillLocation } from './wizard.ts';

// An administrator changes the wizard's questions and donation suggestions, and the wizard
// asks and offers the new ones at once, in Spanish on the Spanish wizard.
// Everything is put back at the end, since the other end-to-end files share this server.

/** The questions of the "For every animal" group, by their Edit links' names. */
async function generalQuestions(page: Page): Promise<string[]> {
  const links = page.getByRole('region', { name: 'For every animal' }).getByRole('link', { name: /^Edit: / });
  return (await links.evaluateAll((all) => all.map((a) => a.getAttribute('aria-label') ?? ''))).map((label) => label.replace(/^Edit: /, ''));
}

async function saveDonations(page: Page, amounts: string, chosen: string) {
  await page.getByLabel('Suggested amounts (USD)').fill(amounts);
  await page.getByLabel('Default amount (USD)').fill(chosen);
  await page.getByRole('button', { name: 'Save donation suggestions' }).click();
}

describeE2E('wizard questions and system settings', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(
      `an administrator adds a question with its Spanish and new donation amounts, and the wizard shows them (JavaScript ${javaScript ? 'on' : 'off'})`,
      { timeout: 180_000 },
      async () => {
        const page = await browser.newPage({ javaScriptEnabled: javaScript });
        // With JavaScript, typing before React has hydrated the page could be lost.
        const open = (path: string) => (javaScript ? gotoHydrated(page, path) : page.goto(path));
        const marker = randomUUID().slice(0, 8);
        await signInAs(page, 'admin@wildline.test', '/admin-dashboard');
        await page.getByRole('link', { name: 'Wizard questions' }).click();
        await page.getByRole('heading', { level: 1, name: 'Wizard Questions' }).waitFor();
        await expectNoAxeViolations(page);

        // A drop-down with one option is refused next to the field, keeping what was typed.
        const text = `Is there a nest nearby? ${marker}`;
        await page.getByLabel('Question', { exact: true }).fill(text);
        await page.getByLabel('Type of answer').selectOption('select');
        await page.getByLabel('Options').fill('Yes');
        await page.getByRole('button', { name: 'Create question' }).click();
        await page.getByRole('link', { name: 'Give at least two different options, one per line' }).waitFor(); // in the error summary
        await expect.poll(() => page.getByLabel('Question', { exact: true }).inputValue()).toBe(text);
        await expectNoAxeViolations(page);

        await page.getByLabel('Options').fill('Yes, I can see one\nNo\nNot sure');
        await page.getByRole('button', { name: 'Create question' }).click();
        await page.getByText('Question created.').waitFor();
        const before = await generalQuestions(page);
        expect(before.at(-1)).toBe(text);
        const neighbour = before.at(-2)!;

        await page.getByRole('button', { name: `Move up: ${text}` }).click();
        await page.getByText('Moved up.').waitFor();
        // With JavaScript the message can come a moment before the list is reloaded: wait for it.
        await expect.poll(() => generalQuestions(page)).toEqual([...before.slice(0, -2), text, neighbour]);

        await page.getByRole('link', { name: `Edit: ${text}` }).click();
        await page.getByRole('heading', { level: 1, name: 'Edit Question' }).waitFor();
        await expectNoAxeViolations(page);
        await page.getByLabel('Help text').fill(`Look in hedges and under the eaves (${marker}).`);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Saved.').waitFor();

        // Its Spanish: options not line for line with the English are refused next to
        // the field, keeping what was typed; then saved.
        const textEs = `¿Hay un nido cerca? ${marker}`;
        await page.getByLabel('Pregunta').fill(textEs);
        await page.getByLabel('Texto de ayuda').fill(`Mire en los setos y bajo los aleros (${marker}).`);
        await page.getByLabel('Opciones').fill('Sí, veo uno\nNo');
        await page.getByRole('button', { name: 'Save changes' }).click();
        const notLineForLine = 'Give one Spanish option for each English option, in the same order: 3 in English, 2 in Spanish';
        await expect.poll(() => page.getByText(notLineForLine).count()).toBe(2); // in the summary and next to the field
        await expect.poll(() => page.getByLabel('Pregunta').inputValue()).toBe(textEs);
        await expectNoAxeViolations(page);
        await page.getByLabel('Opciones').fill('Sí, veo uno\nNo\nNo estoy seguro');
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByText('Saved.').waitFor();

        // New donation suggestions: refused while they break the rules, then saved.
        await open('/admin-dashboard/settings');
        await expectNoAxeViolations(page);
        await saveDonations(page, '15\n15\n0', '99');
        await page.getByRole('link', { name: 'Each amount must be different: 15 is listed twice' }).waitFor(); // in the error summary
        await expect.poll(() => page.getByText('Each amount must be more than 0').count()).toBe(2); // in the summary and next to the field
        await expect.poll(() => page.getByText('The default must be one of the amounts').count()).toBe(2);
        await expectNoAxeViolations(page);
        await saveDonations(page, '15\n35\n75\n150', '35');
        await page.getByText('Donation suggestions saved.').waitFor();

        // The wizard asks the question, in its new place, and offers the new amounts.
        await open('/find-help?type=emergency&step=2');
        await fillLocation(page);
        await page.getByRole('heading', { name: 'Wildlife Emergency Details' }).waitFor();
        await expect.poll(() => page.getByLabel(text).count()).toBe(1);
        await expect.poll(() => page.getByText(`Look in hedges and under the eaves (${marker}).`).count()).toBe(1);
        const details = await page.locator('main').innerText();
        expect(details.indexOf(text)).toBeLessThan(details.indexOf(neighbour));
        await expectNoAxeViolations(page);
        await fillDetails(page, 'Raptor (Hawk, Owl, Eagle)', javaScript);
        await page.getByRole('heading', { name: 'Support Wildlife Care' }).waitFor();
        for (const amount of ['$15', '$35', '$75', '$150']) await expect.poll(() => page.getByRole('radio', { name: amount, exact: true }).count()).toBe(1);
        // The amounts are offered; none is chosen for the person (docs/decisions/049).
        await expect.poll(() => page.getByRole('radio', { name: 'No pledge', exact: true }).isChecked()).toBe(true);
        await expect.poll(() => page.getByRole('radio', { name: '$35', exact: true }).isChecked()).toBe(false);
        await expect.poll(() => page.getByRole('radio', { name: '$250', exact: true }).count()).toBe(0);
        await expectNoAxeViolations(page);

        // The Spanish wizard asks it in Spanish, each label beside its English value.
        await open('/es/find-help?type=emergency&step=2');
        await fillLocation(page, 'es');
        await expect.poll(() => page.getByLabel(textEs).count()).toBe(1);
        await expect.poll(() => page.getByText(`Mire en los setos y bajo los aleros (${marker}).`).count()).toBe(1);
        await expect.poll(() => page.getByLabel(textEs).locator('option', { hasText: 'No estoy seguro' }).getAttribute('value')).toBe('Not sure');
        await expectNoAxeViolations(page);

        // Put things back: the default amounts (25, 50, 100, 250; 50 chosen), and no extra question.
        await open('/admin-dashboard/settings');
        await saveDonations(page, '25\n50\n100\n250', '50');
        await page.getByText('Donation suggestions saved.').waitFor();
        await open('/admin-dashboard/questions');
        await page.getByRole('listitem').filter({ hasText: text }).getByText('Delete…').click();
        await page.getByRole('button', { name: `Yes, delete: ${text}` }).click();
        await page.getByText('The question has been deleted.').waitFor();
        await expect.poll(() => generalQuestions(page)).toEqual(before.slice(0, -1));
      },
    );
  }

  it('the pages send anyone else away', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/admin-dashboard/settings');
    await page.waitForURL(/\/login\?returnUrl=%2Fadmin-dashboard%2Fsettings$/);
    await signInAs(page, 'user@wildline.test', '/admin-dashboard/questions');
    await page.waitForURL(`${browser.baseUrl}/`);
  });
});
