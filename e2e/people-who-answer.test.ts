import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { acceptAsSampleProvider, makeHelper, register, signInAs } from './people.ts';
import { submitEmergency } from './wizard.ts';

// The people who answer, on a phone and at a desk, with JavaScript on and off
// (docs/decisions/060): a provider's newest request on the first screen, a requester's accepted
// request with its Call button on the first screen and the page's data loaded once, and the
// audit log as sentences without sideways scrolling.

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 800 };
const SIZES = [
  ['phone', PHONE],
  ['desk', DESK],
] as const;

/** Whether the element's top is within the first screen (no scrolling needed to see it begin). */
const onFirstScreen = async (page: Page, selector: string) =>
  page.evaluate((css) => {
    const box = document.querySelector(css)?.getBoundingClientRect();
    return box ? box.top >= 0 && box.top < window.innerHeight - 40 : false;
  }, selector);

const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describeE2E('the people who answer', () => {
  const browser = useBrowser();

  /** A new requester's emergency, tagged so that its card can be told from others. */
  async function newEmergency() {
    const tag = randomUUID().slice(0, 8);
    const requester = await browser.newPage({ viewport: PHONE });
    const email = `ria-${tag}@example.org`;
    await register(requester, email);
    const id = await submitEmergency(requester, `A swift is grounded by our door (${tag}).`, true);
    await requester.context().close();
    return { tag, email, id };
  }

  it("a requester's request is the provider's first, on the first screen, with how new requests reach them", async () => {
    const { tag } = await newEmergency();
    for (const javaScriptEnabled of [true, false]) {
      for (const [, viewport] of SIZES) {
        const provider = await browser.newPage({ viewport, javaScriptEnabled });
        await signInAs(provider, 'provider@wildline.test', '/provider-dashboard');
        const first = provider
          .getByRole('region', { name: /Requests you can take/ })
          .getByRole('article')
          .first();
        expect(await first.innerText()).toContain(tag);
        expect(await onFirstScreen(provider, '#open-requests ~ ul article')).toBe(true);
        // How new requests reach the provider, with the way to turn notifications on.
        expect(await provider.getByTestId('alert-channel').innerText()).toMatch(/New requests reach you by/);
        expect(await provider.getByRole('link', { name: 'Turn on browser notifications or change this' }).getAttribute('href')).toBe('/account#notifications');
        // Full for now? and the listing's details come after the requests.
        const order = await provider.evaluate(() =>
          ['open-requests', 'accepted-requests', 'capacity', 'your-listing'].map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? -1),
        );
        expect(order.every((top, i) => top >= 0 && (i === 0 || top > order[i - 1]!))).toBe(true);
        expect(await scrollsSideways(provider)).toBe(false);
        await expectNoAxeViolations(provider);
        await provider.context().close();
      }
    }
  });

  it("once a request is accepted, the requester's Call button is on their first screen, and their dashboard loads its data once", async () => {
    const { email, id } = await newEmergency();
    const accepting = await browser.newPage({ viewport: DESK });
    await acceptAsSampleProvider(accepting, id);
    await accepting.context().close();
    // Past the server's allowance for two servers' clocks: the acceptance is then before any page's data is read.
    await new Promise((resolve) => setTimeout(resolve, 2_500));

    for (const javaScriptEnabled of [true, false]) {
      for (const [, viewport] of SIZES) {
        const page = await browser.newPage({ viewport, javaScriptEnabled });
        const dataLoads: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.endsWith('.data')) dataLoads.push(request.url());
        });
        const ready = javaScriptEnabled ? page.waitForResponse((response) => response.url().includes('/api/v1/events')) : null;
        await signInAs(page, email, '/dashboard', 'kestrel-field-77');
        const call = page.getByRole('region', { name: 'My help requests' }).getByRole('link', { name: /^Call / });
        await call.first().waitFor();
        expect(await onFirstScreen(page, '#my-requests ~ ul a[href^="tel:"]')).toBe(true);
        const before = await page.evaluate(() => {
          const call = document.querySelector('#my-requests ~ ul a[href^="tel:"]')!.getBoundingClientRect().top;
          const tiles = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Where to go')!.getBoundingClientRect().top;
          return call < tiles;
        });
        expect(before).toBe(true);
        expect(await scrollsSideways(page)).toBe(false);
        if (ready) {
          // The stream opened and said the data is current: the page does not load it again.
          await ready;
          // Its "ready" follows at once; a second load would start within moments of it.
          await page.waitForTimeout(1_500);
          expect(dataLoads).toEqual([]);
        }
        await expectNoAxeViolations(page);
        await page.context().close();
      }
    }
  });

  it('the audit log reads as sentences and fits a phone and a desk without sideways scrolling', async () => {
    // An entry of its own, naming a person, whatever other tests have logged.
    const first = `Ines${randomUUID().slice(0, 6)}`;
    const member = await browser.newPage();
    await register(member, `${first.toLowerCase()}@example.org`, { first, last: 'Ortega' });
    await member.context().close();
    const admin = await browser.newPage();
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard');
    await makeHelper(admin, first, 'Ortega');
    await admin.context().close();
    for (const javaScriptEnabled of [true, false]) {
      for (const [, viewport] of SIZES) {
        const page = await browser.newPage({ viewport, javaScriptEnabled });
        await signInAs(page, 'admin@wildline.test', '/admin-dashboard/audit');
        const entries = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem');
        await entries.filter({ hasText: `made ${first} Ortega a Volunteer helper` }).waitFor();
        const read = await entries.evaluateAll((items) =>
          items.map((item) => ({ action: item.getAttribute('data-action')!, sentence: item.querySelector('p')!.textContent! })),
        );
        const unread = read.filter(({ action, sentence }) => sentence.includes(action) || /[0-9a-f]{8}-[0-9a-f]{4}-/.test(sentence) || sentence.includes('{{'));
        expect(unread).toEqual([]);
        // Every time in one zone, named.
        const times = await page.locator('ol time').allInnerTexts();
        expect(times.every((time) => / E[SD]T$/.test(time))).toBe(true);
        expect(await scrollsSideways(page)).toBe(false);
        await expectNoAxeViolations(page);
        await page.context().close();
      }
    }
  });
});
