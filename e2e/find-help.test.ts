import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { summaryMessage, summaryProblems } from './error-summary.ts';
import { fillDetails, fillLocation, fillNewAccount } from './wizard.ts';

// The request wizard as a frightened person uses it: Boulder, CO 80302 has one sample
// listing of each kind (seed data), so matches are known.

describeE2E('find help', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`an anonymous emergency goes through all five steps with a new account (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const page = await browser.newPage({ javaScriptEnabled: javaScript });
      await page.goto('/find-help');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: /Wildlife Emergency/ }).click();
      await page.getByRole('heading', { name: 'Wildlife Emergency: Enter your location' }).waitFor();

      // Required fields are checked on the server: listed in the summary, and next to each field.
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(summaryProblems(page)).resolves.toEqual(['City is required', 'State is required', 'ZIP code is required']);
      await expect.poll(() => page.getByText('State is required').count()).toBe(2);
      await fillLocation(page);

      await page.getByRole('heading', { name: 'Wildlife Emergency Details' }).waitFor();
      await expect.poll(() => page.getByRole('link', { name: /Call 303-555-0100/ }).count()).toBe(1);
      // Its seed listing answers a 24-hour hotline, open at any hour, and says so.
      expect(await page.getByRole('listitem').filter({ hasText: 'Call 303-555-0100' }).innerText()).toContain('24-hour hotline');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(summaryProblems(page)).resolves.toEqual(expect.arrayContaining(['Animal type is required', 'Situation description is required']));
      await expect.poll(() => page.getByText('Situation description is required').count()).toBe(2);
      await fillDetails(page, 'Raptor (Hawk, Owl, Eagle)', javaScript);

      await page.getByRole('heading', { name: 'Support Wildlife Care' }).waitFor();
      await expect.poll(() => page.getByText('No payment is taken now').count()).toBe(1);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'CONTINUE WITHOUT DONATING' }).click();

      await page.getByRole('heading', { name: 'Your Contact Information' }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Create Account & Submit Request' }).click();
      await expect(summaryMessage(page)).resolves.toBe('You must provide either an email or phone number and a password');
      await expect(summaryProblems(page)).resolves.toEqual(expect.arrayContaining(['Phone number is required', 'First name is required', 'Email is required']));
      await expectNoAxeViolations(page);
      await fillNewAccount(page, `robin-${randomUUID()}@example.org`);

      await page.waitForURL(/\/request-submitted\?id=/);
      await page.getByRole('heading', { name: 'Your request has been submitted' }).waitFor();
      const summary = await page.locator('main').innerText();
      expect(summary).toContain('Wildlife Emergency');
      expect(summary).toContain('Boulder, CO 80302');
      expect(summary).toContain('Raptor (Hawk, Owl, Eagle)');
      expect(summary).toMatch(/Submitted\s+\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T/); // Boulder's own time, labelled
      expect(summary).not.toContain('Payment Information');
      await expect.poll(() => page.getByRole('link', { name: /Call 303-555-0100/ }).count()).toBe(1);
      await expectNoAxeViolations(page);

      // It survives a reload, and another account cannot open it.
      const submittedUrl = page.url();
      await page.reload();
      await page.getByRole('heading', { name: 'Your request has been submitted' }).waitFor();
      const stranger = await browser.newPage({ javaScriptEnabled: false });
      await stranger.goto('/login');
      await stranger.getByLabel('Email').fill('user@wildline.test');
      await stranger.getByLabel('Password').fill('wildline-dev');
      await stranger.getByRole('button', { name: 'Sign In' }).click();
      await stranger.waitForURL(/\/dashboard$/);
      expect((await stranger.goto(new URL(submittedUrl).pathname + new URL(submittedUrl).search))?.status()).toBe(404);
    });
  }

  it('a signed-in user submits a conflict in three steps, with the payment information', async () => {
    const page = await browser.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('user@wildline.test');
    await page.getByLabel('Password').fill('wildline-dev');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto('/find-help');
    await page.getByRole('button', { name: /Wildlife Conflict/ }).click();
    await page.getByRole('heading', { name: 'Wildlife Conflict: Enter your location' }).waitFor();
    await fillLocation(page);
    await page.getByRole('heading', { name: 'Wildlife Conflict Details' }).waitFor();
    await fillDetails(page, 'Raccoon', true, 'Thumping in the attic every night.'); // signed in, step 3 sends it
    await page.waitForURL(/\/request-submitted\?id=/);
    await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('Wildlife Conflict');
  });

  it('suggests places as you type, holds Continue until an amount is set, and the login page brings you back', async () => {
    const page = await browser.newPage();
    await page.goto('/find-help?type=emergency&step=1');
    await page.getByRole('button', { name: /Wildlife Emergency/ }).click();
    await page.getByRole('heading', { name: 'Wildlife Emergency: Enter your location' }).waitFor();

    // Keyboard only: type the start of a city, arrow down to a suggestion, Enter fills the place.
    const city = page.getByRole('combobox', { name: 'City' });
    await city.pressSequentially('Boulder', { delay: 20 });
    await page
      .getByRole('option', { name: /^Boulder, CO/ })
      .first()
      .waitFor();
    await expectNoAxeViolations(page);
    const options = await page.getByRole('option').allInnerTexts();
    await city.press('ArrowDown');
    await expect.poll(() => city.getAttribute('aria-activedescendant')).toBeTruthy();
    await city.press('Enter');
    await expect.poll(() => city.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => city.inputValue()).toBe('Boulder');
    const [, chosenState, chosenZip] = options[0]!.match(/^Boulder, ([A-Z]{2}) (\d{5})$/) ?? [];
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe(chosenState);
    await expect.poll(() => page.getByLabel('ZIP code').inputValue()).toBe(chosenZip);
    // The sample listings are in Boulder, CO; make sure the place is the Colorado one.
    await page.getByLabel('State').selectOption('CO');
    await page.getByLabel('ZIP code').fill('80302');
    await page.getByRole('button', { name: 'Continue' }).click();
    await fillDetails(page, 'Raptor (Hawk, Owl, Eagle)', true);

    await page.getByRole('heading', { name: 'Support Wildlife Care' }).waitFor();
    // Its label says what it does (docs/decisions/049): nothing is chosen at first.
    const continueButton = page.getByRole('button', { name: /^Continue with(out)? a pledge/ });
    await expect.poll(() => continueButton.innerText()).toBe('Continue without a pledge');
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await page.getByLabel('Another amount').check();
    await expect.poll(() => continueButton.isDisabled()).toBe(true);
    await page.getByLabel('Custom amount (USD)').fill('12.50');
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await expect.poll(() => continueButton.innerText()).toBe('Continue with a pledge of $12.50');
    await continueButton.click();

    await page.getByRole('heading', { name: 'Your Contact Information' }).waitFor();
    await page.getByRole('link', { name: 'login page' }).click();
    await page.getByRole('heading', { name: 'Login to Your Account' }).waitFor();
    await page.getByText(/We found \d+ matching providers? near you\. Sign in or create an account/).waitFor();
    await page.getByLabel('Email').fill('user@wildline.test');
    await page.getByLabel('Password').fill('wildline-dev');
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Back at the donation step, signed in, with the amount kept: Continue submits.
    await page.getByRole('heading', { name: 'Support Wildlife Care' }).waitFor();
    await expect.poll(() => page.getByLabel('Custom amount (USD)').inputValue()).toBe('12.5');
    await page.getByRole('button', { name: 'Continue with a pledge of $12.50', exact: true }).click();
    await page.getByRole('heading', { name: 'Your request has been submitted' }).waitFor();
    await expect.poll(() => page.locator('main').innerText()).toContain('Raptor (Hawk, Owl, Eagle)');
  });

  it('a reload in the middle keeps the answers, and a ZIP in another state is flagged', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/find-help?type=emergency&step=1');
    await page.getByRole('button', { name: /Wildlife Emergency/ }).click();
    await page.getByLabel('City').fill('Boulder');
    await page.getByLabel('State').selectOption('WY');
    await page.getByLabel('ZIP code').fill('80302');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('link', { name: 'This ZIP code is in Colorado, not Wyoming.' }).waitFor(); // in the error summary
    await page.getByLabel('State').selectOption('CO');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Wildlife Emergency Details' }).waitFor();
    await page.reload();
    await fillDetails(page, 'Raptor (Hawk, Owl, Eagle)', false, 'An owl sits by the road with one wing drooping.');
    await page.getByRole('button', { name: 'CONTINUE WITHOUT DONATING' }).waitFor();
    await page.reload();
    // earlier steps are links, and each still holds what was typed
    await page.getByRole('link', { name: /Details/ }).click();
    await expect.poll(() => page.getByLabel('Animal type').inputValue()).toBe('Raptor (Hawk, Owl, Eagle)');
    await expect.poll(() => page.getByLabel('Describe the situation').inputValue()).toBe('An owl sits by the road with one wing drooping.');
    await page.getByRole('link', { name: /Location/ }).click();
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Boulder');
    await expect.poll(() => page.getByLabel('State').inputValue()).toBe('CO');
    await expect.poll(() => page.getByLabel('ZIP code').inputValue()).toBe('80302');
  });
});
