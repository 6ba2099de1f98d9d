import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../common/locales.ts';
import { message } from '../../../common/i18n.ts';
import { LINK_REFUSED, type LinkRefusal } from '../../../common/listing-links.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { ONE_LISTING_PER_ACCOUNT } from './claims.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { helpRequestSubmissions as requests, providerContacts, providerResponses, providers, users } from '../../db/schema.ts';
import { enqueue } from '../../jobs/registry.ts';
import { recordAudit } from '../../lib/audit.ts';
import { publish } from '../../lib/realtime.ts';
import type { LinkSigner } from '../../lib/signed-links.ts';
import { enqueueFieldPickupPushes } from '../field-team/field-team.ts';
import {
  pledgeColumn,
  pledgeOnceAccepted,
  providerVisibleColumns,
  requestAnswers,
  requesterContact,
  requesterColumns,
  type RequestSummary,
  type RequesterContact,
} from './provider-requests.ts';

// A request opened from the e-mail a listing without an account was sent (docs/decisions/048):
// the link, signed for that listing and that request, is the listing's only key. It shows the
// request as a provider sees it before accepting, and takes its answer: accepting works as a
// provider's acceptance does (one wins, the requester is told at once, the contact details go to
// the one who accepted, the audit log says it was by e-mail link). Whatever is wrong with a link
// is said plainly and changes nothing.

export interface LinkedListing {
  id: string;
  name: string;
  sample: boolean;
  type: 'rehabilitator' | 'control';
  email: string | null;
  /** no provider account runs it: its mailbox's owner may take it over */
  withoutAccount: boolean;
}

export type LinkedRequest =
  | { state: 'refused'; reason: LinkRefusal }
  | {
      /** open: it may take it; taken: another did; accepted / declined: this listing's answer */
      state: 'open' | 'taken' | 'accepted' | 'declined';
      listing: LinkedListing;
      request: RequestSummary;
      answers: { question: string; response: string }[];
      /** who asked, once this listing has accepted */
      requester: RequesterContact | null;
      /** the requester's pledge, once this listing has accepted */
      pledge: string | null;
    };

type Opened = { refused: LinkRefusal } | { listingId: string; requestId: string };

/** Who the link is for, if it is a link we made, still working at `now`, for a listing that was e-mailed this request. */
async function readLink(db: Db, links: LinkSigner, token: string, now: Date): Promise<Opened> {
  const read = links.read(token, now);
  if (!read.ok) return { refused: read.reason };
  if (read.link.p !== 'respond') return { refused: 'forged' };
  const { l: listingId, r: requestId } = read.link;
  const [told] = await db
    .select({ id: providerContacts.id })
    .from(providerContacts)
    .where(and(eq(providerContacts.requestId, requestId), eq(providerContacts.providerId, listingId), eq(providerContacts.contactType, 'email')))
    .limit(1);
  return told ? { listingId, requestId } : { refused: 'not-told' };
}

async function viewOf(db: Db, listingId: string, requestId: string, locale: Locale): Promise<LinkedRequest> {
  const [row] = await db
    .select({ request: providerVisibleColumns, requester: requesterColumns, pledge: pledgeColumn })
    .from(requests)
    .leftJoin(users, eq(users.id, requests.userId))
    .where(eq(requests.id, requestId));
  if (!row) return { state: 'refused', reason: 'forged' };
  if (row.request.status === 'resolved' || row.request.status === 'cancelled') return { state: 'refused', reason: 'ended' };
  const [listing] = await db
    .select({ id: providers.id, name: providers.name, sample: providers.sample, type: providers.type, email: providers.email, account: users.id })
    .from(providers)
    .leftJoin(users, and(eq(users.providerId, providers.id), eq(users.role, 'provider')))
    .where(eq(providers.id, listingId));
  if (!listing) return { state: 'refused', reason: 'forged' };
  const [own] = await db
    .select({ status: providerResponses.status })
    .from(providerResponses)
    .where(and(eq(providerResponses.requestId, requestId), eq(providerResponses.providerId, listingId)));
  const state = own?.status ?? (row.request.status === 'assigned' ? 'taken' : 'open');
  const { account, ...shown } = listing;
  return {
    state,
    listing: { ...shown, withoutAccount: account === null },
    request: row.request,
    answers: state === 'taken' ? [] : await requestAnswers(db, requestId, locale),
    requester: state === 'accepted' ? requesterContact(row.requester) : null,
    pledge: pledgeOnceAccepted(state === 'accepted', row.pledge),
  };
}

/** The request a listing's link opens, as the listing may see it now. */
export async function openLinkedRequest(db: Db, links: LinkSigner, token: string, now: Date, locale: Locale = 'en'): Promise<LinkedRequest> {
  const opened = await readLink(db, links, token, now);
  if ('refused' in opened) return { state: 'refused', reason: opened.refused };
  return viewOf(db, opened.listingId, opened.requestId, locale);
}

/** The request a link lets its holder see photos of, or null. */
export async function requestOfLink(db: Db, links: LinkSigner, token: string, now: Date): Promise<string | null> {
  const opened = await openLinkedRequest(db, links, token, now);
  return opened.state === 'open' || opened.state === 'accepted' ? opened.request.id : null;
}

/**
 * The listing's answer by its link. Accepting: the request is assigned to it (only one listing or
 * provider can win: the request is locked, and a unique index holds the rest), the requester is
 * told, and the audit log records it as the listing's, by e-mail link. Any other state is answered
 * with the request as it now is, changed by nothing.
 */
export async function answerByLink(
  db: Db,
  links: LinkSigner,
  token: string,
  action: 'accept' | 'decline',
  now: Date,
  locale: Locale = 'en',
): Promise<LinkedRequest> {
  const opened = await readLink(db, links, token, now);
  if ('refused' in opened) return { state: 'refused', reason: opened.refused };
  const { listingId, requestId } = opened;
  await withTransaction(db, async (tx) => {
    const [request] = await tx
      .select({ status: requests.status, requesterId: requests.userId, type: requests.type, state: requests.state })
      .from(requests)
      .where(eq(requests.id, requestId))
      .for('update');
    if (request?.status !== 'submitted') return;
    const [answered] = await tx
      .select({ id: providerResponses.id })
      .from(providerResponses)
      .where(and(eq(providerResponses.requestId, requestId), eq(providerResponses.providerId, listingId)));
    if (answered) return;
    const accepting = action === 'accept';
    await tx
      .insert(providerResponses)
      .values({ requestId, providerId: listingId, status: accepting ? 'accepted' : 'declined', providerContactedAt: accepting ? now : null });
    if (accepting) {
      await tx.update(requests).set({ status: 'assigned', updatedAt: now }).where(eq(requests.id, requestId));
      await tx.insert(providerContacts).values({ providerId: listingId, requestId, contactType: 'accepted' });
      await enqueue(tx, 'notify-requester', { requestId, providerId: listingId });
      if (request.type === 'emergency') await enqueueFieldPickupPushes(tx, requestId, request.state);
    }
    await recordAudit(tx, {
      actorId: null,
      action: accepting ? 'help_request.accept' : 'help_request.decline',
      entityType: 'help_request',
      entityId: requestId,
      after: { providerId: listingId, via: 'e-mail link' },
    });
    await publish(tx, { kind: 'response-created', requestId, requesterId: request.requesterId, providerId: listingId });
  });
  return viewOf(db, listingId, requestId, locale);
}

export const LISTING_CLAIM_WAITING = message('This listing already has a claim waiting for review, or a provider account runs it.');
export const TAKE_OVER_ONLY_AFTER_ACCEPTING = message('Take the request first: the listing can be taken over from this page once you have.');

/**
 * The mailbox owner takes over the listing (docs/decisions/048): the link proves the listing's
 * address, so the account signed in with it (made for that address) gets the listing's claim at
 * once, for administrators to review as any claim. A listing imported as claimed, with no account,
 * can be claimed this way; one whose claim waits or that an account runs cannot.
 */
export async function takeOverListing(db: Db, links: LinkSigner, token: string, actor: Actor, now: Date): Promise<{ id: string; name: string }> {
  const user = requireSignedIn(actor);
  const opened = await readLink(db, links, token, now);
  if ('refused' in opened) throw notFound(LINK_REFUSED[opened.refused]);
  const { listingId, requestId } = opened;
  return withTransaction(db, async (tx) => {
    const [listing] = await tx.select().from(providers).where(eq(providers.id, listingId)).for('update');
    if (!listing) throw notFound(LINK_REFUSED.forged);
    if (listing.email?.toLowerCase() !== user.email.toLowerCase()) throw forbidden(message('Sign in with the listing’s own e-mail address to take it over.'));
    const [accepted] = await tx
      .select({ id: providerResponses.id })
      .from(providerResponses)
      .where(and(eq(providerResponses.requestId, requestId), eq(providerResponses.providerId, listingId), eq(providerResponses.status, 'accepted')));
    if (!accepted) throw new AppError('CONFLICT', TAKE_OVER_ONLY_AFTER_ACCEPTING);
    if (listing.userId) throw new AppError('CONFLICT', LISTING_CLAIM_WAITING);
    const [account] = await tx.select({ providerId: users.providerId }).from(users).where(eq(users.id, user.id)).for('update');
    const [own] = await tx.select({ id: providers.id }).from(providers).where(eq(providers.userId, user.id)).limit(1);
    if (account?.providerId || own) throw new AppError('CONFLICT', ONE_LISTING_PER_ACCOUNT);
    await tx.update(providers).set({ claimed: true, userId: user.id, updatedAt: now }).where(eq(providers.id, listingId));
    await recordAudit(tx, {
      actorId: user.id,
      action: 'provider.claim',
      entityType: 'provider',
      entityId: listingId,
      before: { claimed: listing.claimed, userId: null },
      after: { claimed: true, userId: user.id, via: 'e-mail link' },
    });
    return { id: listing.id, name: listing.name };
  });
}
