import { getSessionCookie } from 'better-auth/cookies';
import type { MiddlewareHandler } from 'hono';
import { problem } from './problem.ts';

// Cross-site request forgery on the JSON API. A page on another site, or on another
// port of this host, can send a form or a "simple" fetch with the visitor's cookies but cannot set
// `Content-Type: application/json` without the browser asking us first (CORS preflight, which we
// never grant); and a browser always says where a request comes from in `Origin` or
// `Sec-Fetch-Site`. So a state-changing call must be JSON, and, when it carries a session cookie,
// must come from our own origin. Scripts without a session (integrators) need neither header.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A DELETE carries no body, and no browser sends one cross-site without asking us first. */
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

export const NOT_JSON = 'Send this request as JSON, with the header Content-Type: application/json.';
export const FOREIGN_ORIGIN = 'Requests from other sites are not accepted here.';

const isJson = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

export function guardJsonApi(options: { ownOrigin: string; cookiePrefix: string }): MiddlewareHandler {
  return async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next();
    if (WITH_BODY.has(c.req.method) && !isJson(c.req.header('content-type'))) return problem(c, 415, NOT_JSON);
    if (getSessionCookie(c.req.raw.headers, { cookiePrefix: options.cookiePrefix }) && !fromOwnSite(c.req.raw.headers, options.ownOrigin)) {
      return problem(c, 403, FOREIGN_ORIGIN);
    }
    return next();
  };
}

function fromOwnSite(headers: Headers, ownOrigin: string): boolean {
  const origin = headers.get('origin');
  if (origin !== null) return origin === ownOrigin;
  // Only a browser sends Sec-Fetch-Site; 'same-site' is another port or subdomain, not us.
  return headers.get('sec-fetch-site') === 'same-origin';
}
