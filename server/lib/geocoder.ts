import zipcodes from 'zipcodes';
import { STATE_CODES, type StateCode } from '../../common/us-states.ts';
import type { Config } from '../config.ts';
import type { Logger } from './logger.ts';
import { createGooglePlacesGeocoder } from './geocoder-google.ts';

// Geocoding behind a small interface (DESIGN.md, STYLE.md §9). The default is offline: a US
// ZIP gazetteer from the `zipcodes` package (ZIP ↔ city and state, with coordinates). The
// Google Places adapter stands in when GOOGLE_MAPS_API_KEY is set.

export interface PlaceSuggestion {
  label: string;
  /** street number and route, when the source knows the street (Google Places) */
  address?: string;
  city: string;
  state: StateCode;
  zip: string;
  lat: number;
  lng: number;
  /** the source's id for this place (Google Places), so a chosen suggestion can be located exactly */
  placeId?: string;
}

export interface Located {
  lat: number;
  lng: number;
  /** the state the ZIP belongs to, when the ZIP is known: lets the form flag a mismatch */
  zipState: StateCode | null;
}

export interface Geocoder {
  suggest(text: string, limit?: number): Promise<PlaceSuggestion[]>;
  locate(place: { city: string; state: StateCode; zip: string }): Promise<Located | null>;
  /** The place a suggestion's `placeId` names, with its own coordinates; null when unknown or unavailable. */
  placeDetails(placeId: string): Promise<PlaceSuggestion | null>;
  /** The city and state of a ZIP in the 50 states (a ZIP typed alone fills them); null when unknown. */
  zipPlace(zip: string): Promise<PlaceSuggestion | null>;
  /** The postal code ('DC', 'PR', 'AE' …) of a known ZIP outside the 50 states; null for one in them, or unknown. */
  zipOutsideStates(zip: string): Promise<string | null>;
  /** The ZIP whose centre is nearest a point ("Use my location"), within `NEAREST_ZIP_MILES`; null when none. */
  nearestZip(lat: number, lng: number): Promise<PlaceSuggestion | null>;
}

/** Beyond this a position is not in the 50 states (at sea, abroad): no ZIP is offered for it. */
export const NEAREST_ZIP_MILES = 30;

const isState = (value: string): value is StateCode => (STATE_CODES as readonly string[]).includes(value);

interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles (haversine): enough to find the nearest ZIP centre. */
function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(a));
}

function toSuggestion(entry: ZipEntry): PlaceSuggestion | null {
  if (!isState(entry.state)) return null; // only the 50 states are served, not DC or the territories
  return {
    label: `${entry.city}, ${entry.state} ${entry.zip}`,
    city: entry.city,
    state: entry.state,
    zip: entry.zip,
    lat: entry.latitude,
    lng: entry.longitude,
  };
}

export function createOfflineGeocoder(): Geocoder {
  // City name → one place per state that has a city of that name (its first ZIP), sorted by
  // name, built on first use: "boulder" → Boulder CO, Boulder MT, Boulder UT, Boulder WY.
  let cities: { name: string; places: PlaceSuggestion[] }[] | undefined;
  const cityIndex = () => {
    if (!cities) {
      const byName = new Map<string, Map<string, PlaceSuggestion>>();
      for (const entry of Object.values(zipcodes.codes) as ZipEntry[]) {
        const suggestion = toSuggestion(entry);
        if (!suggestion) continue;
        const key = entry.city.toLowerCase();
        const states = byName.get(key) ?? new Map<string, PlaceSuggestion>();
        if (!states.has(suggestion.state)) states.set(suggestion.state, suggestion);
        byName.set(key, states);
      }
      cities = [...byName]
        .map(([name, states]) => ({ name, places: [...states.values()].sort((a, b) => a.state.localeCompare(b.state)) }))
        .sort((a, b) => a.name.localeCompare(b.name));
    }
    return cities;
  };

  // Every ZIP of the 50 states, for the nearest-ZIP scan (about 41,000: a scan takes milliseconds).
  let zips: PlaceSuggestion[] | undefined;
  const zipList = () => (zips ??= (Object.values(zipcodes.codes) as ZipEntry[]).flatMap((entry) => toSuggestion(entry) ?? []));

  return {
    async suggest(text, limit = 8) {
      const query = text.trim().toLowerCase();
      if (query.length < 2) return [];
      const zip = query.match(/\b\d{5}\b/)?.[0];
      if (zip) {
        const entry = zipcodes.lookup(zip) as ZipEntry | undefined;
        const suggestion = entry ? toSuggestion(entry) : null;
        return suggestion ? [suggestion] : [];
      }
      // "boulder", "boulder, co" or "bould": the exact name first, then longer names.
      const [cityPart = '', statePart] = query.split(',').map((part) => part.trim());
      const results: PlaceSuggestion[] = [];
      for (const city of cityIndex()
        .filter((c) => c.name.startsWith(cityPart))
        .sort((a, b) => Number(b.name === cityPart) - Number(a.name === cityPart))) {
        for (const place of city.places) {
          if (statePart && !place.state.toLowerCase().startsWith(statePart)) continue;
          results.push(place);
          if (results.length >= limit) return results;
        }
      }
      return results;
    },

    async locate({ city, state, zip }) {
      const entry = zipcodes.lookup(zip) as ZipEntry | undefined;
      if (entry) return { lat: entry.latitude, lng: entry.longitude, zipState: isState(entry.state) ? entry.state : null };
      const [byName] = zipcodes.lookupByName(city, state) as ZipEntry[];
      return byName ? { lat: byName.latitude, lng: byName.longitude, zipState: null } : null;
    },

    // Offline suggestions carry no place id: a request is located by its ZIP centroid.
    async placeDetails() {
      return null;
    },

    async zipPlace(zip) {
      const entry = /^\d{5}$/.test(zip) ? (zipcodes.lookup(zip) as ZipEntry | undefined) : undefined;
      return entry ? toSuggestion(entry) : null;
    },

    async zipOutsideStates(zip) {
      const entry = /^\d{5}$/.test(zip) ? (zipcodes.lookup(zip) as ZipEntry | undefined) : undefined;
      return entry && !isState(entry.state) ? entry.state : null;
    },

    async nearestZip(lat, lng) {
      let nearest: PlaceSuggestion | null = null;
      let nearestMiles = NEAREST_ZIP_MILES;
      for (const place of zipList()) {
        // A cheap box test first: a degree of latitude is 69 miles.
        if (Math.abs(place.lat - lat) > nearestMiles / 69) continue;
        const miles = milesBetween(lat, lng, place.lat, place.lng);
        if (miles <= nearestMiles) [nearest, nearestMiles] = [place, miles];
      }
      return nearest;
    },
  };
}

/** Google Places when a key is configured, else the offline gazetteer. */
export function createGeocoder(config: Pick<Config, 'googleMapsApiKey' | 'googleMapsBaseUrl'>, logger?: Pick<Logger, 'warn'>): Geocoder {
  return config.googleMapsApiKey
    ? createGooglePlacesGeocoder({
        apiKey: config.googleMapsApiKey,
        baseUrl: config.googleMapsBaseUrl,
        fallback: createOfflineGeocoder(),
        onError: (reason) => logger?.warn({ reason }, 'Google Places failed; suggesting from the offline gazetteer'),
      })
    : createOfflineGeocoder();
}
