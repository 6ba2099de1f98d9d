import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { StandardsLevel } from '../../../common/matching.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { providers } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { documentsOfListings, type ListingDocument } from './listing-documents.ts';

// Verification of a standards level a control operator asked for: the listing shows the level only
// once an administrator has checked it.

const NO_REQUEST = 'This listing has no standards level waiting for verification.';

export interface StandardsRequest {
  id: string;
  name: string;
  city: string;
  state: string;
  standards: StandardsLevel;
  requestedStandards: StandardsLevel;
  certifications: string[];
  sample: boolean;
  /** the listing's documents: a new level's certificate is usually among them */
  documents: ListingDocument[];
}

/** Control operators waiting for a standards level to be verified, longest waiting first. */
export async function listStandardsRequests(db: Db, actor: Actor): Promise<StandardsRequest[]> {
  requireActorRole(actor, 'admin');
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      city: providers.city,
      state: providers.state,
      standards: providers.standards,
      requestedStandards: providers.requestedStandards,
      certifications: providers.certifications,
      sample: providers.sample,
    })
    .from(providers)
    .where(isNotNull(providers.requestedStandards))
    .orderBy(asc(providers.updatedAt), asc(providers.name));
  const documents = await documentsOfListings(
    db,
    actor,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({ ...row, requestedStandards: row.requestedStandards!, documents: documents.get(row.id) ?? [] }));
}

/** Verify (the listing shows the requested level from now on) or decline (it keeps its level). */
export async function decideStandardsRequest(
  db: Db,
  actor: Actor,
  providerId: string,
  decision: 'verify' | 'decline',
): Promise<{ id: string; name: string; standards: StandardsLevel }> {
  const admin = requireActorRole(actor, 'admin');
  if (!isUuid(providerId)) throw notFound('This listing was not found.');
  return withTransaction(db, async (tx) => {
    const [listing] = await tx
      .select({ id: providers.id, name: providers.name, standards: providers.standards, requestedStandards: providers.requestedStandards })
      .from(providers)
      .where(eq(providers.id, providerId))
      .for('update');
    if (!listing) throw notFound('This listing was not found.');
    if (!listing.requestedStandards) throw new AppError('CONFLICT', NO_REQUEST);
    const standards = decision === 'verify' ? listing.requestedStandards : listing.standards;
    await tx
      .update(providers)
      .set({ standards, requestedStandards: null, updatedAt: new Date() })
      .where(and(eq(providers.id, listing.id), isNotNull(providers.requestedStandards)));
    await recordAudit(tx, {
      actorId: admin.id,
      action: decision === 'verify' ? 'provider.standards.verify' : 'provider.standards.decline',
      entityType: 'provider',
      entityId: listing.id,
      before: { standards: listing.standards, requestedStandards: listing.requestedStandards },
      after: { standards, requestedStandards: null },
    });
    return { id: listing.id, name: listing.name, standards };
  });
}
