import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import ece from 'http_ece';
import { pino } from 'pino';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { BOULDER_REQUEST, createProviderAccount, createUser, actorFor } from '../../../test/factories.ts';
import type { AlertChannel } from '../../../common/alert-channels.ts';
import { loadConfig, type Config } from '../../config.ts';
import { deliveryAttempts, fieldTeamMembers, jobs, outbox, pushSubscriptions, users } from '../../db/schema.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createWorker } from '../../start.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { addPushSubscription } from './subscriptions.ts';
import { respondToHelpRequest } from '../providers/provider-requests.ts';

const database = useTestDatabase();
const logger = pino({ level: 'silent' });
const REQUESTER = { fullName: 'Jamie Requester', email: 'jamie.requester@example.org', phone: '303-555-0142' };

/** A stand-in push service on 127.0.0.1: records what it is sent and answers each with the next status queued (201 when none). */
interface Received {
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let server: Server;
let origin: string;
let config: Config;
const received: Received[] = [];
const answers: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const vapid = webpush.generateVAPIDKeys();
  config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: 'x'.repeat(32),
    DATA_DIR: '/nonexistent-unused',
    BASE_URL: 'https://wildline.test',
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PUSH_ENDPOINT_ORIGINS: origin,
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answers.length = 0;
});

const pushAttempts = () =>
  database.db
    .select({ delivered: deliveryAttempts.delivered, error: deliveryAttempts.error })
    .from(deliveryAttempts)
    .where(eq(deliveryAttempts.channel, 'push'))
    .orderBy(asc(deliveryAttempts.id));

const worker = () => createWorker({ db: database.db, logger, mailer: createMailer({ db: database.db, logger, from: config.mailFrom }), config }, { daily: [] });

/** A provider account with a listing in Boulder, its alert choice, and one browser subscribed with keys made here. */
async function subscribedProvider(channel: AlertChannel) {
  const provider = await createProviderAccount(database.db);
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const device = await addPushSubscription(database.db, config, provider.actor, {
    endpoint: `${origin}/push/${randomUUID()}`,
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret },
    label: 'Chrome on Android',
  });
  // The choice made after turning the device on (which makes an e-mail-only provider e-mail and push).
  await database.db.update(users).set({ newRequestAlerts: channel }).where(eq(users.id, provider.user.id));
  return { ...provider, browser, authSecret, device };
}

async function submitRequest() {
  const user = await createUser(database.db, { email: REQUESTER.email, fullName: REQUESTER.fullName });
  await database.db.update(users).set({ phone: REQUESTER.phone }).where(eq(users.id, user.id));
  return submitHelpRequest(database.db, actorFor(user), BOULDER_REQUEST, randomUUID());
}

const pushJobs = () =>
  database.db
    .select({ status: jobs.status, attempts: jobs.attempts, runAt: jobs.runAt })
    .from(jobs)
    .where(eq(jobs.kind, 'push-new-request'))
    .orderBy(asc(jobs.id));
const mailTo = (to: string) => database.db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.to, to));

describe('a push for a new request', () => {
  it('reaches each subscribed device within 5 seconds, encrypted for its keys, with the kind, animal and town and no contact details', async () => {
    const provider = await subscribedProvider('both');
    const running = worker();
    running.start();
    try {
      const submitted = Date.now();
      const { id } = await submitRequest();
      await expect.poll(() => received.length, { timeout: 5000, interval: 50 }).toBe(1);
      expect(Date.now() - submitted).toBeLessThan(5000);

      const [push] = received;
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
      expect(push!.headers.urgency).toBe('high');
      const plain = ece.decrypt(push!.body, { version: 'aes128gcm', privateKey: provider.browser, authSecret: provider.authSecret }).toString('utf8');
      expect(JSON.parse(plain)).toEqual({
        title: 'New emergency: Raptor (Hawk, Owl, Eagle) in Boulder, CO',
        body: 'Open it to see the situation and accept or decline.',
        url: `/help-request/${id}`,
        tag: id,
      });
      for (const contact of [REQUESTER.fullName, 'Jamie', REQUESTER.email, REQUESTER.phone, '0142', BOULDER_REQUEST.address])
        expect(plain).not.toContain(contact);
      // Both: the e-mail too.
      await expect.poll(() => mailTo(provider.user.email).then((rows) => rows.length), { timeout: 5000 }).toBe(1);
    } finally {
      await running.stop();
    }
  });

  it('deletes a subscription the push service reports gone (410)', async () => {
    const provider = await subscribedProvider('push');
    answers.push(410);
    await submitRequest();
    await worker().runOnce();
    expect(received).toHaveLength(1);
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, provider.device.id))).toEqual([]);
    expect(await pushJobs()).toEqual([expect.objectContaining({ status: 'done' })]);
    // A subscription that is gone is no failed delivery.
    expect(await pushAttempts()).toEqual([]);
  });

  it('tries again later, with back-off, when the push service fails (500), then sends once', async () => {
    await subscribedProvider('push');
    answers.push(500);
    await submitRequest();
    const before = Date.now();
    await worker().runOnce();
    const [waiting] = await pushJobs();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting!.runAt.getTime() - before).toBeGreaterThanOrEqual(25_000);

    await worker().runOnce();
    expect(received).toHaveLength(1); // not due yet
    await database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(eq(jobs.kind, 'push-new-request'));
    await worker().runOnce();
    expect(received).toHaveLength(2);
    expect(await pushJobs()).toEqual([expect.objectContaining({ status: 'done', attempts: 2 })]);
    // Each try is on the record the admin overview's Health panel reads.
    expect(await pushAttempts()).toEqual([
      { delivered: false, error: 'push service answered 500' },
      { delivered: true, error: null },
    ]);
  });

  it('is sent once when two workers run at the same time', async () => {
    await subscribedProvider('push');
    await submitRequest();
    await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(received).toHaveLength(1);
  });

  it('respects the provider’s choice: e-mail only sends no push, push only sends no e-mail', async () => {
    const byMail = await subscribedProvider('email');
    const byPush = await subscribedProvider('push');
    await submitRequest();
    await worker().runOnce();
    expect(await pushJobs()).toHaveLength(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.body.includes(Buffer.from('Raptor'))).toBe(false); // encrypted, not plain
    expect(await mailTo(byMail.user.email)).toHaveLength(1);
    expect(await mailTo(byPush.user.email)).toEqual([]);
  });

  it('e-mails a provider that chose push only but has no device left', async () => {
    const provider = await subscribedProvider('push');
    await database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, provider.user.id));
    await submitRequest();
    await worker().runOnce();
    expect(received).toEqual([]);
    expect(await mailTo(provider.user.email)).toHaveLength(1);
  });
});

describe('a push for a field-team pickup', () => {
  /** A helper on the field team of `state`, with one browser subscribed. */
  async function subscribedMember(state: string) {
    const user = await createUser(database.db, { role: 'helper' });
    await database.db.insert(fieldTeamMembers).values({ userId: user.id, state });
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const authSecret = randomBytes(16).toString('base64url');
    await addPushSubscription(database.db, config, actorFor(user), {
      endpoint: `${origin}/push/${randomUUID()}`,
      keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret },
      label: 'Firefox on Android',
    });
    return { browser, authSecret };
  }

  it("reaches the state's field team once a rehabilitator takes an emergency, with the animal and town and no contact details", async () => {
    const colorado = await subscribedMember('CO');
    await subscribedMember('WY');
    const provider = await createProviderAccount(database.db); // on e-mail alone: no provider push
    const { id } = await submitRequest();
    await worker().runOnce();
    expect(received).toEqual([]); // a new request is not the field team's
    await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
    await worker().runOnce();
    expect(received).toHaveLength(1);
    const plain = ece.decrypt(received[0]!.body, { version: 'aes128gcm', privateKey: colorado.browser, authSecret: colorado.authSecret }).toString('utf8');
    expect(JSON.parse(plain)).toEqual({
      title: 'Pickup needed: Raptor (Hawk, Owl, Eagle) in Boulder, CO',
      body: 'A rehabilitator took this emergency. Open the field team page for where to go.',
      url: '/field-team-dashboard',
      tag: `pickup:${id}`,
    });
    for (const contact of [REQUESTER.fullName, REQUESTER.email, REQUESTER.phone, BOULDER_REQUEST.address]) expect(plain).not.toContain(contact);
  });
});

describe('storing a subscription', () => {
  it('turns push on for a provider who heard by e-mail alone when they turn a device on, and leaves a choice of push alone', async () => {
    const channelOf = async (userId: string) => (await database.db.select({ c: users.newRequestAlerts }).from(users).where(eq(users.id, userId)))[0]!.c;
    const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const onEmail = await createProviderAccount(database.db);
    expect(await channelOf(onEmail.user.id)).toBe('email');
    await addPushSubscription(database.db, config, onEmail.actor, { endpoint: `${origin}/push/${randomUUID()}`, keys, label: 'Chrome' });
    expect(await channelOf(onEmail.user.id)).toBe('both');
    const pushOnly = await subscribedProvider('push');
    await addPushSubscription(database.db, config, pushOnly.actor, { endpoint: `${origin}/push/${randomUUID()}`, keys, label: 'Firefox' });
    expect(await channelOf(pushOnly.user.id)).toBe('push');
  });

  it('refuses an endpoint that is not a known push service, and stores nothing', async () => {
    const provider = await createProviderAccount(database.db);
    const keys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: Buffer.alloc(16).toString('base64url') };
    for (const endpoint of [
      'http://169.254.169.254/latest',
      'https://evil.example/push',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://fcm.googleapis.com.evil.example/x',
    ]) {
      await expect(addPushSubscription(database.db, config, provider.actor, { endpoint, keys, label: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    await expect(
      addPushSubscription(database.db, config, provider.actor, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, label: 'Chrome' }),
    ).resolves.toMatchObject({ label: 'Chrome' });
    expect(await database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions)).toEqual([
      { endpoint: 'https://fcm.googleapis.com/fcm/send/abc' },
    ]);
  });
});
