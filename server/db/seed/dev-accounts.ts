import { eq } from 'drizzle-orm';
import { createAccount } from '../../auth/accounts.ts';
import type { Db } from '../client.ts';
import { providers, users } from '../schema.ts';
import { stableId } from './stable-id.ts';

// One account per role for trying Wildline locally (README). Never created in production.
export const DEV_PASSWORD = 'wildline-dev';

export const DEV_ACCOUNTS = [
  { email: 'admin@wildline.test', fullName: 'Alex Admin (sample)', role: 'admin' },
  { email: 'provider@wildline.test', fullName: 'Pat Provider (sample)', role: 'provider' },
  { email: 'helper@wildline.test', fullName: 'Hana Helper (sample)', role: 'helper' },
  { email: 'user@wildline.test', fullName: 'Uma User (sample)', role: 'user' },
] as const;

/** The sample provider account runs the Boulder rehabilitation listing. */
const PROVIDER_LISTING = stableId('provider', 'Boulder Creek Wildlife Rehabilitation Center');

export async function seedDevAccounts(db: Db): Promise<void> {
  const [listing] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, PROVIDER_LISTING));
  for (const account of DEV_ACCOUNTS) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    const providerId = account.role === 'provider' ? (listing?.id ?? null) : null;
    const { id } = await createAccount(db, { ...account, password: DEV_PASSWORD, providerId, sample: true });
    if (providerId) await db.update(providers).set({ userId: id, claimed: true }).where(eq(providers.id, providerId));
  }
}
