import type { Role } from '../../common/roles.ts';
import { AppError, forbidden } from '../lib/errors.ts';
import type { Actor } from './actor.ts';
import { message } from '../../common/i18n.ts';

// The one place a service asks "may this actor do this?" (each role's rights are checked here,
// never by the browser): 401 for nobody, 403 for the wrong role.
export function requireSignedIn(actor: Actor): Extract<Actor, { kind: 'user' }> {
  if (actor.kind !== 'user') throw new AppError('UNAUTHORIZED', message('You need to sign in first.'));
  return actor;
}

export function requireActorRole(actor: Actor, ...roles: Role[]): Extract<Actor, { kind: 'user' }> {
  const user = requireSignedIn(actor);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}
