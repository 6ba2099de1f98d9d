import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Role } from '../common/roles.ts';
import { createAccount } from '../server/auth/accounts.ts';
import type { Actor } from '../server/auth/actor.ts';
import type { Db } from '../server/db/client.ts';
import { agencyPhoneLines, providers, wildlifeIssues } from '../server/db/schema.ts';
import { agencyLineSeeds } from '../server/db/seed/data/agency-phone-lines.ts';
import type { HelpRequestInput } from '../server/features/help-requests/submit-help-request.ts';

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

/** The acting user for a user made here, as a service function takes it. */
export function actorFor(user: { id: string; email: string; fullName: string; role: Role }, providerId: string | null = null): Actor {
  return { kind: 'user', id: user.id, role: user.role, email: user.email, fullName: user.fullName, providerId };
}

/** A provider account with its claimed, approved listing: a Boulder, CO rehabilitator unless told otherwise. */
export async function createProviderAccount(db: Db, values: Partial<typeof providers.$inferInsert> = {}) {
  const [listing] = await db
    .insert(providers)
    .values({
      name: 'Foothills Raptor Care',
      type: 'rehabilitator',
      city: 'Boulder',
      state: 'CO',
      lat: 40.02,
      lng: -105.27,
      approved: true,
      claimed: true,
      ...values,
    })
    .returning();
  const user = await createUser(db, { role: 'provider', providerId: listing!.id });
  await db.update(providers).set({ userId: user.id }).where(eq(providers.id, listing!.id));
  return { user, actor: actorFor(user, listing!.id), listing: listing! };
}

/** A hawk that cannot fly in Boulder, CO: where the seed data's sample listings are. */
export const BOULDER_REQUEST: HelpRequestInput = {
  type: 'emergency',
  address: '1 Pearl St',
  city: 'Boulder',
  state: 'CO',
  zip: '80302',
  lat: 40.015,
  lng: -105.2705,
  animalType: 'Raptor (Hawk, Owl, Eagle)',
  situationDetails: 'A hawk is sitting on the ground and cannot fly.',
  donationAmount: 50,
  responses: {},
};

/**
 * Takes the Spanish off guide entries, as an administrator's new entry has none until someone
 * writes it: every seeded entry has its Spanish.
 */
export async function makeEnglishOnly(db: Db, issueIds: string[]) {
  await db
    .update(wildlifeIssues)
    .set({ titleEs: null, descriptionEs: null, immediateActionsEs: [], longTermSolutionsEs: [], preventionTipsEs: [], searchKeywordsEs: [] })
    .where(inArray(wildlifeIssues.id, issueIds));
}

/** A phone line of a state agency's (the seed's own rows are `agencyLineSeeds`): Alaska's office line unless told otherwise. */
export async function createPhoneLine(db: Db, values: Partial<typeof agencyPhoneLines.$inferInsert> = {}) {
  const [line] = await db
    .insert(agencyPhoneLines)
    .values({
      scope: 'state',
      state: 'AK',
      organisation: 'Alaska Department of Fish and Game, Fairbanks office',
      phone: '907-555-0100',
      purpose: 'main',
      sourceUrl: 'https://www.adfg.alaska.gov/index.cfm?adfg=contacts.main',
      checkedOn: '2026-11-20',
      ...values,
    })
    .returning();
  return line!;
}

/** The seed's checked numbers, as migration 0024 puts them in every database (tests start with none). */
export async function insertSeededPhoneLines(db: Db) {
  await db.insert(agencyPhoneLines).values(agencyLineSeeds.map(({ checkedHow: _, ...line }) => line));
}
