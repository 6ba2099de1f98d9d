import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER, memberWithHistory, OTHERS } from '../../../test/account-with-history.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createProviderAccount, createUser, TEST_PASSWORD } from '../../../test/factories.ts';
import { createTestApp, sessionCookieFor } from '../../../test/services.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import {
  accounts,
  auditLog,
  helpRequestSubmissions as requests,
  providerFeedback,
  providers,
  rateLimits,
  sessions,
  users,
  volunteerApplications,
} from '../../db/schema.ts';
import { claimSignInAttempt } from '../../auth/attempt-limits.ts';
import { getHelpRequestForProvider, getProviderHelpRequests } from '../providers/provider-requests.ts';
import { createListing } from '../providers/claims.ts';
import { createOfflineGeocoder } from '../../lib/geocoder.ts';
import { CANCELLED_BY_DELETION, DELETED_ACCOUNT_NAME, deleteOwnAccount, LAST_ADMIN, WRONG_PASSWORD } from './delete-account.ts';

// "Delete my account" (docs/decisions/018): confirmed with the password, it strips the requests a
// provider answered of who asked and where, keeps them for that provider, deletes the rest of
// the account's rows, ends its sessions and audits the deletion; the last administrator stays.
const database = useTestDatabase();
const db = () => database.db;
const CLIENT = { clientIp: '198.51.100.7' };

/** Every row of every table (but those named) as text: where a deleted person's details must not be found. */
async function everything(from: Db, except: string[] = []): Promise<string> {
  const all = (await from.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)) as unknown as {
    rows: { tablename: string }[];
  };
  const tables = { rows: all.rows.filter((t) => !except.includes(t.tablename)) };
  const dumps = await Promise.all(
    tables.rows.map(async ({ tablename }) => {
      const result = (await from.execute(sql.raw(`select coalesce(string_agg(t::text, E'\\n'), '') as rows from "${tablename}" t`))) as unknown as {
        rows: { rows: string }[];
      };
      return result.rows[0]!.rows;
    }),
  );
  return dumps.join('\n');
}

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!;

describe('deleting one’s own account', () => {
  it('keeps the answered requests for their providers without name, street, phone or e-mail, and deletes the rest', async () => {
    const m = await memberWithHistory(db());
    const report = await deleteOwnAccount(db(), m.actor, { password: TEST_PASSWORD, ...CLIENT });
    expect(report).toEqual({ requestsKept: 2, requestsCancelled: 1, requestsDeleted: 1, listingsReleased: 0, listingsDeleted: 0 });

    const kept = await db()
      .select()
      .from(requests)
      .where(inArray(requests.id, [m.requests.open, m.requests.resolved, m.requests.unanswered]));
    expect(kept.map((r) => r.id).sort()).toEqual([m.requests.open, m.requests.resolved].sort());
    for (const request of kept)
      expect(request).toMatchObject({ userId: null, address: null, lat: null, lng: null, contactRemovedAt: expect.any(Date), city: 'Boulder', zip: '80302' });
    // Still open, nobody is left to help: cancelled, saying why. A closed one stays as it ended.
    expect(kept.find((r) => r.id === m.requests.open)).toMatchObject({ status: 'cancelled', cancellationReason: CANCELLED_BY_DELETION });
    expect(kept.find((r) => r.id === m.requests.resolved)).toMatchObject({ status: 'resolved' });
    // The rating stays with the provider, without its comment or who gave it.
    expect(
      await db().select({ rating: providerFeedback.rating, comment: providerFeedback.comment, userId: providerFeedback.userId }).from(providerFeedback),
    ).toEqual([{ rating: 5, comment: null, userId: null }]);
    expect(await db().select().from(volunteerApplications).where(eq(volunteerApplications.userId, m.user.id))).toEqual([]);

    // Nowhere in the database any more: the name, e-mail, phone, street, answers to the application, the comment.
    const all = await everything(db());
    for (const personal of [m.user.email, MEMBER.fullName, MEMBER.phone, MEMBER.street, MEMBER.application, MEMBER.ratingComment])
      expect(all).not.toContain(personal);
    // Somebody else's request is untouched.
    const [others] = await db().select().from(requests).where(eq(requests.id, m.othersRequest));
    expect(others).toMatchObject({ userId: m.other.id, address: OTHERS.street, contactRemovedAt: null, status: 'submitted' });
  });

  it('leaves the provider who answered able to open the request, shown without contact details', async () => {
    const m = await memberWithHistory(db());
    const before = await getHelpRequestForProvider(db(), m.accepting.actor, m.requests.open);
    expect(before.requester).toMatchObject({ fullName: MEMBER.fullName, address: MEMBER.street, phone: MEMBER.phone });

    await deleteOwnAccount(db(), m.actor, { password: TEST_PASSWORD, ...CLIENT });
    const after = await getHelpRequestForProvider(db(), m.accepting.actor, m.requests.open);
    expect(after).toMatchObject({
      request: { id: m.requests.open, status: 'cancelled', city: 'Boulder', situationDetails: 'A hawk in the yard that cannot fly.' },
      answers: [{ question: 'Where is the animal now?', response: MEMBER.answer }],
      response: { status: 'accepted' },
      requester: { removed: true },
    });
    const dashboard = await getProviderHelpRequests(db(), m.accepting.actor);
    expect(dashboard.responses.filter((r) => r.request.id === m.requests.open || r.request.id === m.requests.resolved).map((r) => r.requester)).toEqual([
      { removed: true },
      { removed: true },
    ]);
    // The provider who declined still has its answer on record, and never saw contact details.
    expect(await getHelpRequestForProvider(db(), m.declining.actor, m.requests.open)).toMatchObject({ response: { status: 'declined' }, requester: null });
  });

  it('ends every session and the password, and records the deletion without the e-mail', async () => {
    const m = await memberWithHistory(db());
    const { app, auth } = createTestApp(db());
    const cookies = [await sessionCookieFor(auth, m.user.id), await sessionCookieFor(auth, m.user.id)];
    for (const cookie of cookies) expect((await app.request('/api/v1/me', { headers: { Cookie: cookie } })).status).toBe(200);

    await deleteOwnAccount(db(), m.actor, { password: TEST_PASSWORD, ...CLIENT });
    for (const cookie of cookies) expect((await app.request('/api/v1/me', { headers: { Cookie: cookie } })).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, m.user.id))).toEqual([]);
    expect(await db().select().from(accounts).where(eq(accounts.userId, m.user.id))).toEqual([]);
    // The row stays, emptied, so the audit log keeps an actor for what this account did.
    expect(await userRow(m.user.id)).toMatchObject({
      fullName: DELETED_ACCOUNT_NAME,
      email: `deleted-${m.user.id}@deleted.invalid`,
      phone: null,
      role: 'user',
      banned: true,
    });

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'user.delete'));
    expect(entry).toMatchObject({
      actorId: m.user.id,
      entityType: 'user',
      entityId: m.user.id,
      before: { role: 'user' },
      after: { requestsKept: 2, requestsDeleted: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain(m.user.email);
    // Signing in with the old address and password fails like any unknown account.
    const signIn = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:3000' },
      body: JSON.stringify({ email: m.user.email, password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(401);
  });

  it('refuses a wrong password next to the field and changes nothing; guesses are slowed as at sign-in', async () => {
    const m = await memberWithHistory(db());
    const { auth } = createTestApp(db());
    await sessionCookieFor(auth, m.user.id);
    // Only sign-in's own counters (rate_limits) may move; every row of the account stays as it was.
    const before = await everything(db(), ['rate_limits']);
    await expect(deleteOwnAccount(db(), m.actor, { password: 'not-my-password', ...CLIENT })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { password: [WRONG_PASSWORD] },
    });
    await expect(deleteOwnAccount(db(), m.actor, { password: '', ...CLIENT })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { password: ['Enter your password to confirm'] },
    });
    expect(await everything(db(), ['rate_limits'])).toBe(before);

    await expect(deleteOwnAccount(db(), m.actor, { password: 'still-wrong-1', ...CLIENT })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(deleteOwnAccount(db(), m.actor, { password: 'still-wrong-2', ...CLIENT })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Three wrong from one address, counted where sign-in counts them: a sign-in now must wait.
    const pairKey = `wl:signin-fail-pair:${CLIENT.clientIp}:${m.user.email.toLowerCase()}`;
    const [pair] = await db().select().from(rateLimits).where(eq(rateLimits.key, pairKey));
    expect(pair?.count).toBe(3);
    expect(await claimSignInAttempt(db(), { email: m.user.email, ip: CLIENT.clientIp }, pair!.lastRequest + 500)).toMatchObject({ allowed: false });
    // While it waits, the right password is not even compared. (The wait is a second: the test
    // stretches it, so a slow machine cannot outlast it between two calls.)
    await db()
      .update(rateLimits)
      .set({ lastRequest: Date.now() + 60_000 })
      .where(eq(rateLimits.key, pairKey));
    await expect(deleteOwnAccount(db(), m.actor, { password: TEST_PASSWORD, ...CLIENT })).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      fieldErrors: { password: [expect.stringMatching(/^Too many attempts/)] },
    });
    expect((await userRow(m.user.id)).email).toBe(m.user.email);
  });

  it('refuses the last administrator, with or without the right password; with another one it goes', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    await expect(deleteOwnAccount(db(), actorFor(admin), { password: TEST_PASSWORD, ...CLIENT })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: LAST_ADMIN,
    });
    expect(await userRow(admin.id)).toMatchObject({ role: 'admin', email: admin.email });
    // A deleted administrator's row does not count as one.
    const second = await createUser(db(), { role: 'admin' });
    await deleteOwnAccount(db(), actorFor(second), { password: TEST_PASSWORD, ...CLIENT });
    await expect(deleteOwnAccount(db(), actorFor(admin), { password: TEST_PASSWORD, ...CLIENT })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: LAST_ADMIN,
    });
    await createUser(db(), { role: 'admin' });
    await expect(deleteOwnAccount(db(), actorFor(admin), { password: TEST_PASSWORD, ...CLIENT })).resolves.toMatchObject({ requestsDeleted: 0 });
  });

  it("gives up a provider's listings: an approved one stays in the directory unclaimed, a new one never approved goes", async () => {
    const running = await createProviderAccount(db());
    await deleteOwnAccount(db(), running.actor, { password: TEST_PASSWORD, ...CLIENT });
    expect((await db().select().from(providers).where(eq(providers.id, running.listing.id)))[0]).toMatchObject({
      approved: true,
      claimed: false,
      userId: null,
    });

    const newcomer = await createUser(db());
    const { id } = await createListing(db(), createOfflineGeocoder(), actorFor(newcomer), {
      name: 'Prairie Owl Aid',
      type: 'rehabilitator',
      address: '3 Owl Row',
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      phone: '(303) 555-0143',
      email: 'care@prairie-owl.example.org',
      website: '',
      description: '',
      services: 'Rehabilitation',
      animals: [],
      availabilityDays: ['Monday'],
    });
    await expect(deleteOwnAccount(db(), actorFor(newcomer), { password: TEST_PASSWORD, ...CLIENT })).resolves.toMatchObject({ listingsDeleted: 1 });
    expect(await db().select().from(providers).where(eq(providers.id, id))).toEqual([]);
  });

  it('is for a signed-in account only', async () => {
    await expect(deleteOwnAccount(db(), ANONYMOUS, { password: TEST_PASSWORD, ...CLIENT })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
