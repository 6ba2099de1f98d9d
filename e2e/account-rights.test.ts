import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CONTACT_REMOVED } from '../common/retention.ts';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { summaryProblems } from './error-summary.ts';
import { acceptAsSampleProvider, register, signIn } from './people.ts';
import { submitEmergency } from './wizard.ts';

// People's rights on /account, as a person uses them: they download their data, then
// delete their account with their password. The sample provider account (seed data) accepted
// their request first, and can still open it afterwards, without who asked or where.

const PASSWORD = 'kestrel-field-77'; // e2e/people.ts register()

/** Clicks "Download my data" and reads the file the browser saved. */
async function downloadMyData(page: Page): Promise<{
  filename: string;
  data: { account: { email: string }; helpRequests: { id: string; situationDetails: string; accepted: { providerName: string } | null }[] };
}> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  const path = await download.path();
  return { filename: download.suggestedFilename(), data: JSON.parse(await readFile(path, 'utf8')) };
}

describeE2E('downloading one’s data and deleting one’s account', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`a person saves their data, then deletes their account; the provider keeps the request without them (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const email = `leaving-${randomUUID()}@example.org`;
      const situation = `A kestrel stunned by our window, now in a box (${randomUUID().slice(0, 8)}).`;
      const page = await browser.newPage({ javaScriptEnabled: javaScript });
      await register(page, email);
      const requestId = await submitEmergency(page, situation, javaScript);
      const provider = await browser.newPage({ javaScriptEnabled: javaScript });
      await acceptAsSampleProvider(provider, requestId);
      await expect.poll(() => provider.locator('main').innerText()).toContain('Jo Requester');

      await page.goto('/account');
      await page.getByRole('heading', { name: 'Your data' }).waitFor();
      await expectNoAxeViolations(page);
      const { filename, data } = await downloadMyData(page);
      expect(filename).toMatch(/^wildline-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      expect(data.account.email).toBe(email);
      expect(data.helpRequests).toEqual([
        expect.objectContaining({
          id: requestId,
          situationDetails: situation,
          accepted: expect.objectContaining({ providerName: 'Boulder Creek Wildlife Rehabilitation Center' }),
        }),
      ]);

      // A wrong password is refused next to the field, and the account stays.
      const password = page.getByLabel('Confirm with your password', { exact: true });
      await password.fill('not-my-password');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(summaryProblems(page)).resolves.toEqual(['Your password is not correct.']);
      await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
      await expectNoAxeViolations(page);

      await password.fill(PASSWORD);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL((url) => url.pathname === '/' && url.search === '?account=deleted');
      await page.getByText('Your account has been deleted', { exact: false }).waitFor();
      await page.getByRole('link', { name: 'Login' }).first().waitFor();
      await expectNoAxeViolations(page);
      // Signed out for good: /account asks to sign in, and the old password no longer works.
      await page.goto('/account');
      await page.waitForURL(/\/login\?returnUrl=%2Faccount$/);
      await signIn(page, email, PASSWORD);
      await page.getByText('Invalid email or password. Please try again.').first().waitFor();

      // The provider who accepted still opens the request: the situation, not who asked or where.
      await provider.reload();
      const main = await provider.locator('main').innerText();
      expect(main).toContain(situation);
      expect(main).toContain(CONTACT_REMOVED);
      expect(main).not.toContain(email);
      expect(main).not.toContain('Jo Requester');
    });
  }
});
