/**
 * A return address is followed only when it is a path on this site: never an open redirect
 * to another origin (`//evil`, `/\evil`, `https://evil`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, 'http://wildline.invalid');
    if (url.origin !== 'http://wildline.invalid') return null;
    // Dot segments can collapse into '//host' ('/.//evil'): check again after resolving.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * A visitor without a session on a page that needs one goes to sign in, with the page (its
 * path and query) carried along to come back to. Pages (app/lib/session.server.ts) and a request's
 * photos (server/features/help-requests/photo-routes.ts) send them here alike.
 */
export const signInFirst = (returnPath: string): string => `/login?returnUrl=${encodeURIComponent(returnPath)}`;

/**
 * Return addresses the server answers itself rather than the app's pages: a request's photo
 * (at its Spanish address too: docs/decisions/040) and a listing's document. After signing in the browser must load such an address
 * whole; React Router, following the redirect in the page, has no page there.
 */
const SERVED_OUTSIDE_THE_APP = /^\/(request-photos|es\/request-photos|listing-documents)\//;
export const isServedOutsideTheApp = (path: string): boolean => SERVED_OUTSIDE_THE_APP.test(path);
