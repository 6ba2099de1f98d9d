import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, sessionCookieFor, signedInAs, SITE_ORIGIN } from '../../../test/services.ts';
import { providers, users } from '../../db/schema.ts';
import { publish } from '../../lib/realtime.ts';
import { cancelOwnHelpRequest, updateOwnSituation } from '../help-requests/manage-own-request.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { respondToHelpRequest } from '../providers/provider-requests.ts';
import { IDLE_MESSAGE, RECONNECT_AFTER_MS, SIGNED_OUT_EVENT, TOO_MANY_FOR_CLIENT_IP, TOO_MANY_FOR_SESSION } from './api.ts';
import { createStreamSlots, STREAMS_PER_PROCESS } from './stream-slots.ts';
import { deleteOwnAccount } from '../users/delete-account.ts';

// GET /api/v1/events: who hears what, no more than 10 events a second, and no more streams than
// a person needs.
const database = useTestDatabase();
const streams: ReadableStreamDefaultReader<Uint8Array>[] = [];
afterEach(async () => {
  await Promise.all(streams.splice(0).map((reader) => reader.cancel().catch(() => {})));
});

/** Opens the stream as `cookie` and collects its event names until told to look. */
const openEvents = async (app: ReturnType<typeof createTestApp>['app'], cookie: string) => (await openStream(app, cookie)).names;

/** Opens the stream as `cookie`: its event names and raw text as they come, and how to close it. */
async function openStream(app: ReturnType<typeof createTestApp>['app'], cookie: string, headers: Record<string, string> = {}, query = '') {
  const res = await app.request(`/api/v1/events${query}`, { headers: { Cookie: cookie, ...headers } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  streams.push(reader);
  const names: string[] = [];
  const received = { text: '', ended: false };
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        received.ended = true;
        return;
      }
      const text = decoder.decode(value);
      received.text += text;
      buffer += text;
      for (const match of buffer.matchAll(/^event: ([\w-]+)$/gm)) names.push(match[1]!);
      buffer = buffer.slice(buffer.lastIndexOf('\n') + 1);
    }
  })();
  await expect.poll(() => names).toContain('ready');
  return { names, received, close: () => reader.cancel() };
}

/** A stream that must be refused: 429 problem+json saying when to try again, and no stream. */
async function expectRefusedStream(app: ReturnType<typeof createTestApp>['app'], cookie: string, detail: string, headers: Record<string, string> = {}) {
  const res = await app.request('/api/v1/events', { headers: { Cookie: cookie, ...headers } });
  expect(res.status).toBe(429);
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toMatchObject({ status: 429, detail });
}

async function providerWithListing(app: ReturnType<typeof createTestApp>['app']) {
  const signed = await signedInAs(app, database.db, 'provider');
  const [listing] = await database.db
    .insert(providers)
    .values({
      name: 'Raptor Rescue',
      type: 'rehabilitator',
      city: 'Boulder',
      state: 'CO',
      lat: 40.02,
      lng: -105.27,
      approved: true,
      claimed: true,
      userId: signed.user.id,
    })
    .returning();
  await database.db.update(users).set({ providerId: listing!.id }).where(eq(users.id, signed.user.id));
  return { ...signed, actor: actorFor(signed.user, listing!.id) };
}

describe('the event stream', () => {
  it('is for signed-in people', async () => {
    const { app } = createTestApp(database.db);
    const res = await app.request('/api/v1/events');
    expect(res.status).toBe(401);
  });

  it('tells a provider of a new request of its kind, and the requester when a provider accepts', async () => {
    const { app, realtime } = createTestApp(database.db);
    const provider = await providerWithListing(app);
    const requester = await signedInAs(app, database.db, 'user');
    const stranger = await signedInAs(app, database.db, 'user');
    const providerEvents = await openEvents(app, provider.cookie);
    const requesterEvents = await openEvents(app, requester.cookie);
    const strangerEvents = await openEvents(app, stranger.cookie);
    await realtime.ready();

    const { id } = await submitHelpRequest(database.db, actorFor(requester.user), BOULDER_REQUEST, crypto.randomUUID());
    await expect.poll(() => providerEvents.filter((n) => n === 'refresh')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 150)); // the gap between two events
    await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
    await expect.poll(() => requesterEvents.filter((n) => n === 'refresh')).toHaveLength(1);
    // A conflict is not a rehabilitator's business; nothing here was the stranger's.
    await submitHelpRequest(
      database.db,
      actorFor(await createUser(database.db)),
      { ...BOULDER_REQUEST, type: 'conflict', animalType: 'Raccoon' },
      crypto.randomUUID(),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Its own acceptance reloads its page without announcing it; the conflict is not sent at all.
    expect(providerEvents.filter((n) => n.startsWith('refresh'))).toEqual(['refresh', 'refresh-own']);
    expect(strangerEvents).toEqual(['ready']);
  });

  it("tells providers of a requester's own changes: any of its kind while open, then only the one who accepted", async () => {
    const { app, realtime } = createTestApp(database.db);
    const provider = await providerWithListing(app);
    const requester = await signedInAs(app, database.db, 'user');
    const stranger = await signedInAs(app, database.db, 'user');
    const owner = actorFor(requester.user);
    const { id } = await submitHelpRequest(database.db, owner, BOULDER_REQUEST, crypto.randomUUID());
    const providerEvents = await openEvents(app, provider.cookie);
    const strangerEvents = await openEvents(app, stranger.cookie);
    await realtime.ready();

    await updateOwnSituation(database.db, owner, id, 'It has moved under the porch.');
    await expect.poll(() => providerEvents.filter((n) => n === 'refresh')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
    await expect.poll(() => providerEvents.filter((n) => n === 'refresh-own')).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await cancelOwnHelpRequest(database.db, owner, id, 'A neighbour drove it to the vet.');
    await expect.poll(() => providerEvents.filter((n) => n === 'refresh')).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(strangerEvents).toEqual(['ready']);
  });

  it('tells a page opening its stream whether anything it shows changed since its data was read, so it need not read it twice (docs/decisions/060)', async () => {
    const { app, realtime } = createTestApp(database.db);
    const provider = await providerWithListing(app);
    const requester = await signedInAs(app, database.db, 'user');
    const readyData = (stream: Awaited<ReturnType<typeof openStream>>) => /event: ready\ndata: (\w+)/.exec(stream.received.text)?.[1];
    // Without \`since\`, or before this process has heard events long enough to know: reload.
    expect(readyData(await openStream(app, provider.cookie))).toBe('listening');
    await realtime.ready();
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // past the allowance for two servers' clocks
    const read = Date.now();
    expect(readyData(await openStream(app, provider.cookie, {}, `?since=${read}`))).toBe('fresh');
    // A request the provider may take, submitted after its page read its data: reload.
    await submitHelpRequest(database.db, actorFor(requester.user), BOULDER_REQUEST, crypto.randomUUID());
    await expect.poll(async () => readyData(await openStream(app, provider.cookie, {}, `?since=${read}`))).toBe('listening');
    // The requester's page was not concerned by a request being sent to providers.
    expect(readyData(await openStream(app, requester.cookie, {}, `?since=${read}`))).toBe('fresh');
    expect(readyData(await openStream(app, provider.cookie, {}, '?since=nonsense'))).toBe('listening');
  });

  it('sends at most 10 events a second, however many changes there are', async () => {
    const { app, realtime } = createTestApp(database.db);
    const requester = await signedInAs(app, database.db, 'user');
    const events = await openEvents(app, requester.cookie);
    await realtime.ready();
    const started = Date.now();
    for (let i = 0; i < 60; i++) {
      await publish(database.db, { kind: 'response-created', requestId: `r${i}`, requesterId: requester.user.id, providerId: 'p' });
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    const seconds = (Date.now() - started) / 1000;
    const refreshes = events.filter((n) => n === 'refresh').length;
    expect(refreshes).toBeGreaterThan(1);
    expect(refreshes).toBeLessThanOrEqual(Math.ceil(seconds * 10) + 1);
  });
});

describe('how many streams are open', () => {
  it('a session may hold 5; the 6th is refused until one of them closes, while another session is not affected', async () => {
    const { app, auth } = createTestApp(database.db);
    const user = await createUser(database.db);
    const cookie = await sessionCookieFor(auth, user.id);
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await openStream(app, cookie));
    await expectRefusedStream(app, cookie, TOO_MANY_FOR_SESSION);
    // The same person on another device has a session of their own.
    await openStream(app, await sessionCookieFor(auth, user.id));

    await open[0]!.close(); // a tab closed: its slot is free at once
    await openStream(app, cookie);
    await expectRefusedStream(app, cookie, TOO_MANY_FOR_SESSION);
  });

  it('a client address may hold 20 whatever the sessions; the 21st is refused, while another address is not affected', async () => {
    const { app, auth } = createTestApp(database.db, { trustProxy: true });
    const user = await createUser(database.db);
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    for (let session = 0; session < 4; session++) {
      const cookie = await sessionCookieFor(auth, user.id);
      for (let i = 0; i < 5; i++) await openStream(app, cookie, from('203.0.113.7'));
    }
    const fifthSession = await sessionCookieFor(auth, user.id);
    await expectRefusedStream(app, fifthSession, TOO_MANY_FOR_CLIENT_IP, from('203.0.113.7'));
    await openStream(app, fifthSession, from('198.51.100.9'));
  });

  it('a stream that has sent nothing for a while is closed with a hint to reconnect, and frees its slot', async () => {
    const { app, auth } = createTestApp(database.db, { env: { EVENT_STREAM_IDLE_MS: '300' } });
    const user = await createUser(database.db);
    const cookie = await sessionCookieFor(auth, user.id);
    const idle = await openStream(app, cookie);
    await expect.poll(() => idle.received.ended).toBe(true);
    expect(idle.names).toEqual(['ready', 'reconnect']);
    expect(idle.received.text).toContain(`retry: ${RECONNECT_AFTER_MS}\n`);
    expect(idle.received.text).toContain(`data: ${IDLE_MESSAGE}\n`);
    // Five more may open: the idle one holds no slot.
    for (let i = 0; i < 5; i++) await openStream(app, cookie);
  });

  it('the server stopping ends every stream and frees its slots', async () => {
    const { app, auth, realtime } = createTestApp(database.db);
    const cookie = await sessionCookieFor(auth, (await createUser(database.db)).id);
    const open = [];
    for (let i = 0; i < 5; i++) open.push(await openStream(app, cookie));
    await realtime.close();
    for (const stream of open) await expect.poll(() => stream.received.ended).toBe(true);
    for (let i = 0; i < 5; i++) await openStream(app, cookie);
  });
});

describe('a stream ends with its session (migration 0027)', () => {
  const post = (app: ReturnType<typeof createTestApp>['app'], path: string, cookie: string) =>
    app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Cookie: cookie }, body: '{}' });
  const endedSignedOut = async (stream: Awaited<ReturnType<typeof openStream>>) => {
    await expect.poll(() => stream.received.ended).toBe(true);
    expect(stream.names).toEqual(['ready', SIGNED_OUT_EVENT]);
  };

  it('signing out closes that session’s streams, not another device’s; the browser’s reconnect is refused', async () => {
    const { app, realtime } = createTestApp(database.db);
    const phone = await signedInAs(app, database.db, 'user');
    const laptop = await signedInAs(app, database.db, 'user');
    await realtime.ready();
    const tabs = [await openStream(app, phone.cookie), await openStream(app, phone.cookie)];
    const other = await openStream(app, laptop.cookie);
    expect((await post(app, '/api/auth/sign-out', phone.cookie)).status).toBe(200);
    for (const tab of tabs) await endedSignedOut(tab);
    expect((await app.request('/api/v1/events', { headers: { Cookie: phone.cookie } })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(other.received.ended).toBe(false);
  });

  it('signing out everywhere closes the streams of every session of the account', async () => {
    const { app, auth, realtime } = createTestApp(database.db);
    const user = await createUser(database.db);
    const [here, there] = [await sessionCookieFor(auth, user.id), await sessionCookieFor(auth, user.id)];
    await realtime.ready();
    const streams = [await openStream(app, here), await openStream(app, there)];
    expect((await post(app, '/api/auth/revoke-sessions', here)).status).toBe(200);
    for (const stream of streams) await endedSignedOut(stream);
  });

  it('deleting the account closes its streams', async () => {
    const { app, realtime } = createTestApp(database.db);
    const member = await signedInAs(app, database.db, 'user');
    await realtime.ready();
    const stream = await openStream(app, member.cookie);
    await deleteOwnAccount(database.db, actorFor(member.user), { password: TEST_PASSWORD, clientIp: '198.51.100.7' });
    await endedSignedOut(stream);
  });
});

describe('the streams of one process', () => {
  it('are capped whatever the sessions and addresses: past the cap the server is full, and a stream that ends frees its slot', () => {
    const slots = createStreamSlots({ perSession: 5, perClientIp: 20, perProcess: 3 });
    const held = [slots.take('a', '203.0.113.1'), slots.take('b', '203.0.113.2'), slots.take('c', '203.0.113.3')];
    expect(slots.take('d', '203.0.113.4')).toEqual({ refused: 'server' });
    (held[0] as { release: () => void }).release();
    expect(slots.take('d', '203.0.113.4')).not.toHaveProperty('refused');
    expect(STREAMS_PER_PROCESS).toBe(1000);
  });
});
