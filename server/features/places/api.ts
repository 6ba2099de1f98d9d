import { Hono } from 'hono';
import { z } from 'zod';
import { fieldErrorsOf } from '../../../common/auth-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { limitPerClientIp } from '../../lib/api-limits.ts';
import { badRequest } from '../../lib/errors.ts';

// Place suggestions for the wizard's location step (SPEC §7 maps autocomplete), from the
// configured Geocoder: the offline gazetteer, or Google Places with GOOGLE_MAPS_API_KEY.
// Public, like the wizard itself; limited per client address, each call costing money (api-limits.ts).

export const PLACE_SUGGESTIONS = 5;
const ZPlaceQuery = z.object({ q: z.string({ error: 'q is required' }).trim().min(1, 'q is required').max(200, 'q is too long') });

export function placesApi(services: AppServices) {
  const { geocoder } = services;
  return new Hono<HttpEnv>().get('/places/suggestions', limitPerClientIp(services, 'place-suggestions'), async (c) => {
    const parsed = ZPlaceQuery.safeParse(c.req.query());
    if (!parsed.success) throw badRequest('Some search parameters are not valid.', fieldErrorsOf(parsed.error));
    const suggestions = await geocoder.suggest(parsed.data.q, PLACE_SUGGESTIONS);
    c.header('Cache-Control', 'private, max-age=300');
    return c.json({ suggestions });
  });
}
