import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { matchQueryFor } from '../../../common/matching.ts';
import type { StateCode } from '../../../common/us-states.ts';
import type { QuestionAnswer, RequestType } from '../../../common/wizard.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { formResponses, helpRequestSubmissions, providerContacts } from '../../db/schema.ts';
import { writeTogether } from '../../db/write-together.ts';
import { jobsInsert } from '../../jobs/registry.ts';
import { AppError } from '../../lib/errors.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { announcement } from '../../lib/realtime.ts';
import { freshMatches, type Matcher } from '../matching/kept-matches.ts';
import { isUnanswered } from './wizard-questions.ts';
import { attachDraftPhotos } from './request-photos.ts';
import { contactRows, listingsToTell, outreachSettings, reachesSomeone, waitBeforeNextRound } from './outreach.ts';
import { now as clockNow } from '../../lib/clock.ts';
import type { Locale } from '../../../common/locales.ts';
import { message } from '../../../common/i18n.ts';

// Submitting a help request: the request, its answers, whom it is told to and how (contact
// rows), the jobs that tell them and the one that widens the circle if nobody accepts in time
// (docs/decisions/048) are written together or not at all. The same Idempotency-Key from the same
// user makes one request.

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
  /** the language it was written in, which its confirmation uses; English when not said */
  locale?: Locale;
}

export const NOT_SIGNED_IN = message('You must be logged in to submit a help request');

/** The unique index on (user, Idempotency-Key) (db/schema/requests.ts): a key sent twice. */
const SAME_KEY_TWICE = 'help_requests_idempotency_idx';

/**
 * `photosFromDraft`: the wizard draft whose photos (docs/decisions/027) become the request's, in
 * the statement that writes it. `match`: the app's matcher, whose answer for this place the
 * wizard's steps have usually just worked out and kept (docs/decisions/044); by default, matching
 * itself. `now`: the clock (tests fix it).
 */
export async function submitHelpRequest(
  db: Db,
  actor: Actor,
  input: HelpRequestInput,
  idempotencyKey: string,
  { photosFromDraft, match = freshMatches(db), now = clockNow() }: { photosFromDraft?: string; match?: Matcher; now?: Date } = {},
): Promise<{ id: string; created: boolean }> {
  if (actor.kind !== 'user') throw new AppError('UNAUTHORIZED', NOT_SIGNED_IN);
  // Who hears of it is read first: matching only reads, as it did inside a transaction (each
  // statement sees what was committed when it started; a kept answer is dropped by any change
  // to what it read), and the one statement that writes is then only the writes. A repeated key
  // wastes this one lookup.
  const { reach, matchedOnlyFull, settings } = await whomToTell(db, match, actor, input, now);
  const notified = reach.accounts;
  // Nobody took it in time: the next round. With nobody told now, the next round looks further at once.
  const nextRound = new Date(now.getTime() + (reachesSomeone(reach) ? waitBeforeNextRound(settings, input.type) : 0));
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
        reachesSomeone(reach) ? db.insert(providerContacts).values(contactRows(id, reach, 1, now)) : null,
        jobsInsert(db, [
          ['notify-provider', notified.map((providerId) => ({ requestId: id, providerId }))],
          ['push-new-request', reach.devices.map((subscriptionId) => ({ requestId: id, subscriptionId }))],
          ['tell-listing', reach.emails.map((providerId) => ({ requestId: id, providerId }))],
          // The requester's confirmation, saying who was told and how (docs/decisions/016, 048).
          ['confirm-request', [{ requestId: id }]],
          ['widen-reach', [{ requestId: id, round: 1 }], { runAt: nextRound }],
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
 * Whom the request is told to at once (outreach.ts): of the listings the person was shown, every
 * one with room run by a provider account, and the first few with room that have an e-mail address
 * and no account. None that is full for its animal (docs/decisions/032).
 */
export async function whomToTell(
  db: Db,
  match: Matcher,
  actor: Actor,
  input: Pick<HelpRequestInput, 'type' | 'state' | 'lat' | 'lng' | 'animalType'>,
  now: Date,
) {
  const [matched, settings] = await Promise.all([match(actor, matchQueryFor(input)), outreachSettings(db)]);
  const matchedOnlyFull = matched.providers.length > 0 && matched.providers.every((p) => p.full);
  const reach = await listingsToTell(db, matched.providers, { count: settings.listingsPerRound, now });
  return { reach, matchedOnlyFull, settings };
}
