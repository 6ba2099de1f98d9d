import { isNotNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { files, providers, requestPhotos } from '../../db/schema.ts';
import { STORAGE_QUOTAS } from '../../lib/storage-quotas.ts';

// What the database holds in files, by kind, for administrators (docs/decisions/053): the photos
// sent with requests, the photos still in unsent wizard drafts, and verification documents of
// listings waiting for review and of approved ones. The kinds anyone can fill before anyone has
// looked carry their total's limit (server/lib/storage-quotas.ts), so a filling disk is seen
// before uploads are refused. One small read, shown on the admin overview and meant for a health
// page as well.

export type StoredKind = 'request-photos' | 'draft-photos' | 'pending-documents' | 'approved-documents';

export interface StoredBytes {
  kind: StoredKind;
  files: number;
  bytes: number;
  /** the most all of this kind may take together, where there is such a limit */
  limit: number | null;
}

export async function getStoredBytes(db: Db, actor: Actor): Promise<StoredBytes[]> {
  requireActorRole(actor, 'admin');
  const photoBytes = sql`octet_length(${requestPhotos.content}) + octet_length(${requestPhotos.thumbnail})`;
  const [[photos], [documents]] = await Promise.all([
    db
      .select({
        requestFiles: sql<number>`count(*) filter (where ${isNotNull(requestPhotos.requestId)})::int`,
        requestBytes: sql<number>`coalesce(sum(${photoBytes}) filter (where ${isNotNull(requestPhotos.requestId)}), 0)::float8`,
        draftFiles: sql<number>`count(*) filter (where ${isNotNull(requestPhotos.draftId)})::int`,
        draftBytes: sql<number>`coalesce(sum(${photoBytes}) filter (where ${isNotNull(requestPhotos.draftId)}), 0)::float8`,
      })
      .from(requestPhotos),
    db
      .select({
        pendingFiles: sql<number>`count(*) filter (where not ${providers.approved})::int`,
        pendingBytes: sql<number>`coalesce(sum(${files.byteSize}) filter (where not ${providers.approved}), 0)::float8`,
        approvedFiles: sql<number>`count(*) filter (where ${providers.approved})::int`,
        approvedBytes: sql<number>`coalesce(sum(${files.byteSize}) filter (where ${providers.approved}), 0)::float8`,
      })
      .from(files)
      .innerJoin(providers, sql`${providers.id} = ${files.listingId}`),
  ]);
  const n = (value: number | undefined) => Number(value ?? 0);
  return [
    { kind: 'request-photos', files: n(photos?.requestFiles), bytes: n(photos?.requestBytes), limit: null },
    { kind: 'draft-photos', files: n(photos?.draftFiles), bytes: n(photos?.draftBytes), limit: STORAGE_QUOTAS.draftPhotosTotal },
    { kind: 'pending-documents', files: n(documents?.pendingFiles), bytes: n(documents?.pendingBytes), limit: STORAGE_QUOTAS.pendingDocumentsTotal },
    { kind: 'approved-documents', files: n(documents?.approvedFiles), bytes: n(documents?.approvedBytes), limit: null },
  ];
}
