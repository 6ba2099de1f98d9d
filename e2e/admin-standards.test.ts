import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';

// Decision 039: an administrator names a standards level in Spanish, without
// JavaScript, and the Spanish pages show it at once (the kept /es/standards page too). The name
// is put back at the end, since the other end-to-end files share this server.

const LEVEL = 'National control-operators association standard';
const SPANISH = 'Estándar de la asociación nacional de operadores de control';

/** The headings of the levels on /es/standards. */
const levelHeadings = (page: Page) => page.getByRole('heading', { level: 3 }).allInnerTexts();

async function saveSpanishName(admin: Page, spanish: string) {
  const form = admin.getByRole('region', { name: LEVEL });
  await form.getByLabel('Nombre').fill(spanish);
  await form.getByRole('button', { name: `Save ${LEVEL}` }).click();
  await admin.getByText(`Saved: “${LEVEL}”.`).waitFor();
}

describeE2E('the standards levels’ names', () => {
  const browser = useBrowser();

  it('an administrator renames a level in Spanish and the Spanish standards page shows it at once', { timeout: 120_000 }, async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/es/standards');
    await expect.poll(() => levelHeadings(visitor)).toContain(SPANISH);

    const admin = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard');
    await admin.getByRole('link', { name: 'Standards levels: their names in English and Spanish' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Standards Levels' }).waitFor();
    await expectNoAxeViolations(admin);

    const renamed = `Estándar gremial ${randomUUID().slice(0, 6)}`;
    const form = admin.getByRole('region', { name: LEVEL });
    try {
      // Refused: the message beside the field, what was typed kept.
      await form.getByLabel('Name').fill('');
      await form.getByLabel('Nombre').fill(renamed);
      await form.getByRole('button', { name: `Save ${LEVEL}` }).click();
      await admin.getByRole('heading', { name: 'There is a problem' }).waitFor();
      await expect.poll(() => form.getByText('Enter the level’s name').count()).toBe(1);
      await expect.poll(() => form.getByLabel('Nombre').inputValue()).toBe(renamed);
      await expectNoAxeViolations(admin);

      await form.getByLabel('Name').fill(LEVEL);
      await saveSpanishName(admin, renamed);
      await visitor.goto('/es/standards');
      await expect.poll(() => levelHeadings(visitor)).toContain(renamed);
      await visitor.goto('/standards');
      await expect.poll(() => levelHeadings(visitor)).toContain(LEVEL);
    } finally {
      await admin.goto('/admin-dashboard/standards');
      await saveSpanishName(admin, SPANISH);
    }
    await visitor.goto('/es/standards');
    await expect.poll(() => levelHeadings(visitor)).toContain(SPANISH);
  });
});
