import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER, memberWithHistory, OTHERS } from '../../../test/account-with-history.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createProviderAccount } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { accounts, sessions, users } from '../../db/schema.ts';
import { exportOwnData } from './account-data.ts';

// "Download my data" (docs/decisions/018): the account's own rows, as its owner may see them, and
// nobody else's; never a secret.
const database = useTestDatabase();
const db = () => database.db;

describe("the member's data export", () => {
  it('holds the account, its requests with answers and responses, its application, rating and audit entries', async () => {
    const m = await memberWithHistory(db());
    const data = await exportOwnData(db(), m.actor);

    expect(data.account).toMatchObject({ id: m.user.id, email: m.user.email, fullName: MEMBER.fullName, phone: MEMBER.phone, role: 'user' });
    expect(data.helpRequests.map((r) => r.id).sort()).toEqual(Object.values(m.requests).sort());
    const open = data.helpRequests.find((r) => r.id === m.requests.open)!;
    expect(open).toMatchObject({ address: MEMBER.street, status: 'assigned', answers: [{ question: 'Where is the animal now?', answer: MEMBER.answer }] });
    // Every response, and the accepting provider's note and contact; a decline's note is the provider's own.
    expect(open.responses.map((r) => [r.providerName, r.status])).toEqual([
      ['Mesa Wildlife Rescue', 'declined'],
      ['Foothills Raptor Care', 'accepted'],
    ]);
    expect(open.accepted).toMatchObject({ providerName: 'Foothills Raptor Care', notes: OTHERS.acceptNote });
    // A helper's offer on the request: what was offered, not who offered it.
    expect(open.helperOffers).toEqual([{ kind: 'transport', message: OTHERS.offerMessage, createdAt: expect.any(Date) }]);
    const resolved = data.helpRequests.find((r) => r.id === m.requests.resolved)!;
    expect(resolved.yourRating).toMatchObject({ rating: 5, comment: MEMBER.ratingComment });
    expect(data.volunteerApplications).toEqual([expect.objectContaining({ status: 'pending', reason: MEMBER.application })]);

    const actions = data.auditLog.map((e) => `${e.action} ${e.byYou ? 'by you' : 'by someone else'}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        'help_request.resolve by you',
        'provider_feedback.create by you',
        'volunteer.apply by you',
        'helper_offer.create by someone else',
      ]),
    );
    expect(data.auditLog.find((e) => e.action === 'volunteer.apply')).toMatchObject({ after: expect.objectContaining({ reason: MEMBER.application }) });
  });

  it('holds nothing of anybody else: no other account, request, e-mail, helper, declining note or secret', async () => {
    const m = await memberWithHistory(db());
    const text = JSON.stringify(await exportOwnData(db(), m.actor));
    const [hash] = await db().select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, m.user.id));
    const [session] = await db()
      .insert(sessions)
      .values({ token: `token-${crypto.randomUUID()}`, userId: m.user.id, expiresAt: new Date(Date.now() + 3600_000) })
      .returning({ token: sessions.token });
    const again = JSON.stringify(await exportOwnData(db(), m.actor));
    expect(again).toContain(m.user.email);
    for (const foreign of [
      m.other.email,
      m.other.fullName,
      m.other.id,
      m.othersRequest,
      OTHERS.street,
      OTHERS.situation,
      OTHERS.declineNote,
      m.helper.email,
      m.helper.fullName,
      m.accepting.user.email,
      m.declining.user.email,
      hash!.password!,
      session!.token,
    ]) {
      expect(again).not.toContain(foreign);
      expect(text).not.toContain(foreign);
    }
    expect(again).not.toMatch(/"(password|token|secret|backupCodes)"/);
  });

  it("gives a helper their offers without the requester's address or name", async () => {
    const m = await memberWithHistory(db());
    const data = await exportOwnData(db(), actorFor(m.helper));
    expect(data.helperOffers).toEqual([
      {
        kind: 'transport',
        message: OTHERS.offerMessage,
        createdAt: expect.any(Date),
        request: { city: 'Boulder', state: 'CO', animalType: expect.any(String) },
      },
    ]);
    expect(data.helpRequests).toEqual([]);
    const text = JSON.stringify(data);
    for (const foreign of [MEMBER.street, MEMBER.fullName, m.user.email, MEMBER.phone]) expect(text).not.toContain(foreign);
    // The offer's audit entry says what the helper did, not what the request holds.
    expect(data.auditLog).toEqual([expect.objectContaining({ action: 'helper_offer.create', byYou: true })]);
    expect(data.auditLog[0]).not.toHaveProperty('after');
  });

  it('gives a provider their listing, and none of the requests it answered', async () => {
    const m = await memberWithHistory(db());
    const data = await exportOwnData(db(), m.accepting.actor);
    expect(data.providerListings).toEqual([expect.objectContaining({ id: m.accepting.listing.id, name: 'Foothills Raptor Care', approved: true })]);
    expect(data.account.providerId).toBe(m.accepting.listing.id);
    const text = JSON.stringify(data);
    for (const foreign of [MEMBER.street, MEMBER.fullName, m.user.email, MEMBER.answer, OTHERS.acceptNote]) expect(text).not.toContain(foreign);
  });

  it('lists a listing the account claimed or created while it waits for approval', async () => {
    const pending = await createProviderAccount(db(), { name: 'Canyon Critter Care', approved: false });
    await db().update(users).set({ providerId: null, role: 'user' }).where(eq(users.id, pending.user.id));
    const data = await exportOwnData(db(), { ...pending.actor, role: 'user', providerId: null } as typeof pending.actor);
    expect(data.providerListings.map((l) => [l.name, l.approved])).toEqual([['Canyon Critter Care', false]]);
  });

  it('is for a signed-in account only', async () => {
    await expect(exportOwnData(db(), ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
