import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { fillRegistration, signInAs } from './people.ts';

// The volunteer programme: a member applies on /volunteer, an administrator reviews
// the application on its detail page; approval makes a helper, rejection (confirmed) is final.

const unique = () => randomBytes(3).toString('hex');

async function registerAndOpenApplication(tab: Page, baseUrl: string, first: string) {
  await tab.goto('/volunteer');
  const apply = tab.getByRole('region', { name: 'Apply to volunteer' });
  await Promise.all([tab.waitForURL(/\/register\?/), apply.getByRole('link', { name: 'create a free account' }).click()]);
  await fillRegistration(tab, `volunteer-${unique()}@example.org`, { first, last: 'Okafor' });
  await tab.waitForURL(`${baseUrl}/volunteer`);
  return tab.getByRole('region', { name: 'Apply to volunteer' });
}

async function fillApplication(apply: ReturnType<Page['getByRole']>) {
  await apply.getByLabel('Why would you like to volunteer?').fill('I live near the river and can drive injured birds to the rehabilitation centre.');
  await apply.getByLabel('Experience with animals or volunteering').fill('Three years at the county animal shelter.');
  await apply.getByLabel('State', { exact: true }).selectOption('CO');
  await apply.getByLabel('ZIP code or town').fill('Lyons');
  await apply.getByLabel('How far you can drive').selectOption('25');
  await apply.getByLabel('Phone number').fill('(303) 555-0147');
  await apply.getByLabel('Weekends').check();
  await apply.getByLabel('Driving with my own car').check();
  await apply.getByLabel('Transport driver').check();
  await apply.getByLabel('References').fill('Dana Reyes, shelter coordinator');
  await apply.getByLabel('I am 18 or older').check();
  await apply.getByRole('button', { name: 'Send my application' }).click();
  await apply.getByText(/is waiting for review/).waitFor();
}

/**
 * Where they can help and a phone number are required: each is marked with the asterisk the
 * page's "Fields marked * are required" speaks of, and, sent empty, told beside its field.
 */
async function expectWhereAndPhoneRequired(tab: Page, apply: ReturnType<Page['getByRole']>) {
  for (const [label, problem] of [
    ['State', 'Choose the state where you can help'],
    ['ZIP code or town', 'Enter a ZIP code or a town where you can help'],
    ['How far you can drive', 'Choose how far you can drive'],
    ['Phone number', 'Enter a phone number with its area code'],
  ] as const) {
    const control = apply.getByLabel(label, { exact: true });
    const marked = await control.evaluate((element) => (element as HTMLInputElement).labels?.[0]?.parentElement?.textContent ?? '');
    expect(marked, `${label} is marked required`).toBe(`${label}*`);
    expect(await control.getAttribute('aria-invalid')).toBe('true');
    const described = (await control.getAttribute('aria-describedby'))!.split(' ');
    const said = await Promise.all(described.map((id) => tab.locator(`[id="${id}"]`).innerText()));
    expect(said.join(' ')).toContain(problem);
  }
}

async function openApplication(admin: Page, baseUrl: string, applicant: string) {
  await Promise.all([
    admin.waitForURL(`${baseUrl}/admin-dashboard/volunteers`),
    admin.getByRole('link', { name: 'Volunteer applications', exact: true }).click(),
  ]);
  await Promise.all([admin.waitForURL(/\/admin-dashboard\/volunteer\//), admin.getByRole('link', { name: applicant }).first().click()]);
  await admin.getByRole('heading', { level: 1, name: applicant }).waitFor();
}

describeE2E('volunteering', () => {
  const browser = useBrowser();

  it('a member applies, an administrator approves, and the member now has the helper dashboard', async () => {
    // The applicant on a phone, the administrator at a desk (docs/decisions/060).
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const name = `Ada ${unique()}`;
    const apply = await registerAndOpenApplication(tab, browser.baseUrl, name);
    await expectNoAxeViolations(tab);

    // Too short a reason and no role: told next to the fields, nothing sent.
    await apply.getByLabel('Why would you like to volunteer?').fill('Birds!');
    await apply.getByRole('button', { name: 'Send my application' }).click();
    await apply.getByRole('link', { name: 'Tell us in a sentence or two (at least 20 characters) why you would like to volunteer' }).waitFor(); // in the error summary
    await expect.poll(() => apply.innerText()).toContain('Choose at least one role you are interested in');
    await expectWhereAndPhoneRequired(tab, apply);
    await expectNoAxeViolations(tab);
    await fillApplication(apply);

    const admin = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard');
    await openApplication(admin, browser.baseUrl, `${name} Okafor`);
    const details = await admin.locator('main').innerText();
    for (const text of [
      'Current role',
      'Member',
      'I live near the river',
      'Three years at the county animal shelter.',
      'Weekends',
      'Driving with my own car',
      'Transport driver',
      'Dana Reyes',
      'Lyons, Colorado · up to 25 miles',
      '303-555-0147',
    ]) {
      expect(details).toContain(text);
    }
    await expectNoAxeViolations(admin);
    await admin.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('The application is approved: the applicant is now a helper.').waitFor();
    await admin.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });
    // Adding a field-team member, the administrator sees where the new helper can help and their phone.
    await admin.goto('/admin-dashboard/field-team');
    const helper = admin
      .getByRole('region', { name: /Approved helpers/ })
      .getByRole('listitem')
      .filter({ hasText: `${name} Okafor` });
    expect(await helper.innerText()).toMatch(/Lyons, Colorado · up to 25 miles · 303-555-0147/);
    await expectNoAxeViolations(admin);

    await tab.reload();
    const now = tab.getByRole('region', { name: 'Apply to volunteer' });
    await now.getByText('You are a Wildline helper.').waitFor();
    await Promise.all([tab.waitForURL(`${browser.baseUrl}/helper-dashboard`), now.getByRole('link', { name: 'Go to your helper dashboard' }).click()]);
    await tab.getByRole('heading', { level: 1, name: 'Helper Dashboard' }).waitFor();
    await expect.poll(() => tab.locator('main').innerText()).toContain('Volunteer helper');
  });

  it('without JavaScript: a rejection asks first, is final, and the detail page is for administrators only', async () => {
    const tab = await browser.newPage({ javaScriptEnabled: false });
    const name = `Ben ${unique()}`;
    const apply = await registerAndOpenApplication(tab, browser.baseUrl, name);
    await apply.getByRole('button', { name: 'Send my application' }).click();
    await apply.getByText('Choose at least one role you are interested in').first().waitFor();
    await expectWhereAndPhoneRequired(tab, apply);
    await fillApplication(apply);

    const admin = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard');
    await openApplication(admin, browser.baseUrl, `${name} Okafor`);
    await expect.poll(() => admin.locator('main').innerText()).toMatch(/Phone\n303-555-0147\nWhere they can help\nLyons, Colorado · up to 25 miles/);
    const detailUrl = admin.url();
    await admin.getByRole('button', { name: 'Reject' }).click();
    await admin.getByRole('heading', { name: 'Reject Application?' }).waitFor();
    await admin.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(() => admin.getByRole('heading', { name: 'Reject Application?' }).count()).toBe(0);
    await admin.getByRole('button', { name: 'Reject' }).click();
    await admin.getByRole('button', { name: 'Yes, reject' }).click();
    await admin.getByText('The application is rejected.').waitFor();
    await expect.poll(() => admin.getByRole('button', { name: /Approve|Reject/ }).count()).toBe(0);

    await tab.reload();
    await tab.getByText('Your application was not approved. This decision is final.').waitFor();
    await expect.poll(() => tab.getByRole('button', { name: 'Send my application' }).count()).toBe(0);

    // The applicant cannot open the detail page: sent to /login, which sends a member on to their dashboard.
    await tab.goto(detailUrl);
    expect(new URL(tab.url()).pathname).toBe('/dashboard');
    await expect.poll(() => tab.locator('main').innerText()).not.toContain('Three years at the county animal shelter.');

    await admin.goto('/admin-dashboard/volunteer/00000000-0000-4000-8000-000000000000');
    await admin.getByRole('heading', { level: 1, name: 'Application Not Found' }).waitFor();
  });
});
