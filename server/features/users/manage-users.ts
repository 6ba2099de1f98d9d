import { desc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES, type Role } from '../../../common/roles.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { isUuid } from '../../lib/ids.ts';
import { leaveFieldTeam } from '../field-team/field-team.ts';

// Users for administrators (list all users newest first, change any user's role), every change
// audit-logged.

const PAGE_SIZE = 50;
const USER_NOT_FOUND = 'This user was not found.';

export const ZUserSearch = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'Please keep the search under 200 characters')
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export interface UserRow {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  hasListing: boolean;
  sample: boolean;
  createdAt: Date;
}

/** Users newest first, by part of the name or e-mail, a page at a time. */
export async function listUsers(db: Db, actor: Actor, input: { q?: string; page?: number | string }) {
  requireActorRole(actor, 'admin');
  const { q, page } = parseOrThrow(ZUserSearch, input);
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      providerId: users.providerId,
      sample: users.sample,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(pattern ? or(ilike(users.email, pattern), ilike(users.fullName, pattern)) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  const list: UserRow[] = rows.slice(0, PAGE_SIZE).map(({ providerId, ...user }) => ({ ...user, hasListing: providerId !== null }));
  return { users: list, page, hasMore: rows.length > PAGE_SIZE };
}

const ZRole = z.enum(ROLES, { error: 'Choose a role' });

/**
 * Sets a user's role, audited. An administrator cannot change their own role (nobody locks the last
 * administrator out by accident), and only an account with a listing can be a provider. A helper
 * who is one no longer leaves the field team with it (the team is approved helpers only: members
 * see requesters' addresses).
 */
export async function changeUserRole(db: Db, actor: Actor, userId: string, role: unknown): Promise<{ id: string; fullName: string; role: Role }> {
  const admin = requireActorRole(actor, 'admin');
  const newRole = parseOrThrow(z.object({ role: ZRole }), { role }).role;
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  if (userId === admin.id) throw new AppError('CONFLICT', 'You cannot change your own role. Ask another administrator.');
  return withTransaction(db, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, fullName: users.fullName, role: users.role, providerId: users.providerId })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound(USER_NOT_FOUND);
    if (newRole === 'provider' && !user.providerId) {
      throw badRequest('This account has no listing. Approve a listing claim to make someone a provider.', { role: ['This account has no listing'] });
    }
    if (user.role === newRole) return { id: user.id, fullName: user.fullName, role: user.role };
    await tx.update(users).set({ role: newRole, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'user.role',
      entityType: 'user',
      entityId: user.id,
      before: { role: user.role },
      after: { role: newRole },
    });
    if (user.role === 'helper') await leaveFieldTeam(tx, user.id, admin.id);
    return { id: user.id, fullName: user.fullName, role: newRole };
  });
}
