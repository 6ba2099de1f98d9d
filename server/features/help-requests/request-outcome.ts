import type { Locale } from '../../../common/locales.ts';
import type { FirstAid } from '../../../common/guide.ts';
import { matchQueryFor, type FallbackContacts, type MatchResult } from '../../../common/matching.ts';
import type { StateCode } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { answersOfRequest, firstAidFor } from '../guide/first-aid.ts';
import { freshMatches, type Matcher } from '../matching/kept-matches.ts';
import { fallbackContacts } from '../matching/fallback-contacts.ts';
import { now as clockNow } from '../../lib/clock.ts';

// What a requester is shown once a request is sent (docs/decisions/016, 046, 048), the same on
// /request-submitted, the dashboard and the e-mails: who can be called now (the listings, then
// the state agency's lines and the national line while nobody has accepted), and the guide's
// first aid for an emergency.

export interface SentRequest {
  /** its answers choose the first aid (docs/decisions/050); without an id, only the animal and the description */
  id?: string;
  type: 'emergency' | 'conflict';
  state: string;
  lat: number | null;
  lng: number | null;
  animalType: string | null;
  situationDetails: string | null;
  /** the listings told of it so far (docs/decisions/016, 048) */
  notifiedCount: number;
  /** while it waits for someone to accept, whom else to call is given too */
  status?: 'submitted' | 'assigned' | 'resolved' | 'cancelled';
}

export interface RequestOutcome {
  /** listings that take the request now, nearest first, with their phones; or the agency fallback */
  matches: MatchResult;
  /** whom to call besides the listings while nobody has accepted: the agency's lines, the national line, websites */
  contacts: FallbackContacts | null;
  /** what to do while waiting, for an emergency */
  firstAid: FirstAid | null;
}

/** `match`: the app's matcher, whose answer the submission just used (docs/decisions/044); by default, matching itself. */
export async function requestOutcome(
  db: Db,
  actor: Actor,
  request: SentRequest,
  { locale = 'en', match = freshMatches(db), withFirstAid = true }: { locale?: Locale; match?: Matcher; withFirstAid?: boolean } = {},
): Promise<RequestOutcome> {
  const matches = await match(actor, matchQueryFor({ ...request, state: request.state as StateCode }));
  // Until someone accepts, a number to call is the fastest help, whoever has been told (docs/decisions/048).
  const contacts =
    request.status !== undefined && request.status !== 'submitted'
      ? null
      : (matches.fallback ?? (await fallbackContacts(db, { state: request.state as StateCode, type: request.type, animal: request.animalType }, clockNow())));
  const firstAid =
    withFirstAid && request.type === 'emergency' && request.animalType
      ? await firstAidFor(
          db,
          actor,
          { animal: request.animalType, situation: request.situationDetails ?? '', answers: request.id ? await answersOfRequest(db, request.id) : {} },
          locale,
        )
      : null;
  return { matches, contacts, firstAid };
}
