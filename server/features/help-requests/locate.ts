import type { z } from 'zod';
import { stateName } from '../../../common/us-states.ts';
import type { ZLocation } from '../../../common/wizard-schemas.ts';
import type { FieldErrors } from '../../lib/errors.ts';
import type { Geocoder, PlaceSuggestion } from '../../lib/geocoder.ts';
import { fillMessage, message } from '../../../common/i18n.ts';
import { OUTSIDE_COVERAGE, OUTSIDE_STATES, UNKNOWN_ZIP } from '../../../common/outside-states.ts';

export type CheckedLocation = z.infer<typeof ZLocation> & { lat: number | null; lng: number | null };

// Google place ids are URL-safe base64: anything else is not worth a call.
export const PLACE_ID = /^[\w-]{1,512}$/;
const sameText = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The chosen place still describes the form: the person may have edited the fields after choosing it. */
const describes = (chosen: PlaceSuggestion, place: z.infer<typeof ZLocation>) =>
  chosen.state === place.state && chosen.zip === place.zip.slice(0, 5) && (chosen.address === undefined || sameText(chosen.address, place.address));

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);

/**
 * The street address, or '' when the field only repeats the place: a ZIP or city typed into the
 * street field and then chosen as a suggestion ("80302", "Boulder, CO 80302") is not somewhere a
 * rescuer can go, and providers and the field team would read it as the pickup address.
 */
export function streetAddressOf(place: z.infer<typeof ZLocation>): string {
  const placeWords = new Set([
    ...words(place.city),
    place.state.toLowerCase(),
    ...words(stateName(place.state)),
    place.zip.slice(0, 5),
    place.zip,
    'usa',
    'us',
  ]);
  return words(place.address).every((word) => placeWords.has(word)) ? '' : place.address;
}

/**
 * A ZIP typed alone fills the city and state it belongs to (the location is asked once): only
 * the missing ones, so a city the person typed themselves is kept. Without JavaScript the page
 * cannot fill them as the ZIP is typed; the server does it here.
 */
export async function completeFromZip<T extends { city?: unknown; state?: unknown; zip?: unknown }>(geocoder: Geocoder, sent: T): Promise<T> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const zip = text(sent.zip).slice(0, 5);
  if ((text(sent.city) && text(sent.state)) || !/^\d{5}$/.test(zip)) return sent;
  const place = await geocoder.zipPlace(zip);
  if (!place) return sent;
  return { ...sent, city: text(sent.city) || place.city, state: text(sent.state) || place.state };
}

/**
 * What is wrong with the place before its fields are checked: a ZIP code outside the 50 states
 * ('DC'), said beside the ZIP with where to turn there, instead of "State is required"; or one
 * nobody knows while the city or state is missing, instead of "City is required". Null otherwise.
 */
export async function placeOutsideCoverage(
  geocoder: Geocoder,
  sent: { city?: unknown; state?: unknown; zip?: unknown },
): Promise<{ fieldErrors: FieldErrors; outside: string | null } | null> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const zip = text(sent.zip).slice(0, 5);
  if (!/^\d{5}$/.test(zip)) return null;
  const outside = await geocoder.zipOutsideStates(zip);
  if (outside) {
    const place = OUTSIDE_STATES[outside]?.name ?? outside;
    return { fieldErrors: { zip: [fillMessage(OUTSIDE_COVERAGE, { place })] }, outside };
  }
  if (text(sent.city) && text(sent.state)) return null;
  if (await geocoder.zipPlace(zip)) return null;
  return { fieldErrors: { zip: [fillMessage(UNKNOWN_ZIP, { zip })] }, outside: null };
}

/**
 * Coordinates for a request's place (matching needs them), or the ZIP flagged when it
 * belongs to another state. Shared by the wizard and POST /api/v1/help-requests (its `placeId`).
 * `placeId` is the suggestion the person chose (its position is read with it): its own coordinates
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
    return {
      fieldErrors: {
        zip: [
          fillMessage(message('This ZIP code is in {{zipState}}, not {{state}}.'), { zipState: stateName(located.zipState), state: stateName(place.state) }),
        ],
      },
    };
  }
  const street = { ...place, address: streetAddressOf(place) };
  const chosen = placeId && PLACE_ID.test(placeId) ? await geocoder.placeDetails(placeId) : null;
  const point = chosen && describes(chosen, street) ? chosen : located;
  return { location: { ...street, zip: place.zip.slice(0, 5), lat: point?.lat ?? null, lng: point?.lng ?? null } };
}
