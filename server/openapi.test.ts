import { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createTestApp } from '../test/services.ts';
import { z } from '../common/zod.ts';
import { apiRoutes } from './api.ts';
import type { AppServices } from './context.ts';
import { describeRoute } from './lib/api-operation.ts';
import { apiEndpoints, openApiDocument, openApiPath, type OpenApiDocument } from './openapi.ts';

// The API description is made from the routes, so it cannot drift from them: every /api/v1 route is
// in it, and every route that takes a body says what the body is.
const database = useTestDatabase();

const WITH_BODY = ['POST', 'PUT', 'PATCH'];

/** What is wrong with the description of these routes: each entry names a route. */
function descriptionGaps(routes: readonly RouterRoute[], document: OpenApiDocument): string[] {
  return apiEndpoints(routes).flatMap(({ method, path }) => {
    const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${path}: not in the document (register it with describeRoute)`];
    if (!WITH_BODY.includes(method)) return [];
    const body = operation.requestBody?.content['application/json'].schema;
    return body?.type || body?.properties ? [] : [`${method} ${path}: no request body schema`];
  });
}

const apiApp = () => apiRoutes({ config: { pageCache: false } } as AppServices);

describe('the OpenAPI document', () => {
  it('describes every /api/v1 route, and the body of every POST, PUT and PATCH', () => {
    const { routes } = apiApp();
    expect(apiEndpoints(routes).length).toBeGreaterThanOrEqual(20);
    expect(descriptionGaps(routes, openApiDocument(routes))).toEqual([]);
  });

  it('would name a route registered without a description, or a write without a body', () => {
    const app = new Hono()
      .get('/v1/described', describeRoute({ summary: 'Described', responses: { 200: 'ok' } }), (c) => c.json({}))
      .get('/v1/forgotten', (c) => c.json({}))
      .post('/v1/bodiless', describeRoute({ summary: 'Takes something unsaid', responses: { 201: 'made' } }), (c) => c.json({}, 201));
    expect(descriptionGaps(app.routes, openApiDocument(app.routes))).toEqual([
      'GET /forgotten: not in the document (register it with describeRoute)',
      'POST /bodiless: no request body schema',
    ]);
  });

  it('is served at /api/openapi.json, with the routes it once missed', async () => {
    const res = await createTestApp(database.db).app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api/v1' }] });
    expect(doc.paths['/events']?.get?.responses['200']).toEqual({ description: 'An event stream', content: { 'text/event-stream': {} } });

    // Its request bodies are the schemas the handlers parse with, as the caller sends them.
    const helpRequest = doc.paths['/help-requests']!.post!;
    expect(helpRequest.requestBody!.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['city', 'state', 'zip', 'animalType', 'situationDetails', 'type']),
      properties: { type: { enum: ['emergency', 'conflict'] }, donationAmount: { default: null } },
    });
    expect(helpRequest.requestBody!.content['application/json'].schema.required).not.toContain('donationAmount');
    expect(helpRequest.parameters).toEqual([
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', schema: expect.objectContaining({ type: 'string', pattern: '^[\\w-]{8,100}$' }) }),
    ]);
    expect(doc.paths['/provider/help-requests/{id}/responses']!.post!).toMatchObject({
      parameters: [{ name: 'id', in: 'path', required: true }],
      requestBody: { content: { 'application/json': { schema: { required: ['action'], properties: { action: { enum: ['accept', 'decline'] } } } } } },
    });
    // Query strings too: what the matching API requires, and what it takes besides.
    expect(doc.paths['/providers/match']!.get!.parameters!.map((p) => [p.name, p.required])).toEqual([
      ['state', true],
      ['type', true],
      ['lat', false],
      ['lng', false],
      ['animal', false],
    ]);
    expect(doc.components.schemas.Problem).toMatchObject({ required: ['type', 'title', 'status', 'detail'] });
  });

  it('turns a schema into JSON Schema as a caller sends it: defaults are optional', () => {
    const app = new Hono().post(
      '/v1/x',
      describeRoute({ summary: 'x', body: z.object({ a: z.string(), b: z.number().default(1) }), responses: { 200: 'ok' } }),
      (c) => c.json({}),
    );
    const schema = openApiDocument(app.routes).paths['/x']!.post!.requestBody!.content['application/json'].schema;
    expect(schema).toEqual({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number', default: 1 } }, required: ['a'] });
  });
});

describe('/api/docs', () => {
  it('lists each operation with its method, path, summary, body fields and responses, on a page without scripts', async () => {
    const res = await createTestApp(database.db).app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+';/);
    const page = await res.text();
    // Nothing from another host: no script at all, the site's own icon.
    expect(page).not.toMatch(/<script|https?:\/\//i);
    expect(page.match(/<link [^>]*>/g)).toEqual(['<link rel="icon" href="/favicon.svg" type="image/svg+xml" />']);
    const operations = apiEndpoints(apiApp().routes);
    for (const { method, path } of operations)
      expect(page, `${method} ${path}`).toContain(`<span class="method">${method}</span> <code>/api/v1${openApiPath(path)}</code>`);
    for (const shown of [
      '<h1>Wildline API</h1>',
      'Submit a help request as the signed-in user',
      '<th scope="row"><code>situationDetails</code><br /><span class="muted">required</span></th><td>string, 1 to 5,000 characters</td>',
      '<th scope="row"><code>action</code><br /><span class="muted">required</span></th><td>one of &quot;accept&quot;, &quot;decline&quot;</td>',
      '<th scope="row"><code>lat</code><br /><span class="muted">query, optional</span></th><td>latitude; with lng, matches within the matching radius: number, -90 to 90</td>',
      '<code>zip</code><br /><span class="muted">required</span></th><td>string, at least 1 character, matching <code>',
      '<strong>201</strong>: { status: accepted | declined }',
    ]) {
      expect(page).toContain(shown);
    }
  });
});
