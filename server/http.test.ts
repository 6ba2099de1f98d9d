import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createTestApp } from '../test/services.ts';
import { animalTypes } from './db/schema.ts';
import { expectErrorLogged } from '../test/error-logs.ts';

const database = useTestDatabase();

describe('health endpoints', () => {
  it('GET /healthz answers while the process is up', async () => {
    const { app } = createTestApp(database.db);
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz is 200 when the database is ready and 503 when it is not', async () => {
    expect((await createTestApp(database.db).app.request('/readyz')).status).toBe(200);
    const notReady = createTestApp(database.db, { isReady: async () => false }).app;
    const res = await notReady.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not ready' });
    const failing = createTestApp(database.db, { isReady: () => Promise.reject(new Error('db down')) }).app;
    expect((await failing.request('/readyz')).status).toBe(503);
  });
});

describe('API errors', () => {
  it('an unknown API path is a 404 problem+json', async () => {
    const res = await createTestApp(database.db).app.request('/api/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const body = await res.json();
    expect(body).toMatchObject({ status: 404, title: 'Not Found', detail: 'There is no API endpoint at this address.' });
    expect(body.requestId).toEqual(res.headers.get('x-request-id'));
  });

  it('a failure in the API is a 500 problem+json without internals, logged with the request id', async () => {
    const { app, logLines } = createTestApp(database.db);
    // A real database failure: the table the endpoint reads has gone.
    await database.db.execute(sql`alter table animal_types rename to animal_types_gone`);
    let res: Response;
    try {
      res = await app.request('/api/v1/animal-types');
    } finally {
      await database.db.execute(sql`alter table animal_types_gone rename to animal_types`);
    }
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const text = await res.text();
    expect(text).not.toContain('animal_types');
    expect(JSON.parse(text).detail).toBe('Something went wrong on our side. Please try again.');
    const requestId = res.headers.get('x-request-id');
    expectErrorLogged(logLines, (l) => l.msg === 'unhandled error' && l.requestId === requestId);
  });

  it('an exception outside the API is a friendly HTML 500 page with the request reference', async () => {
    const { app, logLines } = createTestApp(database.db);
    app.get('/test-explode', () => {
      throw new Error('secret internal detail');
    });
    const res = await app.request('/test-explode');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<h1>Something went wrong</h1>');
    expect(html).toContain('href="/"');
    expect(html).not.toContain('secret internal detail');
    const requestId = res.headers.get('x-request-id')!;
    expect(html).toContain(requestId);
    expectErrorLogged(logLines, (l) => l.msg === 'unhandled error' && l.requestId === requestId);
  });
});

describe('every response', () => {
  it('carries the security headers and a request id', async () => {
    const res = await createTestApp(database.db).app.request('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=-]+'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]{8,}$/);
  });

  it('keeps a well-formed incoming request id and replaces an oversized one', async () => {
    const { app } = createTestApp(database.db);
    const kept = await app.request('/healthz', { headers: { 'X-Request-Id': 'lb-abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-abc-123');
    const replaced = await app.request('/healthz', { headers: { 'X-Request-Id': 'x'.repeat(500) } });
    expect(replaced.headers.get('x-request-id')).not.toBe('x'.repeat(500));
  });
});

describe('GET /api/v1/animal-types', () => {
  it('lists active animal types by name, leaving out inactive ones', async () => {
    await database.db.insert(animalTypes).values([{ name: 'Raccoon' }, { name: 'Bat' }, { name: 'Dodo', active: false }]);
    const res = await createTestApp(database.db).app.request('/api/v1/animal-types');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { animalTypes: { id: string; name: string }[] };
    expect(body.animalTypes.map((a) => a.name)).toEqual(['Bat', 'Raccoon']);
  });
});

it('serves the OpenAPI document', async () => {
  const res = await createTestApp(database.db).app.request('/api/openapi.json');
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toContain('/animal-types');
});
