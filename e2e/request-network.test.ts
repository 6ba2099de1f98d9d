import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { fillDetails, fillNewAccount } from './wizard.ts';

// Every request reaches a person (decision 048), end to end on a phone: listings imported from a
// state's list, with e-mail addresses and no accounts. A requester's emergency is e-mailed to the
// nearest; nobody takes it in time, so the next one further away is told and the requester sees
// who; the nearest follows its e-mail's link, takes the request, sees who asked and takes its
// listing over; an administrator approves that claim; the requester sees who took it. With
// JavaScript on and off. The server's clock is set hours back (FIXED_NOW), so a round's wait is
// over as soon as it is scheduled: the circle widens at once instead of after 20 minutes.

const PHONE = { width: 390, height: 844 };
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ SAMPLE_DATA: 'false', TRUST_PROXY: 'true', FIXED_NOW: new Date(Date.now() - 3 * 3_600_000).toISOString() });
}, 120_000);
afterAll(() => server?.stop());

const at = (path: string) => `${server.url}${path}`;

async function signInAt(page: Page, email: string, password: string, path: string) {
  const answer = await page.request.post(at('/api/auth/sign-in/email'), { data: { email, password }, headers: { Origin: server.url } });
  expect(answer.ok()).toBe(true);
  await page.goto(at(path));
}

/** The newest e-mail to `email` in the server's development mailbox. */
async function mailTo(page: Page, email: string, containing = ''): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        await page.goto(at('/dev/mailbox'));
        const mail = page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: `To ${email}` })
          .filter({ hasText: containing });
        text = (await mail.count()) ? await mail.first().innerText() : '';
        return text;
      },
      { timeout: 20_000, interval: 500 },
    )
    .not.toBe('');
  return text;
}

/** Two listings from a state's list: one in the requester's town, one about 100 miles away (past the 60-mile radius, within twice it). */
async function importListings(admin: Page, places: { near: [string, string, string]; far: [string, string, string] }) {
  const tag = randomUUID().slice(0, 6);
  const near = { name: `Prairie Wings Rescue ${tag}`, email: `near-${tag}@example.org` };
  const far = { name: `River Bend Wildlife ${tag}`, email: `far-${tag}@example.org` };
  const row = (l: { name: string; email: string }, [city, state, zip]: [string, string, string]) =>
    `,,${l.name},Wildlife rehabilitator,,${city},${state},${zip},701-555-01${tag.slice(0, 2).replace(/\D/g, '0').padEnd(2, '0')},${l.email},,`;
  const csv = [
    'First Name,Last Name,Organization,Listing Type,Street,City,State,Zip,Phone,Email,Permit,Raptors',
    row(near, places.near),
    row(far, places.far),
  ].join('\n');
  await signInAt(admin, 'admin@wildline.test', 'wildline-dev', '/admin-dashboard/import');
  await admin.getByLabel('Or paste the CSV').fill(csv);
  await admin.getByRole('button', { name: 'Preview import' }).click();
  await admin.getByRole('button', { name: 'Import listings' }).click();
  await admin.getByText(/Import finished \(2 rows\): 2 created/).waitFor();
  return { near, far };
}

/** A new person asks for help in `place`, told on step 5 who will hear of it; resolves on /request-submitted. */
async function askForHelp(page: Page, place: [string, string, string], javaScript: boolean) {
  const [city, state, zip] = place;
  await page.goto(at('/find-help?type=emergency&step=2'));
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByLabel('City').fill(city);
  await page.getByLabel('State').selectOption(state);
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillDetails(page, 'Songbird', javaScript, 'A robin hit our window and cannot fly.');
  await page.getByRole('button', { name: 'CONTINUE WITHOUT DONATING' }).click();
  await page.getByText('1 rehabilitator near you will get your request (1 by e-mail).').waitFor();
  await expectNoAxeViolations(page);
  const email = `asker-${randomUUID().slice(0, 8)}@example.org`;
  await fillNewAccount(page, email);
  await page.waitForURL(/\/request-submitted\?id=/);
  return email;
}

/** The near listing follows its e-mail's link, takes the request, sees who asked, and takes its listing over. */
async function takeByLink(page: Page, listing: { name: string; email: string }) {
  const mail = await mailTo(page, listing.email, 'can you take it?');
  const link = /https?:\/\/\S+\/listing-request\/\S+/.exec(mail)![0];
  expect(mail).not.toMatch(/Robin Alvarez|303-555-0177/);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Can you take it?' }).waitFor();
  await expect.poll(() => page.locator('main').innerText()).not.toMatch(/Robin Alvarez|303-555-0177/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I can take this' }).click();
  await page.getByRole('heading', { name: 'You took this request: contact the person now' }).waitFor();
  await expect.poll(() => page.getByRole('link', { name: 'Call 303-555-0177' }).getAttribute('href')).toBe('tel:3035550177');
  await page.getByText('Robin Alvarez').waitFor();
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Keeper');
  await page.getByLabel('Password', { exact: true }).fill('prairie-wings-42');
  await page.getByLabel('Confirm password').fill('prairie-wings-42');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create my account and claim the listing' }).click();
  await page.waitForURL(/\/claim-listing$/);
  await page.getByRole('heading', { name: 'Pending verification' }).waitFor();
  await expect.poll(() => page.locator('main').innerText()).toContain(listing.name);
}

async function approveClaim(admin: Page, name: string) {
  await admin.goto(at('/admin-dashboard/providers'));
  const claim = admin.getByRole('article', { name });
  await claim.getByLabel(`What you reviewed for ${name}, as no document was sent`).fill('The e-mail link showed the listing’s own address.');
  await claim.getByRole('button', { name: `Mark documentation reviewed for ${name}` }).click();
  await admin.getByText(`The documentation of ${name} is recorded as reviewed.`).waitFor();
  await claim.getByRole('button', { name: `Mark standards verified for ${name}` }).click();
  await admin.getByText(`The standards of ${name} are recorded as verified.`).waitFor();
  await claim.getByRole('button', { name: `Approve ${name}` }).click();
  await admin.getByText(`${name} is approved.`).waitFor();
}

describeE2E('every request reaches a person', () => {
  const browser = useBrowser();
  const PLACES = {
    on: { near: ['Bismarck', 'ND', '58501'], far: ['Jamestown', 'ND', '58401'] },
    off: { near: ['Pierre', 'SD', '57501'], far: ['Huron', 'SD', '57350'] },
  } as const satisfies Record<string, { near: [string, string, string]; far: [string, string, string] }>;

  for (const javaScript of [true, false]) {
    it(`a listing without an account is e-mailed, the circle widens, the listing takes it by its link and takes over its listing (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const places = PLACES[javaScript ? 'on' : 'off'];
      const newPage = () => browser.newPage({ viewport: PHONE, javaScriptEnabled: javaScript });
      const admin = await newPage();
      const { near, far } = await importListings(admin, { near: [...places.near], far: [...places.far] });

      const requester = await newPage();
      await askForHelp(requester, [...places.near], javaScript);
      const told = requester.getByRole('heading', { name: 'Who has been told' }).locator('..');
      await expect.poll(() => told.innerText()).toContain(`${near.name}: by e-mail`);

      // Nobody took it in time: the listing 100 miles away is told too, and the dashboard says so.
      await expect
        .poll(
          async () => {
            await requester.goto(at('/dashboard'));
            return requester.locator('main').innerText();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toMatch(new RegExp(`${near.name}.*by e-mail[\\s\\S]*${far.name}.*by e-mail`));
      await expectNoAxeViolations(requester);

      await takeByLink(await newPage(), near);
      await requester.goto(at('/dashboard'));
      await requester.getByText('A provider accepted').first().waitFor();
      await expect.poll(() => requester.locator('main').innerText()).toContain(`${near.name} accepted your request.`);

      await approveClaim(admin, near.name);
    }, 180_000);
  }
});
