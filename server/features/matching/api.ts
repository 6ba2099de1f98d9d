import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { MatchResult } from '../../../common/matching.ts';
import { ZMatchQuery } from '../../../common/matching-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { limitPerClientIp } from '../../lib/api-limits.ts';
import { describeRoute } from '../../lib/api-operation.ts';
import { parseOrThrow, SEARCH_INVALID } from '../../lib/validation.ts';
import { createMatchCache } from './match-cache.ts';

// Public; limited per client address, so the directory cannot be copied in bulk (api-limits.ts).
// Answers are kept until the listings or settings change, when kept pages are (PAGE_CACHE).
export function matchingApi(services: AppServices) {
  const { match } = services;
  const cache = services.config.pageCache ? createMatchCache<EncodedAnswer>({ realtime: services.realtime }) : null;
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
    responses: {
      200: '{ providers: [...], fallback }: those open now (or with a 24-hour hotline) first, then the others, each nearest first; each says openingToday (hotline, open, opens, closed, or null when its hours are unknown) read in its state time zone; with none, the state agency and national resources',
    },
  });
  return new Hono<HttpEnv>().get('/providers/match', described, limitPerClientIp(services, 'provider-match'), async (c) => {
    const query = parseOrThrow(ZMatchQuery, c.req.query(), SEARCH_INVALID);
    if (!cache) return c.json(await match(c.get('actor'), query));
    // Kept as sent, and compressed once, on top of the matcher's own answer (kept-matches.ts):
    // JSON and gzip were most of a kept answer's time.
    const answer = await cache.match(query, async () => encoded(await match(c.get('actor'), query)));
    c.header('Content-Type', 'application/json');
    c.header('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) return c.body(answer.json, 200);
    c.header('Content-Encoding', 'gzip');
    return c.body(answer.gzip as Uint8Array<ArrayBuffer>, 200);
  });
}

interface EncodedAnswer {
  json: string;
  gzip: Uint8Array;
}

function encoded(result: MatchResult): EncodedAnswer {
  const json = JSON.stringify(result);
  return { json, gzip: gzipSync(json) };
}
