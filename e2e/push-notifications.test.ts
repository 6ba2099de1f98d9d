import { inject } from 'vitest';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser, waitForHydration } from './browser.ts';
import { signInAs } from './people.ts';
import { browserPushKeys } from '../test/push-keys.ts';

// Browser notifications on the account page (docs/decisions/030). Without JavaScript the
// device list and the channel are plain forms; subscribing needs JavaScript and a push service,
// which Chromium here cannot reach: the JavaScript test goes as far as the permission and the
// subscribe call, and the push itself is tested against a stand-in (server/features/push/send-push.test.ts).

const PROVIDER = 'provider@wildline.test';
const KEYS = browserPushKeys();

describeE2E('browser notifications on the account page', () => {
  const browser = useBrowser();

  it('without JavaScript: says subscribing needs it, lists a device, removes it, and saves the channel', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(page, PROVIDER, '/account');
    // A device as a browser's script would add it.
    const added = await page.request.post('/api/v1/push-subscriptions', {
      data: { endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`, keys: KEYS },
      headers: { Origin: inject('baseUrl'), 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36' },
    });
    expect(added.status()).toBe(201);
    await page.reload();

    const section = page.getByRole('region', { name: 'Browser notifications' });
    await expect.poll(() => section.innerText()).toContain('Turning on notifications needs JavaScript, which is off in this browser.');
    expect(await section.getByRole('button', { name: /Turn on notifications/ }).count()).toBe(0);
    expect(await section.innerText()).toContain('Chrome on Android');
    await expectNoAxeViolations(page);

    await section.getByRole('radio', { name: 'Both e-mail and browser notifications' }).check();
    await section.getByRole('button', { name: 'Save choice' }).click();
    await expect.poll(() => page.getByText('New requests now reach you by: both e-mail and browser notifications.').count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Both e-mail and browser notifications' }).isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Remove Chrome on Android' }).first().click();
    await expect.poll(() => page.getByText('That device no longer gets notifications.').count()).toBe(1);

    // Back to the default, for the other files that use this account.
    await page.getByRole('radio', { name: 'E-mail', exact: true }).check();
    await page.getByRole('button', { name: 'Save choice' }).click();
    await expect.poll(() => page.getByRole('radio', { name: 'E-mail', exact: true }).isChecked()).toBe(true);
  });

  it('with JavaScript: the button asks for permission and subscribes through the service worker, saying what happened', async () => {
    const page = await browser.newPage({ serviceWorkers: 'allow' });
    await page.context().grantPermissions(['notifications'], { origin: inject('baseUrl') });
    await signInAs(page, PROVIDER, '/account');
    await waitForHydration(page);
    const section = page.getByRole('region', { name: 'Browser notifications' });
    expect(await section.innerText()).not.toContain('needs JavaScript');
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: 'Turn on notifications in this browser' }).click();
    // No push service is reachable from here: either the browser subscribed and the server kept it,
    // or the page says plainly that the push service could not be reached. Never silence.
    await expect
      .poll(() => section.getByRole('status').innerText(), { timeout: 20_000 })
      .toMatch(/^(Notifications are on in this browser\.|This browser could not reach its push service\. Check the connection and try again\.)$/);
    // The page went past the permission (it says so when refused): the context granted it.
    expect(await section.getByRole('status').innerText()).not.toContain('blocked');
    expect(await page.evaluate(async () => (await navigator.permissions.query({ name: 'notifications' })).state)).toBe('granted');
  });
});
