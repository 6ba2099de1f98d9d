import type { Page, Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { mailTo } from './mailbox.ts';
import { summaryMessage } from './error-summary.ts';
import { expectFieldError, field, submitWithoutScript } from './form-fields.ts';

// Accounts: register, sign in by role, protected pages, password reset,
// throttling, and sign-in and sign-out without JavaScript.
//
// The server is shared by every test file, so each test makes its own accounts and never
// changes the development accounts' passwords or locks them out. The server counts sign-ins
// per IP (30 per 15 minutes) and sign-ups per IP (10 per hour), and every test comes from
// 127.0.0.1: this file signs in 18 times and creates 4 accounts.

import { DEV_PASSWORD } from './people.ts';
const GOOD_PASSWORD = 'heron-marsh-2025';
const INVALID_CREDENTIALS = 'Invalid email or password. Please try again.';
const INVALID_RESET_LINK = 'Invalid or expired password reset link. Please try again.';
const FORGOT_SENT = 'If an account exists for this email, a password reset link has been sent.';

const uniqueEmail = (who: string) => `${who}-${crypto.randomUUID()}@example.org`;

interface NewAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const newAccount = (who: string): NewAccount => ({
  firstName: 'Robin',
  lastName: `Quill ${who}`,
  email: uniqueEmail(who),
  password: GOOD_PASSWORD,
});

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function heading(page: Page) {
  return page.getByRole('heading', { level: 1 }).textContent();
}

function registerForm(page: Page) {
  return {
    firstName: field(page, 'First name'),
    lastName: field(page, 'Last name'),
    email: field(page, 'Email'),
    password: field(page, 'Password'),
    confirmPassword: field(page, 'Confirm password'),
    terms: page.getByRole('checkbox', {
      name: /I agree to the Terms of Service and Privacy Policy/,
    }),
    submit: page.getByRole('button', { name: 'Create Account' }),
  };
}

async function fillRegistration(page: Page, account: NewAccount, confirmPassword = account.password) {
  const form = registerForm(page);
  await form.firstName.fill(account.firstName);
  await form.lastName.fill(account.lastName);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.confirmPassword.fill(confirmPassword);
  await form.terms.check();
  return form;
}

/** On a React page, waits until it has hydrated (the register form then says `_js=1`). */
async function registerPageHydrated(page: Page) {
  await page.locator('input[type="hidden"][name="_js"]').waitFor({ state: 'attached' });
}

/** Creates an account through the register page (JavaScript off), in its own browser context. */
async function createAccount(browser: ReturnType<typeof useBrowser>, who: string): Promise<NewAccount> {
  const account = newAccount(who);
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto('/register');
  const form = await fillRegistration(page, account);
  await submitWithoutScript(page, form.submit);
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await page.context().close();
  return account;
}

async function fillLogin(page: Page, email: string, password: string) {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  return page.getByRole('button', { name: 'Sign In' });
}

/** Signs in on the login page that is open (JavaScript on) and waits for `path`. */
async function signIn(page: Page, baseUrl: string, email: string, password: string, path: string) {
  await (await fillLogin(page, email, password)).click();
  await page.waitForURL(`${baseUrl}${path}`);
}

async function expectDashboard(page: Page, title: string, fullName: string, roleLabel: string) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  const text = await page.getByRole('main').innerText();
  expect(text).toContain(`Welcome, ${fullName}.`);
  expect(text).toContain(`Your role: ${roleLabel}`);
}

/** The reset link mailed to `email`, from the development mailbox (mail may be written just after the answer). */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  const link = (await mailTo(page, email)).match(/\S+\/reset-password\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

describeE2E('accounts', () => {
  const browser = useBrowser();

  it('registering with JavaScript on says so, then moves on to the dashboard', async () => {
    const account = newAccount('js-on');
    const page = await browser.newPage();
    await page.goto('/register');
    await registerPageHydrated(page);
    expect(await heading(page)).toBe('Create an Account');
    expect(await page.title()).toBe('Create an Account | Wildline');
    await expectNoAxeViolations(page);

    const form = await fillRegistration(page, account);
    await form.submit.click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Registration successful!' }).innerText())
      .toBe('Registration successful! Redirecting to dashboard...');
    await page.waitForURL(`${browser.baseUrl}/dashboard`);
    await expectDashboard(page, 'My Dashboard', `${account.firstName} ${account.lastName}`, 'Member');
    await mainNav(page).getByRole('button', { name: 'Logout' }).waitFor();
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(1);
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('registering with JavaScript off goes straight to the dashboard', async () => {
    const account = newAccount('js-off');
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/register');
    await expectNoAxeViolations(page);
    const form = await fillRegistration(page, account);
    await submitWithoutScript(page, form.submit);
    expect(page.url()).toBe(`${browser.baseUrl}/dashboard`);
    await expectDashboard(page, 'My Dashboard', `${account.firstName} ${account.lastName}`, 'Member');
    await expect.poll(() => mainNav(page).getByRole('button', { name: 'Logout' }).count()).toBe(1);
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(1);
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  for (const javaScriptEnabled of [false, true]) {
    it(`the register form explains what is wrong, next to each field, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const page = await browser.newPage({ javaScriptEnabled });
      await page.goto('/register');
      if (javaScriptEnabled) await registerPageHydrated(page);
      const form = registerForm(page);
      // With JavaScript the page stays and updates; without it each answer is a new page.
      const submit = async (firstNewMessage: string) => {
        if (javaScriptEnabled) await form.submit.click();
        else expect((await submitWithoutScript(page, form.submit)).status()).toBe(400);
        await page.getByRole('link', { name: firstNewMessage, exact: true }).waitFor(); // in the error summary
      };

      // Nothing filled in
      await submit('First name is required');
      await page.getByText('You must provide either an email or phone number and a password').waitFor();
      await expectFieldError(form.firstName, 'First name is required');
      await expectFieldError(form.lastName, 'Last name is required');
      await expectFieldError(form.email, 'Email is required');
      await expectFieldError(form.terms, 'You must agree to the Terms of Service and Privacy Policy');
      await expectNoAxeViolations(page);

      // A common password, and a confirmation that differs
      const account = newAccount('invalid');
      await fillRegistration(page, { ...account, password: 'password' }, 'passwor');
      await submit('Passwords do not match');
      await expectFieldError(form.password, 'Password is one of the most commonly used passwords');
      await expectFieldError(form.confirmPassword, 'Passwords do not match');
      await expect.poll(() => page.getByText('First name is required').count()).toBe(0);
      await expectNoAxeViolations(page);

      // Too short
      await fillRegistration(page, { ...account, password: 'abc' });
      await submit('Password must be at least 6 characters');
      await expectFieldError(form.password, 'Password must be at least 6 characters');
      await expect.poll(() => page.getByText('Passwords do not match').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/register'); // no account was made
    });
  }

  const roles = [
    {
      email: 'admin@wildline.test',
      path: '/admin-dashboard',
      title: 'Admin Dashboard',
      name: 'Alex Admin (sample)',
      label: 'Administrator',
    },
    {
      email: 'provider@wildline.test',
      path: '/provider-dashboard',
      title: 'Provider Dashboard',
      name: 'Pat Provider (sample)',
      label: 'Provider',
    },
    {
      email: 'helper@wildline.test',
      path: '/helper-dashboard',
      title: 'Helper Dashboard',
      name: 'Hana Helper (sample)',
      label: 'Volunteer helper',
    },
    {
      email: 'user@wildline.test',
      path: '/dashboard',
      title: 'My Dashboard',
      name: 'Uma User (sample)',
      label: 'Member',
    },
  ];
  for (const role of roles) {
    it(`${role.email} signs in and lands on ${role.path}`, async () => {
      const page = await browser.newPage();
      await page.goto('/login');
      expect(await heading(page)).toBe('Login to Your Account');
      expect(await page.title()).toBe('Login | Wildline');
      if (role.path === '/dashboard') {
        await expectNoAxeViolations(page);
        // Nothing filled in: the form says what is missing as a whole, and each field what it lacks.
        await (await fillLogin(page, role.email, '')).click();
        await expect(summaryMessage(page)).resolves.toBe('You must provide either an email or phone number and a password');
        await expectFieldError(field(page, 'Password'), 'Password is required');
        // One wrong password (the right one below clears the count, so the account is never locked).
        await (await fillLogin(page, role.email, 'not-the-password')).click();
        await page.getByText(INVALID_CREDENTIALS, { exact: true }).waitFor(); // the alert above is still there until the answer comes
        await expect(summaryMessage(page)).resolves.toBe(INVALID_CREDENTIALS);
        expect(new URL(page.url()).pathname).toBe('/login');
        await expect.poll(() => field(page, 'Email').getAttribute('aria-invalid')).toBeNull(); // no hint which part was wrong
        await expectNoAxeViolations(page);
      }
      await signIn(page, browser.baseUrl, role.email, DEV_PASSWORD, role.path);
      await expectDashboard(page, role.title, role.name, role.label);
      await mainNav(page).getByRole('button', { name: 'Logout' }).waitFor();
      await expectNoAxeViolations(page);
    });
  }

  it('a protected page sends a visitor to sign in and back; a page for another role sends them home', async () => {
    const page = await browser.newPage();
    await page.goto('/account');
    await page.waitForURL(`${browser.baseUrl}/login?returnUrl=%2Faccount`);
    expect(await heading(page)).toBe('Login to Your Account');
    await signIn(page, browser.baseUrl, 'user@wildline.test', DEV_PASSWORD, '/account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('Signed in as user@wildline.test');
    await expectNoAxeViolations(page);

    // Signed in, but not an administrator
    const response = await page.goto('/admin-dashboard');
    expect(response?.status()).toBe(200);
    expect(page.url()).toBe(`${browser.baseUrl}/`);
    expect(await heading(page)).toBe('Found a wild animal that needs help?');
  });

  // Each signs in once. `/.//evil.example` is a path on this site as written, but it
  // normalises to `//evil.example`, which a browser reads as another host.
  for (const [returnUrl, role] of [
    ['https://evil.example', roles[2]!],
    ['//evil.example', roles[1]!],
    ['/.//evil.example', roles[0]!],
  ] as const) {
    it(`a returnUrl of ${returnUrl} is not followed after signing in`, async () => {
      const page = await browser.newPage();
      // Any other site answers at once, so a wrong redirect fails fast instead of timing out.
      await page.context().route(
        (url) => url.origin !== browser.baseUrl,
        (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<title>Elsewhere</title><h1>Elsewhere</h1>',
          }),
      );
      await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await (await fillLogin(page, role.email, DEV_PASSWORD)).click();
      await page.waitForURL((url) => url.pathname !== '/login');
      expect(page.url()).toBe(`${browser.baseUrl}${role.path}`);
      await expectDashboard(page, role.title, role.name, role.label);
    });
  }

  it('a forgotten password is reset through the link in the e-mail, once', async () => {
    const account = await createAccount(browser, 'reset');
    const page = await browser.newPage();

    // The same answer whether or not the account exists
    const nobody = uniqueEmail('nobody');
    for (const email of [account.email, nobody]) {
      await page.goto('/forgot-password');
      expect(await heading(page)).toBe('Forgot Password');
      if (email === nobody) await expectNoAxeViolations(page);
      await field(page, 'Email').fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect.poll(() => page.getByRole('status').filter({ hasText: 'If an account' }).innerText()).toBe(FORGOT_SENT);
    }
    await expectNoAxeViolations(page);

    const link = await resetLinkFor(page, account.email);
    expect(link.startsWith(`${browser.baseUrl}/reset-password?token=`)).toBe(true);
    await expect.poll(() => page.getByRole('main').getByText(`To ${nobody}`).count()).toBe(0);

    await page.goto(link);
    expect(await heading(page)).toBe('Reset Password');
    await expectNoAxeViolations(page);
    const newPassword = 'otter-river-7731';
    await field(page, 'New Password').fill(newPassword);
    await field(page, 'Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been reset' }).waitFor();
    await expectNoAxeViolations(page);
    await page.waitForURL(`${browser.baseUrl}/login`); // the page moves on by itself after 3 s

    // The old password no longer works; the new one does.
    await (await fillLogin(page, account.email, account.password)).click();
    await expect(summaryMessage(page)).resolves.toBe(INVALID_CREDENTIALS);
    await signIn(page, browser.baseUrl, account.email, newPassword, '/dashboard');
    await expectDashboard(page, 'My Dashboard', `${account.firstName} ${account.lastName}`, 'Member');

    // The link works once (JavaScript off: with it the page moves on to /forgot-password after 3 s).
    const again = await browser.newPage({ javaScriptEnabled: false });
    await again.goto(link);
    await expect.poll(() => again.getByRole('alert').innerText()).toContain(INVALID_RESET_LINK);
    await expect.poll(() => field(again, 'New Password').count()).toBe(0);
    await expectNoAxeViolations(again);
  });

  it('after a few wrong passwords each next try waits, saying so; after the wait the right password signs in', async () => {
    const account = await createAccount(browser, 'throttle');
    // JavaScript off: every attempt is a page of its own, with its own HTTP status.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/login');
    // The e2e server's test-only limits (TEST_SIGN_IN_LIMITS=fast, docs/decisions/063): two tries
    // at once, then waits of 1 s, 2 s, 4 s … (server/auth/attempt-limits.ts): quick tries meet one
    // within a few, however slow the machine.
    let response: Response | undefined;
    for (let attempt = 1; attempt <= 6 && response?.status() !== 429; attempt++) {
      response = await submitWithoutScript(page, await fillLogin(page, account.email, `wrong-password-${attempt}`));
      if (attempt <= 2) expect(response.status()).toBe(401);
      if (response.status() === 401) await expect(summaryMessage(page)).resolves.toBe(INVALID_CREDENTIALS);
    }
    expect(response!.status()).toBe(429);
    await expect(summaryMessage(page)).resolves.toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(new URL(page.url()).pathname).toBe('/login');
    await expectNoAxeViolations(page);
    // Not locked out: a try while the wait runs is not counted, and once it has passed the right password works.
    for (let tries = 0; tries < 40 && new URL(page.url()).pathname === '/login'; tries++) {
      if (tries > 0) await page.waitForTimeout(500);
      await submitWithoutScript(page, await fillLogin(page, account.email, account.password));
    }
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  });

  it('with JavaScript off, signing in and out works', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/login');
    await expectNoAxeViolations(page);
    await submitWithoutScript(page, await fillLogin(page, 'user@wildline.test', DEV_PASSWORD));
    expect(page.url()).toBe(`${browser.baseUrl}/dashboard`);
    await expectDashboard(page, 'My Dashboard', 'Uma User (sample)', 'Member');
    await expectNoAxeViolations(page);

    await submitWithoutScript(page, mainNav(page).getByRole('button', { name: 'Logout' }));
    expect(page.url()).toBe(`${browser.baseUrl}/`);
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Login', exact: true }).count()).toBe(1);
    await expect.poll(() => mainNav(page).getByRole('button', { name: 'Logout' }).count()).toBe(0);
    await expect.poll(() => mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);

    // The session is really over.
    await page.goto('/dashboard');
    expect(page.url()).toBe(`${browser.baseUrl}/login?returnUrl=%2Fdashboard`);
  });

  it('with JavaScript off, the two-factor step offers a backup code instead of the app, and back', async () => {
    // integration: server/auth/two-factor-backup-codes.test.ts signs in with one, once.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/login/two-factor?returnUrl=%2Faccount');
    expect(await heading(page)).toBe('Two-Factor Sign-In');
    await field(page, 'Code').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Lost your phone? Use a backup code instead' }).click();
    await page.waitForURL(`${browser.baseUrl}/login/two-factor?returnUrl=%2Faccount&backup=1`);
    await field(page, 'Backup code').fill('not-a-code');
    const response = await submitWithoutScript(page, page.getByRole('button', { name: 'Verify and Sign In' }));
    expect(response.status()).toBe(400);
    await expectFieldError(field(page, 'Backup code'), 'Enter one of your backup codes: ten letters and digits, such as a1b2c-3d4e5');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Use your authenticator app instead' }).click();
    await page.waitForURL(`${browser.baseUrl}/login/two-factor?returnUrl=%2Faccount`);
    await field(page, 'Code').waitFor();
  });

  it('the login page explains why the visitor is there', async () => {
    const page = await browser.newPage();
    const banner = async (query: string) => {
      await page.goto(`/login${query}`);
      expect(await heading(page)).toBe('Login to Your Account');
      return page.getByRole('main').innerText();
    };

    await expect(banner('?type=emergency&providers=3')).resolves.toContain(
      'We found 3 matching providers near you. Sign in or create an account to connect with them.',
    );
    await expectNoAxeViolations(page);
    await expect(banner('?type=emergency&providers=1')).resolves.toContain('We found 1 matching provider near you.');
    await expect(banner('?type=emergency&providers=0')).resolves.toContain(
      'We will connect you with your state wildlife agency and other resources. Sign in or create an account to continue.',
    );
    await expect(banner('?claim=1')).resolves.toContain("Sign in to claim your organization's listing.");
    const plain = await banner('');
    expect(plain).not.toContain('We found');
    expect(plain).not.toContain('claim');

    // The visitor who wants a new account goes straight to registration, with the same context.
    await page.goto('/login?signup=1&type=emergency&providers=3');
    expect(new URL(page.url()).pathname).toBe('/register');
    expect(await heading(page)).toBe('Create an Account');
    await expect.poll(() => page.getByRole('main').innerText()).toContain('We found 3 matching providers near you.');
  });
});
