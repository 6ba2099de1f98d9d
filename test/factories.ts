import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Role } from '../common/roles.ts';
import { createAccount } from '../server/auth/accounts.ts';
import type { Db } from '../server/db/client.ts';

// Test data factories (STYLE.md): every test makes its own. Passwords are hashed once per
// test file (scrypt costs ~200 ms), not once per user.

export const TEST_PASSWORD = 'otter-river-42';
let hashed: Promise<string> | undefined;

export async function createUser(db: Db, overrides: { role?: Role; email?: string; fullName?: string; providerId?: string | null } = {}) {
  hashed ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? `user-${randomUUID()}@example.org`;
  const role = overrides.role ?? 'user';
  const fullName = overrides.fullName ?? `Test ${role}`;
  const { id } = await createAccount(db, { email, fullName, role, providerId: overrides.providerId ?? null, passwordHash: await hashed });
  return { id, email, fullName, role, password: TEST_PASSWORD };
}
