import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { atTheStartOfAMinute } from '../../../test/kept-answers.ts';
import { createTestApp, type TestApp } from '../../../test/services.ts';
import { providers } from '../../db/schema.ts';
import { updateMatchingRadius } from '../help-requests/manage-system-settings.ts';
import { createMatchCache } from './match-cache.ts';

// docs/decisions/026: GET /api/v1/providers/match keeps its answers (PAGE_CACHE), until the
// listings or the radius change, on every server at once. Two apps over one database stand for two
// server processes (on PostgreSQL each has its own LISTEN connection).

const database = useTestDatabase();
const BOULDER = { lat: 40.015, lng: -105.2705 };
const north = (miles: number) => ({ lat: BOULDER.lat + miles / 69.05, lng: BOULDER.lng });
const MATCH = `/api/v1/providers/match?state=CO&type=rehabilitator&lat=${BOULDER.lat}&lng=${BOULDER.lng}`;

async function list(name: string, miles: number) {
  await database.db.insert(providers).values({ name, type: 'rehabilitator', city: 'Boulder', state: 'CO', approved: true, ...north(miles) });
}

async function server(pageCache = 'true') {
  const started = createTestApp(database.db, { env: { PAGE_CACHE: pageCache } });
  await started.realtime.ready();
  return started;
}

async function matched(app: TestApp, path = MATCH, headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  expect(res.status).toBe(200);
  const body = Buffer.from(await res.arrayBuffer());
  const text = res.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString();
  const { providers: found, radiusMiles } = JSON.parse(text) as { providers: { name: string }[]; radiusMiles: number };
  return { names: found.map((p) => p.name), radiusMiles };
}

/** A change the database does not announce: only a kept answer can still leave it out. */
async function unannounced(change: () => Promise<unknown>) {
  await database.db.execute(sql`alter table providers disable trigger wl_content_changed`);
  try {
    await change();
  } finally {
    await database.db.execute(sql`alter table providers enable trigger wl_content_changed`);
  }
}

describe('kept matching answers', () => {
  it('are the same answer, plain or gzip, as a server that keeps none', async () => {
    await list('Near', 5);
    await list('Far', 45);
    const [keeping, plain] = [await server(), await server('false')];
    for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
      const expected = await matched(plain.app, MATCH, headers);
      expect(expected.names).toEqual(['Near', 'Far']);
      expect(await matched(keeping.app, MATCH, headers)).toEqual(expected);
      expect(await matched(keeping.app, MATCH, headers)).toEqual(expected);
    }
  });

  it('are kept: a change the database does not announce stays unseen', async () => {
    await list('Near', 5);
    const { app } = await server();
    atTheStartOfAMinute();
    expect((await matched(app)).names).toEqual(['Near']);
    await unannounced(() => list('Unannounced', 1));
    expect((await matched(app)).names).toEqual(['Near']);
    // Another query is worked out afresh.
    expect((await matched(app, `${MATCH}&animal=Bat`)).names).toEqual(['Unannounced', 'Near']);
  });

  it('show a listing change at once on both of two servers', async () => {
    await list('Near', 5);
    const [one, two] = [await server(), await server()];
    for (const { app } of [one, two]) expect((await matched(app)).names).toEqual(['Near']);
    await database.db.update(providers).set({ approved: false }).where(eq(providers.name, 'Near'));
    await list('New', 2);
    // On PGlite the notice is heard before the change returns; on PostgreSQL a moment later.
    for (const { app } of [one, two]) await expect.poll(async () => (await matched(app)).names).toEqual(['New']);
  });

  it('show a new matching radius at once on both of two servers', async () => {
    await list('Near', 5);
    await list('Far', 45);
    const [one, two] = [await server(), await server()];
    for (const { app } of [one, two]) expect(await matched(app)).toEqual({ names: ['Near', 'Far'], radiusMiles: 60 });
    const admin = await createUser(database.db, { role: 'admin' });
    await updateMatchingRadius(database.db, actorFor(admin), { matchingRadiusMiles: 20 });
    for (const { app } of [one, two]) await expect.poll(() => matched(app)).toEqual({ names: ['Near'], radiusMiles: 20 });
  });

  it('are kept only until the minute ends: an answer says who is open now', async () => {
    const { realtime } = await server();
    let clock = Date.parse('2026-11-25T13:59:30Z');
    const cache = createMatchCache<number>({ realtime, now: () => clock });
    let worked = 0;
    const ask = () => cache.match({ state: 'CO', type: 'rehabilitator' }, async () => ++worked);
    expect(await ask()).toBe(1);
    clock += 29_000; // 13:59:59
    expect(await ask()).toBe(1);
    clock += 1_000; // 14:00:00: listings opening at 7:00 AM in Colorado are open now
    expect(await ask()).toBe(2);
  });

  it('are not kept or served while events are not heard', async () => {
    await list('Near', 5);
    const { app, realtime } = await server();
    await matched(app);
    await realtime.close();
    await unannounced(() => list('Unannounced', 1));
    expect((await matched(app)).names).toEqual(['Unannounced', 'Near']);
    await unannounced(() => list('Another', 2));
    expect((await matched(app)).names).toEqual(['Unannounced', 'Another', 'Near']);
  });
});
