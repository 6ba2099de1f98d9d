import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.ts';
import type { Logger } from './logger.ts';

// Realtime (DESIGN.md): changes are announced with PostgreSQL NOTIFY inside the transaction
// that makes them, so an event goes out only if the change is committed, and every server
// process hears it through LISTEN. Events carry ids only; pages reload their data through
// the services, which check permissions as always.

export const REALTIME_CHANNEL = 'wildline_events';

export type RealtimeEvent =
  | { kind: 'request-created'; requestId: string; type: 'emergency' | 'conflict'; state: string }
  | { kind: 'response-created'; requestId: string; requesterId: string; providerId: string }
  /** the requester changed it: `open` while providers may still take it; `providerId` the one who accepted */
  | { kind: 'request-updated'; requestId: string; type: 'emergency' | 'conflict'; requesterId: string; providerId: string | null; open: boolean }
  /** a helper offered help: the owner and the provider who accepted (if any) see it */
  | { kind: 'offer-created'; requestId: string; requesterId: string; providerId: string | null };

/** Announces an event when the surrounding transaction commits (at once outside one). */
export async function publish(db: Pick<Db, 'execute'>, event: RealtimeEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}

export interface Realtime {
  /** starts listening if need be; resolves once events are heard */
  ready(): Promise<void>;
  /** `onClose` runs when the process stops listening (shutdown): streams end then. */
  subscribe(listener: (event: RealtimeEvent) => void, onClose?: () => void): () => void;
  close(): Promise<void>;
}

interface PGliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/**
 * Listens on the database behind `db` from the first subscriber on: PGlite's own LISTEN, or a
 * PostgreSQL connection of its own (outside the pool: LISTEN holds it).
 */
export function createRealtime(db: Db, logger: Pick<Logger, 'warn' | 'error'>): Realtime {
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

  const client = (db as unknown as { $client: PGliteLike | pg.Pool }).$client;
  let started: Promise<() => Promise<void>> | null = null;
  let closed = false;
  const start = (): Promise<() => Promise<void>> => {
    if ('listen' in client) return client.listen(REALTIME_CHANNEL, deliver);
    const connection = new pg.Client(client.options);
    connection.on('notification', (message) => message.payload && deliver(message.payload));
    connection.on('error', (err) => logger.error({ err }, 'realtime: the LISTEN connection failed'));
    return connection
      .connect()
      .then(() => connection.query(`LISTEN ${REALTIME_CHANNEL}`))
      .then(() => () => connection.end());
  };
  const ready = () => {
    started ??= start().catch((err: unknown) => {
      if (!closed) logger.error({ err }, 'realtime: could not listen; pages update on reload only');
      return async () => {};
    });
    return started.then(() => undefined);
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
    async close() {
      closed = true;
      for (const onClose of closers) onClose();
      if (started) await (await started)().catch(() => {});
    },
  };
}
