import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../server/config.ts';
import { providers } from '../server/db/schema.ts';
import { prepareDatabase } from '../server/start.ts';
import { describeE2E, useBrowser, waitForHydration } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

// Who is open now, at a fixed clock: a server of its own started with FIXED_NOW, so
// that at one instant a listing in Maine is open and one in Hawaii is not yet, whatever the hour
// the test runs at. Its database has no sample listings, only the ones below, written before the
// server starts. The person sees the labels and the order in the wizard's tap-to-call list.

/** Wednesday 25 November 2026, 16:00 UTC: 11:00 AM in Maine, 6:00 AM in Hawaii. */
const FIXED_NOW = '2026-11-25T16:00:00Z';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const PORTLAND_ME = { lat: 43.6615, lng: -70.2553 }; // ZIP 04101
const HILO_HI = { lat: 19.7, lng: -155.09 }; // ZIP 96720
const milesNorth = (at: { lat: number; lng: number }, miles: number) => ({ lat: at.lat + miles / 69, lng: at.lng });

const listing = { type: 'rehabilitator' as const, approved: true, claimed: false, availabilityDays: WEEKDAYS, availabilityHours: '9:00 AM - 5:00 PM' };
const LISTINGS = [
  // Nearest, but open only at weekends: last, though nearest.
  {
    ...listing,
    name: 'Back Cove Wildlife Care',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    phone: '(207) 555-0101',
    ...milesNorth(PORTLAND_ME, 0.5),
    availabilityDays: ['Saturday', 'Sunday'],
    availabilityHours: '10:00 AM - 4:00 PM',
  },
  { ...listing, name: 'Casco Bay Wildlife Rescue', city: 'Portland', state: 'ME', zip: '04101', phone: '(207) 555-0102', ...milesNorth(PORTLAND_ME, 2) },
  // Farther, and its office is closed now, but its hotline answers at any hour: with the open ones.
  {
    ...listing,
    name: 'Midcoast Wildlife Hotline',
    city: 'Falmouth',
    state: 'ME',
    zip: '04105',
    phone: '(207) 555-0103',
    ...milesNorth(PORTLAND_ME, 5),
    availabilityHours: '7:00 AM - 9:00 AM',
    hotline24h: true,
  },
  { ...listing, name: 'Hilo Wildlife Care', city: 'Hilo', state: 'HI', zip: '96720', phone: '(808) 555-0104', ...milesNorth(HILO_HI, 1) },
];

/** The wizard's details step for an emergency at `zip`, reached as a person reaches it. */
async function detailsStepAt(page: Page, baseUrl: string, zip: string, javaScript: boolean) {
  await page.goto(`${baseUrl}/find-help?type=emergency&step=2`);
  if (javaScript) await waitForHydration(page);
  await page.getByLabel('ZIP code').fill(zip);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 1, name: 'Wildlife Emergency Details' }).waitFor();
}

/** Each listing of the tap-to-call list above the form: its name and what it says of its hours, as a screen reader reads them. */
async function listed(page: Page) {
  const items = page.getByRole('complementary').first().getByRole('listitem');
  return Promise.all((await items.all()).map(async (item) => (await item.innerText()).split('\n')[0]!.replace(/\s+/g, ' ').trim()));
}

describeE2E('who is open now, at a fixed clock', () => {
  const browser = useBrowser();
  let server: RunningServer;

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wildline-e2e-clock-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SAMPLE_DATA: 'false', LOG_LEVEL: 'silent' });
    const database = await prepareDatabase(config);
    await database.db.insert(providers).values(LISTINGS);
    await database.close();
    server = await startServer({ FIXED_NOW, SAMPLE_DATA: 'false' }, { keepDataDir: dataDir });
    expect(server.logs.some((line) => line.includes('seeded a new database'))).toBe(false);
  }, 180_000); // the guide, questions and places seeded on a shared two-core machine

  afterAll(async () => {
    await server?.stop();
  });

  it('in Maine at 11 AM: those open now first, the 24-hour hotline with them, the nearest listing closed today last, saying when it opens (JavaScript off)', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await detailsStepAt(page, server.url, '04101', false);
    expect(await listed(page)).toEqual([
      'Casco Bay Wildlife Rescue Open now',
      'Midcoast Wildlife Hotline 24-hour hotline',
      'Back Cove Wildlife Care Closed now · opens 10:00 AM on Saturday',
    ]);
  });

  it('in Hawaii at the same instant, 6 AM: not open yet, and saying when it opens (JavaScript on)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await detailsStepAt(page, server.url, '96720', true);
    expect(await listed(page)).toEqual(['Hilo Wildlife Care Opens at 9:00 AM']);
    // The same answer from the public API the page's list comes from.
    const answer = (await (await fetch(`${server.url}/api/v1/providers/match?state=HI&type=rehabilitator`)).json()) as {
      providers: { name: string; openingToday: string }[];
    };
    expect(answer.providers.map((p) => [p.name, p.openingToday])).toEqual([['Hilo Wildlife Care', 'opens']]);
  });
});
