import { Hono } from 'hono';
import { ZMatchQuery } from '../../../common/matching.ts';
import { fieldErrorsOf } from '../../../common/auth-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { limitPerClientIp } from '../../lib/api-limits.ts';
import { badRequest } from '../../lib/errors.ts';
import { matchProviders } from './match-providers.ts';

// Public; limited per client address, so the directory cannot be copied in bulk (api-limits.ts).
export function matchingApi(services: AppServices) {
  const { db } = services;
  return new Hono<HttpEnv>().get('/providers/match', limitPerClientIp(services, 'provider-match'), async (c) => {
    const parsed = ZMatchQuery.safeParse(c.req.query());
    if (!parsed.success) throw badRequest('Some search parameters are not valid.', fieldErrorsOf(parsed.error));
    return c.json(await matchProviders(db, c.get('actor'), parsed.data));
  });
}
