import { aliasedTable, and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { auditLog, files, providers, users } from '../../db/schema.ts';
import { z } from '../../../common/zod.ts';
import { englishOnly } from '../../../common/i18n.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { CREATED_BY_USER, LISTING_NOT_FOUND } from './claims.ts';
import { deleteListingDocuments, documentsOfListings, type ListingDocument } from './listing-documents.ts';

// An administrator's review of a listing claim (only administrators approve providers): three
// steps, each recorded with who and when: the documentation is reviewed, the standards are
// verified, then the listing is approved, which gives it its badge and makes the claimant its
// provider. Or the claim is rejected.

export const NO_PENDING_CLAIM = 'This listing has no claim waiting for approval.';
export const STEPS_FIRST = 'Review the documentation and verify the standards before approving.';
export const DOCUMENTS_FIRST = 'Review the documentation before verifying the standards.';
const STEP_DONE = 'This step is already recorded.';
const PENDING_LIMIT = 200;

export const VERIFICATION_STEPS = ['documents', 'standards'] as const;
export type VerificationStep = (typeof VERIFICATION_STEPS)[number];

/** Claimed by an account that is not yet its provider, or claimed by nobody known and not approved. */
const isPending = and(
  eq(providers.claimed, true),
  or(and(isNotNull(providers.userId), sql`${users.providerId} is distinct from ${providers.id}`), and(isNull(providers.userId), eq(providers.approved, false))),
)!;

export interface StepRecord {
  at: Date;
  by: string;
}

export interface PendingClaim {
  id: string;
  name: string;
  type: 'rehabilitator' | 'control';
  address: string | null;
  city: string;
  state: string;
  zip: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
  permit: string | null;
  certifications: string[];
  approved: boolean;
  sample: boolean;
  /** created by the claimant, rather than an existing listing claimed */
  newListing: boolean;
  claimant: { id: string; fullName: string; email: string } | null;
  /** what the claimant uploaded for step 1, oldest first */
  documents: ListingDocument[];
  documentsReviewed: StepRecord | null;
  standardsVerified: StepRecord | null;
  updatedAt: Date;
}

const documentsReviewer = aliasedTable(users, 'documents_reviewer');
const standardsVerifier = aliasedTable(users, 'standards_verifier');

const step = (at: Date | null, by: string | null): StepRecord | null => (at ? { at, by: by ?? 'A former administrator' } : null);

/** Claims and new listings waiting for an administrator, most recent first, with their steps. */
export async function listPendingClaims(db: Db, actor: Actor): Promise<PendingClaim[]> {
  requireActorRole(actor, 'admin');
  const rows = await db
    .select({
      id: providers.id,
      name: providers.name,
      type: providers.type,
      address: providers.address,
      city: providers.city,
      state: providers.state,
      zip: providers.zip,
      phone: providers.phone,
      email: providers.email,
      website: providers.website,
      description: providers.description,
      permit: providers.permit,
      certifications: providers.certifications,
      approved: providers.approved,
      sample: providers.sample,
      newListing: sql<boolean>`exists (select 1 from ${auditLog} where ${auditLog.action} = ${CREATED_BY_USER} and ${auditLog.entityId} = ${providers.id}::text)`,
      claimantId: users.id,
      claimantName: users.fullName,
      claimantEmail: users.email,
      documentsReviewedAt: providers.documentsReviewedAt,
      documentsReviewedBy: documentsReviewer.fullName,
      standardsVerifiedAt: providers.standardsVerifiedAt,
      standardsVerifiedBy: standardsVerifier.fullName,
      updatedAt: providers.updatedAt,
    })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.userId))
    .leftJoin(documentsReviewer, eq(documentsReviewer.id, providers.documentsReviewedBy))
    .leftJoin(standardsVerifier, eq(standardsVerifier.id, providers.standardsVerifiedBy))
    .where(isPending)
    .orderBy(desc(providers.updatedAt), asc(providers.name))
    .limit(PENDING_LIMIT);
  const documents = await documentsOfListings(
    db,
    actor,
    rows.map((r) => r.id),
  );
  return rows.map(
    ({ claimantId, claimantName, claimantEmail, documentsReviewedAt, documentsReviewedBy, standardsVerifiedAt, standardsVerifiedBy, ...claim }) => ({
      ...claim,
      claimant: claimantId ? { id: claimantId, fullName: claimantName!, email: claimantEmail! } : null,
      documents: documents.get(claim.id) ?? [],
      documentsReviewed: step(documentsReviewedAt, documentsReviewedBy),
      standardsVerified: step(standardsVerifiedAt, standardsVerifiedBy),
    }),
  );
}

/** How many claims and new listings wait for an administrator (the admin overview). */
export async function countPendingClaims(db: Db, actor: Actor): Promise<number> {
  requireActorRole(actor, 'admin');
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.userId))
    .where(isPending);
  return row?.n ?? 0;
}

/** The listing and its claimant, locked, if it has a claim waiting; otherwise refused. */
async function lockPendingClaim(tx: Db, providerId: string) {
  const [listing] = await tx.select().from(providers).where(eq(providers.id, providerId)).for('update');
  if (!listing) throw notFound(LISTING_NOT_FOUND);
  const [claimant] = listing.userId
    ? await tx.select({ id: users.id, role: users.role, providerId: users.providerId }).from(users).where(eq(users.id, listing.userId)).for('update')
    : [];
  const pending = listing.claimed && (claimant ? claimant.providerId !== listing.id : !listing.approved);
  if (!pending) throw new AppError('CONFLICT', NO_PENDING_CLAIM);
  return { listing, claimant: claimant ?? null };
}

type LockedClaim = Awaited<ReturnType<typeof lockPendingClaim>>;

/** An administrator's step on a waiting claim: checked, then done in one transaction with the claim locked. */
async function reviewPendingClaim<T>(
  db: Db,
  actor: Actor,
  providerId: string,
  work: (tx: Db, admin: ReturnType<typeof requireActorRole>, claim: LockedClaim) => Promise<T>,
): Promise<T> {
  const admin = requireActorRole(actor, 'admin');
  if (!isUuid(providerId)) throw notFound(LISTING_NOT_FOUND);
  return withTransaction(db, async (tx) => work(tx, admin, await lockPendingClaim(tx, providerId)));
}

/** Step 1 with nothing uploaded: the reviewer must say what they reviewed instead. */
export const NO_DOCUMENT_REASON = englishOnly(
  'No document was sent with this claim. Say what you reviewed instead (for example, the permit number you found on the state’s list), or wait for the documents.',
);
const ZDocumentsReview = z.object({
  note: z.string().trim().max(500, 'Please keep the note under 500 characters').optional().default(''),
});

/**
 * Verification steps 1 (documents) and 2 (standards), in that order, each once: who did it and when
 * are kept on the listing. Step 1 reviews the documents sent with the claim: with none sent, it is
 * recorded only with the reviewer's note of what they reviewed instead, kept in the audit log.
 */
export async function recordVerificationStep(
  db: Db,
  actor: Actor,
  providerId: string,
  which: VerificationStep,
  input: unknown = {},
): Promise<StepRecord & { name: string }> {
  return reviewPendingClaim(db, actor, providerId, async (tx, admin, { listing }) => {
    const { note } = parseOrThrow(ZDocumentsReview, input);
    const at = new Date();
    if (which === 'documents') {
      if (listing.documentsReviewedAt) throw new AppError('CONFLICT', STEP_DONE);
      const [sent] = await tx.select({ id: files.id }).from(files).where(eq(files.listingId, listing.id)).limit(1);
      if (!sent && !note) throw new AppError('BAD_REQUEST', NO_DOCUMENT_REASON, { note: [NO_DOCUMENT_REASON] });
      await tx.update(providers).set({ documentsReviewedAt: at, documentsReviewedBy: admin.id }).where(eq(providers.id, listing.id));
    } else {
      if (!listing.documentsReviewedAt) throw new AppError('CONFLICT', DOCUMENTS_FIRST);
      if (listing.standardsVerifiedAt) throw new AppError('CONFLICT', STEP_DONE);
      await tx.update(providers).set({ standardsVerifiedAt: at, standardsVerifiedBy: admin.id }).where(eq(providers.id, listing.id));
    }
    await recordAudit(tx, {
      actorId: admin.id,
      action: `provider.verify_${which}`,
      entityType: 'provider',
      entityId: listing.id,
      after: { at: at.toISOString(), ...(which === 'documents' && note ? { note } : {}) },
    });
    return { at, by: admin.fullName, name: listing.name };
  });
}

/** Verification step 3: the listing is approved (its badge) and its claimant becomes its provider, in one transaction. */
export async function approveProviderClaim(db: Db, actor: Actor, providerId: string): Promise<{ id: string; name: string; userId: string | null }> {
  return reviewPendingClaim(db, actor, providerId, async (tx, admin, { listing, claimant }) => {
    if (!listing.documentsReviewedAt || !listing.standardsVerifiedAt) throw new AppError('CONFLICT', STEPS_FIRST);
    const now = new Date();
    await tx.update(providers).set({ approved: true, approvedAt: now, approvedBy: admin.id, updatedAt: now }).where(eq(providers.id, listing.id));
    // An administrator who claims a listing stays an administrator.
    const role = claimant?.role === 'admin' ? 'admin' : 'provider';
    if (claimant) await tx.update(users).set({ role, providerId: listing.id, updatedAt: now }).where(eq(users.id, claimant.id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'provider.approve',
      entityType: 'provider',
      entityId: listing.id,
      before: { approved: listing.approved, userId: listing.userId, userRole: claimant?.role ?? null, userProviderId: claimant?.providerId ?? null },
      after: { approved: true, userId: listing.userId, userRole: claimant ? role : null, userProviderId: claimant ? listing.id : null },
    });
    return { id: listing.id, name: listing.name, userId: listing.userId };
  });
}

/**
 * A claimant lets go of a listing (their claim rejected, their account deleted), in the caller's
 * transaction: a listing they created and that was never approved is deleted; an existing
 * listing goes back to unclaimed (its approval, if any, stays) without the claimant's documents,
 * and the next claim's review starts again from step 1.
 */
export async function releaseListing(tx: Db, listing: { id: string; approved: boolean }, claimantId: string | null): Promise<'deleted' | 'unclaimed'> {
  const [created] = claimantId
    ? await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, CREATED_BY_USER), eq(auditLog.entityId, listing.id), eq(auditLog.actorId, claimantId)))
        .limit(1)
    : [];
  if (created && !listing.approved) {
    // Its documents go with it: the foreign key cascades.
    await tx.delete(providers).where(eq(providers.id, listing.id));
    return 'deleted';
  }
  // The documents are the claimant's: the listing's next claimant must not read them.
  await deleteListingDocuments(tx, listing.id);
  await tx
    .update(providers)
    .set({
      claimed: false,
      userId: null,
      documentsReviewedAt: null,
      documentsReviewedBy: null,
      standardsVerifiedAt: null,
      standardsVerifiedBy: null,
      updatedAt: new Date(),
    })
    .where(eq(providers.id, listing.id));
  return 'unclaimed';
}

/** Rejection: the claimant lets go of the listing (releaseListing), audited. */
export async function rejectProviderClaim(db: Db, actor: Actor, providerId: string): Promise<{ id: string; name: string; outcome: 'deleted' | 'unclaimed' }> {
  return reviewPendingClaim(db, actor, providerId, async (tx, admin, { listing, claimant }) => {
    const outcome = await releaseListing(tx, listing, claimant?.id ?? null);
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'provider.reject',
      entityType: 'provider',
      entityId: listing.id,
      before: outcome === 'deleted' ? listing : { claimed: listing.claimed, userId: listing.userId },
      after: outcome === 'deleted' ? null : { claimed: false, userId: null },
    });
    return { id: listing.id, name: listing.name, outcome };
  });
}
