import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { fillRegistration, signInAs } from './people.ts';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';

// Claim or create a listing on /claim-listing: the claim flow through
// registration, the listing pending verification, and the administrator's decision that makes
// the claimant a provider, or frees the listing again. Each person has a browser context.

const register = (tab: Page, email: string) => fillRegistration(tab, email, { first: 'Robin', last: 'Alvarez' });

const unique = () => randomBytes(3).toString('hex');

describeE2E('claim or create a listing', () => {
  const browser = useBrowser();

  it('a new professional registers through the claim flow, creates a listing, becomes its provider once approved, and has a standards level verified', async () => {
    const tab = await browser.newPage();
    await tab.goto('/claim-listing');
    await tab.getByText("Sign in to claim your organization's listing.").waitFor();
    await Promise.all([tab.waitForURL(/\/register\?/), tab.getByRole('main').getByRole('link', { name: 'Create an Account' }).click()]);
    await register(tab, `claimant-${unique()}@example.org`);
    await tab.waitForURL(`${browser.baseUrl}/claim-listing?newRegistration=1`);
    await tab.getByText('Welcome to Wildline! Your account is ready.').waitFor();
    await expectNoAxeViolations(tab);

    // Bad input: told next to the fields, nothing created.
    const form = tab.getByRole('region', { name: 'Create a new listing' });
    await form.getByRole('button', { name: 'Create listing' }).click();
    await form.getByText('Please correct the fields marked below.').waitFor();
    await expect.poll(() => form.innerText()).toMatch(/ZIP/);

    const name = `Flatirons Humane Wildlife Control ${unique()}`;
    await form.getByLabel('Organization name').fill(name);
    await form.getByLabel('Wildlife control operator').check();
    await form.getByLabel('City').fill('Boulder');
    await form.getByLabel('State').selectOption('CO');
    await form.getByLabel('ZIP code').fill('80302');
    await form.getByLabel('Phone').fill('303-555-0142');
    await form.getByLabel('Services').fill('Exclusion\nOne-way doors');
    await form.getByLabel('Saturday').check();
    await expect.poll(() => form.getByLabel('Hours available').inputValue()).toBe('9:00 AM - 5:00 PM');
    await form.getByRole('button', { name: 'Create listing' }).click();
    await tab.getByRole('heading', { name: 'Pending verification' }).waitFor();
    await expect.poll(() => tab.locator('main').innerText()).toContain(name);
    await expectNoAxeViolations(tab);

    // An administrator approves it in another browser.
    const admin = await browser.newPage();
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard/providers');
    const claim = admin.getByRole('article', { name });
    await expect.poll(() => claim.innerText()).toMatch(/New listing[\s\S]*Robin Alvarez/);
    await expectNoAxeViolations(admin);
    // Verification is documentation, then standards, then approval; Approve appears only after both steps.
    await expect.poll(() => claim.getByRole('button', { name: `Approve ${name}` }).count()).toBe(0);
    // Nothing was uploaded with this claim: step 1 records what the administrator reviewed instead.
    await claim.getByLabel(`What you reviewed for ${name}, as no document was sent`).fill('Permit CO-2026-041 on the state’s list');
    await claim.getByRole('button', { name: `Mark documentation reviewed for ${name}` }).click();
    await admin.getByText(`The documentation of ${name} is recorded as reviewed.`).waitFor();
    await claim.getByRole('button', { name: `Mark standards verified for ${name}` }).click();
    await admin.getByText(`The standards of ${name} are recorded as verified.`).waitFor();
    await claim.getByRole('button', { name: `Approve ${name}` }).waitFor();
    await expect.poll(() => claim.innerText()).toMatch(/Documentation reviewed:\s+✓ by Alex Admin[\s\S]*Standards verified:\s+✓ by Alex Admin/);
    await expectNoAxeViolations(admin);
    await claim.getByRole('button', { name: `Approve ${name}` }).click();
    await admin.getByText(`${name} is approved.`).waitFor();
    // With JavaScript the list is revalidated after the message shows: wait for the claim to leave it.
    await admin.getByRole('article', { name }).waitFor({ state: 'detached' });

    // The claimant's next page knows: a provider now, with its dashboard.
    await tab.reload();
    await tab.getByRole('heading', { name: 'Your listing is approved' }).waitFor();
    await Promise.all([tab.waitForURL(`${browser.baseUrl}/provider-dashboard`), tab.getByRole('link', { name: 'Go to your provider dashboard' }).click()]);
    await tab.getByRole('heading', { level: 1, name: 'Provider Dashboard' }).waitFor();
    await expect.poll(() => tab.locator('main').innerText()).toContain(name);

    // A standards level shows on the listing only once an administrator has verified it.
    await Promise.all([tab.waitForURL(`${browser.baseUrl}/provider-dashboard/listing`), tab.getByRole('link', { name: 'Edit my listing' }).click()]);
    await tab.getByLabel('Standards level').selectOption({ label: 'Humane-practice certification' });
    await tab.getByRole('button', { name: 'Save my listing' }).click();
    await tab.getByText('Your listing is saved.').waitFor();
    // A control operator with no level verified shows as a basic listing.
    await expect.poll(() => tab.locator('main').innerText()).toContain('Shown now: Basic listing.');

    await admin.reload();
    const standards = admin.getByRole('article', { name });
    await expect.poll(() => standards.innerText()).toMatch(/Verified now\s*None[\s\S]*Asked for\s*Humane-practice certification/);
    await standards.getByRole('button', { name: `Verify the standards level of ${name}` }).click();
    await admin.getByText(`The standards level of ${name} is verified.`).waitFor();
    await expectNoAxeViolations(admin);

    await tab.reload();
    await expect.poll(() => tab.locator('main').innerText()).toContain('Shown now: Humane-practice certification.');
  });

  it('a member claims an unclaimed listing without JavaScript; a rejected claim frees it again', async () => {
    const tab = await browser.newPage({ javaScriptEnabled: false });
    await tab.goto('/claim-listing');
    await Promise.all([tab.waitForURL(/\/register\?/), tab.getByRole('main').getByRole('link', { name: 'Create an Account' }).click()]);
    await register(tab, `member-${unique()}@example.org`);
    await tab.waitForURL(`${browser.baseUrl}/claim-listing?newRegistration=1`);

    await tab.getByLabel('State', { exact: true }).first().selectOption('CO');
    await tab.getByRole('button', { name: 'Search listings' }).click();
    const first = tab.getByRole('region', { name: "Find your organization's listing" }).getByRole('article').first();
    const name = (await first.getByRole('heading').textContent())!;
    expect(name).toBeTruthy();
    // The seed's listings are samples, and say so here too.
    await expect.poll(() => first.getByText('Sample listing', { exact: true }).count()).toBe(1);
    await first.getByRole('button', { name: `Claim ${name}` }).click();
    await tab.getByRole('heading', { name: 'Pending verification' }).waitFor();
    await expect.poll(() => tab.locator('main').innerText()).toContain(name);

    // Someone else looking for it no longer finds it to claim.
    const other = await browser.newPage({ javaScriptEnabled: false });
    await other.goto('/claim-listing');
    await Promise.all([other.waitForURL(/\/register\?/), other.getByRole('main').getByRole('link', { name: 'Create an Account' }).click()]);
    await register(other, `other-${unique()}@example.org`);
    await other.waitForURL(`${browser.baseUrl}/claim-listing?newRegistration=1`);
    await other.goto(`/claim-listing?q=${encodeURIComponent(name)}&state=CO`);
    await expect.poll(() => other.locator('main').innerText()).not.toContain(`Claim ${name}`);
    await expect.poll(() => other.getByRole('button', { name: `Claim ${name}` }).count()).toBe(0);

    const admin = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard/providers');
    const claim = admin.getByRole('article', { name });
    await expect.poll(() => claim.innerText()).toMatch(/Claim of an existing listing[\s\S]*Robin Alvarez/);
    await claim.getByRole('button', { name: `Reject ${name}` }).click();
    await admin.getByText(`The claim of ${name} is rejected.`).waitFor();

    await tab.reload();
    await tab.getByRole('heading', { name: "Find your organization's listing" }).waitFor();
    await other.reload();
    await expect.poll(() => other.getByRole('button', { name: `Claim ${name}` }).count()).toBe(1);
  });
});
