import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { matchQueryFor } from '../../../common/matching.ts';
import type { StateCode } from '../../../common/us-states.ts';
import type { QuestionAnswer, RequestType } from '../../../common/wizard.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { formResponses, helpRequestSubmissions, providerContacts, providers, pushSubscriptions, users } from '../../db/schema.ts';
import { writeTogether } from '../../db/write-together.ts';
import { jobsInsert } from '../../jobs/registry.ts';
import { alertedByPush } from '../push/subscriptions.ts';
import { AppError } from '../../lib/errors.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { announcement } from '../../lib/realtime.ts';
import { freshMatches, type Matcher } from '../matching/kept-matches.ts';
import { isUnanswered } from './wizard-questions.ts';
import { attachDraftPhotos } from './request-photos.ts';
import { runsListing } from '../providers/listing-operator.ts';
import type { Locale } from '../../../common/locales.ts';
import { message } from '../../../common/i18n.ts';

// SPEC §7 submit_help_request, as one transaction (issue 5): the request, its answers, the
// providers to notify, their contact rows and the notification jobs are written together or
// not at all. The same Idempotency-Key from the same user makes one request.

export interface HelpRequestInput {
  type: RequestType;
  address: string;
  city: string;
  state: StateCode;
  zip: string;
  lat: number | null;
  lng: number | null;
  animalType: string;
  situationDetails: string;
  /** a pledge only; null when no donation was chosen (conflicts have none) */
  donationAmount: number | null;
  responses: Record<string, QuestionAnswer>;
  /** the language it was written in (issue 18); English when not said */
  locale?: Locale;
}

export const NOT_SIGNED_IN = message('You must be logged in to submit a help request');

/** The unique index on (user, Idempotency-Key) (db/schema/requests.ts): a key sent twice. */
const SAME_KEY_TWICE = 'help_requests_idempotency_idx';

/**
 * `photosFromDraft`: the wizard draft whose photos (issue 19) become the request's, in the
 * statement that writes it. `match`: the app's matcher, whose answer for this place the
 * wizard's steps have usually just worked out and kept (docs/decisions/044); by default,
 * matching itself.
 */
export async function submitHelpRequest(
  db: Db,
  actor: Actor,
  input: HelpRequestInput,
  idempotencyKey: string,
  { photosFromDraft, match = freshMatches(db) }: { photosFromDraft?: string; match?: Matcher } = {},
): Promise<{ id: string; created: boolean }> {
  if (actor.kind !== 'user') throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  // Who hears of it is read first: matching only reads, as it did inside a transaction (each
  // statement sees what was committed when it started; a kept answer is dropped by any change
  // to what it read), and the one statement that writes is then only the writes. A repeated key
  // wastes this one lookup.
  const { notified, devices, matchedOnlyFull } = await providersToNotify(db, match, actor, input);
  const id = randomUUID();
  // Only what the requester answered: a provider reads every stored answer as theirs.
  const answers = Object.entries(input.responses)
    .filter(([, answer]) => !isUnanswered(answer))
    .map(([questionId, answer]) => ({ requestId: id, questionId, response: typeof answer === 'string' ? answer : JSON.stringify(answer) }));
  try {
    // Everything in one statement (docs/decisions/042, 045): written whole or not at all, as a
    // transaction would, in one round trip instead of one each and a BEGIN and COMMIT.
    await writeTogether(
      db,
      [
        db.insert(helpRequestSubmissions).values({
          id,
          userId: actor.id,
          address: input.address || null,
          city: input.city,
          state: input.state,
          zip: input.zip,
          type: input.type,
          animalType: input.animalType,
          situationDetails: input.situationDetails,
          donationAmount: input.donationAmount === null ? null : input.donationAmount.toFixed(2),
          lat: input.lat,
          lng: input.lng,
          locale: input.locale ?? 'en',
          idempotencyKey,
          matchedOnlyFull,
          ...(notified.length ? { notifiedProviders: notified } : {}),
        }),
        answers.length ? db.insert(formResponses).values(answers) : null,
        photosFromDraft ? attachDraftPhotos(db, photosFromDraft, id) : null,
        notified.length
          ? db.insert(providerContacts).values(notified.map((providerId) => ({ providerId, requestId: id, contactType: 'notification' as const })))
          : null,
        jobsInsert(db, [
          ['notify-provider', notified.map((providerId) => ({ requestId: id, providerId }))],
          ['push-new-request', devices.map((subscriptionId) => ({ requestId: id, subscriptionId }))],
          // The requester's confirmation, with the number just stored (docs/decisions/016).
          ['confirm-request', [{ requestId: id }]],
        ]),
      ],
      announcement({ kind: 'request-created', requestId: id, type: input.type, state: input.state }),
    );
    return { id, created: true };
  } catch (error) {
    // The key was sent before (a second tap, a retry, both at once): nothing of this one was
    // written, and the request that key made is the answer.
    if (violatedConstraint(error) !== SAME_KEY_TWICE) throw error;
    const [existing] = await db
      .select({ id: helpRequestSubmissions.id })
      .from(helpRequestSubmissions)
      .where(and(eq(helpRequestSubmissions.userId, actor.id), eq(helpRequestSubmissions.idempotencyKey, idempotencyKey)));
    if (!existing) throw error;
    return { id: existing.id, created: false };
  }
}

/**
 * Only approved listings run by a verified provider account hear about a request (DESIGN.md
 * "Matching"), and none that is full for its animal (docs/decisions/032); with them, the devices
 * of those accounts that chose push (issue 20).
 */
async function providersToNotify(
  db: Db,
  match: Matcher,
  actor: Actor,
  input: HelpRequestInput,
): Promise<{ notified: string[]; devices: string[]; matchedOnlyFull: boolean }> {
  const matched = await match(actor, matchQueryFor(input));
  const withRoom = matched.providers.filter((p) => !p.full);
  const matchedOnlyFull = matched.providers.length > 0 && withRoom.length === 0;
  const candidateIds = withRoom.map((p) => p.id);
  if (!candidateIds.length) return { notified: [], devices: [], matchedOnlyFull };
  const running = await db
    .select({ id: providers.id, device: pushSubscriptions.id })
    .from(providers)
    .innerJoin(users, runsListing)
    .leftJoin(pushSubscriptions, alertedByPush)
    .where(inArray(providers.id, candidateIds));
  return {
    notified: [...new Set(running.map((row) => row.id))],
    devices: running.flatMap((row) => (row.device ? [row.device] : [])),
    matchedOnlyFull,
  };
}
