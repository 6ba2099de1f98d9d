import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import type { MatchResult } from '../../../common/matching.ts';
import { ZMatchQuery } from '../../../common/matching-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { limitPerClientIp } from '../../lib/api-limits.ts';
import { describedFields, operation, query } from '../../lib/api-route.ts';

// Public; limited per client address, so the directory cannot be copied in bulk (api-limits.ts).
// Answers are kept until the listings or settings change, when kept pages are (PAGE_CACHE), by
// the app's matcher (kept-matches.ts), which the wizard and the submission share.
const ZMatchQueryDescribed = describedFields(ZMatchQuery, {
  state: 'two-letter code of one of the 50 states',
  type: 'rehabilitator (emergencies) or control (conflicts)',
  lat: 'latitude; with lng, matches within the matching radius',
  lng: 'longitude',
  animal: 'an animal type name',
});

export function matchingApi(services: AppServices) {
  const { match } = services;
  const keeps = services.config.pageCache;
  const described = operation({
    operationId: 'matchProviders',
    summary: 'Providers who can help near a place. Limited per client address (429).',
    access: 'public',
    refusals: [429],
    responses: {
      200: '{ providers: [...], fallback }: those open now (or with a 24-hour hotline) first, then the others, each nearest first; each says openingToday (hotline, open, opens, closed, or null when its hours are unknown) read in its state time zone, and when closed for the day opensNext (the weekday it opens next, 0 = Sunday, and whether that is tomorrow); with none, the state agency and national resources',
    },
  });
  return new Hono<HttpEnv>().get('/providers/match', described, limitPerClientIp(services, 'provider-match'), query(ZMatchQueryDescribed), async (c) => {
    const result = await match(c.get('actor'), c.req.valid('query'));
    if (!keeps) return c.json(result);
    const answer = encodedOnce(result);
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

// A kept answer is the same object each time it is served: its JSON and gzip are made once, and
// go with it when it is dropped. JSON and gzip were most of a kept answer's time.
const encodings = new WeakMap<MatchResult, EncodedAnswer>();
function encodedOnce(result: MatchResult): EncodedAnswer {
  let answer = encodings.get(result);
  if (!answer) {
    const json = JSON.stringify(result);
    answer = { json, gzip: gzipSync(json) };
    encodings.set(result, answer);
  }
  return answer;
}
