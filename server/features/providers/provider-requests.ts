import { and, asc, desc, eq, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { formQuestions, formResponses, helpRequestSubmissions as requests, providerContacts, providerResponses, providers, users } from '../../db/schema.ts';
import type { RequestStatus } from '../../db/schema/requests.ts';
import { enqueue } from '../../jobs/registry.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { publish } from '../../lib/realtime.ts';
import { matchingRadiusMiles } from '../matching/match-providers.ts';
import { offersOn, type HelperOfferView } from '../volunteers/helper-requests.ts';
import { enqueueFieldPickupPushes } from '../field-team/field-team.ts';
import type { Locale } from '../../../common/locales.ts';
import { questionText } from '../../../common/localized-text.ts';
import { message } from '../../../common/i18n.ts';
import { animalTypeEsOf } from '../../lib/animal-type-es.ts';

// The provider's side of a request (the requests it may take, and provider_responses):
// which requests a provider may take, what it sees of them, and its answer. Until a provider
// accepts, it never sees who asked or where exactly (DESIGN.md privacy).

const METERS_PER_MILE = 1609.344;

type Provider = typeof providers.$inferSelect;

export interface RequestSummary {
  id: string;
  type: 'emergency' | 'conflict';
  city: string;
  state: string;
  zip: string;
  animalType: string | null;
  /** the animal type's Spanish name, where it has one */
  animalTypeEs: string | null;
  situationDetails: string | null;
  status: string;
  createdAt: Date;
  /** the language the request was written in: a provider is told when it is Spanish */
  locale: Locale;
}

/**
 * Who asked, for the provider who accepted: or `removed` once their name, street, phone and
 * e-mail were taken off the request (account deleted, or a year after it closed:
 * docs/decisions/018).
 */
export type RequesterContact = { fullName: string; email: string; phone: string | null; address: string | null } | { removed: true };

/** The requester's account may be gone (user_id null): read with a left join. */
export const requesterColumns = {
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  address: requests.address,
  removedAt: requests.contactRemovedAt,
};

export function requesterContact(row: {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  removedAt: Date | null;
}): RequesterContact {
  if (row.removedAt || row.fullName === null || row.email === null) return { removed: true };
  return { fullName: row.fullName, email: row.email, phone: row.phone, address: row.address };
}

export interface ProviderResponseSummary {
  request: RequestSummary;
  status: 'accepted' | 'declined';
  responseNotes: string | null;
  respondedAt: Date;
  /** only once this provider has accepted */
  requester: RequesterContact | null;
  /** the requester's pledge, only once this provider has accepted (pledgeOnceAccepted) */
  pledge: string | null;
}

/**
 * What a provider may see of a request before accepting it: never who asked or the street address,
 * nor the requester's pledge (docs/decisions/049: money plays no part in whether help comes).
 */
export const providerVisibleColumns = {
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
  locale: requests.locale,
};

/**
 * The requester's pledge, for the provider who accepted: the amount above zero, else null; null
 * for anyone who has not accepted (docs/decisions/049). Read with `pledgeColumn`.
 */
export const pledgeOnceAccepted = (accepted: boolean, amount: string | null): string | null =>
  accepted && amount !== null && Number(amount) > 0 ? amount : null;

/** The column `pledgeOnceAccepted` reads: never selected into what a provider sees before accepting. */
export const pledgeColumn = requests.donationAmount;

/** The acting provider's own listing, approved; anyone else is refused. */
async function actingProvider(db: Db, actor: Actor): Promise<Provider> {
  if (actor.kind !== 'user') throw new AppError('UNAUTHORIZED', message('Please sign in.'));
  if (actor.role !== 'provider' || !actor.providerId) throw forbidden(message('Only providers can see and answer help requests.'));
  const [provider] = await db.select().from(providers).where(eq(providers.id, actor.providerId));
  if (!provider) throw forbidden(message('Your provider listing was not found.'));
  if (!provider.approved) throw forbidden(message('Your listing is pending verification: requests appear here once an administrator approves it.'));
  return provider;
}

/**
 * Requests this provider may take (DESIGN.md "Matching", seen from the provider): submitted,
 * of its kind, an animal it takes, within the radius of its listing (the same state when
 * either side has no coordinates) or already notified to it, and not yet answered by it.
 */
function eligibleFor(provider: Provider, radiusMiles: number): SQL {
  return and(
    eq(requests.status, 'submitted'),
    forProvider(provider, radiusMiles),
    sql`not exists (select 1 from ${providerResponses} where ${providerResponses.requestId} = ${requests.id} and ${providerResponses.providerId} = ${provider.id})`,
  )!;
}

/** Requests of this provider's kind, animals and area (or notified to it), whatever their status. */
function forProvider(provider: Provider, radiusMiles: number): SQL {
  const near =
    provider.lat !== null && provider.lng !== null
      ? or(
          sql`(${requests.lat} is not null and earth_distance(ll_to_earth(${provider.lat}, ${provider.lng}), ll_to_earth(${requests.lat}, ${requests.lng})) <= ${radiusMiles * METERS_PER_MILE})`,
          and(isNull(requests.lat), eq(requests.state, provider.state)),
        )!
      : eq(requests.state, provider.state);
  return and(
    eq(requests.type, provider.type === 'rehabilitator' ? 'emergency' : 'conflict'),
    provider.animals.length ? or(isNull(requests.animalType), inArray(requests.animalType, provider.animals)) : undefined,
    or(sql`${provider.id} = any(${requests.notifiedProviders})`, near),
  )!;
}

/** What a provider who could have taken a request is told once it is no longer open. */
const NO_LONGER_OPEN: Record<Exclude<RequestStatus, 'submitted'>, string> = {
  assigned: message('This request has already been accepted by another provider.'),
  cancelled: message('This request was cancelled by the person who sent it.'),
  resolved: message('This request has been resolved.'),
};

/** The requests a provider may take, and its own answers, newest first. */
export async function getProviderHelpRequests(
  db: Db,
  actor: Actor,
): Promise<{
  provider: { id: string; name: string; type: Provider['type']; sample: boolean };
  eligible: RequestSummary[];
  responses: ProviderResponseSummary[];
}> {
  const provider = await actingProvider(db, actor);
  const radiusMiles = await matchingRadiusMiles(db);
  const eligible = await db
    .select(providerVisibleColumns)
    .from(requests)
    .where(eligibleFor(provider, radiusMiles))
    .orderBy(desc(requests.createdAt))
    .limit(100);
  const answered = await db
    .select({
      request: providerVisibleColumns,
      status: providerResponses.status,
      responseNotes: providerResponses.responseNotes,
      respondedAt: providerResponses.createdAt,
      requester: requesterColumns,
      pledge: pledgeColumn,
    })
    .from(providerResponses)
    .innerJoin(requests, eq(requests.id, providerResponses.requestId))
    .leftJoin(users, eq(users.id, requests.userId))
    .where(eq(providerResponses.providerId, provider.id))
    .orderBy(desc(providerResponses.createdAt))
    .limit(100);
  return {
    provider: { id: provider.id, name: provider.name, type: provider.type, sample: provider.sample },
    eligible,
    responses: answered.map((r) => ({
      ...r,
      requester: r.status === 'accepted' ? requesterContact(r.requester) : null,
      pledge: pledgeOnceAccepted(r.status === 'accepted', r.pledge),
    })),
  };
}

export interface ProviderRequestDetail {
  request: RequestSummary;
  /** each answer's question and chosen options as `locale` words them; the value kept stays English */
  answers: { question: string; response: string }[];
  /** this provider's answer, if any */
  response: { status: 'accepted' | 'declined'; responseNotes: string | null } | null;
  requester: RequesterContact | null;
  /** the requester's pledge, once this provider has accepted (pledgeOnceAccepted) */
  pledge: string | null;
  /** helpers' offers (docs/decisions/004), once this provider has accepted */
  offers: Omit<HelperOfferView, 'requestId'>[];
}

/**
 * One request as this provider may see it: eligible, or answered by it. Anything else is not
 * found. The answers are labelled in `locale`, the language of the page that reads them.
 */
export async function getHelpRequestForProvider(db: Db, actor: Actor, requestId: string, locale: Locale = 'en'): Promise<ProviderRequestDetail> {
  const provider = await actingProvider(db, actor);
  if (!isUuid(requestId)) throw notFound(message('This help request is not available to you.'));
  const [own] = await db
    .select({ status: providerResponses.status, responseNotes: providerResponses.responseNotes })
    .from(providerResponses)
    .where(and(eq(providerResponses.requestId, requestId), eq(providerResponses.providerId, provider.id)));
  const radiusMiles = await matchingRadiusMiles(db);
  const visible = own ? eq(requests.id, requestId) : and(eq(requests.id, requestId), eligibleFor(provider, radiusMiles));
  const [row] = await db
    .select({ request: providerVisibleColumns, requester: requesterColumns, pledge: pledgeColumn })
    .from(requests)
    .leftJoin(users, eq(users.id, requests.userId))
    .where(visible);
  if (!row) {
    // A request this provider could have taken (the e-mail's link, a lost race) says why it is
    // gone; nothing more of it is shown. Any other id is simply not found.
    const [closed] = await db
      .select({ status: requests.status })
      .from(requests)
      .where(and(eq(requests.id, requestId), forProvider(provider, radiusMiles)));
    if (closed && closed.status !== 'submitted') throw new AppError('CONFLICT', NO_LONGER_OPEN[closed.status]);
    throw notFound(message('This help request is not available to you.'));
  }
  const accepted = own?.status === 'accepted';
  return {
    request: row.request,
    answers: await requestAnswers(db, requestId, locale),
    response: own ?? null,
    requester: accepted ? requesterContact(row.requester) : null,
    pledge: pledgeOnceAccepted(accepted, row.pledge),
    offers: accepted ? (await offersOn(db, [requestId])).map(({ requestId: _, ...offer }) => offer) : [],
  };
}

/**
 * A request's answers as a provider reads them, each question and chosen option worded in
 * `locale` (the value kept stays English). Only for a caller who may see the request.
 */
export async function requestAnswers(db: Db, requestId: string, locale: Locale): Promise<{ question: string; response: string }[]> {
  const answers = await db
    .select({
      question: formQuestions.question,
      questionEs: formQuestions.questionEs,
      description: formQuestions.description,
      options: formQuestions.options,
      optionsEs: formQuestions.optionsEs,
      response: formResponses.response,
    })
    .from(formResponses)
    .innerJoin(formQuestions, eq(formQuestions.id, formResponses.questionId))
    // Questions left unanswered before only answers were stored ('' or an empty list) say nothing.
    .where(and(eq(formResponses.requestId, requestId), notInArray(formResponses.response, ['', '[]'])))
    .orderBy(asc(formQuestions.isAnimalSpecific), asc(formQuestions.displayOrder));
  return answers.map((a) => {
    const shown = questionText(a, locale);
    const label = (value: string) => shown.optionLabels[a.options.indexOf(value)] ?? value;
    return { question: shown.question, response: answerValues(a.response).map(label).join(', ') };
  });
}

/** Checkbox answers are stored as JSON lists; any other answer is one value. */
function answerValues(response: string | null): string[] {
  if (!response) return [];
  if (!response.startsWith('[')) return [response];
  try {
    return (JSON.parse(response) as unknown[]).map(String);
  } catch {
    return [response];
  }
}

export const ALREADY_ACCEPTED = message('Error submitting provider response: this request has already been accepted by another provider.');

/**
 * A provider's answer: accept (the request becomes assigned, only one provider can
 * win it, the requester is told by e-mail) or decline with notes. One answer per provider.
 */
export async function respondToHelpRequest(
  db: Db,
  actor: Actor,
  requestId: string,
  answer: { action: 'accept' | 'decline'; notes: string | null },
): Promise<{ status: 'accepted' | 'declined' }> {
  const provider = await actingProvider(db, actor);
  if (!isUuid(requestId)) throw notFound(message('This help request is not available to you.'));
  const radiusMiles = await matchingRadiusMiles(db);
  return withTransaction(db, async (tx) => {
    // Lock the request: two providers accepting at once take turns here.
    const [request] = await tx
      .select({ id: requests.id, status: requests.status, requesterId: requests.userId, type: requests.type, state: requests.state })
      .from(requests)
      .where(eq(requests.id, requestId))
      .for('update');
    if (!request) throw notFound(message('This help request is not available to you.'));
    const [eligible] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.id, requestId), eligibleFor(provider, radiusMiles)));
    if (!eligible) {
      const [own] = await tx
        .select({ id: providerResponses.id })
        .from(providerResponses)
        .where(and(eq(providerResponses.requestId, requestId), eq(providerResponses.providerId, provider.id)));
      if (own) throw new AppError('CONFLICT', message('Error submitting provider response: you have already responded to this request.'));
      if (request.status !== 'submitted')
        throw new AppError(
          'CONFLICT',
          request.status === 'assigned' ? ALREADY_ACCEPTED : message('Error submitting provider response: this request is no longer open.'),
        );
      throw notFound(message('This help request is not available to you.'));
    }
    const accepting = answer.action === 'accept';
    await tx.insert(providerResponses).values({
      requestId,
      providerId: provider.id,
      status: accepting ? 'accepted' : 'declined',
      responseNotes: answer.notes,
      providerContactedAt: accepting ? new Date() : null,
    });
    if (accepting) {
      await tx.update(requests).set({ status: 'assigned', updatedAt: new Date() }).where(eq(requests.id, requestId));
      await tx.insert(providerContacts).values({ providerId: provider.id, requestId, contactType: 'accepted' });
      await enqueue(tx, 'notify-requester', { requestId, providerId: provider.id });
      // An emergency now waits for a pickup: its state's field team hears of it (docs/decisions/030).
      if (request.type === 'emergency') await enqueueFieldPickupPushes(tx, requestId, request.state);
    }
    await publish(tx, {
      kind: 'response-created',
      requestId,
      requesterId: request.requesterId,
      providerId: provider.id,
      by: actor.kind === 'user' ? actor.id : undefined,
    });
    return { status: accepting ? 'accepted' : 'declined' };
  });
}
