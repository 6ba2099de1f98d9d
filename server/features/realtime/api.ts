import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { streamSSE } from 'hono/streaming';
import type { Actor } from '../../auth/actor.ts';
import { CLIENT_IP_HEADER } from '../../auth/auth.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { AppServices } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { providers, users } from '../../db/schema.ts';
import type { HttpEnv } from '../../http.ts';
import { operation, query } from '../../lib/api-route.ts';
import { problem } from '../../lib/problem.ts';
import type { RealtimeEvent } from '../../lib/realtime.ts';
import { createStreamSlots, STREAMS_PER_CLIENT_IP, STREAMS_PER_PROCESS, STREAMS_PER_SESSION } from './stream-slots.ts';

// GET /api/v1/events: Server-Sent Events telling a signed-in page to reload its data. A
// provider hears of new requests of its kind, of answers to requests it answered, and of
// changes to requests it may take or has accepted; a requester hears of answers to, and
// changes of, their own requests. At most 10 events a second per client: events
// close together are sent as one. Streams are few per session, per client address and per process,
// a quiet one is closed with a hint to reconnect (stream-slots.ts), and one whose session
// ends (signing out, everywhere, deleting the account) is closed at once (migration 0027).

export const MIN_EVENT_GAP_MS = 100;
const KEEP_ALIVE_MS = 25_000;
/** the `retry` sent with the idle close: how soon the browser opens a new stream */
export const RECONNECT_AFTER_MS = 2_000;
export const IDLE_MESSAGE = 'This stream was idle and is closing: reconnect to keep listening.';
/** A full slot frees only when a stream ends, so a minute is a guess; EventSource does not retry a 429 anyway. */
const FULL_RETRY_AFTER_S = 60;
export const TOO_MANY_FOR_SESSION = `Too many live-update connections are open for this session (at most ${STREAMS_PER_SESSION}). Close another tab of this site, then reload this page.`;
export const TOO_MANY_FOR_CLIENT_IP = `Too many live-update connections are open from your network (at most ${STREAMS_PER_CLIENT_IP}). Close some tabs of this site, then reload this page.`;
export const TOO_MANY_ON_SERVER =
  'This server has as many live-update connections open as it takes. This page will not update by itself: reload it to see changes.';
/** The event a stream ends with when its session has ended: the page is no longer signed in. */
export const SIGNED_OUT_EVENT = 'signed-out';

/** Which events concern this person; the page's own loader decides what they may see. */
async function interestOf(db: Db, actor: Extract<Actor, { kind: 'user' }>) {
  let requestType: 'emergency' | 'conflict' | null = null;
  if (actor.role === 'provider' && actor.providerId) {
    const [listing] = await db.select({ type: providers.type }).from(providers).where(eq(providers.id, actor.providerId));
    if (listing) requestType = listing.type === 'rehabilitator' ? 'emergency' : 'conflict';
  }
  // A helper hears of new emergencies in the state they help in, as their dashboard lists them.
  let helperState: string | null = null;
  if (actor.role === 'helper') {
    const [profile] = await db.select({ state: users.state }).from(users).where(eq(users.id, actor.id));
    helperState = profile?.state ?? null;
  }
  const ownListing = (providerId: string | null) => providerId !== null && providerId === actor.providerId;
  return (event: RealtimeEvent) => {
    switch (event.kind) {
      case 'request-created':
        return event.type === requestType || (event.type === 'emergency' && event.state === helperState);
      case 'response-created':
      case 'offer-created':
        return event.requesterId === actor.id || ownListing(event.providerId);
      case 'request-updated':
        // An open request may sit in any provider of its kind's list; an assigned one in one only.
        return event.requesterId === actor.id || ownListing(event.providerId) || (event.open && event.type === requestType);
      case 'content-changed':
      case 'session-ended':
      case 'listening':
        return false;
    }
  };
}

/** How far apart two servers' clocks may be: an event heard this long before a page's data was read still counts as after it. */
const CLOCK_MARGIN_MS = 2_000;
/** How long heard events are kept to tell a page opening a stream whether its data is still current. */
const RECENT_MS = 120_000;

/**
 * The events this process heard lately, so a page that has just loaded its data is told whether
 * anything concerning it happened since (`?since=`, the time its loader began): if nothing did,
 * it need not load its data a second time (docs/decisions/060). While the process was not
 * listening it cannot know, and says the data may be stale.
 */
function recentEvents(realtime: AppServices['realtime']) {
  let heard: { at: number; event: RealtimeEvent }[] = [];
  let coveredFrom: number | null = null;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    realtime.subscribe((event) => {
      const now = Date.now();
      if (event.kind === 'listening') {
        coveredFrom = event.listening ? now : null;
        return;
      }
      if (event.kind === 'content-changed' || event.kind === 'session-ended') return;
      heard = heard.filter((h) => h.at > now - RECENT_MS);
      heard.push({ at: now, event });
    });
    if (realtime.isListening()) coveredFrom = Date.now();
  };
  return {
    start,
    /** whether the data read at `since` may have changed for whom `concerns` speaks */
    staleSince(since: number | null, concerns: (event: RealtimeEvent) => boolean): boolean {
      if (since === null || !Number.isFinite(since)) return true;
      const from = since - CLOCK_MARGIN_MS;
      if (coveredFrom === null || coveredFrom > from || Date.now() - from > RECENT_MS) return true;
      return heard.some((h) => h.at >= from && concerns(h.event));
    },
  };
}

/** `since` never refuses a stream: one missing or not a number only means the page's data may be stale. */
const ZEventsQuery = z.object({
  since: z
    .preprocess((value) => (typeof value === 'string' && value !== '' ? Number(value) : undefined), z.number().optional())
    .catch(undefined)
    .describe("when the page's data was read, in ms since 1970: without it, or not a number, the stream says the data may be stale"),
});

export function eventsApi({ db, realtime, config }: AppServices) {
  const slots = createStreamSlots();
  const recent = recentEvents(realtime);
  const described = operation({
    operationId: 'streamEvents',
    access: 'session',
    refusals: [429, 503],
    summary: `Server-Sent Events telling a signed-in page to reload its data: "ready" once listening (data "fresh" when nothing it shows changed since \`since\`, the time in ms its data was read), "refresh" when something it shows changed (at most 10 a second; "refresh-own" when only the person's own action did), "reconnect" before an idle stream closes. 401 without a session; 429 when too many streams are open for the session (${STREAMS_PER_SESSION}) or the client address (${STREAMS_PER_CLIENT_IP}); 503 when the server holds as many as it takes (${STREAMS_PER_PROCESS}). A stream ends with "signed-out" when its session ends.`,
    responses: { 200: 'An event stream' },
    produces: 'text/event-stream',
  });
  return new Hono<HttpEnv>().get('/events', described, query(ZEventsQuery), async (c) => {
    const actor = requireSignedIn(c.get('actor'));
    const concerns = await interestOf(db, actor);
    recent.start();
    const since = c.req.valid('query').since ?? null;
    const slot = slots.take(actor.sessionId ?? actor.id, c.req.header(CLIENT_IP_HEADER) ?? 'unknown');
    if ('refused' in slot) {
      c.header('Retry-After', String(FULL_RETRY_AFTER_S));
      if (slot.refused === 'server') return problem(c, 503, TOO_MANY_ON_SERVER);
      return problem(c, 429, slot.refused === 'session' ? TOO_MANY_FOR_SESSION : TOO_MANY_FOR_CLIENT_IP);
    }
    return streamSSE(c, async (stream) => {
      let lastSent = 0;
      // Whether the events waiting to be sent include one somebody else caused.
      let othersWaiting = false;
      let timer: NodeJS.Timeout | null = null;
      let idle: NodeJS.Timeout | undefined;
      let ended!: () => void;
      const over = new Promise<void>((resolve) => (ended = resolve));
      const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      // Whichever way the stream ends (the client left, the server stops, idle), its slot is free at once.
      const end = () => {
        slot.release();
        unsubscribe();
        if (timer) clearTimeout(timer);
        clearTimeout(idle);
        clearInterval(keepAlive);
        ended();
      };
      // A client that silently went away (a sleeping laptop, a dropped network) would hold its
      // slot for ever: after a quiet spell the stream ends, and the browser's EventSource opens
      // a new one after `retry` ms (a client that is gone does not). The slot is freed first, in
      // case a client that reads nothing holds up the last write.
      const closeIdle = () => {
        slot.release();
        void stream
          .writeSSE({ event: 'reconnect', data: IDLE_MESSAGE, retry: RECONNECT_AFTER_MS })
          .catch(() => {})
          .finally(end);
      };
      const restartIdle = () => {
        clearTimeout(idle);
        idle = setTimeout(closeIdle, config.eventStreamIdleMs);
      };
      const send = () => {
        timer = null;
        lastSent = Date.now();
        restartIdle();
        // Only this person's own doing: the page reloads its data without announcing it.
        void stream.writeSSE({ event: othersWaiting ? 'refresh' : 'refresh-own', data: String(lastSent) }).catch(() => {});
        othersWaiting = false;
      };
      const unsubscribe = realtime.subscribe(
        (event) => {
          // Signed out (here or everywhere), the password reset, the account deleted: the stream
          // ends with its session, and the browser's reconnect is refused without one.
          if (event.kind === 'session-ended' && event.sessionId === actor.sessionId) {
            slot.release();
            void stream
              .writeSSE({ event: SIGNED_OUT_EVENT, data: 'signed out' })
              .catch(() => {})
              .finally(end);
            return;
          }
          if (!concerns(event)) return;
          if (!('by' in event) || event.by !== actor.id) othersWaiting = true;
          if (timer) return;
          const wait = lastSent + MIN_EVENT_GAP_MS - Date.now();
          if (wait <= 0) send();
          else timer = setTimeout(send, wait);
        },
        // The server is stopping: end the stream so the process can finish its other requests.
        () => end(),
      );
      stream.onAbort(end);
      restartIdle();
      try {
        // "fresh": nothing concerning this person happened since the page's data was read.
        await stream.writeSSE({ event: 'ready', data: recent.staleSince(since, concerns) ? 'listening' : 'fresh' });
        await over;
      } finally {
        end();
      }
    });
  });
}
