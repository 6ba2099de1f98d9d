import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { register as registerAs, signInAs } from './people.ts';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { fillDetails, fillLocation } from './wizard.ts';

// The provider's side: the sample provider account runs the Boulder rehabilitation listing
// (seed data), so an emergency in Boulder, CO 80302 reaches it.

const register = (page: Page, email: string) => registerAs(page, email, { first: 'Sam', last: 'Requester' });

describeE2E('providers', () => {
  const browser = useBrowser();

  it('a provider sees a new request nearby appear, accepts it, and the requester sees that, without reloading', async () => {
    const situation = `A kestrel hit our window and is sitting stunned on the porch (${randomUUID().slice(0, 8)}).`;
    const requesterEmail = `sam-${randomUUID()}@example.org`;
    const requester = await browser.newPage();
    await register(requester, requesterEmail);
    await requester.goto('/find-help?type=emergency&step=2');
    await fillLocation(requester);
    await fillDetails(requester, 'Raptor (Hawk, Owl, Eagle)', true, situation);
    await requester.getByRole('heading', { name: 'Support Wildlife Care' }).waitFor();

    // The provider is looking at the dashboard when the request is sent, its event stream
    // still connecting: the request must show once it connects, with no reload.
    const provider = await browser.newPage();
    let connect!: () => void;
    const connecting = new Promise<void>((resolve) => (connect = resolve));
    await provider.route('**/api/v1/events', async (route) => {
      await connecting;
      await route.continue();
    });
    await signInAs(provider, 'provider@wildline.test', '/provider-dashboard');
    await provider.getByRole('heading', { name: 'Provider Dashboard', level: 1 }).waitFor();
    const card = provider.getByRole('article').filter({ hasText: situation });
    await expect.poll(() => card.count()).toBe(0);

    await requester.getByRole('button', { name: 'CONTINUE WITHOUT DONATING' }).click();
    await requester.getByRole('heading', { name: 'Your request has been submitted' }).waitFor();
    connect();
    await card.waitFor(); // reloaded when the stream opened, no reload of the page
    await expect.poll(() => provider.locator('main').innerText()).not.toContain(requesterEmail);
    await expectNoAxeViolations(provider);

    // The requester's dashboard is listening before the provider answers: the answer comes by an event.
    const listening = requester.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/events');
    await requester.goto('/dashboard');
    const mine = requester.getByRole('region', { name: 'My help requests' });
    await mine.getByText('Waiting for a provider').first().waitFor();
    await listening;

    await card.getByRole('link').click();
    await provider.getByRole('heading', { name: 'Raptor (Hawk, Owl, Eagle) in Boulder, CO', level: 1 }).waitFor();
    await expect.poll(() => provider.locator('main').innerText()).not.toContain(requesterEmail);
    await expectNoAxeViolations(provider);
    await provider.getByLabel('Note (optional)').fill('Keep the bird in a closed box in a quiet room; I am calling you now.');
    await provider.getByRole('button', { name: 'Accept request' }).click();
    await provider.getByRole('heading', { name: 'You accepted this request: contact the requester' }).waitFor();
    await expect.poll(() => provider.getByRole('link', { name: requesterEmail }).count()).toBe(1);
    await expectNoAxeViolations(provider);

    // The requester's dashboard shows who accepted, by the event stream.
    await mine.getByText(/Boulder Creek Wildlife Rehabilitation Center accepted your request\. “Keep the bird in a closed box/).waitFor();
    await expectNoAxeViolations(requester);

    // Back on the dashboard it is among the accepted ones, with the contact details.
    await provider.getByRole('link', { name: 'Back to the provider dashboard' }).click();
    await provider.getByRole('heading', { name: 'Provider Dashboard', level: 1 }).waitFor();
    const accepted = provider.getByRole('region', { name: /Accepted by you/ });
    await accepted.getByText(situation).waitFor();
    await expect.poll(() => accepted.getByRole('article').filter({ hasText: situation }).getByRole('link', { name: requesterEmail }).count()).toBe(1);

    // Nobody else reaches the provider pages.
    await requester.goto('/provider-dashboard');
    expect(new URL(requester.url()).pathname).toBe('/');
  });

  it('a provider keeps its listing right, and bad input is explained next to the field (JavaScript off)', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(page, 'provider@wildline.test', '/provider-dashboard');
    await page.getByRole('link', { name: 'Edit my listing' }).click();
    await page.getByRole('heading', { name: 'My Listing', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    const animalsBefore = await page.locator('input[name="animals"]:checked').count();

    await page.getByLabel('Website').fill('not a web address');
    await page.getByRole('button', { name: 'Save my listing' }).click();
    await page.getByRole('link', { name: 'Enter a web address starting with http:// or https://' }).waitFor(); // in the error summary
    await expectNoAxeViolations(page);

    const hours = `8:00 AM - 8:00 PM (${randomUUID().slice(0, 4)})`;
    await page.getByLabel('Website').fill('https://boulder-creek-wildlife.example.org');
    await page.getByLabel('Hours').fill(hours);
    await page.getByRole('button', { name: 'Save my listing' }).click();
    await page.getByText('Your listing is saved.').waitFor();
    await expect.poll(() => page.getByLabel('Hours').inputValue()).toBe(hours);
    await expect.poll(() => page.locator('input[name="animals"]:checked').count()).toBe(animalsBefore);
    // Hours matching cannot read are said so, and the hotline box is kept through a save.
    await page.getByText(/We cannot read these hours, so matches do not say whether you are open/).waitFor();
    expect(await page.getByLabel('We answer a 24-hour hotline: any hour, any day').isChecked()).toBe(true);
  });

  it('a provider marks its listing full for bats, the directory labels it, and the provider ends it early (JavaScript off)', async () => {
    // Full for bats only: other tests' raptors still reach this listing while it runs.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(page, 'provider@wildline.test', '/provider-dashboard');
    const section = page.getByRole('region', { name: 'Full for now?' });
    await section.getByRole('button', { name: 'Mark as full' }).click();
    await page.getByRole('link', { name: 'Enter the date and time you expect to have room again' }).waitFor(); // in the error summary
    await expectNoAxeViolations(page);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    await section.getByText('Full only for some animals').click();
    await section.getByLabel('Bat', { exact: true }).check();
    await section.getByLabel('Until').fill(tomorrow);
    await section.getByLabel('Note for requesters (optional)').fill('Call for raptors.');
    await section.getByRole('button', { name: 'Mark as full' }).click();
    await page.getByText('Your listing shows as full for Bat.').waitFor();
    await page
      .getByText(/^At capacity for Bat until /)
      .first()
      .waitFor();
    await expectNoAxeViolations(page);

    await page.goto('/view-providers?zip=80302&kind=rehabilitator');
    const listing = page.getByRole('article').filter({ hasText: 'Boulder Creek Wildlife Rehabilitation Center' });
    await listing.getByText(/At capacity for Bat until .* · “Call for raptors\.”/).waitFor();

    await page.goto('/provider-dashboard');
    await section.getByRole('button', { name: 'We have room again' }).click();
    await page.getByText('Your listing takes animals again.').waitFor();
    await expect.poll(() => page.getByText(/^At capacity/).count()).toBe(0);
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`the directory finds providers by ZIP or by city and state (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = await browser.newPage({ javaScriptEnabled });
      await page.goto('/view-providers');
      await page.waitForURL(/\/login\?returnUrl=%2Fview-providers/);
      await register(page, `finder-${randomUUID()}@example.org`);
      await page.goto('/view-providers');
      await page.getByRole('heading', { name: 'Find Providers', level: 1 }).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('link', { name: 'Enter a ZIP code, or a city and state' }).waitFor(); // in the error summary

      await page.getByLabel('ZIP code').fill('80302');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: /rehabilitators? near Boulder, CO 80302/ }).waitFor();
      const listing = page.getByRole('article').filter({ hasText: 'Boulder Creek Wildlife Rehabilitation Center' });
      await expect.poll(() => listing.getByText('Sample listing').count()).toBe(1);
      // Nobody verified a sample listing, and rehabilitators show no standards level.
      await expect.poll(() => listing.getByText('Verified by Wildline').count()).toBe(0);
      await expect.poll(() => listing.getByRole('link', { name: /Basic listing|association standard|certification/ }).count()).toBe(0);
      await expect.poll(() => listing.getByRole('link', { name: /^Call / }).count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByLabel('ZIP code').fill('');
      await page.getByLabel('City').fill('Boulder');
      await page.getByLabel('State').selectOption('CO');
      await page.getByLabel('Humane wildlife control operators').check();
      await page.getByLabel('Animal').selectOption('Raccoon');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('heading', { name: /control operators? near Boulder, CO$/ }).waitFor();
      expect(new URL(page.url()).searchParams.get('kind')).toBe('control');
      const firstListing = await page.getByRole('article').first().innerText();
      expect(firstListing).toMatch(/miles away/);
      // Every control operator shows one of the three standards levels.
      const operators = page.getByRole('article');
      const levels = operators.getByRole('link', { name: /^(Basic listing|National control-operators association standard|Humane-practice certification)$/ });
      await expect.poll(() => levels.count()).toBe(await operators.count());
    });
  }
});
