import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../common/roles.ts';
import type { Db } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { accounts, users } from '../db/schema.ts';

// Accounts made outside the sign-up flow: staff (create-admin), development sample accounts
// and test factories. Same rows better-auth writes: a user and a 'credential' account.

export interface NewAccount {
  email: string;
  fullName: string;
  role: Role;
  phone?: string | null;
  providerId?: string | null;
  /** a plain password, hashed here (scrypt, ~200 ms), or a hash made once and reused */
  password?: string;
  passwordHash?: string;
  sample?: boolean;
}

export async function createAccount(db: Db, account: NewAccount): Promise<{ id: string }> {
  const hash = account.passwordHash ?? (await hashPassword(account.password ?? ''));
  return withTransaction(db, async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email.toLowerCase(),
        fullName: account.fullName,
        role: account.role,
        phone: account.phone ?? null,
        providerId: account.providerId ?? null,
        emailVerified: false,
        sample: account.sample ?? false,
      })
      .returning({ id: users.id });
    await tx.insert(accounts).values({ accountId: user!.id, providerId: 'credential', userId: user!.id, password: hash });
    return { id: user!.id };
  });
}

/** Makes `email` an administrator: promotes an existing account, or creates one. */
export async function createOrPromoteAdmin(db: Db, email: string, password: string): Promise<'created' | 'promoted'> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (existing) {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  await createAccount(db, { email, password, fullName: 'Administrator', role: 'admin' });
  return 'created';
}
