import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../common/listing-documents.ts';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { fillRegistration, signInAs } from './people.ts';

// Verification documents can really be sent: a new provider uploads a permit on the
// claim page while the listing waits, an administrator finds it under step 1 of the verification
// and downloads it, and once approved the provider keeps them on their listing page. With
// JavaScript on and off: plain multipart forms.

const unique = () => randomBytes(3).toString('hex');
/** A few bytes with PDF's magic number: what the server checks. */
const pdf = (label: string) => ({ name: `${label}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${label} ${unique()}\n%%EOF\n`) });

/** A new member registers through the claim flow and creates a listing; it waits for approval. */
async function newListingWaiting(tab: Page, name: string) {
  await tab.goto('/claim-listing');
  await Promise.all([tab.waitForURL(/\/register\?/), tab.getByRole('main').getByRole('link', { name: 'Create an Account' }).click()]);
  await fillRegistration(tab, `permits-${unique()}@example.org`, { first: 'Dana', last: 'Okafor' });
  await tab.waitForURL(/\/claim-listing\?newRegistration=1$/);
  const form = tab.getByRole('region', { name: 'Create a new listing' });
  await form.getByLabel('Organization name').fill(name);
  await form.getByLabel('Wildlife rehabilitator').check();
  await form.getByLabel('City').fill('Boulder');
  await form.getByLabel('State').selectOption('CO');
  await form.getByLabel('ZIP code').fill('80302');
  await form.getByLabel('Phone').fill('303-555-0177');
  await form.getByRole('button', { name: 'Create listing' }).click();
  await tab.getByRole('heading', { name: 'Pending verification' }).waitFor();
}

async function upload(tab: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const section = tab.getByRole('region', { name: 'Verification documents' });
  await section.getByLabel('Document to upload').setInputFiles(file);
  await section.getByRole('button', { name: 'Upload document' }).click();
  return section;
}

describeE2E('verification documents', () => {
  const browser = useBrowser();

  for (const javaScriptEnabled of [true, false]) {
    it(`a provider uploads a permit, an administrator downloads it in step 1 and approves (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const tab = await browser.newPage({ javaScriptEnabled });
      const name = `Larkspur Wildlife Care ${unique()}`;
      await newListingWaiting(tab, name);
      await expect.poll(() => tab.locator('main').innerText()).toMatch(/upload your permits, licences and proof of insurance below/);

      // A picture named .pdf is told apart by its bytes, next to the field.
      let section = await upload(tab, {
        name: 'permit.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      });
      await section.getByText('There is a problem').waitFor();
      await expect.poll(() => section.locator('#field-document-error').innerText()).toMatch(/ends in \.pdf, but it is a PNG image/);
      await expectNoAxeViolations(tab);
      if (javaScriptEnabled) {
        // A file over 10 MB is refused before it is sent (without JavaScript, the server's 413 page says so).
        section = await upload(tab, { name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x25) });
        await section.locator('#field-document-error').getByText(DOCUMENT_MESSAGES.tooBig).waitFor();
      }

      const permit = pdf('State rehabilitation permit');
      section = await upload(tab, permit);
      await section.getByText('Your document is uploaded.').waitFor();
      await section.getByRole('link', { name: 'Download State rehabilitation permit.pdf' }).waitFor();
      await expect.poll(() => section.innerText()).toMatch(/Uploaded \(1 of 10\)[\s\S]*PDF/);
      await expectNoAxeViolations(tab);

      // The administrator finds it under step 1 and downloads exactly what was sent.
      const admin = await browser.newPage({ javaScriptEnabled });
      await signInAs(admin, 'admin@wildline.test', '/admin-dashboard/providers');
      const claim = admin.getByRole('article', { name });
      await expect.poll(() => claim.innerText()).toMatch(/1\. Documentation reviewed:[\s\S]*State rehabilitation permit\.pdf[\s\S]*2\. Standards verified/);
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        claim.getByRole('link', { name: 'Download State rehabilitation permit.pdf' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('State rehabilitation permit.pdf');
      expect((await readFile((await download.path())!)).equals(permit.buffer)).toBe(true);
      await expectNoAxeViolations(admin);

      for (const step of ['Mark documentation reviewed', 'Mark standards verified']) {
        await claim.getByRole('button', { name: `${step} for ${name}` }).click();
        await claim.getByRole('button', { name: step === 'Mark documentation reviewed' ? `Mark standards verified for ${name}` : `Approve ${name}` }).waitFor();
      }
      await claim.getByRole('button', { name: `Approve ${name}` }).click();
      await admin.getByText(`${name} is approved.`).waitFor();

      // Approved: the documents are on the provider's listing page, where more can be sent and one deleted.
      await tab.goto('/provider-dashboard/listing');
      section = tab.getByRole('region', { name: 'Verification documents' });
      await section.getByRole('link', { name: 'Download State rehabilitation permit.pdf' }).waitFor();
      section = await upload(tab, pdf('Liability insurance 2026'));
      await section.getByText('Your document is uploaded.').waitFor();
      await expect.poll(() => section.innerText()).toMatch(/Uploaded \(2 of 10\)/);
      await expectNoAxeViolations(tab);
      await section.getByRole('button', { name: 'Delete State rehabilitation permit.pdf' }).click();
      await section.getByText('The document is deleted.').waitFor();
      await expect.poll(() => section.innerText()).toMatch(/Uploaded \(1 of 10\)[\s\S]*Liability insurance 2026\.pdf/);
      await expect.poll(() => section.getByRole('link', { name: 'Download State rehabilitation permit.pdf' }).count()).toBe(0);
    });
  }
});
