import sharp from 'sharp';
import type { ServerBuild } from 'react-router';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../../common/request-photos.ts';
import { PHOTO_MESSAGES } from '../../../common/request-photo-messages.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { createProviderAccount, createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, IN_PROCESS_ORIGIN, postForm, sessionCookieFor, wizardCookie } from '../../../test/services.ts';
import { helpRequestSubmissions, requestPhotos, wizardDrafts } from '../../db/schema.ts';
import { PHOTO_UPLOAD_BODY_LIMIT } from '../../lib/body-limits.ts';
import { photoWork, reencodePhoto } from './photo-processing.ts';
import { addDraftPhotos, photoUploadOf } from './request-photos.ts';

// Photos of the animal with a help request (docs/decisions/027), through the wizard's pages
// (production build, in process): re-encoded without metadata, kept through the steps, attached to
// the request, and seen only by the requester and the providers who may take it; a visitor is sent
// to sign in first.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

/** A 3000 × 2000 JPEG from a phone that says where it was taken. */
const photoWithGps = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6b4f2a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Model: 'Test' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 1/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '105/1 16/1 0/1' },
    })
    .toBuffer();
const smallPng = () =>
  sharp({ create: { width: 200, height: 300, channels: 4, background: '#88aa4480' } })
    .png()
    .toBuffer();
/** The start of an iPhone's HEIC: its ftyp box. */
const HEIC_START = Buffer.from('000000186674797068656963000000006d6966316865696300000000', 'hex');

type Photo = { name: string; bytes: Uint8Array; type?: string };

async function visitor() {
  const { app, auth } = createTestApp(database.db, { build });
  const user = await createUser(database.db);
  const draftId = crypto.randomUUID();
  const cookie = `${await sessionCookieFor(auth, user.id)}; ${wizardCookie(draftId)}`;
  const post = (step: number, form: Record<string, string>) => postForm(app, `/find-help?type=emergency&step=${step}`, form, { Cookie: cookie });
  /** Step 3 as its multipart form sends it, with these photos. */
  const postDetails = (fields: Record<string, string>, photos: Photo[]) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const p of photos) form.append('photos', new File([p.bytes as Uint8Array<ArrayBuffer>], p.name, { type: p.type ?? 'image/jpeg' }));
    return app.request('/find-help?type=emergency&step=3', { method: 'POST', headers: { Origin: IN_PROCESS_ORIGIN, Cookie: cookie }, body: form });
  };
  expect((await post(1, { type: 'emergency' })).status).toBe(302);
  expect((await post(2, { city: 'Boulder', state: 'CO', zip: '80302' })).status).toBe(302);
  return { app, auth, user, draftId, cookie, post, postDetails };
}

const details = { animalType: 'Raptor (Hawk, Owl, Eagle)', situationDetails: 'A hawk on the lawn cannot fly.' };
const draftPhotoRows = (draftId: string) => database.db.select().from(requestPhotos).where(eq(requestPhotos.draftId, draftId));

describe('photos of the animal in the wizard', () => {
  it('are stored re-encoded without EXIF GPS, kept to the submit, and seen by the requester and a matched provider only', async () => {
    const { app, auth, draftId, cookie, post, postDetails } = await visitor();
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect((await postDetails(details, [{ name: 'hawk.jpg', bytes: original }])).status).toBe(302);

    const [stored] = await draftPhotoRows(draftId);
    const full = await sharp(Buffer.from(stored!.content)).metadata();
    const thumbnail = await sharp(Buffer.from(stored!.thumbnail)).metadata();
    expect({ format: full.format, width: full.width, height: full.height, exif: full.exif, icc: full.icc, xmp: full.xmp }).toEqual({
      format: 'jpeg',
      width: 1600,
      height: 1067,
      exif: undefined,
      icc: undefined,
      xmp: undefined,
    });
    expect([thumbnail.width, thumbnail.height, thumbnail.exif]).toEqual([400, 267, undefined]);
    expect(Buffer.from(stored!.content).includes(Buffer.from('PhoneCam'))).toBe(false);

    // The draft's holder sees its thumbnail; another draft's cookie does not.
    expect((await app.request(`/find-help/photos/${stored!.id}`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await app.request(`/find-help/photos/${stored!.id}`, { headers: { Cookie: wizardCookie(crypto.randomUUID()) } })).status).toBe(404);

    // Step 4 sends the request: the photo is the request's now, in the same transaction.
    expect((await post(4, { intent: 'none' })).headers.get('location')).toMatch(/^\/request-submitted\?id=/);
    const [request] = await database.db.select({ id: helpRequestSubmissions.id }).from(helpRequestSubmissions);
    const [attached] = await database.db.select({ requestId: requestPhotos.requestId, draftId: requestPhotos.draftId }).from(requestPhotos);
    expect(attached).toEqual({ requestId: request!.id, draftId: null });

    const provider = await createProviderAccount(database.db);
    const other = await createUser(database.db);
    const admin = await createUser(database.db, { role: 'admin' });
    const fetchAs = async (sessionUserId: string | null, size = '') =>
      app.request(`/request-photos/${stored!.id}${size}`, { headers: sessionUserId ? { Cookie: await sessionCookieFor(auth, sessionUserId) } : {} });
    const mine = await app.request(`/request-photos/${stored!.id}`, { headers: { Cookie: cookie } });
    expect([mine.status, mine.headers.get('content-type'), mine.headers.get('cache-control')]).toEqual([200, 'image/jpeg', 'private, no-store']);
    expect(Buffer.from(await mine.arrayBuffer()).equals(Buffer.from(stored!.content))).toBe(true);
    const providers = await fetchAs(provider.user.id, '?size=thumbnail');
    expect(providers.status).toBe(200);
    expect((await sharp(Buffer.from(await providers.arrayBuffer())).metadata()).width).toBe(400);
    // The provider's view of the request shows it, before accepting.
    const view = await app.request(`/help-request/${request!.id}`, { headers: { Cookie: await sessionCookieFor(auth, provider.user.id) } });
    expect(await view.text()).toContain(`/request-photos/${stored!.id}?size=thumbnail`);
    for (const who of [other.id, admin.id]) expect((await fetchAs(who)).status).toBe(404);
    // A visitor (the provider following the e-mail's link before signing in) is sent to sign in and back, never shown it.
    for (const size of ['', '?size=thumbnail']) {
      const signedOut = await fetchAs(null, size);
      expect([signedOut.status, signedOut.headers.get('location'), signedOut.headers.get('cache-control')]).toEqual([
        302,
        `/login?returnUrl=${encodeURIComponent(`/request-photos/${stored!.id}${size}`)}`,
        'private, no-store',
      ]);
      expect(signedOut.headers.get('content-type')).not.toBe('image/jpeg');
    }
    // A provider whose listing is elsewhere cannot see it either.
    const far = await createProviderAccount(database.db, { name: 'Far Away Care', city: 'Bangor', state: 'ME', lat: 44.8, lng: -68.78 });
    expect((await fetchAs(far.user.id)).status).toBe(404);
  });

  it('refuses a HEIC photo with how to send it, and a damaged one, keeping the good photo and every answer', async () => {
    const { app, draftId, cookie, postDetails } = await visitor();
    const broken = (await photoWithGps()).subarray(0, 2000);
    const res = await postDetails(details, [
      { name: 'IMG_0001.HEIC', bytes: HEIC_START, type: 'image/heic' },
      { name: 'broken.jpg', bytes: broken },
      { name: 'good.png', bytes: await smallPng(), type: 'image/png' },
    ]);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('IMG_0001.HEIC is a HEIC photo, which we cannot open. On an iPhone');
    expect(page).toContain('broken.jpg could not be opened as a photo');
    expect(await draftPhotoRows(draftId)).toHaveLength(1);
    const [draft] = await database.db.select({ data: wizardDrafts.data }).from(wizardDrafts).where(eq(wizardDrafts.id, draftId));
    expect(draft!.data).toMatchObject({ detailsDraft: { animalType: details.animalType, situationDetails: details.situationDetails } });
    // The step shows the answers again, with the photo that was kept.
    const step = await (await app.request('/find-help?type=emergency&step=3', { headers: { Cookie: cookie } })).text();
    expect(step).toContain(details.situationDetails);
    expect(step).toContain('/find-help/photos/');
  });

  it('takes three photos and refuses a fourth', async () => {
    const { draftId, postDetails } = await visitor();
    const png = { name: 'a.png', bytes: await smallPng(), type: 'image/png' };
    expect((await postDetails({ ...details, intent: 'add-photos' }, [png, png])).status).toBe(302);
    const res = await postDetails({ ...details, intent: 'add-photos' }, [png, png]);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(PHOTO_MESSAGES.tooMany);
    expect(await draftPhotoRows(draftId)).toHaveLength(3);
  });

  it('removes a photo with its Remove button', async () => {
    const { draftId, postDetails } = await visitor();
    expect((await postDetails({ ...details, intent: 'add-photos' }, [{ name: 'a.png', bytes: await smallPng(), type: 'image/png' }])).status).toBe(302);
    const [photo] = await draftPhotoRows(draftId);
    expect((await postDetails({ ...details, intent: `remove-photo:${photo!.id}` }, [])).status).toBe(302);
    expect(await draftPhotoRows(draftId)).toHaveLength(0);
  });

  it('refuses a photo over 15 MB, and a body over three of them before it is read', async () => {
    const draftId = crypto.randomUUID();
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const { config } = createTestApp(database.db);
    expect(await addDraftPhotos({ db: database.db, config }, draftId, [photoUploadOf(new File([big], 'huge.jpg'))], { clientIp: '203.0.113.5' })).toEqual({
      added: [],
      fieldErrors: { photos: [PHOTO_MESSAGES.tooBig('huge.jpg')] },
    });
    const { postDetails } = await visitor();
    const tooMuch = new Uint8Array(PHOTO_UPLOAD_BODY_LIMIT);
    const res = await postDetails(details, [{ name: 'a.jpg', bytes: tooMuch }]);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain('Photos can be at most 15 MB each');
  });

  it('are sent by the page script on their own, answered as JSON', async () => {
    const { app, draftId, cookie } = await visitor();
    const form = new FormData();
    form.append('photos', new File([await smallPng()], 'a.png', { type: 'image/png' }));
    form.append('photos', new File([new Uint8Array([1, 2, 3])], 'notes.txt', { type: 'text/plain' }));
    const res = await app.request('/find-help/photos', { method: 'POST', headers: { Origin: IN_PROCESS_ORIGIN, Cookie: cookie }, body: form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      added: [expect.objectContaining({ width: 200, height: 300 })],
      fieldErrors: { photos: [PHOTO_MESSAGES.wrongType('notes.txt')] },
    });
    expect(await draftPhotoRows(draftId)).toHaveLength(1);
  });
});

describe('re-encoding photos', () => {
  it('works on two at a time, the others waiting their turn, and answers each', async () => {
    const bytes = await photoWithGps();
    const all = Array.from({ length: 5 }, () => reencodePhoto(bytes));
    expect(photoWork.activeCount).toBe(2);
    expect(photoWork.pendingCount).toBe(3);
    for (const photo of await Promise.all(all)) expect(photo).toMatchObject({ width: 1600, height: 1067 });
    expect(photoWork.activeCount + photoWork.pendingCount).toBe(0);
  });
});
