import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
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
    expect(heard.map((e) => e.requestId)).toEqual(['outside', 'committed']);
  });

  it('stop when the listener leaves, and tell subscribers when the process stops listening', async () => {
    realtime = createRealtime(database.db, silent);
    const heard: RealtimeEvent[] = [];
    let closed = 0;
    const leave = realtime.subscribe((e) => heard.push(e), () => closed++);
    await realtime.ready();
    leave();
    await publish(database.db, event('after-leaving'));
    await settle();
    expect(heard).toEqual([]);
    realtime.subscribe(() => {}, () => closed++);
    await realtime.close();
    expect(closed).toBe(1);
  });
});
