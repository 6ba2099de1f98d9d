import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServerBuild } from 'react-router';
import { useTestDatabase } from '../../test/database.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp } from '../../test/services.ts';
import { withTransaction } from '../db/transaction.ts';
import { isEmergencyPath, SERVER_BUSY, shedOverload } from './overload.ts';

// Past what the server can work on at once, a request waits its turn for a bounded time and is
// then told at once to try again (docs/decisions/065). Handlers are held by the test, and the
// waits run on fake timers: nothing here depends on how fast the machine is.

/** An app whose every answer waits until the test lets it go; `started` lists the paths begun. */
function heldApp(active: number, waitMs = 2_000) {
  const app = new Hono();
  const started: string[] = [];
  const gates: (() => void)[] = [];
  app.use(shedOverload({ active, waitMs }));
  app.all('*', async (c) => {
    started.push(new URL(c.req.url).pathname);
    await new Promise<void>((resolve) => gates.push(resolve));
    return c.text('done');
  });
  return { app, started, releaseOne: () => gates.shift()?.() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a server with more requests than it works on at once', () => {
  it('answers one that has waited past the bound 503 with Retry-After and words to act on', async () => {
    vi.useFakeTimers();
    const { app, started, releaseOne } = heldApp(1);
    const first = app.request('/resources');
    const page = app.request('/resources?q=owl');
    const api = app.request('/api/v1/providers');
    await vi.advanceTimersByTimeAsync(1_999);
    expect(started).toEqual(['/resources']);
    await vi.advanceTimersByTimeAsync(1);
    const busyPage = await page;
    expect(busyPage.status).toBe(503);
    expect(busyPage.headers.get('retry-after')).toBe('2');
    const html = await busyPage.text();
    expect(html).toContain(SERVER_BUSY);
    expect(html).toContain('call your state wildlife agency');
    const busyApi = await api;
    expect(busyApi.status).toBe(503);
    expect(busyApi.headers.get('content-type')).toContain('application/problem+json');
    expect(await busyApi.json()).toMatchObject({ status: 503, detail: SERVER_BUSY });
    releaseOne();
    expect((await first).status).toBe(200);
    expect(started).toEqual(['/resources']); // the refused ones never ran
  });

  it('lets a waiting request in as soon as one finishes, in the order they came', async () => {
    vi.useFakeTimers();
    const { app, started, releaseOne } = heldApp(1);
    const answers = ['/about', '/faq', '/terms'].map((path) => app.request(path));
    await vi.advanceTimersByTimeAsync(0);
    releaseOne();
    await vi.advanceTimersByTimeAsync(0);
    releaseOne();
    await vi.advanceTimersByTimeAsync(0);
    releaseOne();
    expect((await Promise.all(answers)).map((res) => res.status)).toEqual([200, 200, 200]);
    expect(started).toEqual(['/about', '/faq', '/terms']);
  });

  it('serves the emergency path first and turns it away last', async () => {
    vi.useFakeTimers();
    const { app, started, releaseOne } = heldApp(1);
    const first = app.request('/about');
    const other = app.request('/faq');
    const wizard = app.request('/es/find-help?type=emergency&step=2');
    await vi.advanceTimersByTimeAsync(2_000);
    expect((await other).status).toBe(503);
    await vi.advanceTimersByTimeAsync(5_000); // 7 s: still within the emergency lane's 8 s
    releaseOne();
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual(['/about', '/es/find-help']);
    releaseOne();
    expect((await wizard).status).toBe(200);
    expect((await first).status).toBe(200);
  });

  it('takes the emergency lane before the other when a place frees', async () => {
    vi.useFakeTimers();
    const { app, started, releaseOne } = heldApp(1);
    const answers = [app.request('/about'), app.request('/faq'), app.request('/request-submitted')];
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 3; i++) {
      releaseOne();
      await vi.advanceTimersByTimeAsync(0);
    }
    await Promise.all(answers);
    expect(started).toEqual(['/about', '/request-submitted', '/faq']);
  });

  it('knows the emergency path in both languages', () => {
    for (const path of ['/', '/es', '/find-help', '/es/find-help', '/find-help/photos', '/request-submitted', '/listing-request/abc', '/offline']) {
      expect(isEmergencyPath(path), path).toBe(true);
    }
    for (const path of ['/resources', '/es/resources', '/find-helper', '/dashboard', '/api/v1/providers']) expect(isEmergencyPath(path), path).toBe(false);
  });
});

describe('the server with a tiny bound', () => {
  const database = useTestDatabase();
  let build: ServerBuild;
  beforeAll(async () => {
    build = await loadServerBuild();
  });

  it('answers the late ones 503 with Retry-After while a slow one holds the only place', async () => {
    const { app } = createTestApp(database.db, { build, env: { BUSY_ACTIVE_REQUESTS: '1', BUSY_WAIT_MS: '50', PAGE_CACHE: 'false' } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    // The guide is locked, so the first page that reads it waits: a slow handler.
    const holder = withTransaction(database.db, async (tx) => {
      await tx.execute(sql`lock table wildlife_issues in access exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    // Three at once for the guide's list: one takes the only place and waits.
    const answered: Response[] = [];
    const sent = Array.from({ length: 3 }, async () => {
      const res = await app.request('/resources');
      answered.push(res);
      return res;
    });
    await vi.waitFor(() => expect(answered).toHaveLength(2), { timeout: 20_000 });
    expect(answered.map((res) => res.status)).toEqual([503, 503]);
    expect(answered.every((res) => Number(res.headers.get('retry-after')) > 0)).toBe(true);
    expect(await answered[0]!.text()).toContain(SERVER_BUSY);
    release();
    await holder;
    expect((await Promise.all(sent)).map((res) => res.status).sort()).toEqual([200, 503, 503]);
    expect((await app.request('/about')).status).toBe(200); // the place is free again
  });
});
