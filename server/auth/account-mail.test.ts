import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { localMailServer, type MailServerMode } from '../../test/mail-server.ts';
import { postForm } from '../../test/services.ts';
import { loadConfig } from '../config.ts';
import type { AppServices } from '../context.ts';
import { jobs, outbox } from '../db/schema.ts';
import { createHttpApp } from '../http.ts';
import { createOfflineGeocoder } from '../lib/geocoder.ts';
import { createMailer } from '../lib/mailer.ts';
import { createRealtime } from '../lib/realtime.ts';
import { freshMatches } from '../features/matching/kept-matches.ts';
import { createWorker } from '../start.ts';
import { createAuth } from './auth.ts';

// The mail a request causes (the password-reset link; "this address already has an account",
// decision 007), with SMTP_URL set: the pages answer without waiting for the mail server, alike
// for known and unknown addresses however it fails, and the job worker delivers the mail later,
// retrying while the server is down. A mail server on 127.0.0.1 plays the part: down, silent, or up.

const database = useTestDatabase();
const NEW_PASSWORD = 'heron-marsh-2025';
const FORGOT_SENT = 'If an account exists for this email, a password reset link has been sent.';
let build: ServerBuild;

beforeAll(async () => {
  build = await loadServerBuild();
});

let closeMailServer: (() => Promise<void>) | undefined;
afterEach(async () => {
  await closeMailServer?.();
  closeMailServer = undefined;
});

/** The pages of the production build, and the services a server process has, with SMTP_URL set. */
async function appWithMailServer(mode: MailServerMode) {
  const mailServer = await localMailServer(mode);
  closeMailServer = mailServer.close;
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused', SMTP_URL: mailServer.url });
  const logger = pino({ level: 'silent' });
  const db = database.db;
  const mailer = createMailer({ db, logger, smtpUrl: config.smtpUrl, from: config.mailFrom });
  const services: AppServices = {
    db,
    config,
    logger,
    mailer,
    auth: createAuth({ db, config, mailer }),
    geocoder: createOfflineGeocoder(),
    realtime: createRealtime(db, logger),
    match: freshMatches(db),
  };
  const app = createHttpApp({ ...services, build, isReady: async () => true });
  return { app, services, mailServer };
}

type App = Awaited<ReturnType<typeof appWithMailServer>>['app'];

const register = (app: App, email: string) =>
  postForm(app, '/register', { firstName: 'Robin', lastName: 'Quill', email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, acceptTerms: 'on' });
const forgotPassword = (app: App, email: string) => postForm(app, '/forgot-password', { email });

/** A page as anyone would see it: without the nonce that changes with every answer. */
const pageText = async (res: Response) => (await res.text()).replace(/nonce="[^"]*"/g, '');

const mailJobs = () =>
  database.db
    .select({ status: jobs.status, attempts: jobs.attempts, lastError: jobs.lastError, payload: jobs.payload })
    .from(jobs)
    .where(eq(jobs.kind, 'send-mail'));
const makeDue = () => database.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` });

describe('account mail with a mail server that is down', () => {
  it('/register with a known address and /forgot-password answer as for unknown addresses, and the mail waits in the queue', async () => {
    const { app } = await appWithMailServer('down');
    const known = await createUser(database.db);

    const [registeredKnown, registeredNew] = [await register(app, known.email), await register(app, 'someone-new@example.org')];
    expect(registeredKnown.status).toBe(302);
    expect([registeredKnown.status, registeredKnown.headers.get('location')]).toEqual([registeredNew.status, registeredNew.headers.get('location')]);

    const [resetKnown, resetUnknown] = [await forgotPassword(app, known.email), await forgotPassword(app, 'nobody@example.org')];
    expect(resetKnown.status).toBe(200);
    expect(resetUnknown.status).toBe(200);
    const knownPage = await pageText(resetKnown);
    expect(knownPage).toContain(FORGOT_SENT);
    expect(knownPage).toBe(await pageText(resetUnknown));

    const queued = await mailJobs();
    expect(queued.map((job) => [job.status, (job.payload as { to: string; subject: string }).subject])).toEqual(
      expect.arrayContaining([
        ['pending', 'Your Wildline account'],
        ['pending', 'Reset your Wildline password'],
      ]),
    );
    expect(queued).toHaveLength(2);
    expect(queued.every((job) => (job.payload as { to: string }).to === known.email)).toBe(true);
    expect(await database.db.select().from(outbox)).toEqual([]);
  });

  it('a mail server that never answers does not hold the answer', async () => {
    const { app } = await appWithMailServer('silent');
    const known = await createUser(database.db);
    for (const send of [() => forgotPassword(app, known.email), () => register(app, known.email)]) {
      const started = performance.now();
      const res = await send();
      // nodemailer would wait 15 s for the greeting
      expect(performance.now() - started).toBeLessThan(5000);
      expect(res.status).toBeLessThan(400);
    }
    expect(await mailJobs()).toHaveLength(2);
  });

  it('the worker retries with back-off until the server is back, and the reset link it then mails works once', async () => {
    const { app, services, mailServer } = await appWithMailServer('down');
    const user = await createUser(database.db);
    expect((await forgotPassword(app, user.email)).status).toBe(200);
    // Without the daily maintenance job, so each run counts mail only.
    const worker = createWorker(services, { daily: [] });

    expect(await worker.runOnce()).toBe(1);
    const [failed] = await mailJobs();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toContain('421');
    expect(await worker.runOnce()).toBe(0); // backing off

    mailServer.state.mode = 'up';
    await makeDue();
    expect(await worker.runOnce()).toBe(1);
    expect(await mailJobs()).toEqual([expect.objectContaining({ status: 'done', attempts: 2, lastError: null })]);
    expect(mailServer.state.received).toHaveLength(1);
    expect(mailServer.state.received[0]).toContain(`To: ${user.email}`);
    const [sent] = await database.db.select({ to: outbox.to, status: outbox.status, text: outbox.text }).from(outbox);
    expect(sent).toMatchObject({ to: user.email, status: 'sent' });

    const token = /\/reset-password\?token=([^\s]+)/.exec(sent!.text)![1]!;
    const reset = await postForm(app, '/reset-password', { token: decodeURIComponent(token), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await reset.text()).not.toContain('Invalid or expired password reset link');
    expect((await postForm(app, '/login', { email: user.email, password: NEW_PASSWORD })).status).toBe(302);
    expect((await postForm(app, '/login', { email: user.email, password: TEST_PASSWORD })).status).toBe(401);

    const again = await postForm(app, '/reset-password', { token: decodeURIComponent(token), password: 'another-heron-9', confirmPassword: 'another-heron-9' });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('Invalid or expired password reset link. Please try again.');
  });
});
