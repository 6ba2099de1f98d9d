import { getSessionCookie } from 'better-auth/cookies';
import type { MiddlewareHandler } from 'hono';

// An answer made for one person must never sit in a shared cache (a CDN, a proxy, a library's
// computer): every answer to a request with a session, to a form post, and every React Router
// `.data` answer (a page's data, which may be a signed-in person's), says `private, no-store`.
// Only a GET without a session may be public (server/lib/page-cache.ts).

export const PERSONAL = 'private, no-store';

/** A request that comes with a session cookie (valid or not): its answer may be about that person. */
export function comesWithSession(headers: Headers, cookiePrefix: string): boolean {
  return getSessionCookie(headers, { cookiePrefix }) !== null;
}

export function noStoreWhenPersonal(cookiePrefix: string): MiddlewareHandler<{ Variables: { actor: { kind: string } } }> {
  return async (c, next) => {
    await next();
    const personal =
      c.get('actor').kind !== 'anonymous' ||
      comesWithSession(c.req.raw.headers, cookiePrefix) ||
      (c.req.method !== 'GET' && c.req.method !== 'HEAD') ||
      new URL(c.req.url).pathname.endsWith('.data');
    if (personal) c.res.headers.set('Cache-Control', PERSONAL);
  };
}
