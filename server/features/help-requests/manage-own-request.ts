import { and, eq } from 'drizzle-orm';
import { requestHasEnded } from '../../../common/own-requests.ts';
import { ZCancelRequest, ZProviderRating, ZSituationUpdate, type TProviderRatingInput } from '../../../common/own-requests-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { helpRequestSubmissions as requests, providerFeedback, providerResponses, type RequestStatus } from '../../db/schema.ts';
import { recordAudit, type AuditAction } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { isUuid } from '../../lib/ids.ts';
import { publish } from '../../lib/realtime.ts';
import { HELP_REQUEST_NOT_FOUND } from './get-help-request.ts';
import { message } from '../../../common/i18n.ts';

// The requester's own changes to a request from the dashboard (only the requester cancels or
// updates it; docs/decisions/002): cancel with a reason, correct the situation, mark it resolved,
// rate the provider who accepted it. Only the owner may; anyone else's request is simply not found.
// States (DESIGN.md): submitted → assigned → resolved, submitted | assigned → cancelled.

type SignedIn = Extract<Actor, { kind: 'user' }>;

interface LockedRequest {
  id: string;
  type: 'emergency' | 'conflict';
  status: RequestStatus;
  situationDetails: string | null;
  /** the provider whose response was `accepted`, if any */
  acceptedProviderId: string | null;
}

/** Runs `change` in a transaction holding the owner's request locked, so two tabs take turns. */
async function withOwnRequest<T>(db: Db, user: SignedIn, requestId: string, change: (tx: Db, request: LockedRequest) => Promise<T>): Promise<T> {
  if (!isUuid(requestId)) throw notFound(HELP_REQUEST_NOT_FOUND);
  return withTransaction(db, async (tx) => {
    const [request] = await tx
      .select({
        id: requests.id,
        type: requests.type,
        status: requests.status,
        situationDetails: requests.situationDetails,
        acceptedProviderId: providerResponses.providerId,
      })
      .from(requests)
      .leftJoin(providerResponses, and(eq(providerResponses.requestId, requests.id), eq(providerResponses.status, 'accepted')))
      .where(and(eq(requests.id, requestId), eq(requests.userId, user.id)))
      .for('update', { of: requests });
    if (!request) throw notFound(HELP_REQUEST_NOT_FOUND);
    return change(tx, request);
  });
}

const conflict = (message: string) => new AppError('CONFLICT', message);

// A refused change says which change failed ("Error cancelling help request:" and the like), then
// why; each written out whole, so that it reads in Spanish too.
const REFUSED = {
  cancelCancelled: message('Error cancelling help request: this request is already cancelled.'),
  cancelResolved: message('Error cancelling help request: this request is resolved, so there is nothing to cancel.'),
  updateCancelled: message('Error updating help request: this request is cancelled, so its details can no longer be changed.'),
  updateResolved: message('Error updating help request: this request is resolved, so its details can no longer be changed.'),
  resolveUnaccepted: message(
    'Error updating help request status: only a request a provider has accepted can be marked resolved. If you no longer need help, cancel it instead.',
  ),
  resolveCancelled: message('Error updating help request status: this request is already cancelled.'),
  resolveResolved: message('Error updating help request status: this request is already resolved.'),
};

/**
 * Writes a change to the locked request, audit-logs it, and tells the accepting provider's
 * and, while the request is open, every matching provider's dashboard.
 */
async function applyChange(
  tx: Db,
  user: SignedIn,
  request: LockedRequest,
  action: AuditAction,
  before: Record<string, unknown>,
  after: Partial<typeof requests.$inferInsert>,
) {
  await tx
    .update(requests)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(requests.id, request.id));
  await recordAudit(tx, { actorId: user.id, action, entityType: 'help_request', entityId: request.id, before, after });
  await publish(tx, {
    kind: 'request-updated',
    by: user.id,
    requestId: request.id,
    type: request.type,
    requesterId: user.id,
    providerId: request.acceptedProviderId,
    open: request.status === 'submitted',
  });
}

const isOpen = (status: RequestStatus) => status === 'submitted' || status === 'assigned';

export async function cancelOwnHelpRequest(db: Db, actor: Actor, requestId: string, reason: unknown): Promise<{ status: 'cancelled' }> {
  const user = requireSignedIn(actor);
  const input = parseOrThrow(ZCancelRequest, { reason });
  return withOwnRequest(db, user, requestId, async (tx, request) => {
    if (request.status === 'cancelled') throw conflict(REFUSED.cancelCancelled);
    if (request.status === 'resolved') throw conflict(REFUSED.cancelResolved);
    await applyChange(tx, user, request, 'help_request.cancel', { status: request.status }, { status: 'cancelled', cancellationReason: input.reason });
    return { status: 'cancelled' };
  });
}

export async function updateOwnSituation(db: Db, actor: Actor, requestId: string, situationDetails: unknown): Promise<{ situationDetails: string }> {
  const user = requireSignedIn(actor);
  const input = parseOrThrow(ZSituationUpdate, { situationDetails });
  return withOwnRequest(db, user, requestId, async (tx, request) => {
    if (!isOpen(request.status)) throw conflict(request.status === 'cancelled' ? REFUSED.updateCancelled : REFUSED.updateResolved);
    if (request.situationDetails === input.situationDetails) return input;
    await applyChange(
      tx,
      user,
      request,
      'help_request.update_situation',
      { situationDetails: request.situationDetails },
      { situationDetails: input.situationDetails },
    );
    return input;
  });
}

/** Only an assigned request can be resolved: one nobody took is cancelled instead (DESIGN.md states). */
export async function resolveOwnHelpRequest(db: Db, actor: Actor, requestId: string): Promise<{ status: 'resolved' }> {
  const user = requireSignedIn(actor);
  return withOwnRequest(db, user, requestId, async (tx, request) => {
    if (request.status === 'submitted') {
      throw conflict(REFUSED.resolveUnaccepted);
    }
    if (request.status !== 'assigned') throw conflict(request.status === 'cancelled' ? REFUSED.resolveCancelled : REFUSED.resolveResolved);
    await applyChange(tx, user, request, 'help_request.resolve', { status: request.status }, { status: 'resolved' });
    return { status: 'resolved' };
  });
}

export const ALREADY_RATED = message('You have already rated the provider for this request.');
export const NOT_YET_RATEABLE = message('You can rate the provider once your request is resolved or cancelled.');
export const NOBODY_TO_RATE = message('No provider accepted this request, so there is nobody to rate.');

/**
 * The requester rates the provider who accepted, once per request (a rating is a record for the
 * provider's monitoring, not a draft to keep editing), and only once the request has ended,
 * resolved or cancelled (DESIGN.md "Data"; docs/decisions/017): at acceptance nothing has been done
 * yet that could be rated.
 */
export async function rateProvider(db: Db, actor: Actor, requestId: string, rating: TProviderRatingInput): Promise<{ rating: number; comment: string | null }> {
  const user = requireSignedIn(actor);
  const input = parseOrThrow(ZProviderRating, rating);
  return withOwnRequest(db, user, requestId, async (tx, request) => {
    if (!requestHasEnded(request.status)) throw conflict(NOT_YET_RATEABLE);
    if (!request.acceptedProviderId) throw conflict(NOBODY_TO_RATE);
    const [created] = await tx
      .insert(providerFeedback)
      .values({ requestId: request.id, providerId: request.acceptedProviderId, userId: user.id, rating: input.rating, comment: input.comment })
      .onConflictDoNothing({ target: [providerFeedback.requestId, providerFeedback.userId] })
      .returning({ id: providerFeedback.id });
    if (!created) throw conflict(ALREADY_RATED);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'provider_feedback.create',
      entityType: 'provider_feedback',
      entityId: created.id,
      after: { requestId: request.id, providerId: request.acceptedProviderId, ...input },
    });
    return input;
  });
}
