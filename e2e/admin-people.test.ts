import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { fillRegistration, makeHelper } from './people.ts';

// Users and roles, and the audit log that records each change; only administrators see them.

describeE2E('users and the audit log', () => {
  const browser = useBrowser();

  it('an administrator finds a new member, makes them a helper, and the audit log shows who did it', async () => {
    const member = await browser.newPage({ javaScriptEnabled: false });
    const name = `Cleo${randomBytes(3).toString('hex')}`;
    await member.goto('/register');
    await fillRegistration(member, `${name.toLowerCase()}@example.org`, { first: name, last: 'Marsh' });
    await member.waitForURL(`${browser.baseUrl}/dashboard`);
    // Not for members: sent home.
    await member.goto('/admin-dashboard/users');
    expect(new URL(member.url()).pathname).toBe('/');

    const admin = await browser.newPage();
    await admin.goto('/admin-dashboard');
    await admin.getByLabel('Email').fill('admin@wildline.test');
    await admin.getByLabel('Password').fill('wildline-dev');
    await Promise.all([admin.waitForURL(`${browser.baseUrl}/admin-dashboard`), admin.getByRole('button', { name: 'Sign In' }).click()]);
    await Promise.all([admin.waitForURL(`${browser.baseUrl}/admin-dashboard/users`), admin.getByRole('link', { name: 'Users and roles' }).click()]);
    await makeHelper(admin, name, 'Marsh');
    await expectNoAxeViolations(admin);

    await member.goto('/dashboard');
    await expect.poll(() => member.getByRole('heading', { level: 1 }).textContent()).toBe('Helper Dashboard');

    await admin.goto('/admin-dashboard/audit?action=user.role&actor=admin%40wildline.test');
    // The newest entry says, as a sentence, who made whom what, and what they were before.
    const newest = admin.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first();
    await newest.getByText(/ made .+ a Volunteer helper \(was Member\)$/).waitFor();
    expect(await newest.innerText()).toContain(`${name} Marsh`);
    expect(await newest.innerText()).toContain('admin@wildline.test');
    await expectNoAxeViolations(admin);
  });
});
