import type { Locale } from '../../../common/locales.ts';
import type { FirstAid } from '../../../common/guide.ts';
import { matchQueryFor, type FallbackContacts, type MatchResult } from '../../../common/matching.ts';
import type { StateCode } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { firstAidFor } from '../guide/first-aid.ts';
import { freshMatches, type Matcher } from '../matching/kept-matches.ts';
import { fallbackContacts } from '../matching/fallback-contacts.ts';
import { now as clockNow } from '../../lib/clock.ts';

// What a requester is shown once a request is sent (issue 13, docs/decisions/016), the same on
// /request-submitted and in the confirmation e-mail: who can be called now, the state wildlife
// agency when nobody was notified, and the guide's first aid for an emergency.

export interface SentRequest {
  type: 'emergency' | 'conflict';
  state: string;
  lat: number | null;
  lng: number | null;
  animalType: string | null;
  situationDetails: string | null;
  /** the providers the submission notified (docs/decisions/016) */
  notifiedCount: number;
}

export interface RequestOutcome {
  /** listings that take the request now, nearest first, with their phones; or the agency fallback */
  matches: MatchResult;
  /** whom to call besides the listings, when nobody was notified: the agency's lines, the national line, websites */
  contacts: FallbackContacts | null;
  /** what to do while waiting, for an emergency */
  firstAid: FirstAid | null;
}

/** `match`: the app's matcher, whose answer the submission just used (docs/decisions/044); by default, matching itself. */
export async function requestOutcome(
  db: Db,
  actor: Actor,
  request: SentRequest,
  { locale = 'en', match = freshMatches(db) }: { locale?: Locale; match?: Matcher } = {},
): Promise<RequestOutcome> {
  const matches = await match(actor, matchQueryFor({ ...request, state: request.state as StateCode }));
  const contacts =
    request.notifiedCount > 0
      ? null
      : (matches.fallback ?? (await fallbackContacts(db, { state: request.state as StateCode, type: request.type, animal: request.animalType }, clockNow())));
  const firstAid =
    request.type === 'emergency' && request.animalType ? await firstAidFor(db, actor, request.animalType, request.situationDetails ?? '', locale) : null;
  return { matches, contacts, firstAid };
}
