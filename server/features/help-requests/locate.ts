import type { z } from 'zod';
import { stateName } from '../../../common/us-states.ts';
import type { ZLocation } from '../../../common/wizard.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import type { Geocoder } from '../../lib/geocoder.ts';

export type CheckedLocation = z.infer<typeof ZLocation> & { lat: number | null; lng: number | null };

/**
 * Coordinates for a request's place (matching needs them), or the ZIP flagged when it
 * belongs to another state. Shared by the wizard and POST /api/v1/help-requests.
 */
export async function locateRequest(geocoder: Geocoder, place: z.infer<typeof ZLocation>): Promise<{ location: CheckedLocation } | { fieldErrors: FieldErrors }> {
  const located = await geocoder.locate(place);
  if (located?.zipState && located.zipState !== place.state) {
    return { fieldErrors: { zip: [`This ZIP code is in ${stateName(located.zipState)}, not ${stateName(place.state)}.`] } };
  }
  return { location: { ...place, zip: place.zip.slice(0, 5), lat: located?.lat ?? null, lng: located?.lng ?? null } };
}
