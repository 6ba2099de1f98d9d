import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/roles.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { auditLog, fieldTeamMembers, providers, users } from '../../db/schema.ts';
import { listAuditActions, listAuditEntries } from '../admin/audit-log.ts';
import { changeUserRole, listUsers } from './manage-users.ts';

// Users and the audit log for administrators: nobody else sees or changes them.
const database = useTestDatabase();

async function person(role: Role, fullName: string, minutesAgo = 0) {
  const user = await createUser(database.db, { role, fullName, email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@example.org` });
  await database.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(users.id, user.id));
  return { user, actor: actorFor(user) };
}
const roleOf = async (id: string) => (await database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

describe('users for administrators', () => {
  it('lists users newest first, and finds them by part of the name or e-mail', async () => {
    const admin = await person('admin', 'Ada Admin', 30);
    await person('user', 'Old Member', 20);
    await person('helper', 'New Helper', 10);
    const all = await listUsers(database.db, admin.actor, {});
    expect(all.users.map((u) => u.fullName)).toEqual(['New Helper', 'Old Member', 'Ada Admin']);
    expect(all).toMatchObject({ page: 1, hasMore: false });
    expect((await listUsers(database.db, admin.actor, { q: 'HELP' })).users.map((u) => u.fullName)).toEqual(['New Helper']);
    expect((await listUsers(database.db, admin.actor, { q: 'old.member@' })).users.map((u) => u.fullName)).toEqual(['Old Member']);
    expect((await listUsers(database.db, admin.actor, { q: '%' })).users).toEqual([]);
  });

  it('changes a role, audited, and the listing rule and own-role rule hold', async () => {
    const admin = await person('admin', 'Ada Admin');
    const member = await person('user', 'Sam Member');
    await expect(changeUserRole(database.db, admin.actor, member.user.id, 'helper')).resolves.toEqual({
      id: member.user.id,
      fullName: 'Sam Member',
      role: 'helper',
    });
    expect(await roleOf(member.user.id)).toBe('helper');
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role'));
    expect(entry).toMatchObject({ entityId: member.user.id, before: { role: 'user' }, after: { role: 'helper' } });

    await expect(changeUserRole(database.db, admin.actor, member.user.id, 'provider')).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { role: ['This account has no listing'] },
    });
    await expect(changeUserRole(database.db, admin.actor, member.user.id, 'emperor')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(changeUserRole(database.db, admin.actor, admin.user.id, 'user')).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(changeUserRole(database.db, admin.actor, '00000000-0000-4000-8000-000000000000', 'user')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await roleOf(member.user.id)).toBe('helper');
    expect(await roleOf(admin.user.id)).toBe('admin');

    const [listing] = await database.db
      .insert(providers)
      .values({ name: 'Critter Control', type: 'control', city: 'Boulder', state: 'CO', claimed: true, approved: true })
      .returning();
    await database.db.update(users).set({ providerId: listing!.id }).where(eq(users.id, member.user.id));
    await changeUserRole(database.db, admin.actor, member.user.id, 'provider');
    expect(await roleOf(member.user.id)).toBe('provider');
  });

  it('a helper who is one no longer leaves the field team, audited', async () => {
    const admin = await person('admin', 'Ada Admin');
    const helper = await person('helper', 'Hal Helper');
    await database.db.insert(fieldTeamMembers).values({ userId: helper.user.id, state: 'CO' });
    await changeUserRole(database.db, admin.actor, helper.user.id, 'user');
    expect(await database.db.select().from(fieldTeamMembers)).toEqual([]);
    expect(
      await database.db.select({ action: auditLog.action, before: auditLog.before }).from(auditLog).where(eq(auditLog.action, 'field_team.remove')),
    ).toEqual([{ action: 'field_team.remove', before: { state: 'CO' } }]);
  });

  it('refuses everyone but administrators, changing nothing', async () => {
    const member = await person('user', 'Sam Member');
    for (const role of ['user', 'helper', 'provider'] as const) {
      const other = (await person(role, `Other ${role}`)).actor;
      await expect(listUsers(database.db, other, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(changeUserRole(database.db, other, member.user.id, 'admin')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(listAuditEntries(database.db, other, {})).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(listAuditActions(database.db, other)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(listUsers(database.db, ANONYMOUS, {})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await roleOf(member.user.id)).toBe('user');
  });
});

describe('the audit log', () => {
  it('shows entries newest first, filtered by who acted and by action', async () => {
    const ada = await person('admin', 'Ada Admin');
    const bo = await person('admin', 'Bo Admin');
    const member = await person('user', 'Sam Member');
    await changeUserRole(database.db, ada.actor, member.user.id, 'helper');
    await database.db
      .insert(auditLog)
      .values({ actorId: bo.user.id, action: 'guide.issue.create', entityType: 'wildlife_issue', entityId: 'heron', createdAt: new Date(Date.now() + 1000) });
    const all = await listAuditEntries(database.db, ada.actor, {});
    expect(all.entries.map((e) => [e.action, e.actorName])).toEqual([
      ['guide.issue.create', 'Bo Admin'],
      ['user.role', 'Ada Admin'],
    ]);
    expect((await listAuditEntries(database.db, ada.actor, { actor: 'ada.admin' })).entries.map((e) => e.action)).toEqual(['user.role']);
    expect((await listAuditEntries(database.db, ada.actor, { action: 'guide.issue.create' })).entries.map((e) => e.entityId)).toEqual(['heron']);
    expect(await listAuditActions(database.db, ada.actor)).toEqual(['guide.issue.create', 'user.role']);
  });
});
