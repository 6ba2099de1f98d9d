import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AlertChannel } from '../../../common/alert-channels.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Role } from '../../../common/roles.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { providers } from './providers.ts';

// Tables of better-auth (user, session, account, verification, twoFactor, rateLimit),
// with the user model mapped onto the `users` profile the pages read (full_name, role, provider_id).

export { ROLES, type Role } from '../../../common/roles.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    fullName: text().notNull(),
    phone: text(),
    image: text(),
    role: text().$type<Role>().notNull().default('user'),
    providerId: uuid().references((): AnyPgColumn => providers.id, { onDelete: 'set null' }),
    banned: boolean().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    twoFactorEnabled: boolean().default(false),
    /** the state a helper works in: the helper dashboard shows open requests there (docs/decisions/004) */
    state: text(),
    sample: boolean().notNull().default(false),
    /** how a provider hears of a new request: e-mail, a phone notification or both (docs/decisions/030) */
    newRequestAlerts: text().$type<AlertChannel>().notNull().default('email'),
    /** the language of the pages they last read, and of their e-mails (docs/decisions/036) */
    locale: text().$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_locale_check', sql`${t.locale} in ('en', 'es')`),
    check('users_new_request_alerts_check', sql`${t.newRequestAlerts} in ('email', 'push', 'both')`),
    check('users_role_check', sql`${t.role} in ('user', 'helper', 'provider', 'admin')`),
    check('users_state_check', sql`${t.state} is null or ${t.state} ~ '^[A-Z]{2}$'`),
    index('users_created_at_idx').on(t.createdAt.desc()),
    // Who runs a listing (runsListing): read for every submission's matched listings.
    index('users_provider_id_idx')
      .on(t.providerId)
      .where(sql`${t.providerId} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    token: text().notNull().unique(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ipAddress: text(),
    userAgent: text(),
    impersonatedBy: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const twoFactors = pgTable('two_factors', {
  id: id(),
  secret: text().notNull(),
  backupCodes: text().notNull(),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean().default(true),
  failedVerificationCount: integer().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  /** the 30-second step of the last app code accepted: a code is taken once, and never an older one (RFC 6238 §5.2) */
  lastTotpStep: integer(),
});

// better-auth's database rate limiter, and ours for per-e-mail limits (server/lib/rate-limit.ts).
export const rateLimits = pgTable('rate_limits', {
  id: id(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});
