import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { helpRequestSubmissions, providerFeedback, providerResponses, providers } from '../../db/schema.ts';
import { listingsTold } from './outreach.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { offersOn } from '../volunteers/helper-requests.ts';
import { photosOfRequests } from './request-photos.ts';
import { animalTypeEsOf } from '../../lib/animal-type-es.ts';
import { message } from '../../../common/i18n.ts';

/**
 * How many listings have been told of the request so far, through their account or by e-mail, as
 * the submission and each later round stored them: the number the requester is told
 * (docs/decisions/016, 048).
 */
export const notifiedCount = () =>
  // Named in full: in a query of the requests table alone, drizzle writes its columns unqualified,
  // and "id" inside the subquery would be the contact's own.
  sql<number>`(select count(*)::int from provider_contacts told where told.request_id = ${sql.raw('"help_request_submissions"."id"')}
    and told.contact_type in ('notification', 'email'))`.mapWith(Number);

/** Someone else's request is "not found": never say that it exists. */
export const HELP_REQUEST_NOT_FOUND = message('Help request not found');

/** The requester's own request, for /request-submitted; anyone else's id is simply not found. */
export async function getOwnHelpRequest(db: Db, actor: Actor, id: string) {
  const user = requireSignedIn(actor);
  if (!isUuid(id)) throw notFound(HELP_REQUEST_NOT_FOUND);
  const [request] = await db
    .select({
      id: helpRequestSubmissions.id,
      type: helpRequestSubmissions.type,
      address: helpRequestSubmissions.address,
      city: helpRequestSubmissions.city,
      state: helpRequestSubmissions.state,
      zip: helpRequestSubmissions.zip,
      animalType: helpRequestSubmissions.animalType,
      situationDetails: helpRequestSubmissions.situationDetails,
      donationAmount: helpRequestSubmissions.donationAmount,
      lat: helpRequestSubmissions.lat,
      lng: helpRequestSubmissions.lng,
      status: helpRequestSubmissions.status,
      createdAt: helpRequestSubmissions.createdAt,
      notifiedCount: notifiedCount(),
      reachExhaustedAt: helpRequestSubmissions.reachExhaustedAt,
    })
    .from(helpRequestSubmissions)
    .where(and(eq(helpRequestSubmissions.id, id), eq(helpRequestSubmissions.userId, user.id)));
  if (!request) throw notFound(HELP_REQUEST_NOT_FOUND);
  const [photos, told] = await Promise.all([photosOfRequests(db, [id]), listingsTold(db, [id])]);
  return { ...request, photos: photos.get(id) ?? [], told: told.get(id) ?? [] };
}

/**
 * The user's own requests, newest first, with every provider's response (who and
 * whether they accepted), the accepting provider's contact and note, the cancellation reason
 * and the user's rating of the provider. A decline's note stays the provider's own; a sample
 * listing says so. Helpers' offers of help (docs/decisions/004) come with them.
 */
export async function listOwnHelpRequests(db: Db, actor: Actor) {
  const user = requireSignedIn(actor);
  const rows = await db
    .select({
      id: helpRequestSubmissions.id,
      type: helpRequestSubmissions.type,
      city: helpRequestSubmissions.city,
      state: helpRequestSubmissions.state,
      zip: helpRequestSubmissions.zip,
      animalType: helpRequestSubmissions.animalType,
      animalTypeEs: animalTypeEsOf(helpRequestSubmissions.animalType),
      situationDetails: helpRequestSubmissions.situationDetails,
      status: helpRequestSubmissions.status,
      cancellationReason: helpRequestSubmissions.cancellationReason,
      createdAt: helpRequestSubmissions.createdAt,
      updatedAt: helpRequestSubmissions.updatedAt,
      reachExhaustedAt: helpRequestSubmissions.reachExhaustedAt,
      lat: helpRequestSubmissions.lat,
      lng: helpRequestSubmissions.lng,
      rating: providerFeedback.rating,
      ratingComment: providerFeedback.comment,
    })
    .from(helpRequestSubmissions)
    .leftJoin(providerFeedback, and(eq(providerFeedback.requestId, helpRequestSubmissions.id), eq(providerFeedback.userId, user.id)))
    .where(eq(helpRequestSubmissions.userId, user.id))
    .orderBy(desc(helpRequestSubmissions.createdAt))
    .limit(50);
  const responsesOf = await responsesForRequester(
    db,
    rows.map((r) => r.id),
  );
  const offers = await offersOn(
    db,
    rows.map((r) => r.id),
  );
  const photos = await photosOfRequests(
    db,
    rows.map((r) => r.id),
  );
  const told = await listingsTold(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ rating, ratingComment, ...request }) => ({
    ...request,
    ...responsesOf(request.id),
    feedback: rating === null ? null : { rating, comment: ratingComment },
    offers: offers.filter((o) => o.requestId === request.id).map(({ requestId: _, ...offer }) => offer),
    photos: photos.get(request.id) ?? [],
    told: told.get(request.id) ?? [],
  }));
}

/**
 * The providers' answers to some of the requester's own requests, as the requester sees them:
 * who answered and whether they accepted; the accepting provider's contact and note. A
 * decline's note stays the provider's own. The caller has checked the requests are theirs.
 */
export async function responsesForRequester(db: Db, requestIds: string[]) {
  const rows = requestIds.length
    ? await db
        .select({
          requestId: providerResponses.requestId,
          status: providerResponses.status,
          notes: providerResponses.responseNotes,
          respondedAt: providerResponses.createdAt,
          providerName: providers.name,
          providerSample: providers.sample,
          phone: providers.phone,
          email: providers.email,
          website: providers.website,
        })
        .from(providerResponses)
        .innerJoin(providers, eq(providers.id, providerResponses.providerId))
        .where(inArray(providerResponses.requestId, requestIds))
        .orderBy(asc(providerResponses.createdAt))
    : [];
  return (requestId: string) => {
    const own = rows.filter((r) => r.requestId === requestId);
    const accepted = own.find((r) => r.status === 'accepted');
    return {
      responses: own.map((r) => ({ providerName: r.providerName, providerSample: r.providerSample, status: r.status, respondedAt: r.respondedAt })),
      accepted: accepted
        ? {
            providerName: accepted.providerName,
            providerSample: accepted.providerSample,
            phone: accepted.phone,
            email: accepted.email,
            website: accepted.website,
            notes: accepted.notes,
            acceptedAt: accepted.respondedAt,
          }
        : null,
    };
  };
}
