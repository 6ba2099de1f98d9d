import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminQuery } from '../server/db/admin-query.ts';
import { describeE2E, expectCallNowAboveANumber, expectNoAxeViolations, useBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';
import { chooseAnimal, fillDetails, fillNewAccount } from './wizard.ts';

// Day one of a real deployment (decision 046): the built server on PostgreSQL, as production runs
// it, with no sample listings. Nobody matches anywhere, so every person is given the numbers to
// call: a tappable tel: link on the wizard's details step and on /request-submitted, for an
// emergency in Ohio, a conflict in Texas and a seal in California; and a ZIP outside the 50 states
// or unknown is told so. On a phone.

const PHONE = { width: 390, height: 844 };
const POSTGRES = new URL(process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const database = `wildline_e2e_${randomUUID().slice(0, 8)}`;
let server: RunningServer;

beforeAll(async () => {
  await adminQuery(POSTGRES, `CREATE DATABASE "${database}"`);
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  server = await startServer({ DATABASE_URL: url.toString(), SAMPLE_DATA: 'false', TRUST_PROXY: 'true' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await adminQuery(POSTGRES, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
});

const at = (path: string) => `${server.url}${path}`;
/** The tel: links in a part of the page. */
const numbersIn = (page: Page, selector = 'main') => page.locator(`${selector} a[href^="tel:"]`);

/** Steps 1 to 3 of the wizard for a place; resolves on the details step. */
async function toDetails(page: Page, type: 'emergency' | 'conflict', place: { city: string; state: string; zip: string }) {
  await page.goto(at(`/find-help?type=${type}&step=2`));
  await page.getByLabel('ZIP code').fill(place.zip);
  await page.getByLabel('City').fill(place.city);
  await page.getByLabel('State').selectOption(place.state);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: type === 'emergency' ? 'Wildlife Emergency Details' : 'Wildlife Conflict Details' }).waitFor();
}

/** The rest of the wizard as a new person, to /request-submitted. */
async function sendAsNewPerson(page: Page, type: 'emergency' | 'conflict', animal: string, situation: string, javaScript: boolean) {
  await fillDetails(page, animal, javaScript, situation);
  if (type === 'emergency') await page.getByRole('button', { name: 'CONTINUE WITHOUT DONATING' }).click();
  await page.getByRole('heading', { name: 'Your Contact Information' }).waitFor();
  await fillNewAccount(page, `day-one-${randomUUID()}@example.org`);
  await page.waitForURL(/\/request-submitted\?id=/);
}

describeE2E('day one of a real deployment: a number to call in every state', () => {
  const browser = useBrowser();
  const newPage = (javaScriptEnabled = true) => browser.newPage({ viewport: PHONE, javaScriptEnabled });

  for (const javaScript of [true, false]) {
    it(`an injured songbird in Columbus, Ohio: Ohio's numbers on the details step and after sending (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const page = await newPage(javaScript);
      await toDetails(page, 'emergency', { city: 'Columbus', state: 'OH', zip: '43215' });
      const fallback = page.getByRole('complementary', { name: 'No wildlife rehabilitators found nearby' });
      await fallback.getByText('These numbers can tell you who can help:').waitFor();
      await expect.poll(() => fallback.getByRole('link', { name: 'Call 1-800-WILDLIFE (800-945-3543)' }).getAttribute('href')).toBe('tel:8009453543');
      await expect.poll(() => fallback.getByRole('link', { name: 'Call 1-800-POACHER (800-762-2437)' }).getAttribute('href')).toBe('tel:8007622437');
      await expectNoAxeViolations(page);

      await sendAsNewPerson(page, 'emergency', 'Songbird', 'A robin is on the sidewalk with a drooping wing.', javaScript);
      await page.getByRole('heading', { name: 'No rehabilitator on Wildline could be notified automatically' }).waitFor();
      await expect.poll(() => numbersIn(page).count()).toBeGreaterThanOrEqual(2);
      await expect.poll(() => numbersIn(page).first().getAttribute('href')).toMatch(/^tel:\d{10}$/);
      await page.getByText('24-hour line: an officer can tell you who can help tonight').first().waitFor();
      await expectNoAxeViolations(page);
    }, 120_000);
  }

  it('a raccoon in the attic in Austin, Texas: the state’s lines and the national wildlife-damage line, never the police line', async () => {
    const page = await newPage();
    await toDetails(page, 'conflict', { city: 'Austin', state: 'TX', zip: '78701' });
    const fallback = page.getByRole('complementary', { name: 'No humane control operators found nearby' });
    await expect.poll(() => fallback.getByRole('link', { name: 'Call 1-866-4USDAWS (866-487-3297)' }).getAttribute('href')).toBe('tel:8664873297');
    await fallback.getByText('Wildlife damage and conflicts line').waitFor();
    await expect.poll(() => fallback.getByRole('link', { name: /800-792-4263/ }).count()).toBe(0);
    await sendAsNewPerson(page, 'conflict', 'Raccoon', 'A raccoon is living in our attic and we hear it at night.', true);
    await expect.poll(() => numbersIn(page).count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.getByRole('link', { name: 'Call 1-866-4USDAWS (866-487-3297)' }).count()).toBe(1);
  }, 120_000);

  it('a seal on the beach in Santa Cruz, California: the West Coast stranding line, once the animal is chosen', async () => {
    const page = await newPage();
    await toDetails(page, 'emergency', { city: 'Santa Cruz', state: 'CA', zip: '95060' });
    // Choosing the animal shows the step for it: the list of numbers now has the stranding line.
    await chooseAnimal(page, 'Marine Mammal (Seal, Sea Lion)', true);
    const fallback = page.getByRole('complementary', { name: 'No wildlife rehabilitators found nearby' });
    await expect.poll(() => fallback.getByRole('link', { name: 'Call 866-767-6114' }).getAttribute('href')).toBe('tel:8667676114');
    await sendAsNewPerson(page, 'emergency', 'Marine Mammal (Seal, Sea Lion)', 'A young seal has been lying on the beach all day.', true);
    await expect.poll(() => page.getByRole('link', { name: 'Call 866-767-6114' }).getAttribute('href')).toBe('tel:8667676114');
    await page.getByText('Marine mammal stranding line').first().waitFor();
    await expectCallNowAboveANumber(page);
  }, 120_000);

  it('a Washington, DC ZIP and an unknown ZIP are each told what to do, beside the ZIP', async () => {
    const page = await newPage();
    await page.goto(at('/find-help?type=emergency&step=2'));
    await page.getByLabel('ZIP code').fill('20001');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Where to turn in Washington, DC' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Call 202-882-1000' }).getAttribute('href')).toBe('tel:2028821000');
    await expect.poll(() => page.locator('main').innerText()).not.toMatch(/City is required|State is required/);
    await expectNoAxeViolations(page);

    await page.getByLabel('ZIP code').fill('00000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('We don’t know the ZIP code 00000. Check it, or enter your city and state.').first().waitFor();
    await expect.poll(() => page.getByRole('heading', { name: /Where to turn in/ }).count()).toBe(0);
  }, 60_000);
});
