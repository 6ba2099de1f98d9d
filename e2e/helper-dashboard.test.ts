import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { register, signInAs } from './people.ts';
import { submitEmergency } from './wizard.ts';

// The helper dashboard: the sample helper chooses the state they help in, sees an
// open emergency there without who asked, offers transport, and the person who asked sees the
// offer on their dashboard. The wizard's sample location is Boulder, CO.

const openEmergency = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Open emergencies in/ })
    .getByRole('article')
    .filter({ hasText: text });

describeE2E('helper dashboard', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`a helper offers transport on an emergency in their state, and the requester sees it (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const tag = randomUUID().slice(0, 8);
      const requester = await browser.newPage({ javaScriptEnabled: javaScript });
      await register(requester, `jo-${randomUUID()}@example.org`);
      await submitEmergency(requester, `A young owl is on the sidewalk and does not move (${tag}).`, javaScript);

      const helper = await browser.newPage({ javaScriptEnabled: javaScript });
      await signInAs(helper, 'helper@wildline.test', '/helper-dashboard');
      await helper.getByLabel('The state you help in').selectOption('CO');
      await helper.getByRole('button', { name: 'Save' }).click();
      await helper.getByText('Saved: these are the open emergencies in your state.').waitFor();
      const request = openEmergency(helper, tag);
      await request.waitFor();
      await expect.poll(() => request.innerText()).toMatch(/Waiting for a rehabilitator/);
      await expect.poll(() => helper.locator('main').innerText()).not.toContain('Jo Requester');
      await expectNoAxeViolations(helper);

      // Nothing chosen and no words: told next to the fields, nothing sent.
      await request.getByText('Offer help').click();
      await request.getByRole('button', { name: 'Send my offer' }).click();
      const again = openEmergency(helper, tag);
      await again.getByRole('link', { name: 'Choose what you can offer' }).waitFor(); // in the error summary
      await expect.poll(() => again.innerText()).toContain('Say what you can do and when');
      await expectNoAxeViolations(helper);

      if (!(await again.getByLabel('Transport to a rehabilitator').isVisible())) await again.getByText('Offer help').click();
      await again.getByLabel('Transport to a rehabilitator').check();
      await again.getByLabel('What you can do, and when').fill(`I can drive it to the raptor centre after 6 pm (${tag}).`);
      await again.getByRole('button', { name: 'Send my offer' }).click();
      await helper.getByText('Thank you: your offer is sent.').waitFor();
      await openEmergency(helper, tag).getByText('You offered:').waitFor();

      await requester.goto('/dashboard');
      const mine = requester.getByRole('region', { name: 'My help requests' }).getByRole('article').filter({ hasText: tag });
      await mine.getByText('Volunteer helpers offered').waitFor();
      await expect.poll(() => mine.innerText()).toContain(`I can drive it to the raptor centre after 6 pm (${tag}).`);
      await expect.poll(() => mine.getByRole('link', { name: 'helper@wildline.test' }).count()).toBe(1);
      await expectNoAxeViolations(requester);
    });
  }

  it('the helper dashboard is for helpers: a member is sent home, a visitor to sign in', async () => {
    const visitor = await browser.newPage();
    await visitor.goto('/helper-dashboard');
    await visitor.waitForURL(/\/login\?returnUrl=%2Fhelper-dashboard/);
    const member = await browser.newPage();
    await register(member, `jo-${randomUUID()}@example.org`);
    await member.goto('/helper-dashboard');
    await member.waitForURL((url) => url.pathname === '/');
  });
});
