import zipcodes from 'zipcodes';
import { STATE_CODES, type StateCode } from '../../common/us-states.ts';

// Geocoding behind a small interface (DESIGN.md, STYLE.md §9). The default is offline: a US
// ZIP gazetteer from the `zipcodes` package (ZIP ↔ city and state, with coordinates). A
// Google Places adapter can stand in when GOOGLE_MAPS_API_KEY is set (not built yet).

export interface PlaceSuggestion {
  label: string;
  city: string;
  state: StateCode;
  zip: string;
  lat: number;
  lng: number;
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
}

const isState = (value: string): value is StateCode => (STATE_CODES as readonly string[]).includes(value);

interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

function toSuggestion(entry: ZipEntry): PlaceSuggestion | null {
  if (!isState(entry.state)) return null; // territories and DC are outside the service (SPEC §5)
  return { label: `${entry.city}, ${entry.state} ${entry.zip}`, city: entry.city, state: entry.state, zip: entry.zip, lat: entry.latitude, lng: entry.longitude };
}

export function createOfflineGeocoder(): Geocoder {
  let byCity: Map<string, ZipEntry[]> | undefined;
  const cityIndex = () => {
    if (!byCity) {
      byCity = new Map();
      for (const entry of Object.values(zipcodes.codes) as ZipEntry[]) {
        const key = entry.city.toLowerCase();
        const list = byCity.get(key) ?? [];
        list.push(entry);
        byCity.set(key, list);
      }
    }
    return byCity;
  };

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
      const [cityPart, statePart] = query.split(',').map((part) => part.trim());
      const results: PlaceSuggestion[] = [];
      for (const [city, entries] of cityIndex()) {
        if (!city.startsWith(cityPart ?? '')) continue;
        const first = entries.find((e) => !statePart || e.state.toLowerCase().startsWith(statePart));
        const suggestion = first ? toSuggestion(first) : null;
        if (suggestion) results.push(suggestion);
        if (results.length >= limit) break;
      }
      return results;
    },

    async locate({ city, state, zip }) {
      const entry = zipcodes.lookup(zip) as ZipEntry | undefined;
      if (entry) return { lat: entry.latitude, lng: entry.longitude, zipState: isState(entry.state) ? entry.state : null };
      const [byName] = zipcodes.lookupByName(city, state) as ZipEntry[];
      return byName ? { lat: byName.latitude, lng: byName.longitude, zipState: null } : null;
    },
  };
}
