import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { HelperOfferKind } from '../../../common/helpers.ts';
import { ZHelperOffer, ZHelperState, type THelperOfferInput } from '../../../common/helpers-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { helperOffers, helpRequestSubmissions as requests, providerResponses, providers, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { isUuid } from '../../lib/ids.ts';
import { publish } from '../../lib/realtime.ts';
import { animalTypeEsOf } from '../../lib/animal-type-es.ts';
import { message } from '../../../common/i18n.ts';

// The helper dashboard (docs/decisions/004; helpers read requests and offer help): open
// emergencies in the helper's state, without who asked or where exactly, and an offer of help
// (transport, supplies …) that the request's owner and the provider who accepted it see.
// Conflicts are left out: they go to fee-charging businesses, where a volunteer has no part.

export const REQUEST_NOT_OPEN = message('This request is no longer open for offers of help.');
export const ALREADY_OFFERED = message('You have already offered help on this request.');
const CHOOSE_STATE_FIRST = message('Choose the state you help in first.');
const RECENT_DAYS = 30;
const LIST_LIMIT = 100;

const OPEN_STATUSES = ['submitted', 'assigned'] as const;

/** The request as a helper sees it: never the requester, the street address or the pledge. */
const helperVisibleColumns = {
  id: requests.id,
  type: requests.type,
  city: requests.city,
  state: requests.state,
  zip: requests.zip,
  animalType: requests.animalType,
  animalTypeEs: animalTypeEsOf(requests.animalType),
  situationDetails: requests.situationDetails,
  status: requests.status,
  createdAt: requests.createdAt,
};

async function helperState(db: Db, helperId: string): Promise<string | null> {
  const [row] = await db.select({ state: users.state }).from(users).where(eq(users.id, helperId));
  return row?.state ?? null;
}

const openIn = (state: string) =>
  and(
    eq(requests.state, state),
    eq(requests.type, 'emergency'),
    inArray(requests.status, [...OPEN_STATUSES]),
    gte(requests.createdAt, sql`now() - make_interval(days => ${RECENT_DAYS})`),
  );

/** The helper's state and the open emergencies there, newest first, each with the helper's own offer and who accepted it. */
export async function listRequestsForHelper(db: Db, actor: Actor) {
  const helper = requireActorRole(actor, 'helper');
  const state = await helperState(db, helper.id);
  if (!state) return { state: null, requests: [] };
  const rows = await db
    .select({
      ...helperVisibleColumns,
      acceptedBy: providers.name,
      acceptedBySample: providers.sample,
      offerKind: helperOffers.kind,
      offerMessage: helperOffers.message,
    })
    .from(requests)
    .leftJoin(helperOffers, and(eq(helperOffers.requestId, requests.id), eq(helperOffers.helperId, helper.id)))
    // The provider who took it, by name only: where a helper would drive the animal to.
    .leftJoin(providerResponses, and(eq(providerResponses.requestId, requests.id), eq(providerResponses.status, 'accepted')))
    .leftJoin(providers, eq(providers.id, providerResponses.providerId))
    .where(openIn(state))
    .orderBy(desc(requests.createdAt))
    .limit(LIST_LIMIT);
  return {
    state,
    requests: rows.map(({ offerKind, offerMessage, ...request }) => ({ ...request, ownOffer: offerKind ? { kind: offerKind, message: offerMessage! } : null })),
  };
}

/** The state a helper works in: which requests the dashboard shows. */
export async function setHelperState(db: Db, actor: Actor, input: { state?: unknown }) {
  const helper = requireActorRole(actor, 'helper');
  const parsed = parseOrThrow(ZHelperState, input);
  await db.update(users).set({ state: parsed.state, updatedAt: new Date() }).where(eq(users.id, helper.id));
  return parsed;
}

/**
 * An offer of help on an open emergency in the helper's state, once per request. Anything the
 * helper may not see is simply not found; a request that closed meanwhile is a conflict.
 */
export async function offerHelp(db: Db, actor: Actor, requestId: string, input: THelperOfferInput | Record<string, unknown>) {
  const helper = requireActorRole(actor, 'helper');
  const offer = parseOrThrow(ZHelperOffer, input);
  if (!isUuid(requestId)) throw notFound(message('Help request not found'));
  const state = await helperState(db, helper.id);
  if (!state) throw new AppError('CONFLICT', CHOOSE_STATE_FIRST);
  try {
    return await withTransaction(db, async (tx) => {
      const [request] = await tx
        .select({ id: requests.id, status: requests.status, type: requests.type, state: requests.state, requesterId: requests.userId })
        .from(requests)
        .where(eq(requests.id, requestId))
        .for('update');
      if (!request || request.state !== state || request.type !== 'emergency') throw notFound(message('Help request not found'));
      if (!(OPEN_STATUSES as readonly string[]).includes(request.status)) throw new AppError('CONFLICT', REQUEST_NOT_OPEN);
      const [created] = await tx
        .insert(helperOffers)
        .values({ requestId, helperId: helper.id, ...offer })
        .returning({ id: helperOffers.id, kind: helperOffers.kind, createdAt: helperOffers.createdAt });
      await recordAudit(tx, { actorId: helper.id, action: 'helper_offer.create', entityType: 'help_request', entityId: requestId, after: offer });
      const [accepted] = await tx
        .select({ providerId: providerResponses.providerId })
        .from(providerResponses)
        .where(and(eq(providerResponses.requestId, requestId), eq(providerResponses.status, 'accepted')));
      await publish(tx, { kind: 'offer-created', requestId, requesterId: request.requesterId, providerId: accepted?.providerId ?? null, by: helper.id });
      return created!;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new AppError('CONFLICT', ALREADY_OFFERED);
    throw error;
  }
}

export interface HelperOfferView {
  requestId: string;
  kind: HelperOfferKind;
  message: string;
  helperName: string;
  helperEmail: string;
  createdAt: Date;
}

/**
 * The offers on some requests, for someone the caller has already checked may see them (the
 * owner, or the provider who accepted): the helper agreed to show their name and e-mail.
 */
export async function offersOn(db: Db, requestIds: string[]): Promise<HelperOfferView[]> {
  if (requestIds.length === 0) return [];
  return db
    .select({
      requestId: helperOffers.requestId,
      kind: helperOffers.kind,
      message: helperOffers.message,
      helperName: users.fullName,
      helperEmail: users.email,
      createdAt: helperOffers.createdAt,
    })
    .from(helperOffers)
    .innerJoin(users, eq(users.id, helperOffers.helperId))
    .where(inArray(helperOffers.requestId, requestIds))
    .orderBy(helperOffers.createdAt);
}
