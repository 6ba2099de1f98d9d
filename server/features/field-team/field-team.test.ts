import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { ANONYMOUS, type Actor } from '../../auth/actor.ts';
import { auditLog, fieldTeamMembers, helpRequestSubmissions } from '../../db/schema.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { respondToHelpRequest } from '../providers/provider-requests.ts';
import {
  addFieldTeamMember,
  getFieldTeamMembership,
  listFieldTeamMembers,
  listFieldWork,
  markPickupDone,
  NOT_A_HELPER,
  NOT_A_MEMBER,
  ONLY_HELPERS,
  PICKUP_ALREADY_DONE,
  removeFieldTeamMember,
} from './field-team.ts';

// The field team (docs/decisions/004): membership is a row checked on the server; members see
// assigned emergencies in their state with what a pickup needs and mark pickups done;
// administrators add, move and remove members.
const database = useTestDatabase();

type SignedIn = Extract<Actor, { kind: 'user' }>;

async function someone(role: 'user' | 'helper' | 'provider' | 'admin' = 'user'): Promise<SignedIn> {
  return actorFor(await createUser(database.db, { role })) as SignedIn;
}

async function memberIn(state: string) {
  const member = await someone('helper');
  await addFieldTeamMember(database.db, await someone('admin'), { email: member.email, state });
  return member;
}

/** A request (an emergency in Boulder, CO unless told otherwise) that a provider there accepted. */
async function assignedEmergency(values: Partial<typeof BOULDER_REQUEST> = {}, listing: { sample?: boolean } = {}) {
  const requester = await someone();
  const { id } = await submitHelpRequest(database.db, requester, { ...BOULDER_REQUEST, ...values }, crypto.randomUUID());
  const request = { ...BOULDER_REQUEST, ...values };
  const provider = await createProviderAccount(database.db, {
    name: `Foothills ${crypto.randomUUID().slice(0, 4)}`,
    phone: '303-555-0123',
    type: request.type === 'conflict' ? 'control' : 'rehabilitator',
    city: request.city,
    state: request.state,
    lat: request.lat,
    lng: request.lng,
    ...listing,
  });
  await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
  return { id, requester };
}

describe('membership', () => {
  it('is a row: anyone signed in can ask, only members see the work', async () => {
    const member = await memberIn('CO');
    expect(await getFieldTeamMembership(database.db, member)).toEqual({ member: true, state: 'CO' });
    for (const outsider of [await someone(), await someone('helper'), await someone('admin')]) {
      expect(await getFieldTeamMembership(database.db, outsider)).toEqual({ member: false, state: null });
      await expect(listFieldWork(database.db, outsider)).rejects.toMatchObject({ code: 'FORBIDDEN', message: NOT_A_MEMBER });
    }
    await expect(getFieldTeamMembership(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('field work', () => {
  it('lists assigned emergencies in the member state with the address and phones a pickup needs', async () => {
    const { id } = await assignedEmergency();
    const requester = await someone();
    await submitHelpRequest(database.db, requester, BOULDER_REQUEST, crypto.randomUUID()); // not accepted yet
    await assignedEmergency({ type: 'conflict', animalType: 'Raccoon' });
    await assignedEmergency({ city: 'Austin', state: 'TX', zip: '78701', lat: 30.27, lng: -97.74 });

    const work = await listFieldWork(database.db, await memberIn('CO'));
    expect(work.state).toBe('CO');
    expect(work.waiting.map((r) => r.id)).toEqual([id]);
    expect(work.waiting[0]).toMatchObject({
      address: '1 Pearl St',
      city: 'Boulder',
      requesterName: 'Test user',
      providerPhone: '303-555-0123',
      providerSample: false,
    });
    expect(work.done).toEqual([]);
  });

  it('says when the rehabilitator who accepted is a sample listing, so the page can badge it', async () => {
    const { id } = await assignedEmergency({}, { sample: true });
    const work = await listFieldWork(database.db, await memberIn('CO'));
    expect(work.waiting).toMatchObject([{ id, providerSample: true }]);
  });

  it('a pickup is marked done once, audited, and moves to done', async () => {
    const { id } = await assignedEmergency();
    const member = await memberIn('CO');
    await markPickupDone(database.db, member, id);
    await expect(markPickupDone(database.db, member, id)).rejects.toMatchObject({ code: 'CONFLICT', message: PICKUP_ALREADY_DONE });
    const work = await listFieldWork(database.db, member);
    expect(work.waiting).toEqual([]);
    expect(work.done.map((r) => r.id)).toEqual([id]);
    const [row] = await database.db.select().from(helpRequestSubmissions).where(eq(helpRequestSubmissions.id, id));
    expect(row).toMatchObject({ pickupDoneBy: member.id, pickupDoneAt: expect.any(Date) });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'field_team.pickup_done'))).toMatchObject([
      { actorId: member.id, entityId: id },
    ]);
  });

  it('refuses requests elsewhere, not yet accepted or not emergencies, and anyone off the team', async () => {
    const member = await memberIn('CO');
    const texas = await assignedEmergency({ city: 'Austin', state: 'TX', zip: '78701', lat: 30.27, lng: -97.74 });
    await expect(markPickupDone(database.db, member, texas.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { id: waiting } = await submitHelpRequest(database.db, await someone(), BOULDER_REQUEST, crypto.randomUUID());
    await expect(markPickupDone(database.db, member, waiting)).rejects.toMatchObject({ code: 'CONFLICT' });
    const conflict = await assignedEmergency({ type: 'conflict', animalType: 'Raccoon' });
    await expect(markPickupDone(database.db, member, conflict.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(markPickupDone(database.db, member, 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const { id } = await assignedEmergency();
    await expect(markPickupDone(database.db, await someone('admin'), id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(markPickupDone(database.db, ANONYMOUS, id)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const done = await database.db.select({ at: helpRequestSubmissions.pickupDoneAt }).from(helpRequestSubmissions);
    expect(done.every((r) => r.at === null)).toBe(true);
  });
});

describe('administering the team', () => {
  it('an administrator adds a member by e-mail, moves them to another state and removes them, audited', async () => {
    const admin = await someone('admin');
    const person = await someone('helper');
    const added = await addFieldTeamMember(database.db, admin, { email: ` ${person.email.toUpperCase()} `, state: 'CO' });
    expect(added).toMatchObject({ userId: person.id, state: 'CO', added: true });
    expect(await addFieldTeamMember(database.db, admin, { email: person.email, state: 'WY' })).toMatchObject({ added: false, state: 'WY' });
    expect(await listFieldTeamMembers(database.db, admin)).toMatchObject([{ userId: person.id, email: person.email, state: 'WY' }]);
    await removeFieldTeamMember(database.db, admin, added.id);
    expect(await listFieldTeamMembers(database.db, admin)).toEqual([]);
    await expect(removeFieldTeamMember(database.db, admin, added.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const actions = (await database.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action).sort();
    expect(actions).toEqual(['field_team.add', 'field_team.move', 'field_team.remove']);
  });

  it("refuses anyone who is not an approved helper, saying why, and adds nobody: members see requesters' addresses", async () => {
    const admin = await someone('admin');
    for (const role of ['user', 'provider', 'admin'] as const) {
      const person = await someone(role);
      await expect(addFieldTeamMember(database.db, admin, { email: person.email, state: 'CO' })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: ONLY_HELPERS,
        fieldErrors: { email: [NOT_A_HELPER] },
      });
    }
    expect(await database.db.select().from(fieldTeamMembers)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it('a member taken off the team loses the work at once, with the session they already have', async () => {
    const { id } = await assignedEmergency();
    const admin = await someone('admin');
    const member = await memberIn('CO');
    expect((await listFieldWork(database.db, member)).waiting.map((r) => r.id)).toEqual([id]);
    const [row] = await database.db.select({ id: fieldTeamMembers.id }).from(fieldTeamMembers).where(eq(fieldTeamMembers.userId, member.id));
    await removeFieldTeamMember(database.db, admin, row!.id);
    expect(await getFieldTeamMembership(database.db, member)).toEqual({ member: false, state: null });
    await expect(listFieldWork(database.db, member)).rejects.toMatchObject({ code: 'FORBIDDEN', message: NOT_A_MEMBER });
    await expect(markPickupDone(database.db, member, id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('explains bad input next to the field and adds nobody', async () => {
    const admin = await someone('admin');
    await expect(addFieldTeamMember(database.db, admin, { email: 'not an address', state: 'PR' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { email: ['Enter the e-mail address of their Wildline account'], state: ['Choose the state they work in'] },
    });
    await expect(addFieldTeamMember(database.db, admin, { email: 'nobody@example.org', state: 'CO' })).rejects.toMatchObject({
      fieldErrors: { email: ['No Wildline account uses this e-mail address: ask them to register first'] },
    });
    expect(await database.db.select().from(fieldTeamMembers)).toEqual([]);
  });

  it('only administrators manage the team', async () => {
    const person = await someone();
    const member = await memberIn('CO');
    const [row] = await database.db.select({ id: fieldTeamMembers.id }).from(fieldTeamMembers);
    for (const actor of [await someone(), await someone('helper'), await someone('provider'), member, ANONYMOUS]) {
      const code = actor.kind === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';
      await expect(listFieldTeamMembers(database.db, actor)).rejects.toMatchObject({ code });
      await expect(addFieldTeamMember(database.db, actor, { email: person.email, state: 'CO' })).rejects.toMatchObject({ code });
      await expect(removeFieldTeamMember(database.db, actor, row!.id)).rejects.toMatchObject({ code });
    }
    expect(await database.db.select({ userId: fieldTeamMembers.userId }).from(fieldTeamMembers)).toEqual([{ userId: member.id }]);
  });
});
