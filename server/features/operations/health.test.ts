import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { localMailServer } from '../../../test/mail-server.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, signedInAs } from '../../../test/services.ts';
import { loadConfig } from '../../config.ts';
import { deliveryAttempts, jobs } from '../../db/schema.ts';
import { enqueue } from '../../jobs/registry.ts';
import { fixClock } from '../../lib/clock.ts';
import { recordDelivery } from '../../lib/deliveries.ts';
import { createMailer } from '../../lib/mailer.ts';
import { getHealth, MAINTENANCE_LATE_HOURS, STUCK_AFTER_SECONDS, type DeliveryHealth } from './health.ts';

// The admin overview's Health panel: red lines when mail stops going out (an SMTP server on
// 127.0.0.1 that refuses), when a job waits with nobody taking it (the injected clock moved on),
// when notifications fail and when the daily maintenance has not run; for administrators only.

const database = useTestDatabase();
const logger = pino({ level: 'silent' });
const MINUTE_MS = 60_000;
const MAIL = { to: 'caller@example.org', subject: 'Your request was sent', text: 'We told 2 rehabilitators.' };
let build: ServerBuild;

beforeAll(async () => {
  build = await loadServerBuild();
});
afterEach(() => fixClock(undefined));

const smtpConfig = (url: string) => loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused', SMTP_URL: url });
const admin = async () => actorFor(await createUser(database.db, { role: 'admin' }));
/** The daily maintenance, done `hoursAgo`. */
const maintenanceDone = (hoursAgo: number) =>
  database.db
    .insert(jobs)
    .values({ kind: 'daily-maintenance', payload: { day: '2026-11-27' }, status: 'done', updatedAt: new Date(Date.now() - hoursAgo * 3_600_000) });

describe('the Health panel', () => {
  it('is for administrators only', async () => {
    const config = smtpConfig('smtp://127.0.0.1:9');
    await expect(getHealth(database.db, actorFor(await createUser(database.db)), { config })).rejects.toMatchObject({ status: 403 });
    await expect(getHealth(database.db, { kind: 'anonymous' }, { config })).rejects.toMatchObject({ status: 401 });
  });

  it('shows every line working when mail and notifications go, nothing waits and the maintenance ran today', async () => {
    const smtp = await localMailServer('up');
    try {
      const config = smtpConfig(smtp.url);
      await createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom }).send(MAIL);
      await recordDelivery(database.db, logger, 'push', { delivered: true });
      await maintenanceDone(2);
      const health = await getHealth(database.db, await admin(), { config });
      expect(health.mail).toMatchObject({ mode: 'smtp', failuresLastHour: 0, lastFailure: null, needsAttention: false });
      expect((health.mail as { lastDeliveredAt: Date }).lastDeliveredAt).toBeInstanceOf(Date);
      expect(health.push).toMatchObject({ failuresLastHour: 0, needsAttention: false });
      expect(health.jobs).toEqual({ waiting: 0, oldestWaitingSeconds: 0, oldestWaitingKind: null, failedLastDay: [], needsAttention: false });
      expect(health.maintenance.needsAttention).toBe(false);
    } finally {
      await smtp.close();
    }
  });

  it('turns mail red while the SMTP server refuses, and back once mail goes again', async () => {
    const smtp = await localMailServer('down');
    try {
      const config = smtpConfig(smtp.url);
      const mailer = createMailer({ db: database.db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
      await expect(mailer.send(MAIL)).rejects.toThrow();
      await expect(mailer.send(MAIL)).rejects.toThrow();
      const failing = await getHealth(database.db, await admin(), { config });
      expect(failing.mail).toMatchObject({ mode: 'smtp', lastDeliveredAt: null, failuresLastHour: 2, needsAttention: true });
      // What the server said, with nobody's address in it.
      expect((failing.mail as { lastFailure: { error: string } }).lastFailure.error).toContain('421');
      expect(JSON.stringify(failing)).not.toContain('caller@example.org');

      smtp.state.mode = 'up';
      await mailer.send(MAIL);
      const again = await getHealth(database.db, await admin(), { config });
      expect(again.mail).toMatchObject({ failuresLastHour: 2, needsAttention: false });
    } finally {
      await smtp.close();
    }
  });

  it('turns the job queue red when a job has waited past the limit with nobody taking it (the clock moved on), and on a job that failed for good', async () => {
    const config = smtpConfig('smtp://127.0.0.1:9');
    const administrator = await admin();
    await enqueue(database.db, 'confirm-request', { requestId: '00000000-0000-4000-8000-000000000001' });
    expect((await getHealth(database.db, administrator, { config })).jobs).toMatchObject({ waiting: 1, needsAttention: false });

    fixClock(new Date(Date.now() + STUCK_AFTER_SECONDS * 1000 + 2 * MINUTE_MS));
    const stuck = (await getHealth(database.db, administrator, { config })).jobs;
    expect(stuck).toMatchObject({ waiting: 1, oldestWaitingKind: 'confirm-request', needsAttention: true });
    expect(stuck.oldestWaitingSeconds).toBeGreaterThanOrEqual(STUCK_AFTER_SECONDS + 110);
    fixClock(undefined);

    await database.db.update(jobs).set({ status: 'failed', lastError: 'No such request' });
    expect((await getHealth(database.db, administrator, { config })).jobs).toEqual({
      waiting: 0,
      oldestWaitingSeconds: 0,
      oldestWaitingKind: null,
      failedLastDay: [{ kind: 'confirm-request', count: 1 }],
      needsAttention: true,
    });
  });

  it('turns notifications red while the push service fails, and the maintenance red when it is late or failed', async () => {
    const config = smtpConfig('smtp://127.0.0.1:9');
    const administrator = await admin();
    await recordDelivery(database.db, logger, 'push', { delivered: true });
    await recordDelivery(database.db, logger, 'push', { delivered: false, error: new Error('push service answered 503') });
    let health = await getHealth(database.db, administrator, { config });
    expect(health.push).toMatchObject({ failuresLastHour: 1, needsAttention: true, lastFailure: { error: 'push service answered 503' } });
    // Two tries in one instant: the one written last says how it stands.
    const instant = new Date();
    await database.db.insert(deliveryAttempts).values([
      { channel: 'mail', delivered: false, error: 'refused', createdAt: instant },
      { channel: 'mail', delivered: true, createdAt: instant },
      { channel: 'push', delivered: true, createdAt: instant },
      { channel: 'push', delivered: false, error: 'push service answered 503', createdAt: instant },
    ]);
    health = await getHealth(database.db, administrator, { config });
    expect([(health.mail as DeliveryHealth).needsAttention, health.push.needsAttention]).toEqual([false, true]);
    expect(health.maintenance).toEqual({ lastRunAt: null, lastFailedAt: null, needsAttention: true });

    await maintenanceDone(MAINTENANCE_LATE_HOURS + 1);
    expect((await getHealth(database.db, administrator, { config })).maintenance.needsAttention).toBe(true);
    await maintenanceDone(1);
    health = await getHealth(database.db, administrator, { config });
    expect(health.maintenance.needsAttention).toBe(false);
    await database.db.insert(jobs).values({ kind: 'daily-maintenance', payload: { day: '2026-11-28' }, status: 'failed' });
    expect((await getHealth(database.db, administrator, { config })).maintenance.needsAttention).toBe(true);
  });

  it('says mail goes nowhere with MAIL=log, and flags production without a mail server', async () => {
    const administrator = await admin();
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused' };
    expect((await getHealth(database.db, administrator, { config: loadConfig({ ...base, MAIL: 'log' }) })).mail).toEqual({
      mode: 'log',
      needsAttention: false,
    });
    expect((await getHealth(database.db, administrator, { config: loadConfig(base) })).mail).toEqual({ mode: 'outbox', needsAttention: true });
  });

  it('shows the red lines on the admin dashboard, in words as well as colour', async () => {
    const smtp = await localMailServer('down');
    try {
      const { app } = createTestApp(database.db, { build, env: { SMTP_URL: smtp.url } });
      const mailer = createMailer({ db: database.db, logger, smtpUrl: smtp.url, from: 'Wildline <no-reply@wildline.example>' });
      await expect(mailer.send(MAIL)).rejects.toThrow();
      await enqueue(database.db, 'send-mail', MAIL);
      await maintenanceDone(1);
      fixClock(new Date(Date.now() + 20 * MINUTE_MS));
      const { cookie } = await signedInAs(app, database.db, 'admin');
      const res = await app.request('/admin-dashboard', { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      const text = pageText(await res.text());
      expect(text).toContain('Mail delivery: Needs attention');
      expect(text).toContain('1 failure in the last hour.');
      expect(text).toContain('Job queue: Needs attention');
      expect(text).toMatch(/1 job is waiting; the oldest \(send-mail\) for 2\d minutes\./);
      expect(text).toContain('Browser notifications: Working');
      expect(text).toContain('Daily maintenance: Working');
    } finally {
      await smtp.close();
    }
  });
});
