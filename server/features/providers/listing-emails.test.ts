import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MatchedProvider } from '../../../common/matching.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createProviderAccount, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { auditLog, providers } from '../../db/schema.ts';
import { listingsToTell } from '../help-requests/outreach.ts';
import { listStoppedListings, ownListingEmails, setListingEmails, setOwnListingEmails } from './listing-emails.ts';

// A listing's stopped e-mails about requests (docs/decisions/048, 058): shown to administrators,
// and started again only by the listing's own provider or an administrator; nobody else can
// touch them, and a refusal changes nothing.

const database = useTestDatabase();
const db = () => database.db;
const STOPPED_AT = new Date('2026-11-20T18:30:00Z');

/** An imported listing without an account, stopped by the link in one of its e-mails. */
async function stoppedListing(name = 'Quiet Creek Rescue') {
  const [row] = await db()
    .insert(providers)
    .values({
      name,
      type: 'rehabilitator',
      city: 'Boulder',
      state: 'CO',
      lat: 40.02,
      lng: -105.27,
      approved: true,
      email: 'quiet@example.org',
      outreachStoppedAt: STOPPED_AT,
      outreachStoppedVia: 'link',
    })
    .returning();
  return row!;
}
const stateOf = async (id: string) =>
  (await db().select({ at: providers.outreachStoppedAt, via: providers.outreachStoppedVia }).from(providers).where(eq(providers.id, id)))[0];
const emailedNow = async (id: string) =>
  (await listingsToTell(db(), [{ id, full: false } as MatchedProvider], { count: 3, now: new Date() })).emails.includes(id);

describe('administrators', () => {
  it('see the listings that stopped the e-mails, when and how, and start them again, audited', async () => {
    const quiet = await stoppedListing();
    await stoppedListing('Later Rescue').then((later) =>
      db()
        .update(providers)
        .set({ outreachStoppedAt: new Date('2026-11-25T10:00:00Z'), outreachStoppedVia: 'administrator' })
        .where(eq(providers.id, later.id)),
    );
    const adminUser = await createUser(db(), { role: 'admin' });
    const admin = actorFor(adminUser);
    expect((await listStoppedListings(db(), admin)).map((l) => [l.name, l.via])).toEqual([
      ['Later Rescue', 'administrator'],
      ['Quiet Creek Rescue', 'link'],
    ]);
    expect((await listStoppedListings(db(), admin))[1]).toMatchObject({ id: quiet.id, stoppedAt: STOPPED_AT, email: 'quiet@example.org', state: 'CO' });
    expect(await emailedNow(quiet.id)).toBe(false);

    await expect(setListingEmails(db(), admin, quiet.id, false)).resolves.toEqual({ stopped: false, name: 'Quiet Creek Rescue' });
    expect(await stateOf(quiet.id)).toEqual({ at: null, via: null });
    expect((await listStoppedListings(db(), admin)).map((l) => l.name)).toEqual(['Later Rescue']);
    expect(await emailedNow(quiet.id)).toBe(true);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'provider.emails_resume'));
    expect(entry).toMatchObject({ actorId: adminUser.id, entityId: quiet.id, before: { stoppedAt: STOPPED_AT.toISOString(), via: 'link' } });
  });

  it('alone see the list', async () => {
    await stoppedListing();
    const { actor: provider } = await createProviderAccount(db());
    for (const other of [actorFor(await createUser(db())), actorFor(await createUser(db(), { role: 'helper' })), provider]) {
      await expect(listStoppedListings(db(), other)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(listStoppedListings(db(), ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('the listing’s provider', () => {
  it('stops and resumes its own listing’s e-mails, each audited as theirs', async () => {
    const { user, actor, listing } = await createProviderAccount(db(), { email: 'foothills@example.org' });
    expect(await ownListingEmails(db(), actor)).toEqual({ stoppedAt: null, via: null });
    await expect(setOwnListingEmails(db(), actor, true)).resolves.toEqual({ stopped: true, name: listing.name });
    expect(await stateOf(listing.id)).toMatchObject({ via: 'provider' });
    expect((await ownListingEmails(db(), actor)).stoppedAt).toBeInstanceOf(Date);
    await expect(setOwnListingEmails(db(), actor, false)).resolves.toEqual({ stopped: false, name: listing.name });
    expect(await stateOf(listing.id)).toEqual({ at: null, via: null });
    const entries = await db().select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(eq(auditLog.entityId, listing.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['provider.emails_resume', 'provider.emails_stop']);
    expect(entries.every((e) => e.actorId === user.id)).toBe(true);
  });

  it('alone among providers and members can start them again: another provider, a member who claimed it and a member are refused, changing nothing', async () => {
    const quiet = await stoppedListing();
    const { actor: otherProvider } = await createProviderAccount(db(), { name: 'Other Rescue' });
    // A member whose claim of the listing still waits does not run it.
    const claimant = await createUser(db());
    await db().update(providers).set({ claimed: true, userId: claimant.id }).where(eq(providers.id, quiet.id));
    for (const other of [otherProvider, actorFor(claimant), actorFor(await createUser(db())), actorFor(await createUser(db(), { role: 'helper' }))]) {
      await expect(setListingEmails(db(), other, quiet.id, false)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the listing’s provider or an administrator can start its e-mails again.',
      });
    }
    await expect(setListingEmails(db(), ANONYMOUS, quiet.id, false)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    // A member has no listing of their own to change.
    await expect(setOwnListingEmails(db(), actorFor(claimant), false)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await stateOf(quiet.id)).toEqual({ at: STOPPED_AT, via: 'link' });
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('a listing that is not there is not found, for an administrator too', async () => {
    const admin = actorFor(await createUser(db(), { role: 'admin' }));
    await expect(setListingEmails(db(), admin, '8d3c1c7e-9a53-4a61-9f0e-3f4b1c2d5e6f', false)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(setListingEmails(db(), admin, 'not-a-listing', false)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
