import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  DOCUMENT_FIELD,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_LISTING,
  nameDisagrees,
  type DocumentMediaType,
} from '../../../common/listing-documents.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole, requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { files, providers, users } from '../../db/schema.ts';
import { bytesAsHex, hexToBytes } from '../../db/schema/columns.ts';
import { recordAudit } from '../../lib/audit.ts';
import { sizeLabel, STORAGE_QUOTAS } from '../../lib/storage-quotas.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { detectDocumentType, extensionOf, safeFileName } from './document-bytes.ts';
import { fillMessage, message } from '../../../common/i18n.ts';

// A listing's verification documents (docs/decisions/019; the first verification step reviews
// them): its provider, or the member whose claim of it waits for approval, uploads permits,
// licences and insurance; only they and administrators can list or open them. Anyone else is told
// there is no such document (404), never that it exists. The type is read from the bytes
// (document-bytes.ts).

export const DOCUMENT_NOT_FOUND = message('This document was not found.');
export const NO_LISTING = message('You have no listing to send documents for: claim or create one first.');

export interface ListingDocument {
  id: string;
  fileName: string;
  mediaType: DocumentMediaType;
  byteSize: number;
  createdAt: Date;
}

export interface DocumentUpload {
  /** the name the browser sent */
  fileName: string;
  bytes: Uint8Array;
}

const documentColumns = { id: files.id, fileName: files.fileName, mediaType: files.mediaType, byteSize: files.byteSize, createdAt: files.createdAt };

/** The listing is the actor's: they claimed or created it (approved or not), or they run it. */
const ownedBy = (userId: string): SQL =>
  or(eq(providers.userId, userId), sql`${providers.id} = (select ${users.providerId} from ${users} where ${users.id} = ${userId})`)!;

/** The actor's listing (whether it is approved), locked when `lock`; refused when they have none. */
async function ownListing(db: Db, userId: string, lock = false): Promise<{ id: string; approved: boolean }> {
  const query = db.select({ id: providers.id, approved: providers.approved }).from(providers).where(ownedBy(userId)).orderBy(asc(providers.createdAt)).limit(1);
  const [listing] = lock ? await query.for('update') : await query;
  if (!listing) throw notFound(NO_LISTING);
  return listing;
}

/**
 * A listing waiting for approval may hold only so much, by its account and by every such listing
 * together (server/lib/storage-quotas.ts): anyone can make an account and a listing, and nobody
 * has looked at these files yet. An approved listing's documents are bounded by its count alone.
 */
async function checkPendingRoom(tx: Db, userId: string, bytes: number): Promise<void> {
  const pending = sql<number>`coalesce(sum(${files.byteSize}), 0)::float8`;
  const [[mine], [everyone]] = await Promise.all([
    tx
      .select({ bytes: pending })
      .from(files)
      .innerJoin(providers, eq(providers.id, files.listingId))
      .where(and(eq(files.uploadedBy, userId), eq(providers.approved, false))),
    tx.select({ bytes: pending }).from(files).innerJoin(providers, eq(providers.id, files.listingId)).where(eq(providers.approved, false)),
  ]);
  if (Number(mine?.bytes ?? 0) + bytes > STORAGE_QUOTAS.pendingDocumentsPerAccount)
    throw fieldError(DOCUMENT_MESSAGES.pendingShareUsed(sizeLabel(STORAGE_QUOTAS.pendingDocumentsPerAccount)));
  if (Number(everyone?.bytes ?? 0) + bytes > STORAGE_QUOTAS.pendingDocumentsTotal) throw fieldError(DOCUMENT_MESSAGES.storageFull);
}

const fieldError = (message: string) => badRequest(message, { [DOCUMENT_FIELD]: [message] });

/** The actor's listing and its documents, oldest first; null when they have no listing. */
export async function listOwnListingDocuments(db: Db, actor: Actor): Promise<{ listingId: string; documents: ListingDocument[] } | null> {
  const user = requireSignedIn(actor);
  const rows = await db
    .select({ listingId: providers.id, document: documentColumns })
    .from(providers)
    .leftJoin(files, eq(files.listingId, providers.id))
    .where(ownedBy(user.id))
    .orderBy(asc(files.createdAt), asc(files.id));
  if (!rows.length) return null;
  return { listingId: rows[0]!.listingId, documents: rows.flatMap((r) => (r.document ? [r.document as ListingDocument] : [])) };
}

/** Checks the file and stores it on the actor's own listing: at most 10 a listing, each a PDF, JPEG or PNG of at most 10 MB. */
export async function uploadOwnListingDocument(db: Db, actor: Actor, upload: DocumentUpload | null): Promise<ListingDocument> {
  const user = requireSignedIn(actor);
  if (!upload || upload.bytes.byteLength === 0) throw fieldError(DOCUMENT_MESSAGES.noFile);
  if (upload.bytes.byteLength > MAX_DOCUMENT_BYTES) throw fieldError(DOCUMENT_MESSAGES.tooBig);
  const mediaType = detectDocumentType(upload.bytes);
  if (!mediaType) throw fieldError(DOCUMENT_MESSAGES.wrongType);
  // A name that promises another of our types (a PNG named permit.pdf) would open in the wrong program.
  const named = Object.entries(DOCUMENT_TYPES).find(([, t]) => (t.extensions as readonly string[]).includes(extensionOf(upload.fileName)))?.[0];
  if (named && named !== mediaType) throw fieldError(nameDisagrees(extensionOf(upload.fileName), mediaType));
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');

  return withTransaction(db, async (tx) => {
    // The listing's row is locked: two uploads at once take turns, so the eleventh is refused.
    const listing = await ownListing(tx, user.id, true);
    const listingId = listing.id;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(files).where(eq(files.listingId, listingId));
    if (n >= MAX_DOCUMENTS_PER_LISTING) throw fieldError(DOCUMENT_MESSAGES.tooMany);
    if (!listing.approved) await checkPendingRoom(tx, user.id, upload.bytes.byteLength);
    const [same] = await tx
      .select({ fileName: files.fileName })
      .from(files)
      .where(and(eq(files.listingId, listingId), eq(files.sha256, sha256)))
      .limit(1);
    if (same) throw fieldError(fillMessage(message('You have already uploaded this file, as {{name}}.'), { name: same.fileName }));
    const fileName = safeFileName(upload.fileName, mediaType);
    const [stored] = await tx
      .insert(files)
      .values({ listingId, uploadedBy: user.id, fileName, mediaType, byteSize: upload.bytes.byteLength, sha256, content: upload.bytes })
      .returning(documentColumns);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'provider.document_upload',
      entityType: 'provider',
      entityId: listingId,
      after: { documentId: stored!.id, fileName, mediaType, byteSize: stored!.byteSize, sha256 },
    });
    return stored as ListingDocument;
  });
}

/** The actor deletes one of their own listing's documents; any other id is not found. */
export async function deleteOwnListingDocument(db: Db, actor: Actor, documentId: string): Promise<void> {
  const user = requireSignedIn(actor);
  if (!isUuid(documentId)) throw notFound(DOCUMENT_NOT_FOUND);
  await withTransaction(db, async (tx) => {
    const [removed] = await tx
      .delete(files)
      .where(and(eq(files.id, documentId), inArray(files.listingId, tx.select({ id: providers.id }).from(providers).where(ownedBy(user.id)))))
      .returning({ ...documentColumns, listingId: files.listingId, sha256: files.sha256 });
    if (!removed) throw notFound(DOCUMENT_NOT_FOUND);
    const { listingId, createdAt: _createdAt, ...before } = removed;
    await recordAudit(tx, { actorId: user.id, action: 'provider.document_delete', entityType: 'provider', entityId: listingId, before });
  });
}

/** A document with its bytes, for its listing's provider or claimant and for administrators; for anyone else, not found. */
export async function readListingDocument(db: Db, actor: Actor, documentId: string): Promise<ListingDocument & { content: Uint8Array }> {
  if (actor.kind !== 'user' || !isUuid(documentId)) throw notFound(DOCUMENT_NOT_FOUND);
  const [row] = await db
    .select({ ...documentColumns, contentHex: bytesAsHex(files.content) })
    .from(files)
    .innerJoin(providers, eq(providers.id, files.listingId))
    .where(and(eq(files.id, documentId), actor.role === 'admin' ? undefined : ownedBy(actor.id)));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const { contentHex, ...document } = row;
  return { ...(document as ListingDocument), content: hexToBytes(contentHex) };
}

/** The documents of these listings, oldest first, by listing: for administrators reviewing them. */
export async function documentsOfListings(db: Db, actor: Actor, listingIds: string[]): Promise<Map<string, ListingDocument[]>> {
  requireActorRole(actor, 'admin');
  const byListing = new Map<string, ListingDocument[]>();
  if (!listingIds.length) return byListing;
  const rows = await db
    .select({ ...documentColumns, listingId: files.listingId })
    .from(files)
    .where(inArray(files.listingId, listingIds))
    .orderBy(asc(files.createdAt), asc(files.id));
  for (const { listingId, ...document } of rows) byListing.set(listingId, [...(byListing.get(listingId) ?? []), document as ListingDocument]);
  return byListing;
}

/** A released listing's documents (its claim refused, its claimant's account deleted), in that transaction: the next claimant must not read them. */
export async function deleteListingDocuments(tx: Db, listingId: string): Promise<number> {
  const removed = await tx.delete(files).where(eq(files.listingId, listingId)).returning({ id: files.id });
  return removed.length;
}
