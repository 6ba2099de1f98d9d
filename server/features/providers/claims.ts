import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { StandardsLevel } from '../../../common/matching.ts';
import { ZProviderListing, type TProviderListingInput, ZUnclaimedSearch } from '../../../common/providers-schemas.ts';
import { US_STATES } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { animalTypes, providers, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, notFound, type FieldErrors } from '../../lib/errors.ts';
import { parseOrThrow, FIELDS_INVALID } from '../../lib/validation.ts';
import type { Geocoder } from '../../lib/geocoder.ts';
import { isUuid } from '../../lib/ids.ts';
import { fillMessage, message } from '../../../common/i18n.ts';

// Listing claims (/claim-listing): a signed-in user claims an unclaimed
// listing or creates a new one, one listing per account. A claim is "pending verification"
// while the listing's user_id is the user but the user's provider_id is not the listing; an
// administrator's review of it is in claim-review.ts.

type SignedIn = Extract<Actor, { kind: 'user' }>;

export const LISTING_NOT_FOUND = message('This listing was not found.');
export const ALREADY_CLAIMED = message('This listing has already been claimed by someone else.');
export const ONE_LISTING_PER_ACCOUNT = message(
  'You already have a listing with Wildline: an account can claim or create one listing. To change it, contact us.',
);
const SEARCH_LIMIT = 25;
/** the audit action of a listing a user created: the review tells new listings from claims by it */
export const CREATED_BY_USER = 'provider.create';

/** What anyone signed in may see of a listing they might claim: never its e-mail or address. */
export interface UnclaimedListing {
  id: string;
  name: string;
  type: 'rehabilitator' | 'control';
  city: string;
  state: string;
  phone: string | null;
  website: string | null;
  standards: StandardsLevel;
  /** seed content: badged "Sample listing" wherever it is shown, as nobody real answers it */
  sample: boolean;
}

/** Unclaimed listings by name (typos forgiven: pg_trgm) and/or state, best match first. */
export async function searchUnclaimedListings(db: Db, actor: Actor, input: { q?: string; state?: string }): Promise<UnclaimedListing[]> {
  requireSignedIn(actor);
  const search = parseOrThrow(ZUnclaimedSearch, input);
  const q = search.q;
  if (!q && !search.state) return [];
  const byName = q ? or(sql`${providers.name} % ${q}`, sql`${q} <% ${providers.name}`, ilike(providers.name, `%${q.replace(/[\\%_]/g, '\\$&')}%`)) : undefined;
  return db
    .select({
      id: providers.id,
      name: providers.name,
      type: providers.type,
      city: providers.city,
      state: providers.state,
      phone: providers.phone,
      website: providers.website,
      standards: providers.standards,
      sample: providers.sample,
    })
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
  if (!account) throw new AppError('UNAUTHORIZED', message('You need to sign in first.'));
  const [own] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, user.id)).limit(1);
  if (account.providerId || own) throw new AppError('CONFLICT', ONE_LISTING_PER_ACCOUNT);
}

/** Claiming succeeds only while the listing is still unclaimed; two at once, one wins. */
export async function claimListing(db: Db, actor: Actor, providerId: string): Promise<{ id: string; name: string }> {
  const user = requireSignedIn(actor);
  if (!isUuid(providerId)) throw notFound(LISTING_NOT_FOUND);
  return withTransaction(db, async (tx) => {
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
    await recordAudit(tx, {
      actorId: user.id,
      action: 'provider.claim',
      entityType: 'provider',
      entityId: claimed.id,
      before: { claimed: false, userId: null },
      after: { claimed: true, userId: user.id },
    });
    return claimed;
  });
}

const stateName = (code: string) => US_STATES.find(([c]) => c === code)?.[1] ?? code;

/**
 * A new listing is claimed, not approved (an administrator approves it), open 9:00 AM - 5:00 PM and
 * with standards none until it says otherwise; placed by its ZIP. Takes the form's or the API's
 * fields as sent: they are checked here.
 */
export async function createListing(
  db: Db,
  geocoder: Geocoder,
  actor: Actor,
  input: TProviderListingInput | Record<string, unknown>,
): Promise<{ id: string; name: string }> {
  const user = requireSignedIn(actor);
  const listing = parseOrThrow(ZProviderListing, input);
  const fieldErrors: FieldErrors = {};
  if (listing.animals.length) {
    const known = await db
      .select({ name: animalTypes.name })
      .from(animalTypes)
      .where(and(eq(animalTypes.active, true), inArray(animalTypes.name, listing.animals)));
    if (known.length !== listing.animals.length) fieldErrors.animals = [message('Choose animals from the list')];
  }
  const located = await geocoder.locate({ city: listing.city, state: listing.state, zip: listing.zip.slice(0, 5) });
  if (located?.zipState && located.zipState !== listing.state)
    fieldErrors.zip = [fillMessage(message('That ZIP code is not in {{state}}'), { state: stateName(listing.state) })];
  if (Object.keys(fieldErrors).length) throw badRequest(FIELDS_INVALID, fieldErrors);

  return withTransaction(db, async (tx) => {
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
export type OwnListing = {
  id: string;
  name: string;
  type: 'rehabilitator' | 'control';
  city: string;
  state: string;
  zip: string | null;
  phone: string | null;
  website: string | null;
};
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
