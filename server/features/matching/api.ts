import { Hono } from 'hono';
import { ZMatchQuery } from '../../../common/matching-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { limitPerClientIp } from '../../lib/api-limits.ts';
import { describeRoute } from '../../lib/api-operation.ts';
import { parseOrThrow, SEARCH_INVALID } from '../../lib/validation.ts';
import { matchProviders } from './match-providers.ts';

// Public; limited per client address, so the directory cannot be copied in bulk (api-limits.ts).
export function matchingApi(services: AppServices) {
  const { db } = services;
  const described = describeRoute({
    summary: 'Providers who can help near a place (SPEC §7 search_providers_in_radius). Limited per client address (429).',
    query: ZMatchQuery,
    parameters: {
      state: 'two-letter code of one of the 50 states',
      type: 'rehabilitator (emergencies) or control (conflicts)',
      lat: 'latitude; with lng, matches within the matching radius',
      lng: 'longitude',
      animal: 'an animal type name',
    },
    responses: { 200: '{ providers: [...], fallback }: matches nearest first; with none, the state agency and national resources' },
  });
  return new Hono<HttpEnv>().get('/providers/match', described, limitPerClientIp(services, 'provider-match'), async (c) => {
    const query = parseOrThrow(ZMatchQuery, c.req.query(), SEARCH_INVALID);
    return c.json(await matchProviders(db, c.get('actor'), query));
  });
}
