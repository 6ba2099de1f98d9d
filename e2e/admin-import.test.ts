import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';

// Provider listings from a state agency's CSV (docs/decisions/003): the administrator previews the file,
// sees the bad row's problem next to it, imports, and a second import changes nothing.

const HEADER = 'First Name,Last Name,Organization,Listing Type,Street,City,State,Zip,Phone,Email,Permit,Raptors';

/** Two good listings with numbers of their own (the e2e database is shared by the whole run), and a bad one. */
function agencyFile() {
  const tag = randomBytes(3).toString('hex');
  const name = `Foothills Raptor Care ${tag}`;
  const bad = `Nowhere Wildlife ${tag}`;
  const csv = [
    HEADER,
    `,,${name},Wildlife rehabilitator,12 Pearl St,Boulder,CO,80302,(303) 555-0100,care-${tag}@example.org,CO-${tag},Y`,
    `Ana,Ruiz ${tag},,NWCO,,Longmont,CO,80501,303-555-0101,,,`,
    `,,${bad},zoo,,Boulder,PR,80302,303-555-0102,,,`,
  ].join('\n');
  return { csv, name, bad };
}

/** A state's list in WildlifeRehabber.com's state-agency template, its header as published (docs/decisions/056). */
const TEMPLATE_HEADER =
  'first_name,last_name,listing_type,state_verified,street,city,state,zip,phone,mail,comments,country,federal_permit,custom_1,custom_2,' +
  'small_mammals,large_mammals,rabies_vector,passerines,waterfowl,water_sea_birds,raptors,reptiles_amphibians,marine_mammals';

/** An organisation, a person the agency did not mark state_verified, and a bad e-mail. */
function templateFile() {
  const tag = randomBytes(3).toString('hex');
  const center = `Front Range Wildlife Center ${tag}`;
  const held = `Nguyen ${tag}`;
  const bad = `Park ${tag}`;
  const csv = [
    TEMPLATE_HEADER,
    `,${center},Wildlife Rehabilitator,1,1 Pearl St,Boulder,CO,80302,303-555-0140,intake-${tag}@example.org,Call first,US,1,,,1,,,1,,,,,`,
    `Tom,${held},Wildlife Rehabilitator,,,Longmont,CO,80501,303-555-0141,tom-${tag}@example.org,,,,,,,,,,,,1,,`,
    `Lee,${bad},Wildlife Rehabilitator,1,,Boulder,CO,80301,303-555-0142,lee@,,,,,,1,,,,,,,,`,
  ].join('\n');
  return { csv, center, held: `Tom ${held}`, bad: `Lee ${bad}` };
}

/** Signs in on the way to the admin dashboard, and follows its link to the import page. */
async function signInAsAdmin(tab: Page, baseUrl: string) {
  await signInAs(tab, 'admin@wildline.test', '/admin-dashboard');
  await expectNoAxeViolations(tab);
  await Promise.all([tab.waitForURL(`${baseUrl}/admin-dashboard/import`), tab.getByRole('link', { name: 'Import provider listings (CSV)' }).click()]);
  await tab.getByRole('heading', { level: 1, name: 'Import provider listings' }).waitFor();
}

/** Preview, with the bad row's problem in its own row of the table, then import. */
async function previewAndImport(tab: Page, file: ReturnType<typeof agencyFile>, expected: { preview: string; summary: string }) {
  await tab.getByRole('button', { name: 'Preview import' }).click();
  await tab.getByText(expected.preview).waitFor();
  const badRow = tab.getByRole('row', { name: new RegExp(file.bad) });
  await expect
    .poll(() => badRow.innerText())
    .toMatch(/Error[\s\S]*Listing type must be a rehabilitator or a control operator[\s\S]*State must be one of the 50 US states/);
  await expectNoAxeViolations(tab);

  await tab.getByRole('button', { name: 'Import listings' }).click();
  await tab.getByText(expected.summary).waitFor();
  await tab.getByRole('heading', { name: 'Import summary' }).waitFor();
  await expectNoAxeViolations(tab);
}

const FIRST = {
  preview: 'Preview (3 rows): 2 new, 0 updated, 0 unchanged, 1 with errors. Nothing has been saved yet.',
  summary: 'Import finished (3 rows): 2 created, 0 updated, 0 unchanged, 1 rejected.',
};
const AGAIN = {
  preview: 'Preview (3 rows): 0 new, 0 updated, 2 unchanged, 1 with errors. Nothing has been saved yet.',
  summary: 'Import finished (3 rows): 0 created, 0 updated, 2 unchanged, 1 rejected.',
};

describeE2E('importing provider listings from CSV', () => {
  const browser = useBrowser();

  it('an administrator pastes a file, previews it, imports it, and importing it again changes nothing', async () => {
    const tab = await browser.newPage();
    await signInAsAdmin(tab, browser.baseUrl);
    await expectNoAxeViolations(tab);
    const file = agencyFile();

    await tab.getByLabel('Or paste the CSV').fill(file.csv);
    await previewAndImport(tab, file, FIRST);
    await expect.poll(() => tab.getByRole('row', { name: new RegExp(file.name) }).innerText()).toMatch(/New/);

    await tab.getByLabel('Or paste the CSV').fill(file.csv);
    await previewAndImport(tab, file, AGAIN);
    await expect.poll(() => tab.getByRole('row', { name: new RegExp(file.name) }).innerText()).toMatch(/Unchanged/);

    // The listing is in the directory, found by its ZIP code.
    await tab.goto('/view-providers?zip=80302&kind=rehabilitator');
    await tab.getByText(file.name).first().waitFor();
    await expectNoAxeViolations(tab);
  });

  it('works without JavaScript, from a chosen file', async () => {
    const tab = await browser.newPage({ javaScriptEnabled: false });
    await signInAsAdmin(tab, browser.baseUrl);
    await expectNoAxeViolations(tab);
    const file = agencyFile();

    // Nothing chosen: told next to the field.
    await tab.getByRole('button', { name: 'Preview import' }).click();
    await tab.getByRole('link', { name: 'Choose a CSV file or paste its contents' }).waitFor(); // in the error summary

    await tab.getByLabel('CSV file').setInputFiles({ name: 'agency-list.csv', mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
    await previewAndImport(tab, file, FIRST);

    await tab.getByLabel('CSV file').setInputFiles({ name: 'agency-list.csv', mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
    await previewAndImport(tab, file, AGAIN);
  });

  it("imports a state's list in WildlifeRehabber.com's template, held and bad rows told, without JavaScript", async () => {
    const tab = await browser.newPage({ javaScriptEnabled: false });
    await signInAsAdmin(tab, browser.baseUrl);
    const file = templateFile();
    const heldWhy = /Not marked state_verified \(other rows are\): imported, but not shown or told of requests/;

    await tab.getByLabel('CSV file').setInputFiles({ name: 'co-2026-v1.csv', mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
    await tab.getByRole('button', { name: 'Preview import' }).click();
    await tab
      .getByText(
        'Preview (3 rows): 2 new, 0 updated, 0 unchanged, 1 with errors. 1 not marked state_verified: not shown or told of requests until verified. Nothing has been saved yet.',
      )
      .waitFor();
    await expect
      .poll(() => tab.getByRole('row', { name: new RegExp(file.bad) }).innerText())
      .toMatch(/Error[\s\S]*E-mail must be an address like name@example.org/);
    await expect.poll(() => tab.getByRole('row', { name: new RegExp(file.held) }).innerText()).toMatch(heldWhy);
    const centerRow = tab.getByRole('row', { name: new RegExp(file.center) });
    await expect.poll(() => centerRow.innerText()).toMatch(/Rehabilitator[\s\S]*New/);
    expect(await centerRow.innerText()).not.toMatch(heldWhy);
    await expectNoAxeViolations(tab);

    await tab.getByRole('button', { name: 'Import listings' }).click();
    await tab.getByText('Import finished (3 rows): 2 created, 0 updated, 0 unchanged, 1 rejected. 1 not marked state_verified').waitFor();

    await tab.getByLabel('CSV file').setInputFiles({ name: 'co-2026-v1.csv', mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
    await tab.getByRole('button', { name: 'Preview import' }).click();
    await tab.getByText('Preview (3 rows): 0 new, 0 updated, 2 unchanged, 1 with errors.', { exact: false }).waitFor();

    // The organisation is in the directory under its own name; the held listing is not.
    await tab.goto('/view-providers?zip=80302&kind=rehabilitator');
    await tab.getByText(file.center).first().waitFor();
    expect(await tab.getByText(file.held).count()).toBe(0);
  });
});
