import { createContext } from 'react';
import type { UIMatch } from 'react-router';

// Content pages ship no JavaScript, to load fast on a phone. Every link and form on them works without it, so
// their route says so with `export const handle = WITHOUT_JAVASCRIPT;` and the root layout then
// leaves out <Scripts/>: no modulepreload, no hydration script, no module script
// (docs/decisions/022). A page reached by a link from a page that runs JavaScript is still
// rendered by the router there, as any other.

export interface PageHandle {
  /** false: the page is sent as HTML only, never hydrated */
  hydrate?: boolean;
  /** the address of the one script such a page loads instead of React's */
  script?: string;
}

export const WITHOUT_JAVASCRIPT: PageHandle = { hydrate: false };

/**
 * A page sent as HTML with a small script of its own instead of the app's (the request wizard,
 * docs/decisions/038): `import script from './x.ts?worker&url'` has Vite bundle it apart.
 */
export const withOwnScript = (script: string): PageHandle => ({ hydrate: false, script });

/**
 * The `clientLoader` of a page with a script of its own: reached by the browser's router all the
 * same (a redirect from a page that runs it, a link `loadsAsDocument` missed), it is loaded as a
 * document, which is what the page is.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise(() => {});
}

/**
 * Pages a link from a page that runs the router loads as a document (app/components/link.tsx):
 * the wizard and the guide's list, which the router never renders (their components hold no
 * behaviour of their own, decisions 038 and 043), and a guide entry, a content page: offline,
 * only a page load reaches the service worker's kept copy (a tap on a kept list's card did
 * nothing, as the entry's data could not be fetched).
 */
const DOCUMENT_ONLY = /^(\/es)?(\/find-help|\/resources(\/[^/]+)?)$/;
export const loadsAsDocument = (to: string) => DOCUMENT_ONLY.test(to.split(/[?#]/)[0]!);

/** Whether the page of these matches loads the app's JavaScript: not when any of its routes opts out. */
export function shipsJavaScript(matches: UIMatch[]): boolean {
  return !matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}

/** The page's own script (withOwnScript), if it has one. */
export function ownScript(matches: UIMatch[]): string | undefined {
  return matches.map((match) => (match.handle as PageHandle | undefined)?.script).find(Boolean);
}

/**
 * The request's CSP nonce, for a page's own script (entry.server.tsx provides it): 'self' would
 * let it run, but every script of ours carries the nonce, so the policy can drop 'self' one day.
 */
export const ScriptNonceContext = createContext<string | undefined>(undefined);
