import { Hono } from 'hono';
import { z } from 'zod';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { limitPerClientIp } from '../../lib/api-limits.ts';
import { operation, query } from '../../lib/api-route.ts';
import { notFound } from '../../lib/errors.ts';

// Place suggestions for the wizard's location step (US addresses only), from the
// configured Geocoder: the offline gazetteer, or Google Places with GOOGLE_MAPS_API_KEY.
// Public, like the wizard itself; limited per client address, each call costing money (api-limits.ts).

export const PLACE_SUGGESTIONS = 5;
const ZPlaceQuery = z.object({
  q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(200, 'q is too long').describe('what the visitor typed'),
});
/** A coordinate in degrees; an empty parameter is missing, not 0. */
const coordinate = (name: string, limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value : undefined),
    z.coerce
      .number({ error: `${name} must be a number` })
      .min(-limit, `${name} must be between -${limit} and ${limit}`)
      .max(limit, `${name} must be between -${limit} and ${limit}`),
  );
const ZPosition = z.object({ lat: coordinate('lat', 90).describe('latitude in degrees'), lng: coordinate('lng', 180).describe('longitude in degrees') });

export function placesApi(services: AppServices) {
  const { geocoder } = services;
  return (
    new Hono<HttpEnv>()
      .get(
        '/places/suggestions',
        operation({
          operationId: 'suggestPlaces',
          summary: `Up to ${PLACE_SUGGESTIONS} US places (50 states) for what was typed: a ZIP, a city, or with Google Places an address. Limited per client address (429).`,
          access: 'public',
          responses: { 200: '{ suggestions: [{ label, address?, city, state, zip, lat, lng, placeId? }] }' },
          refusals: [429],
        }),
        limitPerClientIp(services, 'place-suggestions'),
        query(ZPlaceQuery),
        async (c) => {
          const { q } = c.req.valid('query');
          // A bare ZIP is the gazetteer's, whatever the geocoder: its city and state, nothing else.
          const zip = /^\d{5}$/.test(q) ? await geocoder.zipPlace(q) : undefined;
          const suggestions = zip !== undefined ? (zip ? [zip] : []) : await geocoder.suggest(q, PLACE_SUGGESTIONS);
          c.header('Cache-Control', 'private, max-age=300');
          return c.json({ suggestions });
        },
      )
      // "Use my location": the browser's position becomes the nearest ZIP, offline. The position is
      // not stored or logged; only the ZIP the person then sends is.
      .get(
        '/places/nearest',
        operation({
          operationId: 'nearestPlace',
          summary:
            'The US ZIP (50 states) whose centre is nearest a position, for "Use my location"; 404 when none is within 30 miles. Limited per client address (429).',
          access: 'public',
          responses: { 200: '{ place: { label, city, state, zip, lat, lng } }' },
          refusals: [404, 429],
        }),
        limitPerClientIp(services, 'place-suggestions'),
        query(ZPosition),
        async (c) => {
          const { lat, lng } = c.req.valid('query');
          const place = await geocoder.nearestZip(lat, lng);
          if (!place) throw notFound('We could not find a US ZIP code near this position. Please type your ZIP code.');
          c.header('Cache-Control', 'private, no-store');
          return c.json({ place });
        },
      )
  );
}
