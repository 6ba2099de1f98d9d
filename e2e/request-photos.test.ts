import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser, waitForHydration } from './browser.ts';
import { DEV_PASSWORD, register, signInAs } from './people.ts';
import { fillDetails, fillLocation } from './wizard.ts';

// A photo of the animal with the request: attached at the wizard's step 3, with
// JavaScript (sent at once, with a progress bar) and without (a plain file field), it reaches
// the Boulder rehabilitator's view of the request without the EXIF GPS the phone wrote, shows on
// the requester's dashboard, and is refused to another member; a visitor who is not signed in (the
// provider following the e-mail's link) is sent to sign in first, and then to the photo; from a
// Spanish e-mail's link, to the sign-in in Spanish.

const PHONE = { width: 390, height: 844 };

/** A phone's JPEG that says where it was taken. */
const photoWithGps = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#7a5c33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 1/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '105/1 16/1 0/1' } })
    .toBuffer();

describeE2E('a photo with the request', () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`attached in the wizard, reaches the provider without its GPS, and nobody else (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      const requester = await browser.newPage({ viewport: PHONE, javaScriptEnabled: javaScript });
      await register(requester, `photo-${randomUUID()}@example.org`);
      await requester.goto('/find-help?type=emergency&step=2');
      await fillLocation(requester);
      await requester.getByRole('heading', { name: 'Wildlife Emergency Details' }).waitFor();
      const original = await photoWithGps();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      await requester.getByLabel('Choose photos').setInputFiles({ name: 'hawk.jpg', mimeType: 'image/jpeg', buffer: original });
      // With JavaScript it is sent at once; without, with its own button.
      if (!javaScript) await requester.getByRole('button', { name: 'Add photos' }).click();
      await requester.getByRole('img', { name: 'The animal (1 of 1)' }).waitFor();
      await expectNoAxeViolations(requester);
      await fillDetails(requester, 'Raptor (Hawk, Owl, Eagle)', javaScript, `A hawk with a photo (${randomUUID().slice(0, 8)}).`);
      await requester.getByRole('button', { name: 'CONTINUE WITHOUT DONATING' }).click();
      await requester.waitForURL(/\/request-submitted\?id=/);
      const id = new URL(requester.url()).searchParams.get('id')!;
      await requester.getByRole('heading', { name: 'Photos of the animal (1)' }).waitFor();
      // The requester sees it on their dashboard, in the request's card: a thumbnail that loads, linking to the photo.
      await requester.goto('/dashboard');
      const card = requester.locator(`#request-${id}`);
      const ownThumbnail = card.getByRole('img', { name: 'The animal (1 of 1), at full size' });
      await ownThumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => ownThumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
      const ownUrl = await card.getByRole('link', { name: 'The animal (1 of 1), at full size' }).getAttribute('href');
      expect(await ownThumbnail.getAttribute('src')).toBe(`${ownUrl}?size=thumbnail`);

      const provider = await browser.newPage({ javaScriptEnabled: javaScript });
      await signInAs(provider, 'provider@wildline.test', `/help-request/${id}`);
      const thumbnail = provider.getByRole('img', { name: 'The animal (1 of 1), at full size' });
      await thumbnail.waitFor();
      await expectNoAxeViolations(provider);
      const fullUrl = await provider.getByRole('link', { name: 'The animal (1 of 1), at full size' }).getAttribute('href');
      expect(fullUrl).toBe(ownUrl); // the same photo
      const full = await provider.request.get(fullUrl!);
      expect(full.status()).toBe(200);
      const stored = await sharp(await full.body()).metadata();
      expect({ width: stored.width, height: stored.height, exif: stored.exif, format: stored.format }).toEqual({
        width: 1600,
        height: 1200,
        exif: undefined,
        format: 'jpeg',
      });

      const stranger = await browser.newPage();
      await register(stranger, `stranger-${randomUUID()}@example.org`);
      expect((await stranger.request.get(fullUrl!)).status()).toBe(404);
      // The new-request e-mail's link, opened by the provider before signing in: sign in, and then the photo.
      const signedOut = await browser.newPage({ javaScriptEnabled: javaScript });
      const refused = await signedOut.request.get(fullUrl!, { maxRedirects: 0 });
      expect([refused.status(), refused.headers()['location']]).toEqual([302, `/login?returnUrl=${encodeURIComponent(fullUrl!)}`]);
      await signedOut.goto(fullUrl!);
      // With JavaScript, the app's sign-in form (React Router follows the redirect in the page); without, the plain form.
      if (javaScript) await waitForHydration(signedOut);
      await signedOut.getByLabel('Email').fill('provider@wildline.test');
      await signedOut.getByLabel('Password').fill(DEV_PASSWORD);
      await signedOut.getByRole('button', { name: 'Sign In' }).click();
      await signedOut.waitForURL((url) => url.pathname + url.search === fullUrl);
      await expect.poll(() => signedOut.evaluate(() => document.contentType)).toBe('image/jpeg');
      await signedOut.close(); // the browser's own page for an image: not ours for axe to audit
      // The same photo's link in a Spanish reader's e-mail (decision 040): sign in in Spanish, and then the photo.
      const spanishUrl = `/es${fullUrl!}`;
      const inSpanish = await browser.newPage({ javaScriptEnabled: javaScript });
      await inSpanish.goto(spanishUrl);
      await inSpanish.getByRole('heading', { name: 'Inicie sesión en su cuenta' }).waitFor();
      expect(new URL(inSpanish.url()).pathname).toBe('/es/login');
      if (javaScript) await waitForHydration(inSpanish);
      await inSpanish.getByLabel('Correo electrónico').fill('provider@wildline.test');
      await inSpanish.getByLabel('Contraseña').fill(DEV_PASSWORD);
      await inSpanish.getByRole('button', { name: 'Iniciar sesión' }).click();
      await inSpanish.waitForURL((url) => url.pathname + url.search === spanishUrl);
      await expect.poll(() => inSpanish.evaluate(() => document.contentType)).toBe('image/jpeg');
      await inSpanish.close();
    });
  }
});
