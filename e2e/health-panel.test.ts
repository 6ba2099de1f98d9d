import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localMailServer } from '../test/mail-server.ts';
import { describeE2E, expectNoAxeViolations, useBrowser, waitForHydration } from './browser.ts';
import { DEV_PASSWORD } from './people.ts';
import { startServer, type RunningServer } from './server.ts';

// The admin overview's Health panel on a server of its own whose SMTP server (on 127.0.0.1)
// refuses every connection, started with its clock 20 minutes ahead (FIXED_NOW): the reset mail
// someone asks for fails, its retry is by that clock long overdue, and an administrator sees both
// lines needing attention, in words, with JavaScript on and off.

const AHEAD_MS = 20 * 60_000;

describeE2E('the Health panel', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let smtp: Awaited<ReturnType<typeof localMailServer>>;

  beforeAll(async () => {
    smtp = await localMailServer('down');
    server = await startServer({ SMTP_URL: smtp.url, FIXED_NOW: new Date(Date.now() + AHEAD_MS).toISOString() });
  }, 180_000); // the first start seeds a database on a shared two-core machine

  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  /** An administrator's page on this server, signed in through its sign-in API. */
  async function adminPage(options: { javaScriptEnabled?: boolean; viewport?: { width: number; height: number } }): Promise<Page> {
    const page = await browser.newPage(options);
    const answer = await page.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: 'admin@wildline.test', password: DEV_PASSWORD },
      headers: { Origin: server.url },
    });
    expect(answer.ok()).toBe(true);
    return page;
  }

  it('shows mail and the job queue needing attention once a reset mail fails and its retry is overdue', async () => {
    const visitor = await browser.newPage({ javaScriptEnabled: false });
    await visitor.goto(`${server.url}/forgot-password`);
    await visitor.getByLabel('Email').fill('admin@wildline.test');
    await visitor.getByRole('button', { name: 'Send Reset Link' }).click();
    await visitor.getByText('If an account exists for this email, a password reset link has been sent.').waitFor();

    const admin = await adminPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const healthText = async () => {
      await admin.goto(`${server.url}/admin-dashboard`);
      return (await admin.getByRole('region', { name: 'Health' }).innerText()).replace(/\s+/g, ' ');
    };
    // The job worker tries the mail within seconds of the request.
    await expect.poll(healthText, { timeout: 30_000, interval: 500 }).toContain('Mail delivery: Needs attention');
    // The mail is tried again every 30 s or more: by the server's clock, that try is long overdue.
    await expect
      .poll(healthText, { timeout: 30_000, interval: 500 })
      .toMatch(/Job queue: Needs attention 1 job is waiting; the oldest \(send-mail\) for \d+ minutes\./);
    const text = await healthText();
    expect(text).toMatch(/No mail delivered yet\. \d+ failures? in the last hour\. Last failure .*: .*421 mail\.test Service not available/);
    expect(Number(/for (\d+) minutes/.exec(text)![1])).toBeGreaterThanOrEqual(5);
    expect(text).toContain('Browser notifications: Working');
    expect(text).toContain('Daily maintenance: Working');
    await expectNoAxeViolations(admin);

    const withScript = await adminPage({ viewport: { width: 1280, height: 800 } });
    await withScript.goto(`${server.url}/admin-dashboard`);
    await waitForHydration(withScript);
    await expect.poll(() => withScript.getByRole('heading', { level: 3, name: 'Mail delivery: Needs attention' }).count()).toBe(1);
    await expect.poll(() => withScript.getByRole('heading', { level: 3, name: 'Job queue: Needs attention' }).count()).toBe(1);
    await expectNoAxeViolations(withScript);
  });
});
