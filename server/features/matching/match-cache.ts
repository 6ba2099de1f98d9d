import type { TMatchQuery } from '../../../common/matching.ts';
import type { Realtime } from '../../lib/realtime.ts';

// Matching's answer is public and the same for everyone who asks the same thing, and people ask
// from the same few places (a ZIP's centre, the state): so an answer is kept until what it reads
// changes, as the public pages are (server/lib/page-cache.ts), instead of being worked out by
// PostgreSQL on every call (docs/decisions/026).
//
// - Dropped: all of them when the database's triggers announce a change of the listings, the
//   settings (the radius) or the state agencies (migration 0013), heard by every process through
//   LISTEN; all of them when this process starts or stops hearing events; each after MAX_AGE_MS,
//   and when the minute it was worked out in ends: the answer says who is open now
//   (docs/decisions/031), and opening hours are whole minutes, so one worked out at 8:59:59
//   must not be served at 9:00:00. Nothing is kept or served while events are not heard.
// - An answer worked out across a change is not kept: it may be from before it.
// - A query asked again while its answer is being worked out waits for that one.
// Capacity (docs/decisions/032) changes the listing when it is set or ended, which drops every
// answer; a capacity that ends by the clock is seen when the minute ends, with nothing run.

const MAX_AGE_MS = 60_000;
const MINUTE_MS = 60_000;
/** Until when an answer worked out at `workedOutAt` (ms) may be served. */
const keptUntil = (workedOutAt: number) => Math.min(workedOutAt + MAX_AGE_MS, (Math.floor(workedOutAt / MINUTE_MS) + 1) * MINUTE_MS);
const MAX_ANSWERS = 5_000;

interface Kept<T> {
  answer: Promise<T>;
  keptUntil: number;
}

export interface MatchCache<T> {
  /** `query`'s answer, kept or from `work` (which is called on a miss) */
  match(query: TMatchQuery, work: () => Promise<T>): Promise<T>;
  size(): number;
}

export function createMatchCache<T>({ realtime, now = Date.now }: { realtime: Realtime; now?: () => number }): MatchCache<T> {
  const answers = new Map<string, Kept<T>>();
  /** counts the times everything was dropped: an answer worked out across a change is not kept */
  let generation = 0;
  realtime.subscribe((event) => {
    if (event.kind === 'content-changed' || event.kind === 'listening') {
      answers.clear();
      generation++;
    }
  });

  return {
    size: () => answers.size,
    match(query, work) {
      if (!realtime.isListening()) return work();
      // Every field, in a fixed order: two queries with the same key are the same query.
      const key = JSON.stringify([query.type, query.state, query.lat ?? null, query.lng ?? null, query.animal ?? null]);
      const kept = answers.get(key);
      if (kept && now() < kept.keptUntil) {
        // most recently used last (a Map iterates in insertion order)
        answers.delete(key);
        answers.set(key, kept);
        return kept.answer;
      }
      answers.delete(key);
      const workedOutIn = generation;
      const answer = work();
      const entry = { answer, keptUntil: keptUntil(now()) };
      answers.set(key, entry);
      const forget = () => {
        if (answers.get(key) === entry) answers.delete(key);
      };
      answer.then(() => {
        if (workedOutIn !== generation || !realtime.isListening()) forget();
      }, forget);
      for (const [oldest] of answers) {
        if (answers.size <= MAX_ANSWERS) break;
        answers.delete(oldest);
      }
      return answer;
    },
  };
}
