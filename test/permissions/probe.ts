import type { ActorName } from '../../server/auth/permissions-matrix.ts';
import type { World } from './world.ts';

// How one row of the permissions matrix is tried as one person: the request to send, and what
// an allowed answer must show. Probes make the fresh rows they act on (test/permissions/world.ts).

export interface Answer {
  status: number;
  location: string | null;
  body: string;
  headers: Headers;
}

export interface Try {
  /** path and query, the route's params filled in */
  path: string;
  /** a page form's fields, sent url-encoded as a browser without JavaScript sends them */
  form?: Record<string, string | string[]>;
  /** a page form with a file, sent multipart as a browser sends a file form */
  upload?: { fields: Record<string, string>; field: string; name: string; bytes: Uint8Array };
  /** an API request's JSON body */
  json?: unknown;
  /** another session than the person's own (a fresh account the try may use up); null for none */
  cookie?: string | null;
  /** more cookies to send with the session (the wizard's draft, a pending two-factor sign-in) */
  extraCookies?: string[];
  /** where an allowed try is sent, when it answers with a redirect */
  redirectsTo?: string | RegExp;
  /** an allowed try changes nothing either (a preview) */
  readOnly?: boolean;
  /** what only some may see: in the answers of `shownTo`, in nobody else's, allowed or refused */
  privacy?: { values: string[]; shownTo: ActorName[] };
  /** further checks of an allowed answer */
  check?: (answer: Answer) => void | Promise<void>;
}

export type Probe = (w: World, actor: ActorName) => Promise<Try>;

/** A page or endpoint read as it is, with nothing made for it. */
export const visit =
  (path: string): Probe =>
  async () => ({ path });

/** The cookie of the person's own session, or none for a visitor. */
export const ownCookie = (w: World, actor: ActorName) => (actor === 'anonymous' ? null : w.people[actor].cookie);

/** Checks for an allowed answer, failing with what was expected. */
export function contains(...expected: string[]) {
  return ({ body }: Answer) => {
    for (const text of expected) if (!body.includes(text)) throw new Error(`the answer does not contain "${text}"`);
  };
}
