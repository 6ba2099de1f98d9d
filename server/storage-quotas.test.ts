import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES, MAX_DOCUMENT_BYTES } from '../common/listing-documents.ts';
import { PHOTO_MESSAGES } from '../common/request-photo-messages.ts';
import { noisyPhoto } from '../test/photos.ts';
import { useTestDatabase } from '../test/database.ts';
import { actorFor, createProviderAccount, createUser } from '../test/factories.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, IN_PROCESS_ORIGIN, wizardCookie } from '../test/services.ts';
import { rateLimits } from './db/schema.ts';
import { getStoredBytes } from './features/admin/stored-bytes.ts';
import { addDraftPhotos, photoUploadOf } from './features/help-requests/request-photos.ts';
import { uploadOwnListingDocument } from './features/providers/listing-documents.ts';
import { sizeLabel, STORAGE_QUOTAS } from './lib/storage-quotas.ts';

// Storage has a bound (docs/decisions/053): what anyone can upload before anyone has looked at it
// (photos in wizard drafts, documents of claims waiting for review) has a share per client and a
// total for everyone, each refusal with its words; administrators see the stored bytes by kind.

const database = useTestDatabase();
let build: ServerBuild;
let noisy: Buffer;
beforeAll(async () => {
  build = await loadServerBuild();
  noisy = await noisyPhoto();
});

const saved = { ...STORAGE_QUOTAS };
afterEach(() => Object.assign(STORAGE_QUOTAS, saved));

function sendPhotos(app: ReturnType<typeof createTestApp>['app'], address: string, count: number) {
  const form = new FormData();
  for (let i = 0; i < count; i++) form.append('photos', new File([noisy as Uint8Array<ArrayBuffer>], `p${i}.jpg`, { type: 'image/jpeg' }));
  return app.request('/find-help/photos', {
    method: 'POST',
    headers: { Origin: IN_PROCESS_ORIGIN, Cookie: wizardCookie(), 'X-Forwarded-For': address },
    body: form,
  });
}

/** A PDF of `bytes` bytes that no other is the same as. */
const pdf = (bytes: number) => {
  const content = new Uint8Array(bytes);
  content.set(new TextEncoder().encode('%PDF-1.7\n'));
  content.set(randomBytes(64), 16);
  return { fileName: 'permit.pdf', bytes: content };
};

describe('photos in wizard drafts', () => {
  it('one client address adding noisy photos to fresh drafts is refused past its share for the day, with the words to go on without; others are not', async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true });
    // Earlier today this address added all but 5 MB of its share (decoding 40 MB of photos here would take a minute).
    const { limit } = STORAGE_QUOTAS.draftPhotosPerAddressPerDay;
    const earlier = limit - 5 * 1024 * 1024;
    await database.db.insert(rateLimits).values({ key: 'wl:draft-photo-bytes:203.0.113.1', count: earlier, lastRequest: Date.now() });
    let refused: Response | null = null;
    for (let upload = 0; upload < 40 && !refused; upload++) {
      const res = await sendPhotos(app, '203.0.113.1', 3);
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused!.json()) as { fieldErrors: { photos: string[] } }).fieldErrors.photos).toContain(PHOTO_MESSAGES.dailyShareUsed);
    expect(PHOTO_MESSAGES.dailyShareUsed).toContain('send your request without photos');
    const stored = (await getStoredBytes(database.db, actorFor(await createUser(database.db, { role: 'admin' })))).find((k) => k.kind === 'draft-photos')!;
    expect(earlier + stored.bytes).toBeLessThanOrEqual(limit);
    expect(stored.bytes).toBeGreaterThan(2 * 1024 * 1024);
    // Another address is not held to this one's share …
    expect((await sendPhotos(app, '198.51.100.7', 1)).status).toBe(200);
    // … and the next day this one has its share again.
    await database.db
      .update(rateLimits)
      .set({ lastRequest: Date.now() - 25 * 60 * 60_000 })
      .where(like(rateLimits.key, 'wl:draft-photo-bytes:%'));
    expect((await sendPhotos(app, '203.0.113.1', 1)).status).toBe(200);
  }, 180_000);

  it('everyone together may keep only so much in drafts: past it a photo is refused at once, before it is decoded', async () => {
    const { config } = createTestApp(database.db);
    const upload = () =>
      addDraftPhotos({ db: database.db, config }, crypto.randomUUID(), [photoUploadOf(new File([noisy as Uint8Array<ArrayBuffer>], 'a.jpg'))], {
        clientIp: '198.51.100.7',
      });
    expect((await upload()).added).toHaveLength(1);
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const { bytes } = (await getStoredBytes(database.db, admin)).find((k) => k.kind === 'draft-photos')!;
    STORAGE_QUOTAS.draftPhotosTotal = bytes;
    expect(await upload()).toEqual({
      added: [],
      fieldErrors: { photos: [PHOTO_MESSAGES.storageFull] },
      refused: { status: 503, retryAfterMs: expect.any(Number) },
    });
  });
});

describe('documents of a claim waiting for review', () => {
  it('one new account sending 10 documents of 10 MB gets 3 kept and the rest refused with the words, before anyone approves it', async () => {
    const { actor } = await createProviderAccount(database.db, { approved: false, claimed: true });
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await uploadOwnListingDocument(database.db, actor, pdf(MAX_DOCUMENT_BYTES)).catch((error: unknown) => error));
    const kept = results.filter((r) => !(r instanceof Error));
    expect(kept).toHaveLength(Math.floor(STORAGE_QUOTAS.pendingDocumentsPerAccount / MAX_DOCUMENT_BYTES));
    const message = DOCUMENT_MESSAGES.pendingShareUsed(sizeLabel(STORAGE_QUOTAS.pendingDocumentsPerAccount));
    expect(message).toContain('30 MB');
    for (const refusal of results.slice(kept.length)) expect(refusal).toMatchObject({ status: 400, fieldErrors: { document: [message] } });
  }, 60_000);

  it('an approved listing is held to its count of documents only', async () => {
    const { actor } = await createProviderAccount(database.db);
    for (let i = 0; i < 4; i++) await uploadOwnListingDocument(database.db, actor, pdf(MAX_DOCUMENT_BYTES));
  }, 60_000);

  it('every claim waiting together may keep only so much', async () => {
    const first = await createProviderAccount(database.db, { approved: false });
    await uploadOwnListingDocument(database.db, first.actor, pdf(1000));
    STORAGE_QUOTAS.pendingDocumentsTotal = 1500;
    const second = await createProviderAccount(database.db, { approved: false });
    await expect(uploadOwnListingDocument(database.db, second.actor, pdf(1000))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { document: [DOCUMENT_MESSAGES.storageFull] },
    });
  });
});

describe('the stored bytes by kind', () => {
  it('are for administrators, by kind with their totals', async () => {
    const pending = await createProviderAccount(database.db, { approved: false });
    await uploadOwnListingDocument(database.db, pending.actor, pdf(2000));
    const approved = await createProviderAccount(database.db);
    await uploadOwnListingDocument(database.db, approved.actor, pdf(3000));
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    expect(await getStoredBytes(database.db, admin)).toEqual([
      { kind: 'request-photos', files: 0, bytes: 0, limit: null },
      { kind: 'draft-photos', files: 0, bytes: 0, limit: STORAGE_QUOTAS.draftPhotosTotal },
      { kind: 'pending-documents', files: 1, bytes: 2000, limit: STORAGE_QUOTAS.pendingDocumentsTotal },
      { kind: 'approved-documents', files: 1, bytes: 3000, limit: null },
    ]);
    await expect(getStoredBytes(database.db, approved.actor)).rejects.toMatchObject({ status: 403 });
  });
});
