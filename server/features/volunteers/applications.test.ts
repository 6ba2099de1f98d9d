import { listApprovedHelpers } from '../field-team/field-team.ts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/roles.ts';
import { ADULT_REQUIRED } from '../../../common/volunteers.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { auditLog, users, volunteerApplications } from '../../db/schema.ts';
import { ALREADY_DECIDED, ALREADY_PENDING, decideApplication, getApplication, getOwnApplication, listApplications, submitApplication } from './applications.ts';

// The volunteer programme: one open application per member; approval makes a helper,
// rejection is final; only administrators decide.
const database = useTestDatabase();

const APPLICATION = {
  adult: 'yes',
  reason: 'I drive past the rehabilitation centre every day and would like to help with transport.',
  experience: 'Fostered kittens for the county shelter.',
  availability: ['Weekends', 'Weekday evenings'],
  skills: 'Driving with my own car',
  interests: ['Transport driver'],
  state: 'CO',
  place: ' Boulder ',
  driveMiles: '25',
  phone: '(303) 555 0147',
  referenceInfo: 'Dana Reyes, shelter coordinator, 303-555-0190',
  background: '',
};

async function someone(role: Role = 'user') {
  const user = await createUser(database.db, { role, fullName: `Alex ${role}` });
  return { user, actor: actorFor(user) };
}
const roleOf = async (id: string) => (await database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;
const applications = async () => (await database.db.select({ n: sql<number>`count(*)::int` }).from(volunteerApplications))[0]!.n;

describe('applying to volunteer', () => {
  it('saves the application, tidied, and shows it to its applicant as waiting', async () => {
    const { actor } = await someone();
    expect(await getOwnApplication(database.db, actor)).toBeNull();
    const created = await submitApplication(database.db, actor, APPLICATION);
    expect(created.status).toBe('pending');
    const [row] = await database.db.select().from(volunteerApplications).where(eq(volunteerApplications.id, created.id));
    expect(row).toMatchObject({
      availability: ['Weekday evenings', 'Weekends'], // in the form's order
      skills: ['Driving with my own car'],
      interests: ['Transport driver'],
      background: null,
      state: 'CO',
      place: 'Boulder',
      driveMiles: 25,
      phone: '303-555-0147',
      status: 'pending',
    });
    expect(await getOwnApplication(database.db, actor)).toMatchObject({ id: created.id, status: 'pending' });
  });

  it('refuses bad answers next to their fields and saves nothing', async () => {
    const { actor } = await someone();
    await expect(submitApplication(database.db, actor, { reason: 'help', availability: [], interests: ['Dragon rider'] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: {
        reason: ['Tell us in a sentence or two (at least 20 characters) why you would like to volunteer'],
        availability: ['Choose at least one time you are usually free'],
        interests: ['Choose from the roles listed'],
        adult: [ADULT_REQUIRED],
        state: ['Choose the state where you can help'],
        place: ['Enter a ZIP code or a town where you can help'],
        driveMiles: ['Choose how far you can drive'],
        phone: ['Enter a phone number with its area code'],
      },
    });
    expect(await applications()).toBe(0);
  });

  it('requires the "I am 18 or older" box, as the volunteer page asks', async () => {
    const { actor } = await someone();
    for (const adult of [undefined, '', 'no', 'on']) {
      const { adult: _, ...rest } = APPLICATION;
      await expect(submitApplication(database.db, actor, adult === undefined ? rest : { ...rest, adult })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { adult: [ADULT_REQUIRED] },
      });
    }
    expect(await applications()).toBe(0);
  });

  it('allows one open application, even when two are sent at once', async () => {
    const { actor } = await someone();
    const results = await Promise.allSettled([submitApplication(database.db, actor, APPLICATION), submitApplication(database.db, actor, APPLICATION)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'CONFLICT', message: ALREADY_PENDING } });
    expect(await applications()).toBe(1);
  });

  it('is for signed-in members: visitors, helpers, providers and administrators cannot apply', async () => {
    await expect(submitApplication(database.db, ANONYMOUS, APPLICATION)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(getOwnApplication(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    for (const role of ['helper', 'provider', 'admin'] as const) {
      await expect(submitApplication(database.db, (await someone(role)).actor, APPLICATION)).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    expect(await applications()).toBe(0);
  });
});

describe("an administrator's decision", () => {
  it('lists applications newest first with their applicant, and shows every field of one', async () => {
    const admin = (await someone('admin')).actor;
    const first = await someone();
    const second = await someone();
    const a = await submitApplication(database.db, first.actor, APPLICATION);
    await database.db
      .update(volunteerApplications)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(volunteerApplications.id, a.id));
    const b = await submitApplication(database.db, second.actor, { ...APPLICATION, interests: ['Field team'] });
    expect((await listApplications(database.db, admin)).map((x) => [x.id, x.applicant.email, x.status])).toEqual([
      [b.id, second.user.email, 'pending'],
      [a.id, first.user.email, 'pending'],
    ]);
    expect(await getApplication(database.db, admin, a.id)).toMatchObject({
      status: 'pending',
      reason: APPLICATION.reason,
      experience: APPLICATION.experience,
      referenceInfo: APPLICATION.referenceInfo,
      state: 'CO',
      place: 'Boulder',
      driveMiles: 25,
      phone: '303-555-0147',
      applicant: { id: first.user.id, fullName: 'Alex user', email: first.user.email, role: 'user' },
    });
  });

  it('approval makes the applicant a helper, audited; a decided application never changes again', async () => {
    const admin = (await someone('admin')).actor;
    const { user, actor } = await someone();
    const { id } = await submitApplication(database.db, actor, APPLICATION);
    await expect(decideApplication(database.db, admin, id, 'approve')).resolves.toEqual({ id, status: 'approved' });
    expect(await roleOf(user.id)).toBe('helper');
    const [row] = await database.db.select().from(volunteerApplications).where(eq(volunteerApplications.id, id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.kind === 'user' ? admin.id : null });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'volunteer.approve'));
    expect(entry).toMatchObject({ entityId: id, after: { status: 'approved', userRole: 'helper' } });
    // Adding a field-team member, the administrator sees where the new helper can help and their phone.
    expect(await listApprovedHelpers(database.db, admin)).toEqual([
      {
        userId: user.id,
        fullName: 'Alex user',
        email: user.email,
        state: 'CO',
        place: 'Boulder',
        driveMiles: 25,
        phone: '303-555-0147',
        onTeamIn: null,
        onTeam: false,
      },
    ]);
    await expect(listApprovedHelpers(database.db, actor)).rejects.toMatchObject({ code: 'FORBIDDEN' });

    await expect(decideApplication(database.db, admin, id, 'reject')).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_DECIDED });
    expect(await roleOf(user.id)).toBe('helper');
  });

  it('rejection is final: the application cannot be approved afterwards, nor a new one sent', async () => {
    const admin = (await someone('admin')).actor;
    const { user, actor } = await someone();
    const { id } = await submitApplication(database.db, actor, APPLICATION);
    await decideApplication(database.db, admin, id, 'reject');
    await expect(decideApplication(database.db, admin, id, 'approve')).rejects.toMatchObject({ code: 'CONFLICT', message: ALREADY_DECIDED });
    await expect(submitApplication(database.db, actor, APPLICATION)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await roleOf(user.id)).toBe('user');
    expect(await getOwnApplication(database.db, actor)).toMatchObject({ id, status: 'rejected' });
  });

  it('only administrators list, read or decide; unknown ids are Application Not Found', async () => {
    const { actor } = await someone();
    const { id } = await submitApplication(database.db, actor, APPLICATION);
    for (const role of ['user', 'helper', 'provider'] as const) {
      const other = (await someone(role)).actor;
      await expect(listApplications(database.db, other)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(getApplication(database.db, other, id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(decideApplication(database.db, other, id, 'approve')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(decideApplication(database.db, actor, id, 'approve')).rejects.toMatchObject({ code: 'FORBIDDEN' }); // not even one's own
    await expect(listApplications(database.db, ANONYMOUS)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const admin = (await someone('admin')).actor;
    await expect(getApplication(database.db, admin, 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Application Not Found' });
    await expect(decideApplication(database.db, admin, '00000000-0000-4000-8000-000000000000', 'approve')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await getApplication(database.db, admin, id)).status).toBe('pending');
  });
});
