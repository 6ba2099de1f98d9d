import { bodyLimit } from 'hono/body-limit';
import type { Context, MiddlewareHandler } from 'hono';
import { problem } from './problem.ts';
import { plainPage } from './server-error-page.ts';

// Every request body is counted while it is read, before any parsing or session work, and refused
// with a 413 the moment it passes its route's limit (issue 15): a body that announces its length
// is refused before a byte of it is read, and one sent in chunks is never held past the limit.

/** JSON and forms: the longest form we take (a guide entry) is a few kilobytes. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A state agency's provider list (SPEC §1 import), sent as a file or pasted. */
export const CSV_IMPORT_BODY_LIMIT = 2 * 1024 * 1024;
/** A page that takes a file upload (photos, documents) gets this, once it is listed below. */
export const FILE_UPLOAD_BODY_LIMIT = 10 * 1024 * 1024;

/** Pages whose form may carry more than FORM_BODY_LIMIT, by path (React Router's `.data` posts included). */
const LARGER_BODIES: Record<string, number> = {
  '/admin-dashboard/import': CSV_IMPORT_BODY_LIMIT,
};

export const BODY_TOO_LARGE = (limit: number) =>
  `This request is too large: we accept at most ${limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${limit / 1024} KB`} here.`;

export function bodyLimitFor(pathname: string): number {
  return LARGER_BODIES[pathname.replace(/\.data$/, '')] ?? FORM_BODY_LIMIT;
}

export function limitBodySize(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (limit: number) => {
    let limiter = limiters.get(limit);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: limit, onError: (c) => tooLarge(c, limit) });
      limiters.set(limit, limiter);
    }
    return limiter;
  };
  return (c, next) => limiterFor(bodyLimitFor(new URL(c.req.url).pathname))(c, next);
}

function tooLarge(c: Context, limit: number) {
  const message = BODY_TOO_LARGE(limit);
  // The rest of the body is not read: closing the connection stops the sender instead of waiting for it.
  c.header('Connection', 'close');
  if (new URL(c.req.url).pathname.startsWith('/api/')) return problem(c, 413, message);
  return c.html(plainPage('This request is too large', message, c.get('requestId') as string | undefined), 413);
}
