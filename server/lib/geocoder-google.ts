import { STATE_CODES, type StateCode } from '../../common/us-states.ts';
import type { Geocoder, PlaceSuggestion } from './geocoder.ts';

// Google Places adapter for the Geocoder: autocomplete limited to US addresses, each read into
// street number, route, locality, state (its short code) and postal code, with its position.
// Uses the Places web service (JSON over HTTPS).

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

interface PlaceDetails {
  formatted_address?: string;
  address_components?: AddressComponent[];
  geometry?: { location?: { lat: number; lng: number } };
}

const isState = (value: string | undefined): value is StateCode => (STATE_CODES as readonly (string | undefined)[]).includes(value);

/** GET a Places endpoint; throws on anything but a usable answer. Never puts the key in a message. */
async function getPlacesJson<T>(fetchFn: typeof fetch, url: string, signal: AbortSignal): Promise<T & { status: string }> {
  const response = await fetchFn(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Places answered HTTP ${response.status}`);
  const body = (await response.json()) as T & { status: string };
  if (body.status !== 'OK' && body.status !== 'ZERO_RESULTS') throw new Error(`Places answered ${body.status}`);
  return body;
}

function toSuggestion(details: PlaceDetails | undefined, placeId: string): PlaceSuggestion | null {
  const components = details?.address_components ?? [];
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const state = find('administrative_area_level_1')?.short_name;
  const city = (find('locality') ?? find('postal_town') ?? find('sublocality'))?.long_name;
  const zip = find('postal_code')?.short_name;
  const location = details?.geometry?.location;
  // Only the 50 states are served (DC and the territories are not); the form needs a city and a ZIP.
  if (!isState(state) || !city || !zip || !location) return null;
  const route = find('route')?.long_name;
  const streetNumber = find('street_number')?.long_name;
  const address = route ? [streetNumber, route].filter(Boolean).join(' ') : undefined;
  const label = (details?.formatted_address ?? `${city}, ${state} ${zip}`).replace(/, USA$/, '');
  return { label, ...(address && { address }), city, state, zip, lat: location.lat, lng: location.lng, placeId };
}

export function createGooglePlacesGeocoder(options: {
  apiKey: string;
  baseUrl: string;
  fallback: Geocoder;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** told why Places failed (never the key), so a bad key or spent quota does not go unseen */
  onError?: (message: string) => void;
}): Geocoder {
  const { apiKey, fallback } = options;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const fetchFn = options.fetch ?? fetch;
  const endpoint = (path: string, params: Record<string, string>) =>
    `${baseUrl}/maps/api/place/${path}/json?${new URLSearchParams({ ...params, key: apiKey })}`;
  const details = async (placeId: string, signal: AbortSignal) => {
    const { result } = await getPlacesJson<{ result?: PlaceDetails }>(
      fetchFn,
      endpoint('details', { place_id: placeId, fields: 'address_component,geometry,formatted_address' }),
      signal,
    );
    return toSuggestion(result, placeId);
  };
  const reportError = (error: unknown) => options.onError?.(error instanceof Error ? `${error.name}: ${error.message}` : 'unknown failure');

  return {
    async suggest(text, limit = 5) {
      const input = text.trim();
      if (input.length < 3) return [];
      // One budget for the whole lookup: a person is typing and waits for all of it.
      const signal = AbortSignal.timeout(options.timeoutMs ?? 2500);
      try {
        const autocomplete = await getPlacesJson<{ predictions?: { place_id: string }[] }>(
          fetchFn,
          endpoint('autocomplete', { input, types: 'address', components: 'country:us' }),
          signal,
        );
        // ZERO_RESULTS also goes to the gazetteer: `types=address` finds no bare ZIP or city name,
        // and those are exactly what the offline geocoder answers.
        const predictions = (autocomplete.predictions ?? []).slice(0, limit);
        if (predictions.length === 0) return fallback.suggest(text, limit);
        const places = await Promise.all(predictions.map((p) => details(p.place_id, signal)));
        return places.filter((s): s is PlaceSuggestion => s !== null);
      } catch (error) {
        // Outage, timeout, bad key or quota: suggestions still come, from the offline gazetteer.
        reportError(error);
        return fallback.suggest(text, limit);
      }
    },

    // A typed place is located by its ZIP centroid from the offline gazetteer: free, instant and
    // deterministic. A chosen street address is located exactly through placeDetails.
    locate: (place) => fallback.locate(place),
    // ZIP look-ups in both directions need no street: the offline gazetteer answers them.
    zipPlace: (zip) => fallback.zipPlace(zip),
    zipOutsideStates: (zip) => fallback.zipOutsideStates(zip),
    nearestZip: (lat, lng) => fallback.nearestZip(lat, lng),

    async placeDetails(placeId) {
      try {
        return await details(placeId, AbortSignal.timeout(options.timeoutMs ?? 2500));
      } catch (error) {
        // Unknown id, outage or quota: the request is located by its ZIP centroid instead.
        reportError(error);
        return null;
      }
    },
  };
}
