import type { RequestContext } from '../../server/context.ts';
import type { SignedIn } from './session.server.ts';
import { now } from '../../server/lib/clock.ts';
import { linkSignerFor } from '../../server/lib/signed-links.ts';
import { answerByLink, openLinkedRequest, takeOverListing, type LinkedRequest } from '../../server/features/providers/respond-by-link.ts';
import { photosOfRequests } from '../../server/features/help-requests/request-photos.ts';

// The listing's e-mail links as the pages use them (docs/decisions/048): the services with the
// configuration's link signer and the clock.

type Services = Pick<RequestContext, 'db' | 'config'>;

export const open = ({ db, config }: Services, token: string) => openLinkedRequest(db, linkSignerFor(config), token, now());

export const answer = ({ db, config }: Services, token: string, action: 'accept' | 'decline') => answerByLink(db, linkSignerFor(config), token, action, now());

export const takeOver = ({ db, config }: Services, token: string, actor: SignedIn) => takeOverListing(db, linkSignerFor(config), token, actor, now());

/** The request's photos, while the link opens the request for its listing. */
export async function photosFor({ db }: Services, view: LinkedRequest) {
  if (view.state !== 'open' && view.state !== 'accepted') return [];
  return (await photosOfRequests(db, [view.request.id])).get(view.request.id) ?? [];
}
