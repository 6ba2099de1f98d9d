import type { UIMatch } from 'react-router';

// Issue 16: content pages ship no JavaScript. Every link and form on them works without it, so
// their route says so with `export const handle = WITHOUT_JAVASCRIPT;` and the root layout then
// leaves out <Scripts/>: no modulepreload, no hydration script, no module script
// (docs/decisions/022). A page reached by a link from a page that runs JavaScript is still
// rendered by the router there, as any other.

export interface PageHandle {
  /** false: the page is sent as HTML only, never hydrated */
  hydrate?: boolean;
}

export const WITHOUT_JAVASCRIPT: PageHandle = { hydrate: false };

/** Whether the page of these matches loads the app's JavaScript: not when any of its routes opts out. */
export function shipsJavaScript(matches: UIMatch[]): boolean {
  return !matches.some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
