import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGooglePlacesGeocoder } from './geocoder-google.ts';
import { createGeocoder, createOfflineGeocoder } from './geocoder.ts';

// A local stand-in for the Places web service on 127.0.0.1: no request leaves the machine.
// Each test says how it answers; every request it receives is recorded.

type Answer = (url: URL, res: ServerResponse) => void;
const json = (res: ServerResponse, body: unknown, status = 200) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));

let received: URL[] = [];
let answer: Answer = (_url, res) => json(res, { predictions: [], status: 'ZERO_RESULTS' });
let baseUrl = '';
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', baseUrl);
  received.push(url);
  answer(url, res);
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections(); // the "never answers" test leaves a request hanging
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

const component = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });

/** Place Details results as Google shapes them, keyed by (invented) place id. */
const places: Record<string, object> = {
  'ChIJ-heron-way-madison': {
    formatted_address: '12 Heron Way, Madison, WI 53703, USA',
    address_components: [
      component('12', '12', 'street_number'),
      component('Heron Way', 'Heron Way', 'route'),
      component('Madison', 'Madison', 'locality', 'political'),
      component('Dane County', 'Dane County', 'administrative_area_level_2', 'political'),
      component('Wisconsin', 'WI', 'administrative_area_level_1', 'political'),
      component('United States', 'US', 'country', 'political'),
      component('53703', '53703', 'postal_code'),
    ],
    geometry: { location: { lat: 43.0762, lng: -89.3841 }, location_type: 'ROOFTOP' },
  },
  'ChIJ-heron-way-dc': {
    formatted_address: '12 Heron Way NW, Washington, DC 20001, USA',
    address_components: [
      component('12', '12', 'street_number'),
      component('Heron Way Northwest', 'Heron Way NW', 'route'),
      component('Washington', 'Washington', 'locality', 'political'),
      component('District of Columbia', 'DC', 'administrative_area_level_1', 'political'),
      component('United States', 'US', 'country', 'political'),
      component('20001', '20001', 'postal_code'),
    ],
    geometry: { location: { lat: 38.9122, lng: -77.0177 } },
  },
  'ChIJ-heron-way-san-juan': {
    formatted_address: '12 C. Heron, San Juan, 00901, Puerto Rico',
    address_components: [
      component('12', '12', 'street_number'),
      component('Calle Heron', 'C. Heron', 'route'),
      component('San Juan', 'San Juan', 'locality', 'political'),
      component('San Juan', 'San Juan', 'administrative_area_level_2', 'political'),
      component('Puerto Rico', 'PR', 'country', 'political'),
      component('00901', '00901', 'postal_code'),
    ],
    geometry: { location: { lat: 18.4655, lng: -66.1057 } },
  },
};

/** Autocomplete predicts the given places; details answers from `places`. */
const placesService =
  (...placeIds: string[]): Answer =>
  (url, res) => {
    if (url.pathname === '/maps/api/place/autocomplete/json') {
      const predictions = placeIds.map((place_id) => ({
        description: (places[place_id] as { formatted_address: string }).formatted_address,
        place_id,
        reference: place_id,
        types: ['premise', 'geocode'],
      }));
      return json(res, { predictions, status: predictions.length ? 'OK' : 'ZERO_RESULTS' });
    }
    if (url.pathname === '/maps/api/place/details/json') {
      const result = places[url.searchParams.get('place_id') ?? ''];
      return json(res, result ? { html_attributions: [], result, status: 'OK' } : { status: 'NOT_FOUND' });
    }
    json(res, { error_message: 'not a Places path', status: 'INVALID_REQUEST' }, 404);
  };

const offline = createOfflineGeocoder();
const geocoder = (timeoutMs?: number) => createGooglePlacesGeocoder({ apiKey: 'test-key', baseUrl, fallback: offline, timeoutMs });

describe('Google Places geocoder', () => {
  it('asks autocomplete for US addresses, then details for each prediction', async () => {
    answer = placesService('ChIJ-heron-way-madison');
    await geocoder().suggest('12 Heron Way');

    const [autocomplete, details] = received;
    expect(autocomplete?.pathname).toBe('/maps/api/place/autocomplete/json');
    expect(Object.fromEntries(autocomplete?.searchParams ?? [])).toEqual({
      input: '12 Heron Way',
      types: 'address',
      components: 'country:us',
      key: 'test-key',
    });
    expect(details?.pathname).toBe('/maps/api/place/details/json');
    expect(Object.fromEntries(details?.searchParams ?? [])).toEqual({
      place_id: 'ChIJ-heron-way-madison',
      fields: 'address_component,geometry,formatted_address',
      key: 'test-key',
    });
  });

  it('reads street, city, state (short), ZIP and coordinates from the place', async () => {
    answer = placesService('ChIJ-heron-way-madison');
    expect(await geocoder().suggest('12 Heron Way, Mad')).toEqual([
      {
        label: '12 Heron Way, Madison, WI 53703',
        address: '12 Heron Way',
        city: 'Madison',
        state: 'WI',
        zip: '53703',
        lat: 43.0762,
        lng: -89.3841,
        placeId: 'ChIJ-heron-way-madison',
      },
    ]);
  });

  it('drops places outside the 50 states (DC, Puerto Rico)', async () => {
    answer = placesService('ChIJ-heron-way-dc', 'ChIJ-heron-way-madison', 'ChIJ-heron-way-san-juan');
    const suggestions = await geocoder().suggest('12 Heron Way');
    expect(suggestions.map((s) => s.state)).toEqual(['WI']);
  });

  it('asks for details of no more than `limit` predictions', async () => {
    answer = placesService('ChIJ-heron-way-madison', 'ChIJ-heron-way-dc', 'ChIJ-heron-way-san-juan');
    await geocoder().suggest('12 Heron Way', 1);
    expect(received.map((url) => url.searchParams.get('place_id')).filter(Boolean)).toEqual(['ChIJ-heron-way-madison']);
  });

  it('makes no request for fewer than three characters', async () => {
    answer = placesService('ChIJ-heron-way-madison');
    expect(await geocoder().suggest(' 12 ')).toEqual([]);
    expect(received).toEqual([]);
  });

  describe('falls back to the offline gazetteer, so a person typing still gets suggestions', () => {
    it('when the key is refused, and says why without the key', async () => {
      answer = (_url, res) => json(res, { error_message: 'The provided API key is invalid.', predictions: [], status: 'REQUEST_DENIED' });
      const reasons: string[] = [];
      const suggestions = await createGooglePlacesGeocoder({ apiKey: 'test-key', baseUrl, fallback: offline, onError: (r) => reasons.push(r) }).suggest(
        'Madison, WI',
      );
      expect(reasons).toEqual(['Error: Places answered REQUEST_DENIED']);
      expect(suggestions).toEqual(await offline.suggest('Madison, WI', 5));
      expect(suggestions[0]).toMatchObject({ city: 'Madison', state: 'WI' });
      expect(received).toHaveLength(1);
    });

    it('when the quota is spent on the details call', async () => {
      answer = (url, res) =>
        url.pathname.endsWith('/details/json') ? json(res, { status: 'OVER_QUERY_LIMIT' }) : placesService('ChIJ-heron-way-madison')(url, res);
      expect(await geocoder().suggest('53703')).toEqual(await offline.suggest('53703', 5));
      expect(received.map((url) => url.pathname)).toEqual(['/maps/api/place/autocomplete/json', '/maps/api/place/details/json']);
    });

    it('when the service answers HTTP 500', async () => {
      answer = (_url, res) => res.writeHead(500).end('Internal Server Error');
      expect(await geocoder().suggest('Madison, WI')).toEqual(await offline.suggest('Madison, WI', 5));
      expect(received).toHaveLength(1);
    });

    it('when the service never answers, after the timeout', async () => {
      answer = () => {}; // hold the request open
      const started = Date.now();
      expect(await geocoder(200).suggest('Madison, WI')).toEqual(await offline.suggest('Madison, WI', 5));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(received).toHaveLength(1);
    });

    it('when no address matches (a bare ZIP is no address)', async () => {
      answer = placesService();
      expect(await geocoder().suggest('53703')).toEqual([expect.objectContaining({ city: 'Madison', state: 'WI', zip: '53703' })]);
      expect(received).toHaveLength(1);
    });
  });

  describe('placeDetails: the place a chosen suggestion names', () => {
    it('asks details for that place and reads its own coordinates', async () => {
      answer = placesService();
      expect(await geocoder().placeDetails('ChIJ-heron-way-madison')).toMatchObject({
        address: '12 Heron Way',
        state: 'WI',
        zip: '53703',
        lat: 43.0762,
        lng: -89.3841,
      });
      expect(received.map((url) => [url.pathname, url.searchParams.get('place_id')])).toEqual([['/maps/api/place/details/json', 'ChIJ-heron-way-madison']]);
    });

    it('is null for a place outside the 50 states', async () => {
      answer = placesService();
      expect(await geocoder().placeDetails('ChIJ-heron-way-dc')).toBeNull();
    });

    it('is null, and says why, for an unknown place or a failing service', async () => {
      const reasons: string[] = [];
      const google = createGooglePlacesGeocoder({ apiKey: 'test-key', baseUrl, fallback: offline, onError: (r) => reasons.push(r) });
      answer = placesService();
      expect(await google.placeDetails('ChIJ-no-such-place')).toBeNull();
      answer = (_url, res) => res.writeHead(500).end('Internal Server Error');
      expect(await google.placeDetails('ChIJ-heron-way-madison')).toBeNull();
      expect(reasons).toEqual(['Error: Places answered NOT_FOUND', 'Error: Places answered HTTP 500']);
    });

    it('is null offline: the ZIP centroid is used as before', async () => {
      expect(await offline.placeDetails('ChIJ-heron-way-madison')).toBeNull();
      expect(received).toEqual([]);
    });
  });

  it('locates a typed place with the offline ZIP centroid, without asking Google', async () => {
    const place = { city: 'Madison', state: 'WI' as const, zip: '53703' };
    expect(await geocoder().locate(place)).toEqual(await offline.locate(place));
    expect(received).toEqual([]);
  });
});

describe('createGeocoder', () => {
  it('uses Google Places when a key is configured', async () => {
    answer = placesService('ChIJ-heron-way-madison');
    const suggestions = await createGeocoder({ googleMapsApiKey: 'configured-key', googleMapsBaseUrl: baseUrl }).suggest('12 Heron Way');
    expect(suggestions[0]?.address).toBe('12 Heron Way');
    expect(received[0]?.searchParams.get('key')).toBe('configured-key');
  });

  it('stays offline without a key', async () => {
    answer = placesService('ChIJ-heron-way-madison');
    const suggestions = await createGeocoder({ googleMapsApiKey: undefined, googleMapsBaseUrl: baseUrl }).suggest('Madison, WI');
    expect(suggestions[0]).toMatchObject({ city: 'Madison', state: 'WI' });
    expect(received).toEqual([]);
  });
});
