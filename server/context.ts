import { createContext } from 'react-router';
import type { Actor } from './auth/actor.ts';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Geocoder } from './lib/geocoder.ts';
import type { Logger } from './lib/logger.ts';
import type { Realtime } from './lib/realtime.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Matcher } from './features/matching/kept-matches.ts';

// What every request can reach: handed to React Router loaders and actions through the
// router context (v8_middleware), and to the JSON API through Hono's context.

export interface AppServices {
  db: Db;
  config: Config;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  geocoder: Geocoder;
  realtime: Realtime;
  /** matching with kept answers (features/matching/kept-matches.ts) */
  match: Matcher;
}

export interface RequestContext extends AppServices {
  requestId: string;
  /** CSP nonce for the inline scripts React Router renders */
  nonce: string;
  /** who is signed in, from the session cookie */
  actor: Actor;
  /** aborts when the client goes away or the request's time-out passes */
  signal?: AbortSignal;
}

/**
 * One key per process, even when this module is loaded twice: the production build bundles its
 * own copy, and integration tests put that build's pages in front of an app made from the source.
 */
const KEY = Symbol.for('wildline.requestContext');
const registry = globalThis as { [KEY]?: ReturnType<typeof createContext<RequestContext>> };
export const requestContext = (registry[KEY] ??= createContext<RequestContext>());
