import { Hono } from 'hono';
import { ZProviderResponse } from '../../../common/providers-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { describeRoute } from '../../lib/api-operation.ts';
import { parseJsonBody } from '../../lib/parse-body.ts';
import { getHelpRequestForProvider, getProviderHelpRequests, respondToHelpRequest } from './provider-requests.ts';

// The provider's requests over JSON (the dashboard's pages call the same services).

const PROVIDERS_ONLY = 'Providers only: 401 without a session, 403 for other roles.';
const REQUEST_ID = { id: 'the help request id (uuid)' };
export function providersApi({ db }: AppServices) {
  return new Hono<HttpEnv>()
    .get(
      '/provider/help-requests',
      describeRoute({
        summary: `The signed-in provider's requests: those it may take, without the requester's details, and its own answers. ${PROVIDERS_ONLY}`,
        responses: { 200: '{ provider, eligible: [...], responses: [...] }' },
      }),
      async (c) => c.json(await getProviderHelpRequests(db, c.get('actor'))),
    )
    .get(
      '/provider/help-requests/:id',
      describeRoute({
        summary: `One request as the provider may see it: the requester's contact details only once it accepted; 404 when it may not. ${PROVIDERS_ONLY}`,
        parameters: REQUEST_ID,
        responses: { 200: '{ request, answers, response, requester }' },
      }),
      async (c) => c.json(await getHelpRequestForProvider(db, c.get('actor'), c.req.param('id'))),
    )
    .post(
      '/provider/help-requests/:id/responses',
      describeRoute({
        summary: `Accept (the request becomes assigned: one provider wins, 409 when another accepted first) or decline with a note. ${PROVIDERS_ONLY}`,
        parameters: REQUEST_ID,
        body: ZProviderResponse,
        responses: { 201: '{ status: accepted | declined }' },
      }),
      async (c) => {
        const body = await parseJsonBody(c, ZProviderResponse);
        return c.json(await respondToHelpRequest(db, c.get('actor'), c.req.param('id'), body), 201);
      },
    );
}
