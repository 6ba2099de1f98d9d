import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  fieldTeamMembers,
  formQuestions,
  formResponses,
  helperOffers,
  helpRequestSubmissions as requests,
  providerFeedback,
  providers,
  pushSubscriptions,
  sessions,
  users,
  volunteerApplications,
} from '../../db/schema.ts';
import { auditEntryColumns } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { notifiedCount, responsesForRequester } from '../help-requests/get-help-request.ts';
import { listOwnListingDocuments } from '../providers/listing-documents.ts';
import { ownListingColumns } from '../providers/listing.ts';
import { applicationColumns } from '../volunteers/applications.ts';
import { ownProfileColumns } from './service.ts';
import { englishOnly, message } from '../../../common/i18n.ts';

// "Download my data" (people's rights on /account; docs/decisions/018): everything Wildline holds
// about the signed-in account, as they may see it, and nobody else's. Rows that belong to others (a
// helper on their request, the administrator who reviewed them) appear without who those others
// are; secrets (password hash, session tokens, the two-factor secret) never appear.

/** Which of the audit log's entities are the account's own, by entity type. */
type OwnEntities = Record<'user' | 'help_request' | 'volunteer_application' | 'provider_feedback' | 'provider', string[]>;

export async function exportOwnData(db: Db, actor: Actor, now = new Date()) {
  const me = requireSignedIn(actor);
  const [account] = await db
    .select({
      ...ownProfileColumns,
      emailVerified: users.emailVerified,
      helperState: users.state,
      newRequestAlerts: users.newRequestAlerts,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, me.id));
  if (!account) throw notFound(message('User profile not found'));

  const helpRequests = await ownRequests(db, me.id);
  const applications = await db
    .select(applicationColumns)
    .from(volunteerApplications)
    .where(eq(volunteerApplications.userId, me.id))
    .orderBy(asc(volunteerApplications.createdAt));
  // Offers this account made as a helper: the request is someone else's, so only what a helper saw of it.
  const offersMade = await db
    .select({
      kind: helperOffers.kind,
      message: helperOffers.message,
      createdAt: helperOffers.createdAt,
      request: { city: requests.city, state: requests.state, animalType: requests.animalType },
    })
    .from(helperOffers)
    .innerJoin(requests, eq(requests.id, helperOffers.requestId))
    .where(eq(helperOffers.helperId, me.id))
    .orderBy(asc(helperOffers.createdAt));
  const [fieldTeam] = await db
    .select({ state: fieldTeamMembers.state, since: fieldTeamMembers.createdAt })
    .from(fieldTeamMembers)
    .where(eq(fieldTeamMembers.userId, me.id));
  const listings = await ownListings(db, me.id, account.providerId);
  // The verification documents' details; each file itself is a download on the listing page.
  const listingDocuments = (await listOwnListingDocuments(db, actor))?.documents ?? [];
  const devices = await db
    .select({
      signedInAt: sessions.createdAt,
      lastActiveAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, me.id))
    .orderBy(asc(sessions.createdAt));
  // Browser notifications: which devices, not their push service keys (nothing a person can use).
  const notificationDevices = await db
    .select({ label: pushSubscriptions.label, addedAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, me.id))
    .orderBy(asc(pushSubscriptions.createdAt));
  const own: OwnEntities = {
    user: [me.id],
    help_request: helpRequests.map((r) => r.id),
    volunteer_application: applications.map((a) => a.id),
    provider_feedback: helpRequests.flatMap((r) => (r.yourRating ? [r.yourRating.id] : [])),
    provider: listings.map((l) => l.id),
  };

  return {
    exportedAt: now.toISOString(),
    // The file is read as data, like the API's answers: English.
    about: englishOnly(
      'Everything Wildline holds about your account: your details, your requests for help with your answers and the providers’ responses, your volunteer applications, your offers of help, the devices you turned browser notifications on in, the listing you run with the details of the documents you uploaded for it (each file can be downloaded where you uploaded it) and the audit log entries about them.',
    ),
    account,
    signedInDevices: devices,
    notificationDevices,
    helpRequests,
    volunteerApplications: applications,
    helperOffers: offersMade,
    fieldTeam: fieldTeam ?? null,
    providerListings: listings,
    listingDocuments,
    auditLog: await ownAuditEntries(db, me.id, own),
  };
}

/** The account's requests, each with its answers, the providers' responses as the requester sees them, helpers' offers and the rating given. */
async function ownRequests(db: Db, userId: string) {
  const rows = await db
    .select({
      id: requests.id,
      type: requests.type,
      address: requests.address,
      city: requests.city,
      state: requests.state,
      zip: requests.zip,
      latitude: requests.lat,
      longitude: requests.lng,
      animalType: requests.animalType,
      situationDetails: requests.situationDetails,
      donationPledge: requests.donationAmount,
      status: requests.status,
      cancellationReason: requests.cancellationReason,
      providersNotified: notifiedCount(),
      pickupDoneAt: requests.pickupDoneAt,
      createdAt: requests.createdAt,
      updatedAt: requests.updatedAt,
    })
    .from(requests)
    .where(eq(requests.userId, userId))
    .orderBy(asc(requests.createdAt));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const answers = await db
    .select({ requestId: formResponses.requestId, question: formQuestions.question, answer: formResponses.response })
    .from(formResponses)
    .innerJoin(formQuestions, eq(formQuestions.id, formResponses.questionId))
    .where(inArray(formResponses.requestId, ids))
    .orderBy(asc(formQuestions.isAnimalSpecific), asc(formQuestions.displayOrder));
  const responsesOf = await responsesForRequester(db, ids);
  // Offers on the account's requests: what was offered, not who offered it (the helper's own data).
  const offers = await db
    .select({ requestId: helperOffers.requestId, kind: helperOffers.kind, message: helperOffers.message, createdAt: helperOffers.createdAt })
    .from(helperOffers)
    .where(inArray(helperOffers.requestId, ids))
    .orderBy(asc(helperOffers.createdAt));
  const ratings = await db
    .select({
      id: providerFeedback.id,
      requestId: providerFeedback.requestId,
      rating: providerFeedback.rating,
      comment: providerFeedback.comment,
      createdAt: providerFeedback.createdAt,
    })
    .from(providerFeedback)
    .where(and(inArray(providerFeedback.requestId, ids), eq(providerFeedback.userId, userId)));
  const of = <T extends { requestId: string }>(list: T[], id: string) => list.filter((r) => r.requestId === id).map(({ requestId: _, ...rest }) => rest);
  return rows.map((request) => ({
    ...request,
    answers: of(answers, request.id),
    ...responsesOf(request.id),
    helperOffers: of(offers, request.id),
    yourRating: of(ratings, request.id)[0] ?? null,
  }));
}

/** The listing the account runs, and any it has claimed or created and is waiting on. */
async function ownListings(db: Db, userId: string, providerListingId: string | null) {
  return db
    .select({
      ...ownListingColumns,
      address: providers.address,
      zip: providers.zip,
      permit: providers.permit,
      claimed: providers.claimed,
      documentsReviewedAt: providers.documentsReviewedAt,
      standardsVerifiedAt: providers.standardsVerifiedAt,
      approvedAt: providers.approvedAt,
      createdAt: providers.createdAt,
      updatedAt: providers.updatedAt,
    })
    .from(providers)
    .where(or(eq(providers.userId, userId), providerListingId ? eq(providers.id, providerListingId) : undefined))
    .orderBy(asc(providers.createdAt));
}

/**
 * Audit entries about the account's own rows, with what changed, and those it made about anything
 * else, with what it did but not the other row's contents. Who else acted is never named.
 */
async function ownAuditEntries(db: Db, userId: string, own: OwnEntities) {
  const about = Object.entries(own).flatMap(([type, ids]): SQL[] => (ids.length ? [and(eq(auditLog.entityType, type), inArray(auditLog.entityId, ids))!] : []));
  const rows = await db
    .select({ ...auditEntryColumns, actorId: auditLog.actorId })
    .from(auditLog)
    .where(or(eq(auditLog.actorId, userId), ...about))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  const isOwn = (type: string, id: string | null) => id !== null && Object.hasOwn(own, type) && own[type as keyof OwnEntities].includes(id);
  return rows.map(({ id: _, actorId, before, after, ...entry }) => ({
    ...entry,
    byYou: actorId === userId,
    ...(isOwn(entry.entityType, entry.entityId) ? { before, after } : {}),
  }));
}
