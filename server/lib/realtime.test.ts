import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { onPostgres, useTestDatabase } from '../../test/database.ts';
import { createRealtime, publish, type Realtime, type RealtimeEvent } from './realtime.ts';

// NOTIFY inside the transaction that makes a change: heard only once it commits, by every
// listener of the database (PGlite in process; PostgreSQL across processes).
const database = useTestDatabase();
const silent = { warn: () => {}, error: () => {} };
let realtime: Realtime | undefined;
afterEach(() => realtime?.close());

const event = (requestId: string): RealtimeEvent => ({ kind: 'request-created', requestId, type: 'emergency', state: 'CO' });

async function listening() {
  realtime = createRealtime(database.db, silent);
  const heard: RealtimeEvent[] = [];
  realtime.subscribe((e) => heard.push(e));
  await realtime.ready();
  return heard;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 150));
const requestIds = (heard: RealtimeEvent[]) => heard.flatMap((e) => (e.kind === 'request-created' ? [e.requestId] : []));

describe('realtime events', () => {
  it('are heard once their transaction commits, and never when it rolls back', async () => {
    const heard = await listening();
    await publish(database.db, event('outside'));
    await database.db.transaction(async (tx) => publish(tx, event('committed')));
    await database.db
      .transaction(async (tx) => {
        await publish(tx, event('rolled-back'));
        throw new Error('changed my mind');
      })
      .catch(() => {});
    await settle();
    expect(requestIds(heard)).toEqual(['outside', 'committed']);
  });

  it('stop when the listener leaves, and tell subscribers when the process stops listening', async () => {
    realtime = createRealtime(database.db, silent);
    const heard: RealtimeEvent[] = [];
    let closed = 0;
    const leave = realtime.subscribe(
      (e) => heard.push(e),
      () => closed++,
    );
    await realtime.ready();
    expect(realtime.isListening()).toBe(true);
    expect(heard).toEqual([{ kind: 'listening', listening: true }]);
    heard.length = 0;
    leave();
    await publish(database.db, event('after-leaving'));
    await settle();
    expect(heard).toEqual([]);
    realtime.subscribe(
      () => {},
      () => closed++,
    );
    await realtime.close();
    expect(closed).toBe(1);
    expect(realtime.isListening()).toBe(false);
  });

  it('announce each change to the guide, settings, listings, questions and agencies, from the database itself', async () => {
    const heard = await listening();
    await database.db.execute(sql`update system_settings set updated_at = updated_at where false`);
    await database.db.execute(sql`update wildlife_issues set active = active where false`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update providers set updated_at = updated_at where false`);
      await tx.execute(sql`update providers set updated_at = updated_at where false`);
    });
    await database.db.execute(sql`update help_request_submissions set updated_at = updated_at where false`);
    await settle();
    // One notice per table and transaction: PostgreSQL folds identical notices.
    expect(heard.filter((e) => e.kind === 'content-changed')).toEqual([
      { kind: 'content-changed', table: 'system_settings' },
      { kind: 'content-changed', table: 'wildlife_issues' },
      { kind: 'content-changed', table: 'providers' },
    ]);
  });

  it.skipIf(!onPostgres())('keep arriving after the LISTEN connection is cut, reconnecting and logging each failure (PostgreSQL)', async () => {
    const failures: string[] = [];
    realtime = createRealtime(database.db, { warn: () => {}, error: (_details: unknown, message?: string) => failures.push(message ?? '') });
    const heard: RealtimeEvent[] = [];
    realtime.subscribe((e) => heard.push(e));
    await realtime.ready();

    for (const round of [1, 2]) {
      const terminated = await database.db.execute<{ terminated: boolean }>(sql`
        select pg_terminate_backend(pid) as terminated from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`);
      expect((terminated as unknown as { rows: unknown[] }).rows).toEqual([{ terminated: true }]);
      // What is sent while it reconnects is missed: keep sending until one gets through.
      const deadline = Date.now() + 10_000;
      while (!requestIds(heard).some((id) => id.startsWith(`round-${round}`)) && Date.now() < deadline) {
        await publish(database.db, event(`round-${round}`));
        await settle();
      }
      expect(requestIds(heard)).toContain(`round-${round}`);
      // Whatever was kept on the strength of events (server/lib/page-cache.ts) hears of the gap.
      expect(heard.filter((e) => e.kind === 'listening').slice(-2)).toEqual([
        { kind: 'listening', listening: false },
        { kind: 'listening', listening: true },
      ]);
      expect(failures).toEqual(Array(round).fill('realtime: the LISTEN connection failed; reconnecting'));
    }

    // Closed while reconnecting: it stops trying.
    await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    await settle();
    await realtime.close();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const listening = await database.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    expect((listening as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
