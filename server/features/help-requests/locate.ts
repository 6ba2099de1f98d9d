import type { z } from 'zod';
import { stateName } from '../../../common/us-states.ts';
import type { ZLocation } from '../../../common/wizard.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import type { Geocoder, PlaceSuggestion } from '../../lib/geocoder.ts';

export type CheckedLocation = z.infer<typeof ZLocation> & { lat: number | null; lng: number | null };

// Google place ids are URL-safe base64: anything else is not worth a call.
export const PLACE_ID = /^[\w-]{1,512}$/;
const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The chosen place still describes the form: the person may have edited the fields after choosing it. */
const describes = (chosen: PlaceSuggestion, place: z.infer<typeof ZLocation>) =>
  chosen.state === place.state && chosen.zip === place.zip.slice(0, 5) && (chosen.address === undefined || sameText(chosen.address, place.address));

/**
 * Coordinates for a request's place (matching needs them), or the ZIP flagged when it
 * belongs to another state. Shared by the wizard and POST /api/v1/help-requests (its `placeId`).
 * `placeId` is the suggestion the person chose (SPEC §7 "geometry read"): its own coordinates
 * are used while the form still describes it; otherwise, and offline, the ZIP centroid.
 */
export async function locateRequest(
  geocoder: Geocoder,
  place: z.infer<typeof ZLocation>,
  placeId?: string | null,
): Promise<{ location: CheckedLocation } | { fieldErrors: FieldErrors }> {
  // The typed city, state and ZIP stay authoritative for the state check.
  const located = await geocoder.locate(place);
  if (located?.zipState && located.zipState !== place.state) {
    return { fieldErrors: { zip: [`This ZIP code is in ${stateName(located.zipState)}, not ${stateName(place.state)}.`] } };
  }
  const chosen = placeId && PLACE_ID.test(placeId) ? await geocoder.placeDetails(placeId) : null;
  const point = chosen && describes(chosen, place) ? chosen : located;
  return { location: { ...place, zip: place.zip.slice(0, 5), lat: point?.lat ?? null, lng: point?.lng ?? null } };
}
