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
import { API_VERSION_PREFIX, openApiDocument, type OpenApiDocument } from './openapi.ts';

// /api: the versioned JSON API, a thin door into the feature services (DESIGN.md "API"),
// described by the OpenAPI document made from its own routes (server/openapi.ts).
export function apiRoutes(services: AppServices) {
  const api = new Hono<HttpEnv>();
  const v1 = versionOne(services);
  // Made on first use, when every route is registered.
  let described: Promise<OpenApiDocument> | undefined;
  const description = () => (described ??= openApiDocument(v1));
  api.get('/openapi.json', async (c) => c.json(await description()));
  api.get('/docs', async (c) => c.html(apiDocsPage(await description())));
  api.route(API_VERSION_PREFIX, v1);
  api.all('*', (c) => problem(c, 404, 'There is no API endpoint at this address.'));
  return api;
}

/** /api/v1's routes, without the prefix: what the OpenAPI document describes. */
export function versionOne(services: AppServices) {
  return new Hono<HttpEnv>()
    .route('/', guideApi(services))
    .route('/', usersApi(services))
    .route('/', matchingApi(services))
    .route('/', placesApi(services))
    .route('/', helpRequestsApi(services))
    .route('/', providersApi(services))
    .route('/', eventsApi(services))
    .route('/', pushApi(services));
}
