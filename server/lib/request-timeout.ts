import type { MiddlewareHandler } from 'hono';
import type { Logger } from './logger.ts';
import { problem } from './problem.ts';
import { plainPage } from './server-error-page.ts';
import { message } from '../../common/i18n.ts';

// A request is answered within 30 s, the service's time-out. One still running then (a slow query,
// a stuck external service) is answered 503 at once, its page render is told to stop through the
// request's signal, and the time-out is logged with the route so it can be found.

export const REQUEST_TIMED_OUT = message('This took too long to answer. Please try again in a moment.');

export type TimeoutVariables = { timeoutSignal: AbortSignal; logger: Logger; requestId: string };

export function limitRequestTime(timeoutMs: number): MiddlewareHandler<{ Variables: TimeoutVariables }> {
  return async (c, next) => {
    if (timeoutMs <= 0) return next();
    const controller = new AbortController();
    c.set('timeoutSignal', controller.signal);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => {
      timer = setTimeout(() => resolve(true), timeoutMs);
    });
    const finished = next().then(() => false as const);
    try {
      if (!(await Promise.race([finished, timedOut]))) return;
    } finally {
      clearTimeout(timer);
    }
    controller.abort(new Error(`timed out after ${timeoutMs} ms`));
    const path = new URL(c.req.url).pathname;
    c.get('logger').warn({ method: c.req.method, path, timeoutMs }, 'request timed out');
    // Whatever the abandoned work ends with goes nowhere; a failure is still logged once.
    finished.catch((error: unknown) => c.get('logger').error({ err: error, path }, 'timed-out request failed'));
    c.header('Retry-After', '5');
    if (path.startsWith('/api/')) return problem(c, 503, REQUEST_TIMED_OUT);
    return c.html(plainPage(path, message('This is taking too long'), REQUEST_TIMED_OUT, c.get('requestId')), 503);
  };
}
