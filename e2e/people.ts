import type { Page } from 'playwright-core';
import { inject } from 'vitest';

// What a person types on the account pages, shared by the end-to-end tests.

/** Fills in and sends the Create an Account page that is open. */
export async function fillRegistration(page: Page, email: string, name: { first: string; last: string }, password = 'kestrel-field-77') {
  await page.getByLabel('First name').fill(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: /Create Account/ }).click();
}

/** A new member registers on /register and lands on their dashboard. */
export async function register(page: Page, email: string, name = { first: 'Jo', last: 'Requester' }) {
  await page.goto('/register');
  await fillRegistration(page, email, name);
  await page.waitForURL(/\/dashboard$/);
}

/** Signs in on /login (where the page goes next is the caller's to wait for). */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The sample provider account (seed data: the Boulder rehabilitation listing) signs in on `page` and accepts the request. */
export async function acceptAsSampleProvider(page: Page, requestId: string) {
  await signIn(page, 'provider@wildline.test', 'wildline-dev');
  await page.waitForURL(/\/provider-dashboard$/);
  await page.goto(`/help-request/${requestId}`);
  await page.getByRole('button', { name: 'Accept request' }).click();
  await page.getByRole('heading', { name: 'You accepted this request: contact the requester' }).waitFor();
}

/** The development accounts' password (seed data, NODE_ENV=test). */
export const DEV_PASSWORD = 'wildline-dev';

/**
 * Signs `page`'s browser context in through the sign-in API (the cookie lands in the context's
 * jar), then opens `path`. For tests where signing in is not the subject: the sign-in page
 * itself is tested in accounts.test.ts.
 */
export async function signInAs(page: Page, email: string, path: string, password = DEV_PASSWORD) {
  // Our own origin, as the sign-in form's fetch would send it (the API refuses other origins).
  const answer = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { Origin: inject('baseUrl') } });
  if (!answer.ok()) throw new Error(`signing in as ${email} was refused: ${answer.status()} ${await answer.text()}`);
  await page.goto(path);
}

/** An administrator, signed in on `admin`, finds the member by their first name on Users and roles and makes them a volunteer helper. */
export async function makeHelper(admin: Page, first: string, last: string) {
  await admin.goto('/admin-dashboard/users');
  await admin.getByLabel('Name or e-mail').fill(first);
  await Promise.all([admin.waitForURL(/\/admin-dashboard\/users\?q=/), admin.getByRole('button', { name: 'Search users' }).click()]);
  await admin.getByLabel(`Role of ${first} ${last}`, { exact: true }).selectOption('helper');
  await admin.getByRole('button', { name: `Save the role of ${first} ${last}` }).click();
  await admin.getByText(`${first} ${last} is now: Volunteer helper.`).waitFor();
}
