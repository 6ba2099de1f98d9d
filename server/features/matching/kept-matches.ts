import type { MatchResult, TMatchQuery } from '../../../common/matching.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { createMatchCache } from './match-cache.ts';
import { matchProviders } from './match-providers.ts';

// Matching as the app's pages and services ask for it (docs/decisions/044): one answer per query
// for as long as the public API keeps its own (match-cache.ts: until the listings, settings or
// agencies change, and never past the minute it was worked out in). The wizard works it out on
// each step from the place onwards; the submission then notifies from that same answer, and the
// page after it shows it: what the person saw is who hears, and it is worked out once, not at
// every step. Without kept answers (PAGE_CACHE=false, or while events are not heard) every call
// is matchProviders itself.

/** Who can help with `query`: public data, the same for every actor. */
export type Matcher = (actor: Actor, query: TMatchQuery) => Promise<MatchResult>;

/** matchProviders on every call. */
export const freshMatches =
  (db: Db): Matcher =>
  (actor, query) =>
    matchProviders(db, actor, query);

export function createMatcher({ db, realtime, keep }: { db: Db; realtime: Realtime; keep: boolean }): Matcher {
  if (!keep) return freshMatches(db);
  const cache = createMatchCache<MatchResult>({ realtime });
  return (actor, query) => cache.match(query, () => matchProviders(db, actor, query));
}
