import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_REQUEST, PHOTO_FIELD, type RequestPhotoView } from '../../../common/request-photos.ts';
import { PHOTO_MESSAGES } from '../../../common/request-photo-messages.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { helpRequestSubmissions, requestPhotos, wizardDrafts } from '../../db/schema.ts';
import { bytesAsHex, hexToBytes } from '../../db/schema/columns.ts';
import { isAppError, notFound, type FieldErrors } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { getHelpRequestForProvider } from '../providers/provider-requests.ts';
import { detectPhotoType, reencodePhoto, type ReencodedPhoto } from './photo-processing.ts';
import type { Config } from '../../config.ts';
import { addressKey } from '../../lib/client-address.ts';
import { hitApiLimit } from '../../lib/api-limits.ts';
import { isWorkQueueFull } from '../../lib/bounded-work.ts';
import { addWithinQuota } from '../../lib/rate-limit.ts';
import { STORAGE_QUOTAS } from '../../lib/storage-quotas.ts';

/** A minute: about how long the photos already waiting take. */
export const PHOTOS_BUSY_RETRY_MS = 60_000;
/** An hour: drafts are cleared as they age, a week after their last change. */
const STORAGE_FULL_RETRY_MS = 60 * 60_000;
import { message } from '../../../common/i18n.ts';

// Photos of the animal sent with a help request (docs/decisions/027). The wizard's
// step 3 adds them to the visitor's draft (whose random id, in their cookie, is the only key, as
// for the draft's answers); the submit moves them to the request in its transaction. Only the
// requester and the providers who may take or have answered the request see them; to anyone
// else a photo does not exist.

export const PHOTO_NOT_FOUND = message('This photo was not found.');

/**
 * A file sent in the photo field. Its first bytes tell its type; the rest is read only when a
 * worker decodes it, so photos waiting their turn hold nothing in memory (upload-form.ts keeps
 * them on disk).
 */
export interface PhotoUpload {
  /** the name the browser sent, for the messages */
  fileName: string;
  size: number;
  head: () => Promise<Uint8Array>;
  read: () => Promise<Uint8Array>;
}

/** Enough of the start of a file to read its type, the brands of a HEIC or AVIF included. */
const HEAD_BYTES = 4096;

/** An uploaded file as the service takes it. */
export const photoUploadOf = (file: File): PhotoUpload => ({
  fileName: file.name,
  size: file.size,
  head: async () => new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()),
  read: async () => new Uint8Array(await file.arrayBuffer()),
});

const photoColumns = { id: requestPhotos.id, width: requestPhotos.width, height: requestPhotos.height };

/** A file field left empty still sends a part, with no name and no bytes. */
const chosenPhotos = (uploads: PhotoUpload[]) => uploads.filter((u) => u.fileName !== '' || u.size > 0);

/** The photo checked and re-encoded, or the message saying why it is refused. */
async function preparePhoto(upload: PhotoUpload, signal: AbortSignal | undefined): Promise<ReencodedPhoto | string> {
  const name = upload.fileName.split(/[/\\]/).pop() || message('This file');
  if (upload.size > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooBig(name);
  const type = detectPhotoType(await upload.head());
  if (type === 'heic') return PHOTO_MESSAGES.heic(name);
  if (!type) return PHOTO_MESSAGES.wrongType(name);
  return (await reencodePhoto(upload.read, signal)) ?? PHOTO_MESSAGES.unreadable(name);
}

/** Who is sending photos: their client address (for its limits) and their request's signal (its work is dropped when it ends). */
export interface PhotoSender {
  clientIp: string;
  signal?: AbortSignal;
}

export interface DraftPhotosResult {
  added: RequestPhotoView[];
  fieldErrors: FieldErrors;
  /** Set when the photos were refused for now, not for what they are: the answer's status and when to try again. */
  refused?: { status: 429 | 503; retryAfterMs: number };
}

/** The room left for draft photos, everyone's together (storage-quotas.ts). */
async function draftPhotosFull(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(octet_length(${requestPhotos.content}) + octet_length(${requestPhotos.thumbnail})), 0)::float8` })
    .from(requestPhotos)
    .where(isNotNull(requestPhotos.draftId));
  return Number(row?.bytes ?? 0) >= STORAGE_QUOTAS.draftPhotosTotal;
}

/**
 * Checks each photo, re-encodes it and keeps it on the draft, up to three a draft; those refused
 * come back as field errors (one message each), while the others are kept. Sequential: one
 * photo decoded at a time holds at most one photo's pixels in memory. Before any is decoded the
 * sender's address must be within its limits, and the drafts' storage within its total; a photo
 * that would take the address past its bytes for the day is refused (docs/decisions/053).
 */
export async function addDraftPhotos(
  services: { db: Db; config: Config },
  draftId: string,
  uploads: PhotoUpload[],
  sender: PhotoSender,
): Promise<DraftPhotosResult> {
  const { db } = services;
  const chosen = chosenPhotos(uploads);
  if (!chosen.length) return { added: [], fieldErrors: {} };
  const refusal = (status: 429 | 503, text: string, retryAfterMs: number): DraftPhotosResult => ({
    added: [],
    fieldErrors: { [PHOTO_FIELD]: [text] },
    refused: { status, retryAfterMs },
  });
  const limit = await hitApiLimit(services, 'photo-uploads', sender.clientIp);
  if (!limit.allowed) return refusal(429, limit.message, limit.retryAfterMs);
  if (await draftPhotosFull(db)) return refusal(503, PHOTO_MESSAGES.storageFull, STORAGE_FULL_RETRY_MS);
  const messages: string[] = [];
  const ready: ReencodedPhoto[] = [];
  /** Refused for now: the photos already made ready are kept, the rest are not taken. */
  const stop = async (status: 429 | 503, text: string, retryAfterMs: number): Promise<DraftPhotosResult> => {
    const added = await keep(db, draftId, ready, messages);
    return { added, fieldErrors: { [PHOTO_FIELD]: [...messages, text] }, refused: { status, retryAfterMs } };
  };
  for (const upload of chosen) {
    let prepared: ReencodedPhoto | string;
    try {
      prepared = await preparePhoto(upload, sender.signal);
    } catch (error) {
      // Too many photos wait already, or this request ended (its answer goes nowhere) before its turn.
      if (isWorkQueueFull(error) || sender.signal?.aborted) return stop(503, PHOTO_MESSAGES.busy, PHOTOS_BUSY_RETRY_MS);
      throw error;
    }
    if (typeof prepared === 'string') {
      messages.push(prepared);
      continue;
    }
    // Decoded, but nobody is waiting for the answer any more: nothing is stored or counted.
    if (sender.signal?.aborted) return stop(503, PHOTO_MESSAGES.busy, PHOTOS_BUSY_RETRY_MS);
    const bytes = prepared.content.byteLength + prepared.thumbnail.byteLength;
    const share = await addWithinQuota(db, `draft-photo-bytes:${addressKey(sender.clientIp)}`, bytes, STORAGE_QUOTAS.draftPhotosPerAddressPerDay);
    if (!share.allowed) return stop(429, PHOTO_MESSAGES.dailyShareUsed, share.retryAfterMs);
    ready.push(prepared);
  }
  const added = await keep(db, draftId, ready, messages);
  return { added, fieldErrors: messages.length ? { [PHOTO_FIELD]: messages } : {} };
}

/** Stores the re-encoded photos on the draft, as many as it has room for (a refusal for the rest goes into `messages`). */
async function keep(db: Db, draftId: string, ready: ReencodedPhoto[], messages: string[]): Promise<RequestPhotoView[]> {
  if (!ready.length) return [];
  return withTransaction(db, async (tx) => {
    // Touching the draft locks its row (two uploads at once take turns, so a fourth photo is
    // refused) and keeps it from the daily clean-up for another week.
    await tx
      .insert(wizardDrafts)
      .values({ id: draftId, data: {} })
      .onConflictDoUpdate({ target: wizardDrafts.id, set: { updatedAt: new Date() } });
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(requestPhotos).where(eq(requestPhotos.draftId, draftId));
    const room = Math.max(0, MAX_PHOTOS_PER_REQUEST - n);
    if (ready.length > room) messages.push(PHOTO_MESSAGES.tooMany);
    const kept = ready.slice(0, room);
    return kept.length
      ? tx
          .insert(requestPhotos)
          .values(kept.map((photo) => ({ draftId, ...photo })))
          .returning(photoColumns)
      : [];
  });
}

/** The draft's photos, oldest first. */
export async function listDraftPhotos(db: Db, draftId: string): Promise<RequestPhotoView[]> {
  return db.select(photoColumns).from(requestPhotos).where(eq(requestPhotos.draftId, draftId)).orderBy(asc(requestPhotos.createdAt), asc(requestPhotos.id));
}

/** Removes one of the draft's photos; any other id changes nothing. */
export async function removeDraftPhoto(db: Db, draftId: string, photoId: string): Promise<void> {
  if (!isUuid(photoId)) return;
  await db.delete(requestPhotos).where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.draftId, draftId)));
}

/** A draft photo's thumbnail, for whoever holds the draft's cookie; any other id is not found. */
export async function readDraftPhotoThumbnail(db: Db, draftId: string, photoId: string): Promise<Uint8Array> {
  if (!isUuid(photoId)) throw notFound(PHOTO_NOT_FOUND);
  const [row] = await db
    .select({ hex: bytesAsHex(requestPhotos.thumbnail) })
    .from(requestPhotos)
    .where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.draftId, draftId)));
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return hexToBytes(row.hex);
}

/** The statement, run by the submit with its other writes: the draft's photos become the request's. */
export const attachDraftPhotos = (tx: Db, draftId: string, requestId: string) =>
  tx.update(requestPhotos).set({ draftId: null, requestId }).where(eq(requestPhotos.draftId, draftId));

/**
 * Whether the actor may see a request's photos: its requester, or a provider to whom the
 * provider's view of the request is open (they may take it, or answered it). Nobody else, not
 * even an administrator: a photo is sent for the people who will help.
 */
async function maySeePhotosOf(db: Db, actor: Actor, request: { id: string; userId: string | null }): Promise<boolean> {
  if (actor.kind !== 'user') return false;
  if (request.userId === actor.id) return true;
  if (actor.role !== 'provider') return false;
  try {
    await getHelpRequestForProvider(db, actor, request.id);
    return true;
  } catch (error) {
    if (isAppError(error)) return false;
    throw error;
  }
}

/** A request's photos for the actor, oldest first; none when they may not see them. */
export async function listRequestPhotos(db: Db, actor: Actor, requestId: string): Promise<RequestPhotoView[]> {
  if (!isUuid(requestId)) return [];
  const [request] = await db
    .select({ id: helpRequestSubmissions.id, userId: helpRequestSubmissions.userId })
    .from(helpRequestSubmissions)
    .where(eq(helpRequestSubmissions.id, requestId));
  if (!request || !(await maySeePhotosOf(db, actor, request))) return [];
  return (await photosOfRequests(db, [requestId])).get(requestId) ?? [];
}

/** The photos of requests the caller has already shown the actor may see (their own), by request. */
export async function photosOfRequests(db: Db, requestIds: string[]): Promise<Map<string, RequestPhotoView[]>> {
  const byRequest = new Map<string, RequestPhotoView[]>();
  if (!requestIds.length) return byRequest;
  const rows = await db
    .select({ ...photoColumns, requestId: requestPhotos.requestId })
    .from(requestPhotos)
    .where(inArray(requestPhotos.requestId, requestIds))
    .orderBy(asc(requestPhotos.createdAt), asc(requestPhotos.id));
  for (const { requestId, ...photo } of rows) byRequest.set(requestId!, [...(byRequest.get(requestId!) ?? []), photo]);
  return byRequest;
}

/** One photo of a request the caller has already shown may be seen (a listing's e-mail link, docs/decisions/048); else not found. */
export async function readPhotoOfRequest(db: Db, requestId: string, photoId: string, size: 'full' | 'thumbnail'): Promise<Uint8Array> {
  if (!isUuid(photoId)) throw notFound(PHOTO_NOT_FOUND);
  const [row] = await db
    .select({ hex: size === 'thumbnail' ? bytesAsHex(requestPhotos.thumbnail) : bytesAsHex(requestPhotos.content) })
    .from(requestPhotos)
    .where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.requestId, requestId)));
  if (!row) throw notFound(PHOTO_NOT_FOUND);
  return hexToBytes(row.hex);
}

/** One photo's bytes (the photo or its thumbnail) for someone who may see it; for anyone else, not found. */
export async function readRequestPhoto(db: Db, actor: Actor, photoId: string, size: 'full' | 'thumbnail'): Promise<Uint8Array> {
  if (actor.kind !== 'user' || !isUuid(photoId)) throw notFound(PHOTO_NOT_FOUND);
  const [row] = await db
    .select({
      requestId: helpRequestSubmissions.id,
      userId: helpRequestSubmissions.userId,
      hex: size === 'thumbnail' ? bytesAsHex(requestPhotos.thumbnail) : bytesAsHex(requestPhotos.content),
    })
    .from(requestPhotos)
    .innerJoin(helpRequestSubmissions, eq(helpRequestSubmissions.id, requestPhotos.requestId))
    .where(eq(requestPhotos.id, photoId));
  if (!row || !(await maySeePhotosOf(db, actor, { id: row.requestId, userId: row.userId }))) throw notFound(PHOTO_NOT_FOUND);
  return hexToBytes(row.hex);
}
