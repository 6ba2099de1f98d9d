import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { fieldErrorsOf } from '../../../common/auth-schemas.ts';
import { ZProviderListing, type TProviderListingInput, ZUnclaimedSearch } from '../../../common/providers.ts';
import { US_STATES } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole, requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { animalTypes, auditLog, providers, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, notFound, type FieldErrors } from '../../lib/errors.ts';
import type { Geocoder } from '../../lib/geocoder.ts';
import { isUuid } from '../../lib/ids.ts';

// Listing claims (SPEC §2 /claim-listing, §4 Provider): a signed-in user claims an unclaimed
// listing or creates a new one, one listing per account; an administrator approves the claim,
// which makes the user the listing's provider, or rejects it. A claim is "pending verification"
// while the listing's user_id is the user but the user's provider_id is not the listing.

type SignedIn = Extract<Actor, { kind: 'user' }>;

export const ALREADY_CLAIMED = 'This listing has already been claimed by someone else.';
export const ONE_LISTING_PER_ACCOUNT = 'You already have a listing with Wildline: an account can claim or create one listing. To change it, contact us.';
const LISTING_NOT_FOUND = 'This listing was not found.';
const NO_PENDING_CLAIM = 'This listing has no claim waiting for approval.';
const SEARCH_LIMIT = 25;
const PENDING_LIMIT = 200;
const CREATED_BY_USER = 'provider.create';

/** What anyone signed in may see of a listing they might claim: never its e-mail or address. */
export interface UnclaimedListing {
  id: string;
  name: string;
  type: 'rehabilitator' | 'control';
  city: string;
  state: string;
  phone: string | null;
  website: string | null;
}

/** Unclaimed listings by name (typos forgiven: pg_trgm) and/or state, best match first. */
export async function searchUnclaimedListings(db: Db, actor: Actor, input: { q?: string; state?: string }): Promise<UnclaimedListing[]> {
  requireSignedIn(actor);
  const parsed = ZUnclaimedSearch.safeParse(input);
  if (!parsed.success) throw badRequest('Please correct the fields marked below.', fieldErrorsOf(parsed.error));
  const search = parsed.data;
  const q = search.q;
  if (!q && !search.state) return [];
  const byName = q
    ? or(sql`${providers.name} % ${q}`, sql`${q} <% ${providers.name}`, ilike(providers.name, `%${q.replace(/[\\%_]/g, '\\$&')}%`))
    : undefined;
  return db
    .select({ id: providers.id, name: providers.name, type: providers.type, city: providers.city, state: providers.state, phone: providers.phone, website: providers.website })
    .from(providers)
    .where(and(eq(providers.claimed, false), search.state ? eq(providers.state, search.state) : undefined, byName))
    .orderBy(...(q ? [desc(sql`greatest(similarity(${providers.name}, ${q}), word_similarity(${q}, ${providers.name}))`)] : []), asc(providers.name))
    .limit(SEARCH_LIMIT);
}

/**
 * Locks the user's row, so one user's two claims take turns, and refuses a second listing.
 * Called first in every claim or creation transaction.
 */
async function ensureNoListingYet(tx: Db, user: SignedIn): Promise<void> {
  const [account] = await tx.select({ providerId: users.providerId }).from(users).where(eq(users.id, user.id)).for('update');
  if (!account) throw new AppError('UNAUTHORIZED', 'You need to sign in first.');
  const [own] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, user.id)).limit(1);
  if (account.providerId || own) throw new AppError('CONFLICT', ONE_LISTING_PER_ACCOUNT);
}

const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>) => db.transaction((tx) => work(tx as unknown as Db));

/** SPEC §4: claiming succeeds only while the listing is still unclaimed; two at once, one wins. */
export async function claimListing(db: Db, actor: Actor, providerId: string): Promise<{ id: string; name: string }> {
  const user = requireSignedIn(actor);
  if (!isUuid(providerId)) throw notFound(LISTING_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    await ensureNoListingYet(tx, user);
    // The approved flag stays: an imported listing stays in the directory while the claim is checked.
    const [claimed] = await tx
      .update(providers)
      .set({ claimed: true, userId: user.id, updatedAt: new Date() })
      .where(and(eq(providers.id, providerId), eq(providers.claimed, false)))
      .returning({ id: providers.id, name: providers.name });
    if (!claimed) {
      const [exists] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
      throw exists ? new AppError('CONFLICT', ALREADY_CLAIMED) : notFound(LISTING_NOT_FOUND);
    }
    await recordAudit(tx, { actorId: user.id, action: 'provider.claim', entityType: 'provider', entityId: claimed.id, before: { claimed: false, userId: null }, after: { claimed: true, userId: user.id } });
    return claimed;
  });
}

const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;

/**
 * SPEC §4, §9: a new listing is claimed, not approved, 9:00 AM - 5:00 PM, standards none;
 * placed by its ZIP. Takes the form's or the API's fields as sent: they are checked here.
 */
export async function createListing(db: Db, geocoder: Geocoder, actor: Actor, input: TProviderListingInput | Record<string, unknown>): Promise<{ id: string; name: string }> {
  const user = requireSignedIn(actor);
  const parsed = ZProviderListing.safeParse(input);
  if (!parsed.success) throw badRequest('Please correct the fields marked below.', fieldErrorsOf(parsed.error));
  const listing = parsed.data;
  const fieldErrors: FieldErrors = {};
  if (listing.animals.length) {
    const known = await db.select({ name: animalTypes.name }).from(animalTypes).where(and(eq(animalTypes.active, true), inArray(animalTypes.name, listing.animals)));
    if (known.length !== listing.animals.length) fieldErrors.animals = ['Choose animals from the list'];
  }
  const located = await geocoder.locate({ city: listing.city, state: listing.state, zip: listing.zip.slice(0, 5) });
  if (located?.zipState && located.zipState !== listing.state) fieldErrors.zip = [`That ZIP code is not in ${stateName(listing.state)}`];
  if (Object.keys(fieldErrors).length) throw badRequest('Please correct the fields marked below.', fieldErrors);

  return inTransaction(db, async (tx) => {
    await ensureNoListingYet(tx, user);
    const [created] = await tx
      .insert(providers)
      .values({ ...listing, lat: located?.lat ?? null, lng: located?.lng ?? null, userId: user.id, claimed: true, approved: false, standards: 'none' })
      .returning({ id: providers.id, name: providers.name });
    await recordAudit(tx, { actorId: user.id, action: CREATED_BY_USER, entityType: 'provider', entityId: created!.id, after: listing });
    return created!;
  });
}

const ownListingColumns = {
  id: providers.id,
  name: providers.name,
  type: providers.type,
  city: providers.city,
  state: providers.state,
  zip: providers.zip,
  phone: providers.phone,
  website: providers.website,
};
export type OwnListing = { id: string; name: string; type: 'rehabilitator' | 'control'; city: string; state: string; zip: string | null; phone: string | null; website: string | null };
export type OwnListingStatus = { status: 'none'; listing: null } | { status: 'pending' | 'approved'; listing: OwnListing };

/** The user's listing: none, pending verification, or approved (the user is its provider). */
export async function getOwnListingStatus(db: Db, actor: Actor): Promise<OwnListingStatus> {
  const user = requireSignedIn(actor);
  // Read from the table, not the session: an approval made a moment ago counts.
  const runs = sql`(select ${users.providerId} from ${users} where ${users.id} = ${user.id})`;
  const [row] = await db
    .select({ ...ownListingColumns, runsIt: sql<boolean>`coalesce(${providers.id} = ${runs}, false)` })
    .from(providers)
    .where(or(eq(providers.userId, user.id), sql`${providers.id} = ${runs}`))
    .orderBy(desc(sql`coalesce(${providers.id} = ${runs}, false)`), desc(providers.updatedAt))
    .limit(1);
  if (!row) return { status: 'none', listing: null };
  const { runsIt, ...listing } = row;
  return { status: runsIt ? 'approved' : 'pending', listing };
}

/** Claimed by an account that is not yet its provider, or claimed by nobody known and not approved. */
const isPending = and(
  eq(providers.claimed, true),
  or(and(isNotNull(providers.userId), sql`${users.providerId} is distinct from ${providers.id}`), and(isNull(providers.userId), eq(providers.approved, false))),
)!;

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
  approved: boolean;
  sample: boolean;
  /** created by the claimant, rather than an existing listing claimed */
  newListing: boolean;
  claimant: { id: string; fullName: string; email: string } | null;
  updatedAt: Date;
}

/** Claims and new listings waiting for an administrator, most recent first. */
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
      approved: providers.approved,
      sample: providers.sample,
      newListing: sql<boolean>`exists (select 1 from ${auditLog} where ${auditLog.action} = ${CREATED_BY_USER} and ${auditLog.entityId} = ${providers.id}::text)`,
      claimantId: users.id,
      claimantName: users.fullName,
      claimantEmail: users.email,
      updatedAt: providers.updatedAt,
    })
    .from(providers)
    .leftJoin(users, eq(users.id, providers.userId))
    .where(isPending)
    .orderBy(desc(providers.updatedAt), asc(providers.name))
    .limit(PENDING_LIMIT);
  return rows.map(({ claimantId, claimantName, claimantEmail, ...claim }) => ({
    ...claim,
    claimant: claimantId ? { id: claimantId, fullName: claimantName!, email: claimantEmail! } : null,
  }));
}

/** How many claims and new listings wait for an administrator (the admin overview). */
export async function countPendingClaims(db: Db, actor: Actor): Promise<number> {
  requireActorRole(actor, 'admin');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(providers).leftJoin(users, eq(users.id, providers.userId)).where(isPending);
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

/** Approval: the listing is approved and its claimant becomes its provider, in one transaction. */
export async function approveProviderClaim(db: Db, actor: Actor, providerId: string): Promise<{ id: string; userId: string | null }> {
  const admin = requireActorRole(actor, 'admin');
  if (!isUuid(providerId)) throw notFound(LISTING_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const { listing, claimant } = await lockPendingClaim(tx, providerId);
    await tx.update(providers).set({ approved: true, updatedAt: new Date() }).where(eq(providers.id, listing.id));
    // An administrator who claims a listing stays an administrator.
    const role = claimant?.role === 'admin' ? 'admin' : 'provider';
    if (claimant) await tx.update(users).set({ role, providerId: listing.id, updatedAt: new Date() }).where(eq(users.id, claimant.id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'provider.approve',
      entityType: 'provider',
      entityId: listing.id,
      before: { approved: listing.approved, userId: listing.userId, userRole: claimant?.role ?? null, userProviderId: claimant?.providerId ?? null },
      after: { approved: true, userId: listing.userId, userRole: claimant ? role : null, userProviderId: claimant ? listing.id : null },
    });
    return { id: listing.id, userId: listing.userId };
  });
}

/**
 * Rejection: a listing the claimant created and that was never approved is deleted; an
 * existing listing goes back to unclaimed (its approval, if any, stays).
 */
export async function rejectProviderClaim(db: Db, actor: Actor, providerId: string): Promise<{ id: string; outcome: 'deleted' | 'unclaimed' }> {
  const admin = requireActorRole(actor, 'admin');
  if (!isUuid(providerId)) throw notFound(LISTING_NOT_FOUND);
  return inTransaction(db, async (tx) => {
    const { listing, claimant } = await lockPendingClaim(tx, providerId);
    const [created] = claimant
      ? await tx
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.action, CREATED_BY_USER), eq(auditLog.entityId, listing.id), eq(auditLog.actorId, claimant.id)))
          .limit(1)
      : [];
    const outcome = created && !listing.approved ? 'deleted' : 'unclaimed';
    if (outcome === 'deleted') await tx.delete(providers).where(eq(providers.id, listing.id));
    else await tx.update(providers).set({ claimed: false, userId: null, updatedAt: new Date() }).where(eq(providers.id, listing.id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'provider.reject',
      entityType: 'provider',
      entityId: listing.id,
      before: outcome === 'deleted' ? listing : { claimed: listing.claimed, userId: listing.userId },
      after: outcome === 'deleted' ? null : { claimed: false, userId: null },
    });
    return { id: listing.id, outcome };
  });
}
