import type { AuthContext, BetterAuthPlugin } from 'better-auth';
import { getEndpoints } from 'better-auth/api';

// Which of better-auth's endpoints answer over HTTP at /api/auth, and why so few. Our pages call
// better-auth in process, behind their forms' schemas and our services' rules: /account changes a
// name or phone (common/auth-schemas.ts ZProfile), a password, two-factor sign-in; /register and
// the wizard make accounts; administrators act through /admin-dashboard. Over HTTP the same
// endpoints would take a name of any length, a phone in any shape, another e-mail, an account's
// deletion or a role without those rules or our audit log, and sign-up would tell anyone which
// e-mails have accounts (docs/decisions/007). So every endpoint of better-auth and its plugins is
// closed except what a client needs to hold a session, and one added by an upgrade starts closed.

export const OPEN_AUTH_PATHS: readonly string[] = [
  '/sign-in/email',
  // the second step of a sign-in with two-factor sign-in on (two-factor-limits.ts, two-factor-replay.ts)
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/get-session',
  '/sign-out',
  // sign out every device
  '/revoke-sessions',
  // mails a link to our /reset-password page, limited per address (attempt-limits.ts)
  '/request-password-reset',
];

/**
 * For better-auth's `disabledPaths` (404 before anything is read): every path of its own and of
 * `plugins` that is not open. better-auth compares them with the request's path as they are, so a
 * path with a parameter (`/callback/:id`) is closed by `isClosedAuthPath` in our before hook.
 */
export function closedAuthPaths(plugins: BetterAuthPlugin[]): string[] {
  // Only listed here: the context is read when an endpoint runs, never by the listing.
  const { api } = getEndpoints({} as AuthContext, { plugins });
  const paths = Object.values(api).map((endpoint) => endpoint.path);
  return [...new Set(paths)].filter((path): path is string => typeof path === 'string' && !OPEN_AUTH_PATHS.includes(path));
}

/** A path with a parameter that is not open; our pages call none of them, in process or not. */
export const isClosedAuthPath = (path: string) => path.includes('/:') && !OPEN_AUTH_PATHS.includes(path);
