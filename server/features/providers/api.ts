import { Hono } from 'hono';
import { z } from 'zod';
import { ZProviderResponse } from '../../../common/providers-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { jsonBody, operation, params } from '../../lib/api-route.ts';
import { getHelpRequestForProvider, getProviderHelpRequests, respondToHelpRequest } from './provider-requests.ts';

// The provider's requests over JSON (the dashboard's pages call the same services).

const PROVIDERS_ONLY = 'Providers only: 401 without a session, 403 for other roles.';
/** Any text: the services answer 404 for an id that is not a request the provider may see. */
const ZRequestId = z.object({ id: z.string().describe('the help request id (uuid)') });

export function providersApi({ db }: AppServices) {
  return new Hono<HttpEnv>()
    .get(
      '/provider/help-requests',
      operation({
        operationId: 'listProviderHelpRequests',
        summary: `The signed-in provider's requests: those it may take, without the requester's details, and its own answers. ${PROVIDERS_ONLY}`,
        access: 'session',
        responses: { 200: '{ provider, eligible: [...], responses: [...] }' },
        refusals: [403],
      }),
      async (c) => c.json(await getProviderHelpRequests(db, c.get('actor'))),
    )
    .get(
      '/provider/help-requests/:id',
      operation({
        operationId: 'getProviderHelpRequest',
        summary: `One request as the provider may see it: the requester's contact details only once it accepted; 404 when it may not. ${PROVIDERS_ONLY}`,
        access: 'session',
        responses: { 200: '{ request, answers, response, requester }' },
        refusals: [403, 404],
      }),
      params(ZRequestId),
      async (c) => c.json(await getHelpRequestForProvider(db, c.get('actor'), c.req.valid('param').id)),
    )
    .post(
      '/provider/help-requests/:id/responses',
      operation({
        operationId: 'respondToHelpRequest',
        summary: `Accept (the request becomes assigned: one provider wins, 409 when another accepted first) or decline with a note. ${PROVIDERS_ONLY}`,
        access: 'session',
        responses: { 201: '{ status: accepted | declined }' },
        refusals: [403, 404, 409],
      }),
      params(ZRequestId),
      jsonBody(ZProviderResponse),
      async (c) => c.json(await respondToHelpRequest(db, c.get('actor'), c.req.valid('param').id, c.req.valid('json')), 201),
    );
}
