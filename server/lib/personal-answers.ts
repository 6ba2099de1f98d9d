import { getSessionCookie } from 'better-auth/cookies';
import type { MiddlewareHandler } from 'hono';

// An answer made for one person must never sit in a shared cache (a CDN, a proxy, a library's
// computer): every answer to a request with a session, and every React Router `.data` answer (a
// page's data, which may be a signed-in person's), says `private, no-store` (issue 15).

export const PERSONAL = 'private, no-store';

export function noStoreWhenPersonal(cookiePrefix: string): MiddlewareHandler<{ Variables: { actor: { kind: string } } }> {
  return async (c, next) => {
    await next();
    const personal =
      c.get('actor').kind !== 'anonymous' || getSessionCookie(c.req.raw.headers, { cookiePrefix }) !== null || new URL(c.req.url).pathname.endsWith('.data');
    if (personal) c.res.headers.set('Cache-Control', PERSONAL);
  };
}
