import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../../common/request-photo-messages.ts';
import { noisyPhoto } from '../../../test/photos.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, IN_PROCESS_ORIGIN, wizardCookie } from '../../../test/services.ts';
import { requestPhotos } from '../../db/schema.ts';
import { UPLOADS_FROM_YOUR_NETWORK } from '../../lib/upload-slots.ts';
import { photoWork } from './photo-processing.ts';

// Photo uploads cannot starve anyone (docs/decisions/053). The re-encoding workers are held busy
// by the test, so that what is answered while they are busy was answered without waiting for any
// decoding: a burst past the bounds is refused at once, with Retry-After and the page's words, and
// a visitor's photo is still taken once its turn comes. Nothing here is timed.

const database = useTestDatabase();
let build: ServerBuild;
let noisy: Buffer;
let tiny: Buffer;
beforeAll(async () => {
  build = await loadServerBuild();
  noisy = await noisyPhoto();
  tiny = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#7a5' } })
    .jpeg()
    .toBuffer();
});

/**
 * Without the 30 s request time-out: on a busy machine decoding these photos can take longer, and
 * the time-out is the third test's subject, not these.
 */
const UNTIMED = { REQUEST_TIMEOUT_MS: '0' };

/** Holds both re-encoding workers until `release()`. */
function holdWorkers() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const holders = [photoWork.run(() => held), photoWork.run(() => held)];
  return {
    release: async () => {
      release();
      await Promise.all(holders);
    },
  };
}
let holding: ReturnType<typeof holdWorkers> | null = null;
afterEach(async () => {
  await holding?.release();
  holding = null;
});

/** The photos posted as a browser posts them, with the body's length announced. */
async function sendPhotos(app: ReturnType<typeof createTestApp>['app'], address: string, photos: Buffer[]) {
  const form = new FormData();
  photos.forEach((bytes, i) => form.append('photos', new File([bytes as Uint8Array<ArrayBuffer>], `photo-${i}.jpg`, { type: 'image/jpeg' })));
  const encoded = new Response(form);
  const body = await encoded.arrayBuffer();
  return app.request('/find-help/photos', {
    method: 'POST',
    headers: {
      Origin: IN_PROCESS_ORIGIN,
      Cookie: wizardCookie(),
      'X-Forwarded-For': address,
      'Content-Type': encoded.headers.get('content-type')!,
      'Content-Length': String(body.byteLength),
    },
    body,
  });
}

/** Waits (without a deadline of its own) until `count` of the answers have come. */
async function answered(pending: Promise<Response>[], count: number): Promise<Response[]> {
  const done: Response[] = [];
  pending.forEach((p) => void p.then((res) => done.push(res)));
  while (done.length < count) await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
}

const storedPhotos = async () => (await database.db.select({ id: requestPhotos.id }).from(requestPhotos).where(isNotNull(requestPhotos.draftId))).length;

describe('a burst of photo uploads', () => {
  it('from one address, 20 posts of 3 noisy photos at once: 2 are taken in, 18 refused at once with Retry-After, and a visitor elsewhere still gets their photo in', async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true, env: UNTIMED });
    holding = holdWorkers();
    const burst = Array.from({ length: 20 }, () => sendPhotos(app, '203.0.113.1', [noisy, noisy, noisy]));
    // Answered while every worker is still busy: none of these waited for any decoding.
    const refused = await answered(burst, 18);
    for (const res of refused) {
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ added: [], fieldErrors: { photos: [UPLOADS_FROM_YOUR_NETWORK] } });
    }
    const visitor = sendPhotos(app, '198.51.100.7', [noisy]);
    await holding.release();
    const mine = await visitor;
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { added: unknown[] }).added).toHaveLength(1);
    expect((await Promise.all(burst)).filter((res) => res.status === 200)).toHaveLength(2);
    expect(await storedPhotos()).toBe(1 + 2 * 3);
  }, 120_000);

  it('from many addresses, small photos that take no upload slot: past the waiting room, a quick 503 with Retry-After and the words to go on without photos', async () => {
    const { app } = createTestApp(database.db, { build, trustProxy: true, env: UNTIMED });
    holding = holdWorkers();
    const flood = Array.from({ length: 12 }, (_, i) => sendPhotos(app, `203.0.113.${i + 1}`, [tiny]));
    const refused = await answered(flood, 12 - 6);
    for (const res of refused) {
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { fieldErrors: { photos: string[] } }).fieldErrors.photos).toEqual([PHOTO_MESSAGES.busy]);
    }
    expect(PHOTO_MESSAGES.busy).toContain('send your request without photos');
    expect(photoWork.pendingCount).toBe(6);
    await holding.release();
    expect((await Promise.all(flood)).filter((res) => res.status === 200)).toHaveLength(6);
    // Once the queue has room again, the visitor's photo is taken.
    expect((await sendPhotos(app, '198.51.100.7', [noisy])).status).toBe(200);
  }, 120_000);

  it('drops the decoding of a photo whose request ended while it waited: the client went away, or the request timed out', async () => {
    const { app, logLines } = createTestApp(database.db, { build, trustProxy: true, env: { REQUEST_TIMEOUT_MS: '3000' } });
    holding = holdWorkers();
    const send = (signal?: AbortSignal) => {
      const form = new FormData();
      form.append('photos', new File([noisy as Uint8Array<ArrayBuffer>], 'late.jpg', { type: 'image/jpeg' }));
      let settled = false;
      const answer = Promise.resolve(
        app.request('/find-help/photos', {
          method: 'POST',
          headers: { Origin: IN_PROCESS_ORIGIN, Cookie: wizardCookie(), 'X-Forwarded-For': '198.51.100.9' },
          body: form,
          signal,
        }),
      )
        .catch((error: Error) => error)
        .finally(() => (settled = true));
      return { answer, settled: () => settled };
    };
    /** Until its photo waits for a worker (the workers are held), or its answer came first. */
    const queued = async (upload: ReturnType<typeof send>) => {
      while (photoWork.pendingCount < 1 && !upload.settled()) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(photoWork.pendingCount, 'its photo was waiting for a worker').toBe(1);
    };

    const leaving = new AbortController();
    const gone = send(leaving.signal);
    await queued(gone);
    leaving.abort();
    await gone.answer;
    expect(photoWork.pendingCount).toBe(0);

    const slow = send();
    await queued(slow);
    expect(((await slow.answer) as Response).status).toBe(503);
    expect(photoWork.pendingCount).toBe(0);

    // Neither photo was decoded when the workers came free, nor stored, and nothing failed.
    await holding.release();
    holding = null;
    expect(photoWork.activeCount + photoWork.pendingCount).toBe(0);
    expect(await storedPhotos()).toBe(0);
    expect(logLines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  }, 60_000);
});
