import type { MiddlewareHandler } from 'hono';
import { message } from '../../common/i18n.ts';
import { withoutLocale } from '../../common/locales.ts';
import { problem } from './problem.ts';
import { plainPage } from './server-error-page.ts';

// When more requests arrive than the server can work on, the extra ones wait here, in order, for
// one that is running to finish; a request that has waited past the bound is answered 503 with
// Retry-After at once, instead of waiting behind the others until the 30 s time-out or longer
// (docs/decisions/065). The emergency path (the wizard, the page after it, a listing answering a
// request, the home page it starts from) waits in a lane of its own that is served first and waits longer, so it is the last to
// be turned away. Health checks and kept pages are answered before this point and never wait.

export const SERVER_BUSY = message('Wildline is very busy right now. Please try again in a moment.');
const BUSY_TITLE = message('Very busy right now');
const CALL_NOTE = message('If an animal needs help right now, call your state wildlife agency or a local veterinarian.');

/** Paths a person in an emergency is on: served first, and turned away last. */
export function isEmergencyPath(path: string): boolean {
  const bare = withoutLocale(path);
  return (
    bare === '/' ||
    bare === '/find-help' ||
    bare.startsWith('/find-help/') ||
    bare === '/request-submitted' ||
    bare.startsWith('/listing-request/') ||
    bare === '/offline'
  );
}

export interface OverloadOptions {
  /** requests worked on at once; 0 turns the limit off */
  active: number;
  /** how long a request may wait for its turn before it is told to try again */
  waitMs: number;
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export function shedOverload({ active, waitMs }: OverloadOptions): MiddlewareHandler {
  let running = 0;
  const lanes = { emergency: [] as Waiter[], other: [] as Waiter[] };
  const next = () => {
    while (running < active) {
      const waiter = lanes.emergency.shift() ?? lanes.other.shift();
      if (!waiter) return;
      clearTimeout(waiter.timer);
      running++;
      waiter.start();
    }
  };
  /** Resolves true when the request's turn has come (its place taken), false once it has waited too long. */
  const turn = (emergency: boolean): Promise<boolean> => {
    if (running < active) {
      running++;
      return Promise.resolve(true);
    }
    const lane = emergency ? lanes.emergency : lanes.other;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start: () => resolve(true),
        // An emergency page waits as long as four others before it is turned away.
        timer: setTimeout(
          () => {
            lane.splice(lane.indexOf(waiter), 1);
            resolve(false);
          },
          emergency ? waitMs * 4 : waitMs,
        ),
      };
      lane.push(waiter);
    });
  };

  return async (c, next_) => {
    if (active <= 0) return next_();
    const path = new URL(c.req.url).pathname;
    if (!(await turn(isEmergencyPath(path)))) {
      c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
      c.header('Cache-Control', 'no-store');
      if (path.startsWith('/api/')) return problem(c, 503, SERVER_BUSY);
      return c.html(plainPage(path, BUSY_TITLE, SERVER_BUSY, c.get('requestId') as string | undefined, CALL_NOTE), 503);
    }
    try {
      await next_();
    } finally {
      running--;
      next();
    }
  };
}
