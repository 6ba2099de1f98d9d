import { Hono } from 'hono';
import { ZProviderResponse } from '../../../common/providers.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { parseJsonBody } from '../../lib/parse-body.ts';
import { getHelpRequestForProvider, getProviderHelpRequests, respondToHelpRequest } from './provider-requests.ts';

// The provider's requests over JSON (the dashboard's pages call the same services).
export function providersApi({ db }: AppServices) {
  return new Hono<HttpEnv>()
    .get('/provider/help-requests', async (c) => c.json(await getProviderHelpRequests(db, c.get('actor'))))
    .get('/provider/help-requests/:id', async (c) => c.json(await getHelpRequestForProvider(db, c.get('actor'), c.req.param('id'))))
    .post('/provider/help-requests/:id/responses', async (c) => {
      const body = await parseJsonBody(c, ZProviderResponse);
      return c.json(await respondToHelpRequest(db, c.get('actor'), c.req.param('id'), body), 201);
    });
}
