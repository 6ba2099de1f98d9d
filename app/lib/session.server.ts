import { redirect, type RouterContextProvider } from 'react-router';
import type { Role } from '../../common/roles.ts';
import type { Actor } from '../../server/auth/actor.ts';
import { CLIENT_IP_HEADER } from '../../server/auth/auth.ts';
import { requestContext } from '../../server/context.ts';

// Route protection on the server (SPEC §2): no session → /login with the page carried along;
// a session without the role → /. Called in every loader and action that needs it.

export type SignedIn = Extract<Actor, { kind: 'user' }>;

export function services(context: Readonly<RouterContextProvider>) {
  return context.get(requestContext);
}

export function loginRedirectFor(request: Request) {
  const url = new URL(request.url);
  return redirect(`/login?returnUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

export function requireUser(context: Readonly<RouterContextProvider>, request: Request): SignedIn {
  const { actor } = services(context);
  if (actor.kind !== 'user') throw loginRedirectFor(request);
  return actor;
}

export function requireRole(context: Readonly<RouterContextProvider>, request: Request, ...roles: Role[]): SignedIn {
  const actor = requireUser(context, request);
  if (!roles.includes(actor.role)) throw redirect('/');
  return actor;
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
