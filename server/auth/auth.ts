import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { admin, twoFactor } from 'better-auth/plugins';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_TOO_LONG, passwordProblems } from '../../common/passwords.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../db/schema.ts';
import { queueMail, type Mailer } from '../lib/mailer.ts';
import '../../common/i18n-catalogs.ts';
import { translator } from '../../common/i18n.ts';
import { localizedPath } from '../../common/locales.ts';
import { tooManyAttemptsMessage } from '../lib/rate-limit.ts';
import {
  ACCOUNT_WAITING,
  accountKey,
  claimSignInAttempt,
  countResetRequest,
  RESETS_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
  signInSucceeded,
  type SignInClient,
} from './attempt-limits.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S, deviceCookieValue, knownDeviceOf } from './sign-in-device.ts';
import { closedAuthPaths, isClosedAuthPath } from './open-auth-paths.ts';
import { clearTwoFactorCodes, countTwoFactorCode } from './two-factor-limits.ts';
import { giveBackUnusedTotpStep, takeTotpStep } from './two-factor-replay.ts';
import { twoFactorCodeOwner } from './two-factor-user.ts';

// Accounts, sessions and roles on better-auth (DESIGN.md "Stack"): e-mail and password,
// sessions as database rows behind an httpOnly cookie, password reset by e-mail, roles from
// its admin plugin, TOTP two-factor sign-in.

/** Set by our HTTP layer from the socket; a client-sent value is always overwritten. */
export const CLIENT_IP_HEADER = 'x-wildline-client-ip';

/** Our cookies' names start with it (`wildline.session_token`). */
export const AUTH_COOKIE_PREFIX = 'wildline';

/** better-auth's own scrypt, reached through one object so that a test can count (or skip) the work. */
export const passwordHashing = { hash: hashPassword, verify: verifyPassword };

const CHEAP_HASH_PREFIX = 'test-only-sha256:';

/**
 * For a server started with TEST_PASSWORD_HASH=cheap (server/start.ts; refused in production,
 * docs/decisions/063): one SHA-256 instead of scrypt's ~200 ms a sign-up or sign-in, for the
 * end-to-end server. Hashes made otherwise (scrypt, by the seed's factory) still verify as before.
 */
export function useCheapPasswordHashing() {
  const digest = (salt: string, password: string) => createHash('sha256').update(`${salt}:${password}`).digest('hex');
  passwordHashing.hash = async (password) => {
    const salt = randomBytes(16).toString('hex');
    return `${CHEAP_HASH_PREFIX}${salt}:${digest(salt, password)}`;
  };
  passwordHashing.verify = async ({ hash, password }) => {
    if (!hash.startsWith(CHEAP_HASH_PREFIX)) return verifyPassword({ hash, password });
    const [salt = '', expected = ''] = hash.slice(CHEAP_HASH_PREFIX.length).split(':');
    const actual = digest(salt, password);
    return actual.length === expected.length && timingSafeEqual(Buffer.from(actual), Buffer.from(expected));
  };
}

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** The session is extended on activity at most once every 5 minutes, so a busy page does not write on every request. */
export const SESSION_UPDATE_AGE_SECONDS = 5 * 60;

/**
 * The admin plugin gives users their role (admin, provider, helper or user). Its own endpoints (set
 * a role, create, ban, impersonate, remove users, set their passwords) would let an administrator
 * bypass our services' rules and the audit log: like every endpoint our pages do not need over
 * HTTP, they are closed (open-auth-paths.ts), and administrators act through /admin-dashboard.
 */
const roles = () => admin({ defaultRole: 'user', adminRoles: ['admin'] });
const twoFactorSignIn = () =>
  twoFactor({
    issuer: 'Wildline',
    schema: { twoFactor: { modelName: 'twoFactors' } },
    // Ours counts codes per account before they are checked (two-factor-limits.ts); its own, counted after, let a parallel burst through.
    accountLockout: { enabled: false },
  });
const CLOSED_PATHS = closedAuthPaths([roles(), twoFactorSignIn()]);

/** better-auth's APIError, by its shape: the build may hold its own copy of the class. */
export const isAuthRefusal = (error: unknown): error is Error & { statusCode: number } => {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return error instanceof Error && error.name === 'APIError' && typeof statusCode === 'number' && statusCode < 500;
};

/** Where better-auth's endpoints take a password (sign-in, reset, change, two-factor on and off). */
const PASSWORD_FIELDS = ['password', 'newPassword', 'currentPassword'] as const;

/** The client address our HTTP layer set (server/http.ts), for pages and /api/auth alike. */
const clientIpOf = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) ?? 'unknown';

/** Where better-auth takes a second-factor code. */
const TWO_FACTOR_CODE_PATHS = ['/two-factor/verify-totp', '/two-factor/verify-backup-code'];

const tooManyAttempts = (retryAfterMs: number) =>
  new APIError(
    'TOO_MANY_REQUESTS',
    { message: tooManyAttemptsMessage(retryAfterMs), code: 'TOO_MANY_ATTEMPTS' },
    { 'Retry-After': String(Math.ceil(retryAfterMs / 1000)) },
  );

const accountWaiting = () => new APIError('TOO_MANY_REQUESTS', { message: ACCOUNT_WAITING, code: 'TOO_MANY_ATTEMPTS' });

export function createAuth(options: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = options;
  const secureCookies = config.isProduction && config.baseUrl.startsWith('https://');
  /** Who is signing in, with their device cookie when it was made for this account. */
  const signInClient = (email: string, headers: Headers | undefined): SignInClient => ({
    email,
    ip: clientIpOf(headers),
    knownDevice: knownDeviceOf(config.sessionSecret, headers?.get('cookie'), accountKey(email)),
  });
  return betterAuth({
    appName: 'Wildline',
    baseURL: config.baseUrl,
    secret: config.sessionSecret,
    trustedOrigins: [config.baseUrl],
    disabledPaths: CLOSED_PATHS,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { users, sessions, accounts, verifications, twoFactors, rateLimits },
    }),
    user: {
      modelName: 'users',
      fields: { name: 'fullName' },
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
        providerId: { type: 'string', required: false, input: false },
      },
    },
    session: {
      modelName: 'sessions',
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      autoSignIn: true,
      password: { hash: (password) => passwordHashing.hash(password), verify: (data) => passwordHashing.verify(data) },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Our own link, to our /reset-password page on the same origin, never a host the request
      // names. Queued, so the answer to a known address neither waits for the mail server nor loses
      // the mail when it is down.
      sendResetPassword: async ({ user, token }) => {
        // In the account's remembered language (docs/decisions/036), to the reset page in it.
        const [account] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, user.id));
        const locale = account?.locale ?? 'en';
        const t = translator(locale);
        const link = `${config.baseUrl}${localizedPath('/reset-password', locale)}?token=${encodeURIComponent(token)}`;
        await queueMail(
          { db, config, mailer },
          {
            to: user.email,
            subject: t('Reset your Wildline password'),
            text: [
              t('Hello {{name}},', { name: user.name }),
              '',
              t('Someone asked to reset the password of your Wildline account. To choose a new password, open this link within one hour:'),
              '',
              link,
              '',
              t('The link works once. If you did not ask for this, you can ignore this e-mail: your password stays the same.'),
              '',
              'Wildline',
            ].join('\n'),
          },
        );
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rateLimits',
      window: 60,
      max: 100,
      customRules: {
        // A flood guard per IP for API clients only: guesses are slowed by attempt-limits.ts.
        '/sign-in/email': { window: 60, max: 30 },
        // Closed (CLOSED_PATHS) but kept in step with the pages' limits (attempt-limits.ts), were it opened.
        '/sign-up/email': { window: 60 * 60, max: SIGN_UPS_PER_ADDRESS.limit },
        '/request-password-reset': { window: 60 * 60, max: RESETS_PER_ADDRESS.limit },
        '/two-factor/verify-totp': { window: 15 * 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 15 * 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secureCookies,
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // New accounts always get the role `user`, whatever the request says: only an
          // administrator gives another.
          before: async (user) => ({ data: { ...user, role: 'user' } }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (isClosedAuthPath(ctx.path)) throw new APIError('NOT_FOUND');
        // Second-factor codes: a sign-in's are limited per account (two-factor-limits.ts), and a code
        // from the authenticator app is taken once (two-factor-replay.ts), at sign-in and setup alike.
        if (TWO_FACTOR_CODE_PATHS.includes(ctx.path)) {
          const owner = await twoFactorCodeOwner(ctx);
          if (owner?.signingIn) {
            const state = await countTwoFactorCode(db, owner.userId);
            if (!state.allowed) throw tooManyAttempts(state.retryAfterMs);
          }
          if (owner && ctx.path === '/two-factor/verify-totp') await takeTotpStep(db, ctx, owner.userId);
        }
        // No password can be longer (common/passwords.ts), so a longer one is refused with the
        // forms' own message before it is counted, hashed or compared, on every endpoint.
        if (PASSWORD_FIELDS.some((field) => String(body[field] ?? '').length > MAX_PASSWORD_LENGTH)) {
          throw new APIError('BAD_REQUEST', { message: PASSWORD_TOO_LONG, code: 'PASSWORD_TOO_LONG' });
        }
        // The limits per e-mail (attempt-limits.ts), here so that they hold for our pages and for
        // /api/auth alike. A malformed body is left for the endpoint to refuse.
        if (typeof body.email === 'string' && ctx.path === '/sign-in/email') {
          const attempt = await claimSignInAttempt(db, signInClient(body.email, ctx.headers));
          if (!attempt.allowed) throw attempt.toldWhen ? tooManyAttempts(attempt.retryAfterMs) : accountWaiting();
        }
        if (typeof body.email === 'string' && ctx.path === '/request-password-reset') {
          const state = await countResetRequest(db, body.email);
          if (!state.allowed) throw tooManyAttempts(state.retryAfterMs);
        }
        // Weak passwords are refused with the list of reasons, so the person knows what to change,
        // on every path that sets one.
        const candidate =
          ctx.path === '/sign-up/email' ? body.password : ctx.path === '/reset-password' || ctx.path === '/change-password' ? body.newPassword : undefined;
        if (typeof candidate !== 'string') return;
        const problems = passwordProblems(candidate, typeof body.email === 'string' ? body.email : undefined);
        if (problems.length) throw new APIError('BAD_REQUEST', { message: problems.join('. '), code: 'WEAK_PASSWORD' });
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A right second-factor code makes a session: the account's count of codes starts again.
        const signedIn = ctx.context.newSession?.user.id;
        if (TWO_FACTOR_CODE_PATHS.includes(ctx.path) && signedIn) await clearTwoFactorCodes(db, signedIn);
        if (ctx.path === '/two-factor/verify-totp') await giveBackUnusedTotpStep(db, ctx, ctx.context.returned instanceof Error);
        const email = (ctx.body as Record<string, unknown> | undefined)?.email;
        // A refusal is an APIError; anything else is a signed-in account (or its two-factor step).
        if (ctx.path === '/sign-in/email' && typeof email === 'string' && !(ctx.context.returned instanceof Error)) {
          const client = signInClient(email, ctx.headers);
          await signInSucceeded(db, client);
          // This browser is now a known device of the account: guesses made elsewhere never hold it up.
          if (!client.knownDevice)
            ctx.setCookie(DEVICE_COOKIE, deviceCookieValue(config.sessionSecret, accountKey(email)), {
              path: '/',
              httpOnly: true,
              sameSite: 'lax',
              secure: secureCookies,
              maxAge: DEVICE_COOKIE_MAX_AGE_S,
            });
        }
      }),
    },
    plugins: [roles(), twoFactorSignIn()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
