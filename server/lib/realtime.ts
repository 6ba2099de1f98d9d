import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import type { Logger } from './logger.ts';

// Realtime (DESIGN.md): changes are announced with PostgreSQL NOTIFY inside the transaction
// that makes them, so an event goes out only if the change is committed, and every server
// process hears it through LISTEN. Events carry ids only; pages reload their data through
// the services, which check permissions as always.

/** Also named in migration 0013, whose triggers announce content changes on it. */
export const REALTIME_CHANNEL = 'wildline_events';

/**
 * `by`: the account whose action it was, where one was signed in. Its own pages reload their data
 * without announcing "new activity": a person is not told of what they just did (docs/decisions/060).
 */
export type RealtimeEvent =
  | { kind: 'request-created'; requestId: string; type: 'emergency' | 'conflict'; state: string }
  /** `requesterId` null: the requester has deleted their account, and the request is kept without them */
  | { kind: 'response-created'; requestId: string; requesterId: string | null; providerId: string; by?: string }
  /** the requester changed it: `open` while providers may still take it; `providerId` the one who accepted */
  | { kind: 'request-updated'; requestId: string; type: 'emergency' | 'conflict'; requesterId: string; providerId: string | null; open: boolean; by?: string }
  /** a helper offered help: the owner and the provider who accepted (if any) see it */
  | { kind: 'offer-created'; requestId: string; requesterId: string | null; providerId: string | null; by?: string }
  /** a session ended (signed out, everywhere, reset, deleted): announced by the database's trigger on its row (migration 0027) */
  | { kind: 'session-ended'; sessionId: string }
  /** a statement changed what anonymous visitors see (the guide, settings, listings, questions, agencies, standards levels): announced by the database's triggers */
  | { kind: 'content-changed'; table: string }
  /** this process started or stopped hearing events (not sent through the database): while it hears none, it may be missing some */
  | { kind: 'listening'; listening: boolean };

/** Announces an event when the surrounding transaction commits (at once outside one). */
export async function publish(db: Pick<Db, 'execute'>, event: RealtimeEvent): Promise<void> {
  await db.execute(announcement(event));
}

/** The SELECT that publishes an event, to end a statement that does more (server/db/write-together.ts). */
export const announcement = (event: RealtimeEvent) => sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`;

export interface Realtime {
  /** starts listening if need be; resolves once events are heard */
  ready(): Promise<void>;
  /** `onClose` runs when the process stops listening (shutdown): streams end then. */
  subscribe(listener: (event: RealtimeEvent) => void, onClose?: () => void): () => void;
  /** whether events are being heard now: if not, a change may go unannounced */
  isListening(): boolean;
  close(): Promise<void>;
}

interface PGliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Told when listening starts (true) and when it stops or fails (false). */
type ListeningChanged = (listening: boolean) => void;

interface Listening {
  /** resolves once events are heard, or once the first attempt has failed */
  ready: Promise<void>;
  stop(): Promise<void>;
}

type RealtimeLogger = Pick<Logger, 'warn' | 'error'>;

/**
 * Listens on the database behind `db` from the first subscriber on: PGlite's own LISTEN, or a
 * PostgreSQL connection of its own (outside the pool: LISTEN holds it).
 */
export function createRealtime(db: Db, logger: RealtimeLogger): Realtime {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const closers = new Set<() => void>();
  const deliver = (payload: string) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(payload) as RealtimeEvent;
    } catch {
      logger.warn({ payload: payload.slice(0, 200) }, 'realtime: unreadable event ignored');
      return;
    }
    for (const listener of listeners) listener(event);
  };
  let listeningNow = false;
  const listeningChanged: ListeningChanged = (listening) => {
    if (listening === listeningNow) return;
    listeningNow = listening;
    for (const listener of listeners) listener({ kind: 'listening', listening });
  };

  const client = (db as unknown as { $client: PGliteLike | pg.Pool }).$client;
  let listening: Listening | null = null;
  let closed = false;
  const ready = () => {
    listening ??=
      'listen' in client
        ? listenOnPglite(client, deliver, listeningChanged, (err) => {
            if (!closed) logger.error({ err }, 'realtime: could not listen; pages update on reload only');
          })
        : listenOnPostgres(client.options, deliver, listeningChanged, logger);
    return listening.ready;
  };

  return {
    ready,
    subscribe(listener, onClose) {
      listeners.add(listener);
      if (onClose) closers.add(onClose);
      void ready();
      return () => {
        listeners.delete(listener);
        if (onClose) closers.delete(onClose);
      };
    },
    isListening: () => listeningNow,
    async close() {
      closed = true;
      listeningChanged(false);
      for (const onClose of closers) onClose();
      await listening?.stop();
    },
  };
}

function listenOnPglite(client: PGliteLike, deliver: (payload: string) => void, changed: ListeningChanged, failed: (err: unknown) => void): Listening {
  const unlisten = client.listen(REALTIME_CHANNEL, deliver).then(
    (stop) => {
      changed(true);
      return stop;
    },
    (err: unknown) => {
      failed(err);
      return async () => {};
    },
  );
  return {
    ready: unlisten.then(() => undefined),
    stop: async () => (await unlisten)().catch(() => {}),
  };
}

/** Waits before reconnecting: doubling from the first delay up to the last. */
const RECONNECT_DELAYS_MS = { first: 500, max: 30_000 };

/**
 * The PostgreSQL connection can drop (a database restart, a failover, an idle timeout): it is
 * opened again with back-off for as long as the process runs, each failure logged, so live
 * updates resume. Events sent while it was down are missed; pages show them on reload.
 */
function listenOnPostgres(options: pg.ClientConfig, deliver: (payload: string) => void, changed: ListeningChanged, logger: RealtimeLogger): Listening {
  let stopped = false;
  let connection: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let settle!: () => void;
  const ready = new Promise<void>((resolve) => (settle = resolve));

  const connect = async () => {
    retry = null;
    const client = new pg.Client(options);
    connection = client;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed || stopped) return;
      failed = true;
      connection = null;
      void client.end().catch(() => {});
      changed(false);
      failures++;
      const retryInMs = Math.min(RECONNECT_DELAYS_MS.first * 2 ** (failures - 1), RECONNECT_DELAYS_MS.max);
      logger.error({ err, failures, retryInMs }, 'realtime: the LISTEN connection failed; reconnecting');
      retry = setTimeout(() => void connect(), retryInMs);
      retry.unref(); // a script or test that never closes it may still exit
      settle(); // ready() must not wait for the database to come back
    };
    client.on('error', fail);
    client.on('end', () => fail(new Error('the LISTEN connection ended')));
    client.on('notification', (message) => message.payload && deliver(message.payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (err) {
      fail(err);
      return;
    }
    if (failed || stopped) return;
    if (failures) logger.warn({ failures }, 'realtime: listening again');
    failures = 0;
    changed(true);
    settle();
  };
  void connect();

  return {
    ready,
    async stop() {
      stopped = true;
      settle();
      if (retry) clearTimeout(retry);
      await connection?.end().catch(() => {});
    },
  };
}
