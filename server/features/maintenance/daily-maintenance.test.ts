import { Writable } from 'node:stream';
import { asc, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createUser } from '../../../test/factories.ts';
import { createAuth } from '../../auth/auth.ts';
import { loadConfig } from '../../config.ts';
import type { AppServices } from '../../context.ts';
import { deliveryAttempts, helpRequestSubmissions as requests, jobs, outbox, rateLimits, requestPhotos, wizardDrafts } from '../../db/schema.ts';
import { createOfflineGeocoder } from '../../lib/geocoder.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createRealtime } from '../../lib/realtime.ts';
import { freshMatches } from '../matching/kept-matches.ts';
import { createWorker } from '../../start.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { runDailyMaintenance } from './daily-maintenance.ts';

// Retention, enforced (docs/decisions/018): what the daily job deletes and strips, what it leaves,
// and that it runs once a day however many server processes poll the jobs table.
const database = useTestDatabase();

const NOW = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600_000);

async function request(status: 'submitted' | 'assigned' | 'resolved' | 'cancelled', closedDaysAgo: number) {
  const requester = actorFor(await createUser(database.db));
  const { id } = await submitHelpRequest(database.db, requester, BOULDER_REQUEST, crypto.randomUUID());
  await database.db
    .update(requests)
    .set({ status, updatedAt: daysAgo(closedDaysAgo) })
    .where(eq(requests.id, id));
  return id;
}

describe('the daily maintenance', () => {
  it('deletes drafts, spent counters, finished jobs, delivery records and sent mail past their periods, and nothing younger', async () => {
    await database.db.insert(wizardDrafts).values([
      { id: 'stale-draft', data: { location: { city: 'Boulder' } }, updatedAt: daysAgo(7.1) },
      { id: 'fresh-draft', data: {}, updatedAt: daysAgo(6.9) },
    ]);
    // A photo added to the abandoned draft goes with it; one on the fresh draft stays.
    const photo = { width: 1, height: 1, content: new Uint8Array([1]), thumbnail: new Uint8Array([1]) };
    await database.db.insert(requestPhotos).values([
      { draftId: 'stale-draft', ...photo },
      { draftId: 'fresh-draft', ...photo },
    ]);
    await database.db.insert(rateLimits).values([
      { key: 'wl:signin-email:old@example.org', count: 3, lastRequest: NOW.getTime() - 25 * 3600_000 },
      { key: 'wl:signin-email:new@example.org', count: 3, lastRequest: NOW.getTime() - 30 * 60_000 },
    ]);
    await database.db.insert(jobs).values([
      { kind: 'send-mail', status: 'done', dedupeKey: 'old-done', updatedAt: daysAgo(31) },
      { kind: 'send-mail', status: 'failed', dedupeKey: 'old-failed', updatedAt: daysAgo(31) },
      { kind: 'send-mail', status: 'done', dedupeKey: 'young-done', updatedAt: daysAgo(29) },
      { kind: 'send-mail', status: 'pending', dedupeKey: 'old-pending', updatedAt: daysAgo(90), runAt: daysAgo(90) },
    ]);
    await database.db.insert(deliveryAttempts).values([
      { channel: 'mail', delivered: false, error: '421 Service not available', createdAt: daysAgo(31) },
      { channel: 'push', delivered: true, createdAt: daysAgo(29) },
    ]);
    await database.db.insert(outbox).values([
      { to: 'old@example.org', subject: 'Old', text: 'Sent long ago', createdAt: daysAgo(31) },
      { to: 'new@example.org', subject: 'New', text: 'Sent lately', createdAt: daysAgo(29) },
    ]);

    expect(await runDailyMaintenance(database.db, NOW)).toEqual({
      draftPhotos: 1,
      wizardDrafts: 1,
      rateLimits: 1,
      finishedJobs: 2,
      deliveryAttempts: 1,
      sentMail: 1,
      requestsStripped: 0,
    });
    expect((await database.db.select({ id: wizardDrafts.id }).from(wizardDrafts)).map((r) => r.id)).toEqual(['fresh-draft']);
    expect((await database.db.select({ draftId: requestPhotos.draftId }).from(requestPhotos)).map((r) => r.draftId)).toEqual(['fresh-draft']);
    expect((await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(['wl:signin-email:new@example.org']);
    expect((await database.db.select({ key: jobs.dedupeKey }).from(jobs).orderBy(asc(jobs.id))).map((r) => r.key)).toEqual(['young-done', 'old-pending']);
    expect((await database.db.select({ subject: outbox.subject }).from(outbox)).map((r) => r.subject)).toEqual(['New']);
    expect((await database.db.select({ channel: deliveryAttempts.channel }).from(deliveryAttempts)).map((r) => r.channel)).toEqual(['push']);
    // Idempotent: a second run (a retry, the next day) finds nothing more.
    expect(await runDailyMaintenance(database.db, NOW)).toEqual({
      draftPhotos: 0,
      wizardDrafts: 0,
      rateLimits: 0,
      finishedJobs: 0,
      deliveryAttempts: 0,
      sentMail: 0,
      requestsStripped: 0,
    });
  });

  it('strips the street address and location from requests closed more than a year ago, and only those', async () => {
    const [resolvedLongAgo, cancelledLongAgo, resolvedLately, openLongAgo, assignedLongAgo] = [
      await request('resolved', 366),
      await request('cancelled', 400),
      await request('resolved', 360),
      await request('submitted', 800),
      await request('assigned', 800),
    ];
    expect((await runDailyMaintenance(database.db, NOW)).requestsStripped).toBe(2);
    const rows = await database.db
      .select({
        id: requests.id,
        address: requests.address,
        lat: requests.lat,
        lng: requests.lng,
        removedAt: requests.contactRemovedAt,
        city: requests.city,
        situation: requests.situationDetails,
        updatedAt: requests.updatedAt,
      })
      .from(requests)
      .where(inArray(requests.id, [resolvedLongAgo, cancelledLongAgo, resolvedLately, openLongAgo, assignedLongAgo]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [resolvedLongAgo, cancelledLongAgo]) {
      // What a provider needs to understand the request stays: the city, the animal, the situation.
      expect(byId.get(id)).toMatchObject({ address: null, lat: null, lng: null, removedAt: NOW, city: 'Boulder', situation: BOULDER_REQUEST.situationDetails });
    }
    expect(byId.get(cancelledLongAgo)!.updatedAt).toEqual(daysAgo(400));
    for (const id of [resolvedLately, openLongAgo, assignedLongAgo]) {
      expect(byId.get(id)).toMatchObject({ address: '1 Pearl St', lat: BOULDER_REQUEST.lat, removedAt: null });
    }
    expect((await runDailyMaintenance(database.db, NOW)).requestsStripped).toBe(0);
  });

  it('runs once a day through the jobs table, however many server processes poll it', async () => {
    await database.db.insert(wizardDrafts).values({ id: 'stale-draft', data: {}, updatedAt: new Date(Date.now() - 8 * 24 * 3600_000) });
    const logLines: { msg: string }[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    /** What one server process builds (start.ts), over the shared database. */
    const processServices = (): AppServices => {
      const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused' });
      const logger = pino({ level: 'info' }, sink);
      const mailer = createMailer({ db: database.db, logger, from: config.mailFrom });
      return {
        db: database.db,
        config,
        logger,
        mailer,
        auth: createAuth({ db: database.db, config, mailer }),
        geocoder: createOfflineGeocoder(),
        realtime: createRealtime(database.db, logger),
        match: freshMatches(database.db),
      };
    };
    const today = () => new Date();
    const [first, second] = [createWorker(processServices(), { now: today }), createWorker(processServices(), { now: today })];
    await Promise.all([first.runOnce(), second.runOnce()]);
    await Promise.all([second.runOnce(), first.runOnce()]);

    const day = new Date().toISOString().slice(0, 10);
    expect(await database.db.select({ key: jobs.dedupeKey, status: jobs.status, attempts: jobs.attempts }).from(jobs)).toEqual([
      { key: `daily-maintenance:${day}`, status: 'done', attempts: 1 },
    ]);
    expect(logLines.filter((line) => line.msg === 'daily maintenance: retention periods enforced')).toHaveLength(1);
    expect(await database.db.select().from(wizardDrafts)).toEqual([]);
  });
});
