import { and, desc, eq, ne } from 'drizzle-orm';
import type { Locale } from '../../../common/locales.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { requireActorRole, requireSignedIn } from '../../auth/permissions.ts';
import { notFound } from '../../lib/errors.ts';
import { message } from '../../../common/i18n.ts';

// Profiles: everyone reads and writes their own; admins list everyone.

/** The account as its owner sees it on /account (and in their data export). */
export const ownProfileColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  phone: users.phone,
  role: users.role,
  providerId: users.providerId,
  twoFactorEnabled: users.twoFactorEnabled,
};

export async function getOwnProfile(db: Db, actor: Actor) {
  const me = requireSignedIn(actor);
  const [profile] = await db.select(ownProfileColumns).from(users).where(eq(users.id, me.id));
  if (!profile) throw notFound(message('User profile not found'));
  return profile;
}

/**
 * The language a signed-in person last read pages in becomes their account's, for their e-mails
 * (docs/decisions/036). Written only when it changes: most pages read it and write nothing.
 */
export async function rememberOwnLocale(db: Db, actor: Actor, locale: Locale): Promise<void> {
  const me = requireSignedIn(actor);
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, me.id), ne(users.locale, locale)));
}

/** All users, newest first. Admin only. */
export async function listUsers(db: Db, actor: Actor, { limit = 100, offset = 0 } = {}) {
  requireActorRole(actor, 'admin');
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role, createdAt: users.createdAt })
    .from(users)
    .orderBy(desc(users.createdAt))
    .limit(Math.min(limit, 500))
    .offset(offset);
}
