import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createProviderAccount, createUser, insertSeededPhoneLines } from '../../../test/factories.ts';
import type { Actor } from '../../auth/actor.ts';
import { loadConfig } from '../../config.ts';
import { auditLog, helpRequestSubmissions, jobs, outbox, providerContacts, providerResponses, providers, systemSettings, users } from '../../db/schema.ts';
import { createMailer } from '../../lib/mailer.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { createWorker } from '../../start.ts';
import { answerByLink, openLinkedRequest, takeOverListing } from '../providers/respond-by-link.ts';
import { stopListingEmails } from '../providers/listing-emails.ts';
import { cancelOwnHelpRequest } from './manage-own-request.ts';
import { updateOutreachSettings } from './manage-system-settings.ts';
import { EMAILS_PER_LISTING_PER_DAY } from './outreach.ts';
import { submitHelpRequest, type HelpRequestInput } from './submit-help-request.ts';

// The request network (decision 048): listings that have an e-mail address and no account are
// told of a request by e-mail with links signed for them; accepting by link works as a provider's
// acceptance; nobody waits in silence while nobody accepts; every link that should not work does
// not, and changes nothing. On PGlite, and on PostgreSQL in CI.

const database = useTestDatabase();
const db = () => database.db;
const logger = pino({ level: process.env.DEBUG_JOBS ? 'info' : 'silent' });
const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'y'.repeat(32), DATA_DIR: '/nonexistent-unused', BASE_URL: 'https://wildline.test' });
const links = linkSignerFor(config);

/** 10:00 on a Wednesday in Columbus, Ohio; the clock the tests move. */
const START = new Date('2026-12-02T15:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

/** The app's worker at a moment: it runs the jobs due then. */
const workerAt = (now: Date) =>
  createWorker({ db: db(), logger, mailer: createMailer({ db: db(), logger, from: config.mailFrom }), config }, { daily: [], now: () => now });
async function runJobsAt(now: Date) {
  const worker = workerAt(now);
  while ((await worker.runOnce()) > 0);
}

const COLUMBUS = { city: 'Columbus', state: 'OH' as const, zip: '43215', lat: 39.96, lng: -83.0 };
const REQUEST: HelpRequestInput = {
  type: 'emergency',
  address: '88 Hidden Lane',
  ...COLUMBUS,
  animalType: 'Songbird',
  situationDetails: 'A robin with a drooping wing on our patio.',
  donationAmount: null,
  responses: {},
};

/** An imported listing: approved, no account; `miles` east of Columbus. */
async function listing(name: string, values: Partial<typeof providers.$inferInsert> & { miles?: number } = {}) {
  const { miles = 1, ...rest } = values;
  const [row] = await db()
    .insert(providers)
    .values({
      name,
      type: 'rehabilitator',
      city: 'Columbus',
      state: 'OH',
      lat: 39.96,
      lng: -83.0 + miles / 53,
      approved: true,
      claimed: false,
      phone: '614-555-0100',
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
      importKey: `oh:${name}`,
      ...rest,
    })
    .returning();
  return row!;
}

async function requester() {
  const user = await createUser(db(), { email: `asker-${randomUUID()}@example.org`, fullName: 'Dana Asker' });
  await db().update(users).set({ phone: '614-555-0199' }).where(eq(users.id, user.id));
  return { user, actor: actorFor(user) as Extract<Actor, { kind: 'user' }> };
}

const submit = async (actor: Actor, input: HelpRequestInput = REQUEST, now = START) => (await submitHelpRequest(db(), actor, input, randomUUID(), { now })).id;
const contactsOf = (requestId: string) =>
  db()
    .select({ providerId: providerContacts.providerId, type: providerContacts.contactType, round: providerContacts.round })
    .from(providerContacts)
    .where(eq(providerContacts.requestId, requestId))
    .orderBy(asc(providerContacts.createdAt));
const mailTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));
/** The "I can take this" link in a listing's e-mail. */
const respondToken = (text: string) => /\/listing-request\/([\w.-]+)/.exec(text)?.[1] ?? '';

describe('a request that matches listings without an account', () => {
  it('e-mails the nearest three with an address (none without one, none that stopped them), never the requester’s name, street, phone or e-mail', async () => {
    const nearest = await listing('Olentangy Songbird Care', { miles: 1 });
    await listing('No Address Rescue', { miles: 2, email: null });
    await listing('Stopped Rescue', { miles: 3, outreachStoppedAt: START, outreachStoppedVia: 'link' });
    const second = await listing('Scioto Wildlife Rehab', { miles: 4 });
    const third = await listing('Darby Creek Wildlife', { miles: 5 });
    const fourth = await listing('Far Field Rescue', { miles: 6 });
    const { actor } = await requester();
    const id = await submit(actor);
    expect((await contactsOf(id)).map((c) => [c.providerId, c.type, c.round])).toEqual([
      [nearest.id, 'email', 1],
      [second.id, 'email', 1],
      [third.id, 'email', 1],
    ]);

    await runJobsAt(START);
    const [mail, ...more] = await mailTo(nearest.email!);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Wildlife emergency near Columbus, OH: can you take it?');
    for (const part of [
      'Animal: Songbird',
      'Town: Columbus, OH 43215',
      'A robin with a drooping wing',
      'Photos: none',
      'from the OH list of licensed wildlife rehabilitators',
    ])
      expect(mail!.text).toContain(part);
    for (const secret of ['Dana Asker', '88 Hidden Lane', '614-555-0199', actor.email]) expect(mail!.text).not.toContain(secret);
    const stop = /Stop these e-mails \(one click\): (\S+)/.exec(mail!.text)![1]!;
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await mailTo(fourth.email!)).toEqual([]);
  });

  it('tells a listing run by an account through it, as before, and counts it among those told', async () => {
    const { listing: run } = await createProviderAccount(db(), { name: 'Run By Account', city: 'Columbus', state: 'OH', lat: 39.96, lng: -82.99 });
    const { actor } = await requester();
    const id = await submit(actor);
    expect(await contactsOf(id)).toEqual([{ providerId: run.id, type: 'notification', round: 1 }]);
    const [request] = await db()
      .select({ notified: helpRequestSubmissions.notifiedProviders })
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.id, id));
    expect(request!.notified).toEqual([run.id]);
  });

  it(`holds the daily limit of ${EMAILS_PER_LISTING_PER_DAY} e-mails a listing`, async () => {
    const busy = await listing('Busy Rescue');
    const { actor } = await requester();
    for (let n = 0; n < EMAILS_PER_LISTING_PER_DAY + 2; n++) await submit(actor, REQUEST, minutes(n));
    const emailed = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(providerContacts)
      .where(and(eq(providerContacts.providerId, busy.id), eq(providerContacts.contactType, 'email')));
    expect(Number(emailed[0]!.n)).toBe(EMAILS_PER_LISTING_PER_DAY);
    // A day later it is told again.
    await submit(actor, REQUEST, minutes(24 * 60 + 5));
    const after = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(providerContacts)
      .where(eq(providerContacts.providerId, busy.id));
    expect(Number(after[0]!.n)).toBe(EMAILS_PER_LISTING_PER_DAY + 1);
  });
});

describe('the links in a listing’s e-mail', () => {
  async function told() {
    const olentangy = await listing('Olentangy Songbird Care', { miles: 1 });
    const scioto = await listing('Scioto Wildlife Rehab', { miles: 2 });
    const { actor } = await requester();
    const id = await submit(actor);
    await runJobsAt(START);
    const tokenOf = async (l: { email: string | null }) => respondToken((await mailTo(l.email!))[0]!.text);
    return { id, olentangy, scioto, actor, tokens: { olentangy: await tokenOf(olentangy), scioto: await tokenOf(scioto) } };
  }
  const responses = (requestId: string) => db().select().from(providerResponses).where(eq(providerResponses.requestId, requestId));

  it('open the request as a provider sees it before accepting, and accepting shows who asked only then, tells the requester and is audited as by e-mail link', async () => {
    const { id, olentangy, tokens, actor } = await told();
    const seen = await openLinkedRequest(db(), links, tokens.olentangy, minutes(5));
    expect(seen).toMatchObject({
      state: 'open',
      listing: { id: olentangy.id, withoutAccount: true },
      request: { id, city: 'Columbus', animalType: 'Songbird' },
      requester: null,
    });
    expect(JSON.stringify(seen)).not.toMatch(/Dana Asker|88 Hidden Lane|614-555-0199/);

    const taken = await answerByLink(db(), links, tokens.olentangy, 'accept', minutes(6));
    expect(taken).toMatchObject({
      state: 'accepted',
      requester: { fullName: 'Dana Asker', phone: '614-555-0199', address: '88 Hidden Lane', email: actor.email },
    });
    const [request] = await db().select({ status: helpRequestSubmissions.status }).from(helpRequestSubmissions).where(eq(helpRequestSubmissions.id, id));
    expect(request!.status).toBe('assigned');
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'help_request.accept'));
    expect(audit).toMatchObject({ actorId: null, entityId: id, after: { providerId: olentangy.id, via: 'e-mail link' } });
    await runJobsAt(minutes(6));
    const [toRequester] = (await mailTo(actor.email)).filter((m) => m.subject.includes('accepted'));
    expect(toRequester!.text).toContain('Olentangy Songbird Care');
  });

  it('a second listing following its link after that is told the request is taken, and changes nothing', async () => {
    const { id, tokens } = await told();
    await answerByLink(db(), links, tokens.olentangy, 'accept', minutes(6));
    expect(await openLinkedRequest(db(), links, tokens.scioto, minutes(7))).toMatchObject({ state: 'taken', requester: null, answers: [] });
    expect(await answerByLink(db(), links, tokens.scioto, 'accept', minutes(7))).toMatchObject({ state: 'taken', requester: null });
    expect((await responses(id)).map((r) => r.status)).toEqual(['accepted']);
  });

  it('two listings accepting at once: one wins, the other is told it is taken', async () => {
    const { id, tokens } = await told();
    const answers = await Promise.all([
      answerByLink(db(), links, tokens.olentangy, 'accept', minutes(6)),
      answerByLink(db(), links, tokens.scioto, 'accept', minutes(6)),
    ]);
    expect(answers.map((a) => a.state).sort()).toEqual(['accepted', 'taken']);
    expect((await responses(id)).filter((r) => r.status === 'accepted')).toHaveLength(1);
  });

  it('a forged, expired, other listing’s or ended request’s link is refused saying why, and changes nothing', async () => {
    const { id, olentangy, tokens, actor } = await told();
    const [body, signature] = tokens.olentangy.split('.');
    const other = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forgedBody = Buffer.from(JSON.stringify({ ...other, r: randomUUID() })).toString('base64url');
    expect(await answerByLink(db(), links, `${forgedBody}.${signature}`, 'accept', minutes(6))).toEqual({ state: 'refused', reason: 'forged' });
    expect(await answerByLink(db(), links, 'not-a-link', 'accept', minutes(6))).toEqual({ state: 'refused', reason: 'forged' });
    expect(await answerByLink(db(), links, tokens.olentangy, 'accept', minutes(8 * 24 * 60))).toEqual({ state: 'refused', reason: 'expired' });
    // A link made for a listing that was never told of this request.
    const never = await listing('Never Told', { miles: 40 });
    expect(await answerByLink(db(), links, links.respond(never.id, id, START), 'accept', minutes(6))).toEqual({ state: 'refused', reason: 'not-told' });
    expect(await responses(id)).toEqual([]);

    await cancelOwnHelpRequest(db(), actor, id, 'Found a rehabilitator myself');
    expect(await answerByLink(db(), links, tokens.olentangy, 'accept', minutes(9))).toEqual({ state: 'refused', reason: 'ended' });
    expect(await responses(id)).toEqual([]);
    expect(olentangy.id).toBeTruthy();
  });

  it('"I can’t take this" records the decline, and the listing can no longer take it', async () => {
    const { id, tokens } = await told();
    expect(await answerByLink(db(), links, tokens.olentangy, 'decline', minutes(6))).toMatchObject({ state: 'declined' });
    expect(await answerByLink(db(), links, tokens.olentangy, 'accept', minutes(7))).toMatchObject({ state: 'declined' });
    expect((await responses(id)).map((r) => r.status)).toEqual(['declined']);
  });

  it('stop in one click, at once: the listing is told of nothing more until its provider or an administrator starts them again', async () => {
    const quiet = await listing('Quiet Rescue');
    const { actor } = await requester();
    await submit(actor);
    await runJobsAt(START);
    const stop = /Stop these e-mails \(one click\): \S+\/listing-emails\/stop\/(\S+)/.exec((await mailTo(quiet.email!))[0]!.text)![1]!;
    expect(await stopListingEmails(db(), links, stop, minutes(1))).toEqual({ ok: true, listing: { id: quiet.id, name: 'Quiet Rescue' } });
    expect(await stopListingEmails(db(), links, `${stop}x`, minutes(1))).toEqual({ ok: false });
    const id = await submit(actor, REQUEST, minutes(2));
    expect(await contactsOf(id)).toEqual([]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'provider.emails_stop'));
    expect(audit).toMatchObject({ actorId: null, entityId: quiet.id });
  });

  it('after accepting, the listing’s own mailbox takes it over: its claim waits for review', async () => {
    const { olentangy, tokens } = await told();
    const owner = await createUser(db(), { email: olentangy.email! });
    const stranger = await createUser(db());
    await expect(takeOverListing(db(), links, tokens.olentangy, actorFor(owner), minutes(6))).rejects.toMatchObject({ code: 'CONFLICT' });
    await answerByLink(db(), links, tokens.olentangy, 'accept', minutes(6));
    await expect(takeOverListing(db(), links, tokens.olentangy, actorFor(stranger), minutes(7))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await takeOverListing(db(), links, tokens.olentangy, actorFor(owner), minutes(7))).toEqual({ id: olentangy.id, name: olentangy.name });
    const [claimed] = await db().select({ claimed: providers.claimed, userId: providers.userId }).from(providers).where(eq(providers.id, olentangy.id));
    expect(claimed).toEqual({ claimed: true, userId: owner.id });
  });
});

describe('nobody waits in silence', () => {
  const widenJobs = () =>
    db().select({ runAt: jobs.runAt, payload: jobs.payload, status: jobs.status }).from(jobs).where(eq(jobs.kind, 'widen-reach')).orderBy(asc(jobs.runAt));

  it('twenty minutes without an acceptance: the next listings out to twice the radius are told, the requester hears who, and again until everyone in reach was told', async () => {
    await db()
      .insert(systemSettings)
      .values({ key: 'outreach', value: { listingsPerRound: 1, emergencyMinutes: 20, conflictMinutes: 1440 } });
    await insertSeededPhoneLines(db());
    const first = await listing('First Rescue', { miles: 2 });
    const second = await listing('Second Rescue', { miles: 10 });
    const wider = await listing('Wider Rescue', { miles: 100 });
    await listing('Beyond Reach Rescue', { miles: 200 });
    const { actor } = await requester();
    const id = await submit(actor);
    expect((await contactsOf(id)).map((c) => c.providerId)).toEqual([first.id]);
    expect((await widenJobs())[0]!.runAt).toEqual(minutes(20));

    await runJobsAt(minutes(19));
    expect((await contactsOf(id)).map((c) => c.providerId)).toEqual([first.id]);
    await runJobsAt(minutes(20));
    expect((await contactsOf(id)).map((c) => [c.providerId, c.round])).toEqual([
      [first.id, 1],
      [second.id, 2],
    ]);
    const update = (await mailTo(actor.email)).find((m) => m.text.includes('so we told more of them'));
    expect(update!.text).toMatch(/Who has been told:\n- First Rescue: by e-mail\n- Second Rescue: by e-mail/);
    expect(update!.text).toMatch(/Call now\. These numbers can tell you who can help:\n- Ohio .+: 1-800-/);

    await runJobsAt(minutes(40));
    expect((await contactsOf(id)).map((c) => c.providerId)).toEqual([first.id, second.id, wider.id]);
    await runJobsAt(minutes(60));
    const [request] = await db()
      .select({ exhausted: helpRequestSubmissions.reachExhaustedAt })
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.id, id));
    expect(request!.exhausted).toEqual(minutes(60));
    const last = await mailTo(actor.email);
    expect(last.at(-1)!.subject).toBe('Your request for help: nobody has taken it yet, call for help now');
    expect(last.at(-1)!.text).toContain('Everyone in reach has been told');
    // Nothing more is due.
    await runJobsAt(minutes(24 * 60));
    expect((await contactsOf(id)).length).toBe(3);
  });

  it('stops the moment a listing accepts, or the requester cancels', async () => {
    await listing('First Rescue', { miles: 2 });
    await listing('Second Rescue', { miles: 10 });
    const { actor } = await requester();
    const accepted = await submit(actor);
    await runJobsAt(START);
    const token = respondToken((await mailTo('first.rescue@example.org'))[0]!.text);
    await answerByLink(db(), links, token, 'accept', minutes(5));
    const cancelled = await submit(actor, REQUEST, minutes(1));
    await cancelOwnHelpRequest(db(), actor, cancelled, 'The bird flew away');
    await runJobsAt(minutes(120));
    for (const id of [accepted, cancelled]) expect((await contactsOf(id)).filter((c) => c.round > 1)).toEqual([]);
    expect((await mailTo(actor.email)).filter((m) => m.text.includes('so we told more of them'))).toEqual([]);
  });

  it('two workers at once take each round and send each e-mail once', async () => {
    await db()
      .insert(systemSettings)
      .values({ key: 'outreach', value: { listingsPerRound: 1, emergencyMinutes: 20, conflictMinutes: 1440 } });
    await listing('First Rescue', { miles: 2 });
    await listing('Second Rescue', { miles: 10 });
    const { actor } = await requester();
    const id = await submit(actor);
    await Promise.all([runJobsAt(minutes(25)), runJobsAt(minutes(25))]);
    expect((await contactsOf(id)).map((c) => c.round)).toEqual([1, 2]);
    expect(await mailTo('second.rescue@example.org')).toHaveLength(1);
    expect(await mailTo('first.rescue@example.org')).toHaveLength(1);
  });
});

describe('an administrator’s outreach settings', () => {
  const widenJobAt = async (requestId: string) =>
    (await db().select({ runAt: jobs.runAt, payload: jobs.payload }).from(jobs).where(eq(jobs.kind, 'widen-reach'))).find(
      (job) => (job.payload as { requestId: string }).requestId === requestId,
    )?.runAt;

  it('tell the next request as many listings as set, and wait as long as set before widening, audited', async () => {
    for (const miles of [1, 2, 3, 4, 5, 6]) await listing(`Rescue ${miles}`, { miles });
    await listing('Humane Wildlife Control', { type: 'control' });
    const { actor } = await requester();
    const before = await submit(actor);
    expect(await contactsOf(before)).toHaveLength(3);
    expect(await widenJobAt(before)).toEqual(minutes(20));

    const adminUser = await createUser(db(), { role: 'admin' });
    const admin = actorFor(adminUser);
    await expect(updateOutreachSettings(db(), admin, { listingsPerRound: '5', emergencyMinutes: '45', conflictMinutes: '2880' })).resolves.toEqual({
      listingsPerRound: 5,
      emergencyMinutes: 45,
      conflictMinutes: 2880,
    });
    const after = await submit(actor, REQUEST, minutes(1));
    expect((await contactsOf(after)).map((c) => c.type)).toEqual(['email', 'email', 'email', 'email', 'email']);
    expect(await widenJobAt(after)).toEqual(minutes(46));
    const conflict = await submit(actor, { ...REQUEST, type: 'conflict', animalType: 'Raccoon' }, minutes(2));
    expect(await widenJobAt(conflict)).toEqual(minutes(2 + 2880));
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, 'outreach'));
    expect(entry).toMatchObject({ action: 'system_setting.update', actorId: adminUser.id, before: null, after: { listingsPerRound: 5, emergencyMinutes: 45 } });
  });

  it('are refused outside their limits and to anyone but an administrator, changing nothing', async () => {
    const admin = actorFor(await createUser(db(), { role: 'admin' }));
    await expect(updateOutreachSettings(db(), admin, { listingsPerRound: '0', emergencyMinutes: '4', conflictMinutes: '10081' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: {
        listingsPerRound: ['Enter a number of listings from 1 to 10'],
        emergencyMinutes: ['Enter minutes from 5 to 1,440'],
        conflictMinutes: ['Enter minutes from 30 to 10,080'],
      },
    });
    await expect(updateOutreachSettings(db(), admin, { listingsPerRound: '2.5', emergencyMinutes: '', conflictMinutes: 'soon' })).rejects.toMatchObject({
      fieldErrors: { listingsPerRound: ['Enter a number of listings from 1 to 10'], emergencyMinutes: ['Enter minutes from 5 to 1,440'] },
    });
    for (const role of ['user', 'provider', 'helper'] as const) {
      const other = actorFor(await createUser(db(), { role }));
      await expect(updateOutreachSettings(db(), other, { listingsPerRound: 5, emergencyMinutes: 30, conflictMinutes: 60 })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    expect(await db().select().from(systemSettings).where(eq(systemSettings.key, 'outreach'))).toEqual([]);
  });
});
