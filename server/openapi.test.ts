import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Hono } from 'hono';
import { findTargetHandler } from 'hono/utils/handler';
import { uniqueSymbol } from 'hono-openapi';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createTestApp } from '../test/services.ts';
import { z } from '../common/zod.ts';
import { versionOne } from './api.ts';
import type { AppServices } from './context.ts';
import type { HttpEnv } from './http.ts';
import { jsonBody, operation, params, query } from './lib/api-route.ts';
import { ZProblem } from './lib/problem.ts';
import { apiEndpoints, jsonSchemaOf, openApiDocument, openApiPath, type OpenApiDocument } from './openapi.ts';

// The API is described from its routes: each /api/v1 route declares its operation and reads its
// input through validators, and the OpenAPI document is written from those same declarations
// (server/lib/api-route.ts), so what a handler accepts and what the document says cannot differ.
const database = useTestDatabase();

const WITH_BODY = ['POST', 'PUT', 'PATCH'];
type Declaration = { spec: object } | { target: string; toJSONSchema: () => Promise<object> | object };

/** The declarations (operation, validators) each /api/v1 route carries, by "METHOD /path". */
function declarationsOf(app: Hono<HttpEnv>) {
  const found = new Map<string, Declaration[]>();
  for (const endpoint of apiEndpoints(app.routes)) found.set(`${endpoint.method} ${endpoint.path}`, []);
  for (const route of app.routes) {
    const declaration = (findTargetHandler(route.handler) as { [uniqueSymbol]?: Declaration })[uniqueSymbol];
    if (declaration && route.method !== 'ALL') found.get(`${route.method} ${route.path}`)!.push(declaration);
  }
  return found;
}

/** What is wrong with the declaration of these routes: each entry names a route. */
async function declarationGaps(app: Hono<HttpEnv>): Promise<string[]> {
  const document = await openApiDocument(app);
  const gaps: string[] = [];
  for (const [endpoint, declarations] of declarationsOf(app)) {
    const [method, path] = endpoint.split(' ') as [string, string];
    const targets = declarations.flatMap((d) => ('target' in d ? [d.target] : []));
    if (!declarations.some((d) => 'spec' in d)) gaps.push(`${endpoint}: no operation(...) declared`);
    if (path.includes(':') && !targets.includes('param')) gaps.push(`${endpoint}: its path parameters are not read through params(...)`);
    if (WITH_BODY.includes(method) && !targets.includes('json')) gaps.push(`${endpoint}: its body is not read through jsonBody(...)`);
    const described = document.paths[openApiPath(path)]?.[method.toLowerCase()];
    if (!described) gaps.push(`${endpoint}: not in the document`);
    // The body in the document is the schema the validator parses with, as the caller sends it.
    const body = declarations.find((d) => 'target' in d && d.target === 'json');
    if (body && 'target' in body && described) {
      const { $schema: _dialect, ...schema } = (await body.toJSONSchema()) as Record<string, unknown>;
      if (JSON.stringify(described.requestBody?.content['application/json'].schema) !== JSON.stringify(schema))
        gaps.push(`${endpoint}: the document's body is not the validator's`);
    }
  }
  return gaps;
}

/**
 * Handlers that read their input around the validators: the raw query, path, body or a header the
 * document does not name. Headers that are not the caller's input to the operation are allowed:
 * the browser's name for a device's label, content negotiation, and the client address our own
 * HTTP layer sets.
 */
async function rawReads(): Promise<string[]> {
  const features = new URL('./features/', import.meta.url);
  const found: string[] = [];
  for (const feature of await readdir(features)) {
    const file = new URL(`${feature}/api.ts`, features);
    const source = await readFile(file, 'utf8').catch(() => undefined);
    if (source === undefined) continue;
    for (const [line, text] of source.split('\n').entries()) {
      const raw = text.match(
        /c\.req\.(query|queries|param|json|text|parseBody|formData|arrayBuffer)\(|parseJsonBody\(|parseOrThrow\(|c\.req\.header\((?!'user-agent'|'accept-encoding'|CLIENT_IP_HEADER)/,
      );
      if (raw) found.push(`server/features/${feature}/api.ts:${line + 1}: ${raw[0]}`);
    }
  }
  return found;
}

const versionOneApp = () => versionOne({ config: { pageCache: false } } as AppServices);

describe('the API declared once per route', () => {
  it('declares every /api/v1 route: its operation, its path parameters and its body, as the document says them', async () => {
    const app = versionOneApp();
    expect(apiEndpoints(app.routes).length).toBeGreaterThanOrEqual(20);
    expect(await declarationGaps(app)).toEqual([]);
  });

  it('has no handler that reads its input around the validators', async () => {
    expect(await rawReads()).toEqual([]);
  });

  it('would name a route registered without a declaration, a path read raw, or a write without a body', async () => {
    const described = operation({ operationId: 'x', summary: 'x', access: 'public', responses: { 200: 'ok' } });
    const app = new Hono<HttpEnv>()
      .get('/described/:id', described, params(z.object({ id: z.string() })), (c) => c.json({}))
      .get('/forgotten', (c) => c.json({}))
      .get('/raw/:id', described, (c) => c.json({ id: c.req.param('id') }))
      .post('/bodiless', described, (c) => c.json({}, 201));
    expect(await declarationGaps(app)).toEqual([
      'GET /forgotten: no operation(...) declared',
      'GET /forgotten: not in the document',
      'GET /raw/:id: its path parameters are not read through params(...)',
      'POST /bodiless: its body is not read through jsonBody(...)',
    ]);
  });

  it('describes a body as the caller sends it: defaults are optional', async () => {
    const app = new Hono<HttpEnv>().post(
      '/x',
      operation({ operationId: 'x', summary: 'x', access: 'public', responses: { 200: 'ok' } }),
      jsonBody(z.object({ a: z.string(), b: z.number().default(1) })),
      (c) => c.json({}),
    );
    const schema = (await openApiDocument(app)).paths['/x']!.post!.requestBody!.content['application/json'].schema;
    expect(schema).toEqual({ type: 'object', properties: { a: { type: 'string' }, b: { type: 'number', default: 1 } }, required: ['a'] });
  });

  it('refuses bad input as problem details with each field, from the declared schema', async () => {
    const app = new Hono<HttpEnv>()
      .onError((error, c) => c.json({ message: error.message, errors: (error as { fieldErrors?: unknown }).fieldErrors }, 400))
      .get(
        '/x',
        operation({ operationId: 'x', summary: 'x', access: 'public', responses: { 200: 'ok' } }),
        query(z.object({ n: z.coerce.number({ error: 'n must be a number' }) })),
        (c) => c.json({ n: c.req.valid('query').n }),
      );
    expect(await (await app.request('/x?n=4')).json()).toEqual({ n: 4 });
    expect(await (await app.request('/x?n=four')).json()).toEqual({ message: 'Some search parameters are not valid.', errors: { n: ['n must be a number'] } });
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/openapi.json, with the schemas the handlers parse with', async () => {
    const res = await createTestApp(database.db).app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc).toMatchObject({ openapi: '3.1.0', servers: [{ url: '/api/v1' }] });
    expect(doc.paths['/events']?.get?.responses['200']).toEqual({
      description: 'An event stream',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    });

    // Its request bodies are the schemas the handlers parse with, as the caller sends them.
    const helpRequest = doc.paths['/help-requests']!.post!;
    expect(helpRequest.requestBody!.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['city', 'state', 'zip', 'animalType', 'situationDetails', 'type']),
      properties: { type: { enum: ['emergency', 'conflict'] }, donationAmount: { default: null } },
    });
    expect(helpRequest.requestBody!.content['application/json'].schema.required).not.toContain('donationAmount');
    // Hono reads request headers in lower case, and HTTP header names are case-insensitive.
    expect(helpRequest.parameters).toEqual([
      expect.objectContaining({ name: 'idempotency-key', in: 'header', schema: expect.objectContaining({ type: 'string', pattern: '^[\\w-]{8,100}$' }) }),
    ]);
    expect(doc.paths['/provider/help-requests/{id}/responses']!.post!).toMatchObject({
      parameters: [{ name: 'id', in: 'path', required: true }],
      requestBody: { content: { 'application/json': { schema: { required: ['action'], properties: { action: { enum: ['accept', 'decline'] } } } } } },
    });
    // Query strings too: what the matching API requires, and what it takes besides.
    expect(doc.paths['/providers/match']!.get!.parameters!.map((p) => [p.name, p.required ?? false])).toEqual([
      ['state', true],
      ['type', true],
      ['lat', false],
      ['lng', false],
      ['animal', false],
    ]);
    // The guide's paging is the schema its handler pages with.
    expect(doc.paths['/issues']!.get!.parameters!.filter((p) => ['page', 'perPage'].includes(p.name))).toEqual([
      expect.objectContaining({ name: 'page', in: 'query', schema: expect.objectContaining({ type: 'integer', minimum: 1, default: 1 }) }),
      expect.objectContaining({ name: 'perPage', in: 'query', schema: expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100, default: 100 }) }),
    ]);
    expect(doc.components.schemas.Problem).toEqual(jsonSchemaOf(ZProblem));
    expect(doc.components.schemas.Problem).toMatchObject({ required: ['type', 'title', 'status', 'detail'] });
    // A signed-in call is made with the session cookie; every error is problem details.
    expect(doc.components.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'wildline.session_token' }),
    });
    expect(doc.paths['/me']!.get!).toMatchObject({
      operationId: expect.any(String),
      security: [{ sessionCookie: [] }],
      responses: { 401: { content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } } },
    });
  });

  it("passes Redocly's recommended rules", { timeout: 60_000 }, async () => {
    const res = await createTestApp(database.db).app.request('/api/openapi.json');
    const folder = await mkdtemp(join(tmpdir(), 'wildline-openapi-'));
    try {
      const file = join(folder, 'openapi.json');
      await writeFile(file, await res.text());
      const cli = new URL('../node_modules/@redocly/cli/bin/cli.js', import.meta.url).pathname;
      const config = new URL('../redocly.yaml', import.meta.url).pathname;
      const run = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--config', config, '--format', 'json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      }).catch((failed: { stdout: string }) => failed);
      const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
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
    for (const { method, path } of apiEndpoints(versionOneApp().routes))
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
