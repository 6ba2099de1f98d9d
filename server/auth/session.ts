import { getSessionCookie } from 'better-auth/cookies';
import type { Role } from '../../common/roles.ts';
import { ANONYMOUS, type Actor } from './actor.ts';
import { AUTH_COOKIE_PREFIX, type Auth } from './auth.ts';

interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
  providerId?: string | null;
  banned?: boolean | null;
}

/**
 * The actor behind a request's session cookie, and the Set-Cookie headers to send back when
 * better-auth extended the session (at most once every 5 minutes, see SESSION_UPDATE_AGE_SECONDS).
 */
export async function actorFromRequest(auth: Auth, headers: Headers): Promise<{ actor: Actor; setCookies: string[] }> {
  // Without a session cookie there is nobody to look up: most requests (public pages, matching,
  // assets' neighbours) are anonymous, and better-auth's call costs each of them (decision 023).
  if (getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX }) === null) return { actor: ANONYMOUS, setCookies: [] };
  const result = await auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = result.headers?.getSetCookie() ?? [];
  const user = result.response?.user as SessionUser | undefined;
  if (!user || user.banned) return { actor: ANONYMOUS, setCookies };
  return {
    actor: {
      kind: 'user',
      id: user.id,
      email: user.email,
      fullName: user.name,
      role: (user.role ?? 'user') as Role,
      providerId: user.providerId ?? null,
      sessionId: result.response?.session.id,
    },
    setCookies,
  };
}
