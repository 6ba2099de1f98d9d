import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { AppServices } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { providers, users } from '../../db/schema.ts';
import type { HttpEnv } from '../../http.ts';
import type { RealtimeEvent } from '../../lib/realtime.ts';

// GET /api/v1/events: Server-Sent Events telling a signed-in page to reload its data. A
// provider hears of new requests of its kind, of answers to requests it answered, and of
// changes to requests it may take or has accepted; a requester hears of answers to, and
// changes of, their own requests. At most 10 events a second per client (SPEC §9): events
// close together are sent as one.

export const MIN_EVENT_GAP_MS = 100;
const KEEP_ALIVE_MS = 25_000;

/** Which events concern this person; the page's own loader decides what they may see. */
async function interestOf(db: Db, actor: Extract<Actor, { kind: 'user' }>) {
  let requestType: 'emergency' | 'conflict' | null = null;
  if (actor.role === 'provider' && actor.providerId) {
    const [listing] = await db.select({ type: providers.type }).from(providers).where(eq(providers.id, actor.providerId));
    if (listing) requestType = listing.type === 'rehabilitator' ? 'emergency' : 'conflict';
  }
  // A helper hears of new emergencies in the state they help in (issue 7 helper dashboard).
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
    }
  };
}

export function eventsApi({ db, realtime }: AppServices) {
  return new Hono<HttpEnv>().get('/events', async (c) => {
    const actor = requireSignedIn(c.get('actor'));
    const concerns = await interestOf(db, actor);
    return streamSSE(c, async (stream) => {
      let lastSent = 0;
      let timer: NodeJS.Timeout | null = null;
      const send = () => {
        timer = null;
        lastSent = Date.now();
        void stream.writeSSE({ event: 'refresh', data: String(lastSent) }).catch(() => {});
      };
      let open = true;
      const end = () => {
        open = false;
        unsubscribe();
        if (timer) clearTimeout(timer);
      };
      const unsubscribe = realtime.subscribe(
        (event) => {
          if (!concerns(event) || timer) return;
          const wait = lastSent + MIN_EVENT_GAP_MS - Date.now();
          if (wait <= 0) send();
          else timer = setTimeout(send, wait);
        },
        // The server is stopping: end the stream so the process can finish its other requests.
        () => {
          end();
          void stream.close();
        },
      );
      stream.onAbort(end);
      await stream.writeSSE({ event: 'ready', data: 'listening' });
      while (open) {
        await stream.sleep(KEEP_ALIVE_MS);
        if (open) await stream.write(': keep-alive\n\n');
      }
    });
  });
}
