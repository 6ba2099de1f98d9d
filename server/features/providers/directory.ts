import type { MatchResult } from '../../../common/matching.ts';
import type { DirectorySearch } from '../../../common/providers-schemas.ts';
import type { StateCode } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import type { Geocoder } from '../../lib/geocoder.ts';
import { matchProviders } from '../matching/match-providers.ts';
import { message } from '../../../common/i18n.ts';

// /view-providers (signed in): the directory searched by ZIP, or by city and state,
// for a kind of provider and an animal; the same matching as a request (DESIGN.md).

export async function searchDirectory(
  db: Db,
  geocoder: Geocoder,
  actor: Actor,
  search: DirectorySearch,
): Promise<{ place: string; result: MatchResult } | { fieldErrors: FieldErrors }> {
  requireSignedIn(actor);
  let state = search.state;
  let city = search.city;
  if (search.zip) {
    const [place] = await geocoder.suggest(search.zip.slice(0, 5), 1);
    if (!place) return { fieldErrors: { zip: [message('We do not know that ZIP code in the 50 states')] } };
    state = place.state;
    city = place.city;
  }
  const located = await geocoder.locate({ city: city ?? '', state: state as StateCode, zip: search.zip?.slice(0, 5) ?? '' });
  const result = await matchProviders(db, actor, {
    state: state as StateCode,
    type: search.kind,
    ...(search.animal ? { animal: search.animal } : {}),
    ...(located ? { lat: located.lat, lng: located.lng } : {}),
  });
  return { place: `${city}, ${state}${search.zip ? ` ${search.zip.slice(0, 5)}` : ''}`, result };
}
