import { Hono } from 'hono';
import type { AppServices } from './context.ts';
import { guideApi } from './features/guide/api.ts';
import { helpRequestsApi } from './features/help-requests/api.ts';
import { matchingApi } from './features/matching/api.ts';
import { placesApi } from './features/places/api.ts';
import { providersApi } from './features/providers/api.ts';
import { pushApi } from './features/push/api.ts';
import { eventsApi } from './features/realtime/api.ts';
import { usersApi } from './features/users/api.ts';
import type { HttpEnv } from './http.ts';
import { problem } from './lib/problem.ts';
import { apiDocsPage } from './api-docs-page.ts';
import { openApiDocument, type OpenApiDocument } from './openapi.ts';

// /api: the versioned JSON API, a thin door into the feature services (DESIGN.md "API"),
// described by the OpenAPI document made from its own routes (server/openapi.ts).
export function apiRoutes(services: AppServices) {
  const api = new Hono<HttpEnv>();
  // Made on first use, when every route below is registered.
  let described: OpenApiDocument | undefined;
  const description = () => (described ??= openApiDocument(api.routes));
  api.get('/openapi.json', (c) => c.json(description()));
  api.get('/docs', (c) => c.html(apiDocsPage(description())));
  api.route('/v1', guideApi(services));
  api.route('/v1', usersApi(services));
  api.route('/v1', matchingApi(services));
  api.route('/v1', placesApi(services));
  api.route('/v1', helpRequestsApi(services));
  api.route('/v1', providersApi(services));
  api.route('/v1', eventsApi(services));
  api.route('/v1', pushApi(services));
  api.all('*', (c) => problem(c, 404, 'There is no API endpoint at this address.'));
  return api;
}
