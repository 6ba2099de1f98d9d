import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { register, signInAs } from './people.ts';
import { submitEmergency } from './wizard.ts';

// The field team: an administrator adds an approved helper for Colorado (the team sees
// requesters' addresses and phones, so nobody else); once the sample Boulder rehabilitator
// accepts an emergency there, the member sees the pickup with its address and marks it done.
// Someone off the team learns what the team is instead.

/** An administrator approves the member as a helper on the users page (what approving their application does). */
async function makeHelper(admin: Page, email: string, fullName: string) {
  await admin.goto(`/admin-dashboard/users?q=${encodeURIComponent(email)}`);
  await admin.getByLabel(`Role of ${fullName}`, { exact: true }).selectOption('helper');
  await admin.getByRole('button', { name: `Save the role of ${fullName}` }).click();
  await admin.getByText(`${fullName} is now: Volunteer helper.`).waitFor();
}

/** A new member's emergency in Boulder, accepted by the sample Boulder rehabilitator. */
async function acceptedEmergency(open: (javaScript: boolean) => Promise<Page>, tag: string, javaScript: boolean) {
  const requester = await open(javaScript);
  await register(requester, `jo-${randomUUID()}@example.org`);
  const id = await submitEmergency(requester, `A goose with a hurt wing is stuck behind our fence (${tag}).`, javaScript);
  const provider = await open(javaScript);
  await signInAs(provider, 'provider@wildline.test', `/help-request/${id}`);
  await provider.getByRole('button', { name: 'Accept request' }).click();
  await provider.getByRole('heading', { name: 'You accepted this request: contact the requester' }).waitFor();
}

describeE2E('field team', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`an administrator adds a member, who picks up an accepted emergency in their state (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const tag = randomUUID().slice(0, 8);
      const memberEmail = `field-${randomUUID()}@example.org`;
      const member = await browser.newPage({ javaScriptEnabled: javaScript });
      await register(member, memberEmail, { first: 'Fran', last: 'Fielder' });
      await member.goto('/field-team-dashboard');
      await member.getByText('The Wildline field team is a group of trained volunteers').waitFor();
      await expect.poll(() => member.getByRole('link', { name: 'Field team' }).count()).toBe(0);
      await expectNoAxeViolations(member);

      const admin = await browser.newPage({ javaScriptEnabled: javaScript });
      await signInAs(admin, 'admin@wildline.test', '/admin-dashboard');
      await admin.goto('/admin-dashboard/field-team');
      await admin.getByRole('button', { name: 'Save member' }).click();
      await admin.getByRole('link', { name: 'Choose the state they work in' }).waitFor(); // in the error summary
      await admin.getByLabel('E-mail of their account').fill(memberEmail);
      await admin.getByLabel('State they work in').selectOption('CO');
      await admin.getByRole('button', { name: 'Save member' }).click();
      // Only an approved helper can join: a member is refused, saying why.
      await admin.getByText('Only approved helpers can join the field team.').waitFor();
      // Named twice: in the error summary (a link to the field) and next to the field itself.
      await admin.getByRole('link', { name: 'This account is not an approved helper: approve their volunteer application first' }).waitFor();
      await admin
        .getByRole('listitem')
        .filter({ hasText: 'This account is not an approved helper', hasNot: admin.getByRole('link') })
        .waitFor();
      await expect.poll(() => admin.getByLabel('E-mail of their account').inputValue()).toBe(memberEmail);
      await expectNoAxeViolations(admin);
      await makeHelper(admin, memberEmail, 'Fran Fielder');

      await admin.goto('/admin-dashboard/field-team');
      await admin.getByLabel('E-mail of their account').fill(memberEmail);
      await admin.getByLabel('State they work in').selectOption('CO');
      await admin.getByRole('button', { name: 'Save member' }).click();
      await admin.getByText('Saved: they are on the field team in that state.').waitFor();
      await admin.getByRole('row', { name: /Fran Fielder/ }).waitFor();
      await expectNoAxeViolations(admin);

      await acceptedEmergency((js) => browser.newPage({ javaScriptEnabled: js }), tag, javaScript);

      await member.goto('/dashboard');
      await Promise.all([member.waitForURL(/\/field-team-dashboard$/), member.getByRole('banner').getByRole('link', { name: 'Field team' }).first().click()]);
      const waiting = member.getByRole('region', { name: /Waiting for a pickup/ });
      const pickup = waiting.getByRole('article').filter({ hasText: tag });
      await pickup.waitFor();
      await expect.poll(() => pickup.innerText()).toMatch(/Boulder/);
      await expect.poll(() => pickup.getByRole('link', { name: /^Call / }).count()).toBeGreaterThan(0);
      // The sample Boulder rehabilitator is badged as a sample, so nobody calls it for help.
      await expect.poll(() => pickup.getByText('Sample listing', { exact: true }).count()).toBe(1);
      await expectNoAxeViolations(member);
      await pickup.getByRole('button', { name: /Mark pickup done/ }).click();
      await member.getByText('Pickup marked done. Thank you.').waitFor();
      await member
        .getByRole('region', { name: /Done in the last 7 days/ })
        .getByRole('article')
        .filter({ hasText: tag })
        .waitFor();
      if (javaScript) await member.waitForFunction(() => localStorage.getItem('wildline-field-team') === 'true');

      // Off the team again: the page explains the team instead of showing the work.
      await admin.goto('/admin-dashboard/field-team');
      await admin.getByRole('button', { name: 'Remove Fran Fielder from the field team' }).click();
      await admin.getByText('Fran Fielder is off the field team.').waitFor();
      await member.goto('/field-team-dashboard');
      await member.getByText('The Wildline field team is a group of trained volunteers').waitFor();
      // The header clears the browser's copy once the page has hydrated.
      if (javaScript) await member.waitForFunction(() => localStorage.getItem('wildline-field-team') === null);
    });
  }

  it('the field team administration is for administrators only', async () => {
    const member = await browser.newPage();
    await register(member, `jo-${randomUUID()}@example.org`);
    await member.goto('/admin-dashboard/field-team');
    await member.waitForURL((url) => url.pathname === '/');
  });
});
