import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import type { Role } from '../../common/roles.ts';
import { signInFirst } from '../../common/safe-redirect.ts';
import type { Actor } from '../../server/auth/actor.ts';
import { CLIENT_IP_HEADER } from '../../server/auth/auth.ts';
import { requestContext } from '../../server/context.ts';

// Route protection on the server: no session → /login with the page carried along;
// a session without the role → /. Called in every loader and action that needs it, except the
// administrators' pages: the admin layout's middleware (adminOnly) guards all of those at once.

export type SignedIn = Extract<Actor, { kind: 'user' }>;

/** What the server put in the router context for this request: the actor, database, config, logger and mailer. */
export function requestServices(context: Readonly<RouterContextProvider>) {
  return context.get(requestContext);
}

export function loginRedirectFor(request: Request) {
  const url = new URL(request.url);
  return redirect(signInFirst(`${url.pathname}${url.search}`));
}

export function requireUser(context: Readonly<RouterContextProvider>, request: Request): SignedIn {
  const { actor } = requestServices(context);
  if (actor.kind !== 'user') throw loginRedirectFor(request);
  return actor;
}

export function requireRole(context: Readonly<RouterContextProvider>, request: Request, ...roles: Role[]): SignedIn {
  const actor = requireUser(context, request);
  if (!roles.includes(actor.role)) throw redirect('/');
  return actor;
}

/** The administrator adminOnly let through, for the admin pages' loaders and actions. */
const adminContext = createContext<SignedIn>();

/**
 * Pages where a signed-in non-administrator goes to /login rather than to / (the login
 * page sends them on to their own dashboard), by route pattern as app/routes.ts declares it.
 */
const NON_ADMIN_TO_LOGIN = new Set(['admin-dashboard/volunteer/:id']);

/** The admin layout's middleware (app/routes.ts): every page under it is for administrators only. */
export const adminOnly: MiddlewareFunction<Response> = ({ request, context, pattern }, next) => {
  const actor = requireUser(context, request);
  if (actor.role !== 'admin') throw redirect(NON_ADMIN_TO_LOGIN.has(pattern.replace(/^\//, '')) ? '/login' : '/');
  context.set(adminContext, actor);
  return next();
};

/** The signed-in administrator, in a loader or action of a page under the admin layout. */
export function adminUser(context: Readonly<RouterContextProvider>): SignedIn {
  return context.get(adminContext);
}

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}

/** Every Set-Cookie of a better-auth response, to pass on with our own response. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}
