import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { loadConfig } from '../../config.ts';
import { helpRequestSubmissions, jobs, outbox, providerResponses, providers, requestPhotos, users } from '../../db/schema.ts';
import { enqueue } from '../../jobs/registry.ts';
import { createMailer, type Mailer } from '../../lib/mailer.ts';
import { createWorker } from '../../start.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { createTestApp, sessionCookieFor } from '../../../test/services.ts';

const database = useTestDatabase();
const logger = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused', BASE_URL: 'https://wildline.test' });

const REQUESTER = { email: 'jamie.requester@example.org', fullName: 'Jamie Requester', phone: '303-555-0142', address: '1234 Secret Lane' };

/** The app's worker without its daily jobs, sending through `mailer` (the real outbox by default). */
function notificationWorker(mailer: Mailer = createMailer({ db: database.db, logger, from: config.mailFrom })) {
  return createWorker({ db: database.db, logger, mailer, config }, { daily: [] });
}

async function requester() {
  const user = await createUser(database.db, { email: REQUESTER.email, fullName: REQUESTER.fullName });
  await database.db.update(users).set({ phone: REQUESTER.phone }).where(eq(users.id, user.id));
  return user;
}

async function providerWithAccount(overrides: Partial<typeof providers.$inferInsert> = {}) {
  const owner = await createUser(database.db, { role: 'provider', email: `owner-${randomUUID()}@example.org` });
  const [provider] = await database.db
    .insert(providers)
    .values({
      name: 'Foothills Wildlife Care',
      type: 'rehabilitator',
      city: 'Boulder',
      state: 'CO',
      approved: true,
      claimed: true,
      userId: owner.id,
      email: 'listing@foothills.example',
      ...overrides,
    })
    .returning({ id: providers.id });
  // As an admin's approval of the claim leaves it (the role and provider_id set): the account runs
  // the listing.
  await database.db.update(users).set({ providerId: provider!.id }).where(eq(users.id, owner.id));
  return { id: provider!.id, ownerEmail: owner.email, ownerId: owner.id };
}

async function helpRequest(userId: string, overrides: Partial<typeof helpRequestSubmissions.$inferInsert> = {}) {
  const [request] = await database.db
    .insert(helpRequestSubmissions)
    .values({
      userId,
      address: REQUESTER.address,
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      type: 'emergency',
      animalType: 'Raptor (Hawk, Owl, Eagle)',
      situationDetails: 'A hawk is sitting on the ground and cannot fly.',
      donationAmount: '50.00',
      ...overrides,
    })
    .returning({ id: helpRequestSubmissions.id });
  return request!.id;
}

const mail = () => database.db.select({ to: outbox.to, subject: outbox.subject, text: outbox.text }).from(outbox).orderBy(asc(outbox.createdAt));
const jobRows = () => database.db.select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError }).from(jobs).orderBy(asc(jobs.id));
const makeDue = () => database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });

describe('telling a provider about a new request', () => {
  it('says how many photos the request has and links to each, which leads to sign in and then to the photo, or that it has none', async () => {
    const user = await requester();
    const provider = await providerWithAccount();
    const withPhotos = await helpRequest(user.id);
    const photo = { width: 4, height: 3, content: new Uint8Array([1]), thumbnail: new Uint8Array([1]) };
    const stored = await database.db
      .insert(requestPhotos)
      .values([
        { requestId: withPhotos, ...photo },
        { requestId: withPhotos, ...photo },
      ])
      .returning({ id: requestPhotos.id });
    const without = await helpRequest(user.id);
    await enqueue(database.db, 'notify-provider', [
      { requestId: withPhotos, providerId: provider.id },
      { requestId: without, providerId: provider.id },
    ]);
    expect(await notificationWorker().runOnce()).toBe(2);
    const texts = (await mail()).map((m) => m.text);
    const first = texts.find((t) => t.includes(withPhotos))!;
    expect(first).toContain('Photos: 2 (sign in to see them)');
    for (const { id } of stored) expect(first).toContain(`https://wildline.test/request-photos/${id}`);
    expect(texts.find((t) => t.includes(without))).toContain('Photos: None');

    // Each link does what the mail says: signed out, to sign in and back to the photo; signed in, the photo.
    const { app, auth } = createTestApp(database.db);
    const providerCookie = await sessionCookieFor(auth, provider.ownerId);
    for (const link of first.match(/^https:\/\/wildline\.test\/request-photos\/\S+$/gm)!) {
      const path = new URL(link).pathname;
      const signedOut = await app.request(path);
      expect([signedOut.status, signedOut.headers.get('location')]).toEqual([302, `/login?returnUrl=${encodeURIComponent(path)}`]);
      const signedIn = await app.request(path, { headers: { Cookie: providerCookie } });
      expect([signedIn.status, signedIn.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    }
  });

  it('e-mails the provider account the request, its link and its time in its state, and nothing that identifies the requester nor their pledge', async () => {
    const user = await requester();
    const provider = await providerWithAccount();
    const requestId = await helpRequest(user.id, { createdAt: new Date('2026-11-25T04:15:00Z') });
    await enqueue(database.db, 'notify-provider', { requestId, providerId: provider.id });

    expect(await notificationWorker().runOnce()).toBe(1);

    const [message, ...rest] = await mail();
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ to: provider.ownerEmail, subject: 'New wildlife emergency near Boulder, CO' });
    for (const expected of [
      'Type: Emergency',
      'Animal: Raptor (Hawk, Owl, Eagle)',
      'City: Boulder, CO',
      'ZIP: 80302',
      'Situation: A hawk is sitting on the ground and cannot fly.',
      `https://wildline.test/help-request/${requestId}`,
      'Sent: Nov 24, 2026, 9:15 PM MST',
    ]) {
      expect(message!.text).toContain(expected);
    }
    for (const secret of [REQUESTER.email, REQUESTER.phone, REQUESTER.address, REQUESTER.fullName, 'Jamie', 'Secret Lane']) {
      expect(message!.text).not.toContain(secret);
      expect(message!.subject).not.toContain(secret);
    }
    // The request pledged $50: a provider hears of it only once it has accepted (docs/decisions/049).
    expect(message!.text).not.toMatch(/pledge|donat|\$/i);
    expect(await jobRows()).toEqual([{ status: 'done', attempts: 1, lastError: null }]);
  });

  it('names a conflict as such, and mentions no pledge when there is none', async () => {
    const user = await requester();
    const provider = await providerWithAccount({ type: 'control' });
    const requestId = await helpRequest(user.id, { type: 'conflict', animalType: 'Raccoon', donationAmount: null, city: 'Fort Collins', zip: '80521' });
    await enqueue(database.db, 'notify-provider', { requestId, providerId: provider.id });
    await notificationWorker().runOnce();
    const [message] = await mail();
    expect(message!.subject).toBe('New wildlife conflict near Fort Collins, CO');
    expect(message!.text).toContain('Type: Conflict');
    expect(message!.text).not.toMatch(/pledge|\$/i);
  });

  it('says "(Sample listing)" after a sample listing\'s name, and nothing after a real one\'s', async () => {
    const user = await requester();
    const sample = await providerWithAccount({ name: 'Demo Creek Wildlife Care', sample: true });
    const real = await providerWithAccount({ name: 'Real Creek Wildlife Care' });
    const requestId = await helpRequest(user.id);
    await enqueue(database.db, 'notify-provider', { requestId, providerId: sample.id });
    await enqueue(database.db, 'notify-provider', { requestId, providerId: real.id });
    await notificationWorker().runOnce();
    await notificationWorker().runOnce();
    const messages = await mail();
    const toSample = messages.find((m) => m.to === sample.ownerEmail)!;
    expect(toSample.text).toContain('Hello Demo Creek Wildlife Care (Sample listing),');
    expect(toSample.text).toContain('because Demo Creek Wildlife Care (Sample listing) is');
    const toReal = messages.find((m) => m.to === real.ownerEmail)!;
    expect(toReal.text).toContain('Hello Real Creek Wildlife Care,');
    expect(toReal.text).not.toContain('Sample listing');
  });

  it('sends nothing once the request is no longer submitted, and closes the job', async () => {
    const user = await requester();
    const provider = await providerWithAccount();
    const cancelled = await helpRequest(user.id, { status: 'cancelled', cancellationReason: 'The hawk flew away' });
    const assigned = await helpRequest(user.id, { status: 'assigned' });
    for (const requestId of [cancelled, assigned]) await enqueue(database.db, 'notify-provider', { requestId, providerId: provider.id });

    expect(await notificationWorker().runOnce()).toBe(2);
    expect(await mail()).toEqual([]);
    expect(await jobRows()).toEqual([
      { status: 'done', attempts: 1, lastError: null },
      { status: 'done', attempts: 1, lastError: null },
    ]);
  });

  it('sends nothing to a listing without a verified provider account, or no longer approved', async () => {
    const user = await requester();
    const requestId = await helpRequest(user.id);
    const [unclaimed] = await database.db
      .insert(providers)
      .values({ name: 'Imported', type: 'rehabilitator', city: 'Boulder', state: 'CO', approved: true, email: 'imported@example.org' })
      .returning({ id: providers.id });
    const unapproved = await providerWithAccount({ approved: false });
    // Claimed by a member whose claim no admin has verified yet: the listing stays approved.
    const claimant = await createUser(database.db, { email: 'claimant@example.org' });
    const [pendingClaim] = await database.db
      .insert(providers)
      .values({ name: 'Claimed Imported', type: 'rehabilitator', city: 'Boulder', state: 'CO', approved: true, claimed: true, userId: claimant.id })
      .returning({ id: providers.id });
    // A provider an admin has since made a member again.
    const demoted = await providerWithAccount();
    await database.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.ownerId));
    for (const providerId of [unclaimed!.id, unapproved.id, pendingClaim!.id, demoted.id])
      await enqueue(database.db, 'notify-provider', { requestId, providerId });
    await notificationWorker().runOnce();
    expect(await mail()).toEqual([]);
  });

  it('is what a submitted request sets off: one e-mail per notified provider', async () => {
    const user = await requester();
    const provider = await providerWithAccount({ lat: 40.02, lng: -105.27 });
    const actor = { kind: 'user' as const, id: user.id, role: 'user' as const, email: user.email, fullName: user.fullName, providerId: null };
    const { id } = await submitHelpRequest(
      database.db,
      actor,
      {
        type: 'emergency',
        address: REQUESTER.address,
        city: 'Boulder',
        state: 'CO',
        zip: '80302',
        lat: 40.015,
        lng: -105.27,
        animalType: 'Raptor (Hawk, Owl, Eagle)',
        situationDetails: 'Hit by a car.',
        donationAmount: null,
        responses: {},
      },
      randomUUID(),
    );
    await notificationWorker().runOnce();
    // The provider's notice, and the requester's own confirmation (confirm-request.test.ts).
    expect(await mail()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ to: provider.ownerEmail, text: expect.stringContaining(`/help-request/${id}`) }),
        expect.objectContaining({ to: REQUESTER.email }),
      ]),
    );
    expect(await mail()).toHaveLength(2);
  });
});

describe('delivery failures', () => {
  /** A mailer whose SMTP server is down for the first `failures` messages. */
  function flakyMailer(failures: number): Mailer {
    const real = createMailer({ db: database.db, logger, from: config.mailFrom });
    let calls = 0;
    return {
      async send(message) {
        if (++calls <= failures) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
        await real.send(message);
      },
    };
  }

  it('retries after a failed send, with the error kept, and e-mails once it works', async () => {
    const user = await requester();
    const provider = await providerWithAccount();
    const requestId = await helpRequest(user.id);
    await enqueue(database.db, 'notify-provider', { requestId, providerId: provider.id });
    const worker = notificationWorker(flakyMailer(2));

    await worker.runOnce();
    expect(await jobRows()).toEqual([{ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:587' }]);
    expect(await worker.runOnce()).toBe(0); // backing off
    await makeDue();
    await worker.runOnce();
    expect(await jobRows()).toEqual([{ status: 'pending', attempts: 2, lastError: 'connect ECONNREFUSED 127.0.0.1:587' }]);
    await makeDue();
    await worker.runOnce();

    expect(await jobRows()).toEqual([{ status: 'done', attempts: 3, lastError: null }]);
    expect(await mail()).toHaveLength(1);
  });

  it('gives up after the job has used its attempts', async () => {
    const user = await requester();
    const provider = await providerWithAccount();
    const requestId = await helpRequest(user.id);
    await enqueue(database.db, 'notify-provider', { requestId, providerId: provider.id });
    const worker = notificationWorker(flakyMailer(Infinity));
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await worker.runOnce()).toBe(1);
      await makeDue();
    }
    expect(await worker.runOnce()).toBe(0);
    expect(await jobRows()).toEqual([{ status: 'failed', attempts: 5, lastError: 'connect ECONNREFUSED 127.0.0.1:587' }]);
    expect(await mail()).toEqual([]);
  });

  it('fails a malformed payload at once, without retrying', async () => {
    // Stored as enqueue would refuse it (by an older version, or by hand).
    await database.db.insert(jobs).values({ kind: 'notify-provider', payload: { requestId: 'not-a-uuid' } });
    await notificationWorker().runOnce();
    const [job] = await jobRows();
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job!.lastError).toMatch(/^Invalid payload: requestId/);
  });
});

describe('telling the requester a provider accepted', () => {
  async function acceptedBy(requestId: string, providerId: string, at = new Date()) {
    await database.db.insert(providerResponses).values({ requestId, providerId, status: 'accepted', providerContactedAt: at, createdAt: at });
    await database.db.update(helpRequestSubmissions).set({ status: 'assigned' }).where(eq(helpRequestSubmissions.id, requestId));
  }

  it('e-mails the requester who accepted and when (in the request’s state time), how to reach them, and the dashboard link', async () => {
    const user = await requester();
    const provider = await providerWithAccount({ phone: '720-555-0199', website: 'https://foothills.example' });
    const requestId = await helpRequest(user.id);
    await acceptedBy(requestId, provider.id, new Date('2026-11-25T04:40:00Z'));
    await enqueue(database.db, 'notify-requester', { requestId, providerId: provider.id });

    expect(await notificationWorker().runOnce()).toBe(1);

    const [message, ...rest] = await mail();
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ to: REQUESTER.email, subject: 'Foothills Wildlife Care accepted your help request' });
    for (const expected of [
      'Hello Jamie Requester,',
      'Foothills Wildlife Care, a wildlife rehabilitator in Boulder, CO, accepted',
      'in Boulder, CO on Nov 24, 2026, 9:40 PM MST.',
      'Phone: 720-555-0199',
      'E-mail: listing@foothills.example',
      'Website: https://foothills.example',
      'https://wildline.test/dashboard',
    ]) {
      expect(message!.text).toContain(expected);
    }
  });

  it('says "(Sample listing)" after a sample listing\'s name, in the subject and the text', async () => {
    const user = await requester();
    const provider = await providerWithAccount({ name: 'Demo Creek Wildlife Care', sample: true, phone: '303-555-0100' });
    const requestId = await helpRequest(user.id);
    await acceptedBy(requestId, provider.id);
    await enqueue(database.db, 'notify-requester', { requestId, providerId: provider.id });
    await notificationWorker().runOnce();
    const [message] = await mail();
    expect(message!.subject).toBe('Demo Creek Wildlife Care (Sample listing) accepted your help request');
    expect(message!.text).toContain('Demo Creek Wildlife Care (Sample listing), a wildlife rehabilitator in Boulder, CO, accepted');
  });

  it('leaves out the contact lines the listing does not have', async () => {
    const user = await requester();
    const provider = await providerWithAccount({ email: null });
    const requestId = await helpRequest(user.id);
    await acceptedBy(requestId, provider.id);
    await enqueue(database.db, 'notify-requester', { requestId, providerId: provider.id });
    await notificationWorker().runOnce();
    const [message] = await mail();
    expect(message!.text).not.toMatch(/Phone:|E-mail:|Website:|reach them/);
  });

  it('sends nothing when that provider has not accepted, or the request was cancelled since', async () => {
    const user = await requester();
    const provider = await providerWithAccount();
    const notAccepted = await helpRequest(user.id);
    const cancelled = await helpRequest(user.id);
    await acceptedBy(cancelled, provider.id);
    await database.db.update(helpRequestSubmissions).set({ status: 'cancelled' }).where(eq(helpRequestSubmissions.id, cancelled));
    for (const requestId of [notAccepted, cancelled]) await enqueue(database.db, 'notify-requester', { requestId, providerId: provider.id });

    expect(await notificationWorker().runOnce()).toBe(2);
    expect(await mail()).toEqual([]);
    expect((await jobRows()).map((j) => j.status)).toEqual(['done', 'done']);
  });
});
