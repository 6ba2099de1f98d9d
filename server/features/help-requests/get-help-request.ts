import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { helpRequestSubmissions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/** The requester's own request, for /request-submitted; anyone else's id is simply not found. */
export async function getOwnHelpRequest(db: Db, actor: Actor, id: string) {
  const user = requireSignedIn(actor);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound('Help request not found');
  const [request] = await db
    .select({
      id: helpRequestSubmissions.id,
      type: helpRequestSubmissions.type,
      address: helpRequestSubmissions.address,
      city: helpRequestSubmissions.city,
      state: helpRequestSubmissions.state,
      zip: helpRequestSubmissions.zip,
      animalType: helpRequestSubmissions.animalType,
      situationDetails: helpRequestSubmissions.situationDetails,
      donationAmount: helpRequestSubmissions.donationAmount,
      lat: helpRequestSubmissions.lat,
      lng: helpRequestSubmissions.lng,
      status: helpRequestSubmissions.status,
      createdAt: helpRequestSubmissions.createdAt,
    })
    .from(helpRequestSubmissions)
    .where(and(eq(helpRequestSubmissions.id, id), eq(helpRequestSubmissions.userId, user.id)));
  if (!request) throw notFound('Help request not found');
  return request;
}
