import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';

// An administrator manages the guide through the pages, with JavaScript off (forms only).
describeE2E('guide management', () => {
  const browser = useBrowser();

  it('an administrator creates an issue, finds it in the guide, hides it and deletes it', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(page, 'admin@wildline.test', '/admin-dashboard');
    await page.getByRole('link', { name: 'Manage the wildlife-issues guide' }).click();
    await page.getByRole('link', { name: 'New issue' }).click();
    await expectNoAxeViolations(page);

    // A first try with missing fields is refused, next to the fields, and creates nothing.
    await page.getByRole('button', { name: 'Create issue' }).click();
    await page.getByRole('link', { name: 'Title is required' }).waitFor(); // in the error summary
    await expect.poll(() => page.getByText('Animal is required').count()).toBe(2); // in the summary and next to the field

    const marker = randomUUID().slice(0, 8);
    const title = `Heron stuck in netting ${marker}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('A heron is caught in garden netting and cannot get free.');
    await page.getByLabel('Severity').selectOption('critical');
    await page.getByLabel('Animal').selectOption('Heron / Egret');
    await page.getByLabel('Immediate actions').fill('Keep people and pets away.\nDo not try to cut the bird free yourself.');
    await page.getByLabel('Search keywords').fill(`heron net ${marker}`);
    await page.getByRole('button', { name: 'Create issue' }).click();
    await page.waitForURL(/\/admin-dashboard\/guide\/heron-stuck-in-netting-/);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Created.');

    const slug = new URL(page.url()).pathname.split('/').pop()!;
    await page.goto(`/resources?q=${marker}`);
    await expect.poll(() => page.getByRole('link', { name: new RegExp(title) }).count()).toBe(1);
    const detail = await page.goto(`/resources/${slug}`);
    expect(detail?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Immediate Actions' }).count()).toBe(1);

    await page.goto('/admin-dashboard/guide');
    await page.getByRole('button', { name: `Hide ${title}` }).click();
    await page.getByText('The issue is hidden from the guide.').waitFor();
    expect((await page.goto(`/resources/${slug}`))?.status()).toBe(404);

    await page.goto('/admin-dashboard/guide');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText('Delete…').click();
    await row.getByRole('button', { name: `Yes, delete ${title}` }).click();
    await page.getByText('The issue has been deleted.').waitFor();
    await expect.poll(() => page.getByRole('row', { name: new RegExp(title) }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('the management pages send anyone else away', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/admin-dashboard/guide');
    await page.waitForURL(/\/login\?returnUrl=%2Fadmin-dashboard%2Fguide$/);
    await page.getByLabel('Email').fill('user@wildline.test');
    await page.getByLabel('Password').fill('wildline-dev');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${browser.baseUrl}/`); // signed in, but not an administrator: home
  });
});
