import type { RouterRoute } from 'hono/types';
import { z } from 'zod';
import { describedBy, type ApiOperation } from './lib/api-operation.ts';
import { ZProblem } from './lib/problem.ts';

// The OpenAPI 3.1 description of /api/v1 (DESIGN.md "API"), generated from the routes
// themselves, so the two cannot part: each carries its describeRoute({...}) with the zod schemas
// its handler parses, and zod 4 writes their JSON Schema (2020-12, OpenAPI 3.1's own dialect).
// Errors are
// RFC 9457 problem details; a validation error carries the field errors.

/** The versioned API, as the API app mounts it (server/api.ts). */
export const API_VERSION_PREFIX = '/v1';

export type JsonSchema = { [key: string]: unknown };

export interface ApiEndpoint {
  method: string;
  /** the Hono path under API_VERSION_PREFIX, e.g. /issues/:id */
  path: string;
  operation: ApiOperation | undefined;
}

/** Every /api/v1 route of the API app, with its description when it has one. */
export function apiEndpoints(routes: readonly RouterRoute[]): ApiEndpoint[] {
  const endpoints = new Map<string, ApiEndpoint>();
  for (const route of routes) {
    if (route.method === 'ALL' || !route.path.startsWith(`${API_VERSION_PREFIX}/`)) continue;
    const key = `${route.method} ${route.path}`;
    const endpoint = endpoints.get(key) ?? { method: route.method, path: route.path.slice(API_VERSION_PREFIX.length), operation: undefined };
    endpoint.operation ??= describedBy(route.handler);
    endpoints.set(key, endpoint);
  }
  return [...endpoints.values()];
}

/** A schema as the caller sends it: defaults make a field optional, transforms are not the caller's business. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}
export interface OperationObject {
  summary: string;
  parameters?: ParameterObject[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { description: string; content: Record<string, object> } | { $ref: string }>;
}

/** /issues/:id → /issues/{id} */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)\??/g, '{$1}');
const pathParameters = (honoPath: string) => [...honoPath.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function parametersOf(endpoint: ApiEndpoint, operation: ApiOperation): ParameterObject[] {
  const about = (name: string) => (operation.parameters?.[name] ? { description: operation.parameters[name] } : {});
  const inPath = pathParameters(endpoint.path).map((name): ParameterObject => ({
    name,
    in: 'path',
    required: true,
    ...about(name),
    schema: { type: 'string' },
  }));
  const query = operation.query ? jsonSchemaOf(operation.query) : { properties: {} };
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(([name, schema]): ParameterObject => ({
    name,
    in: 'query',
    required: required.has(name),
    ...about(name),
    schema,
  }));
  const inHeaders = Object.entries(operation.headers ?? {}).map(([name, header]): ParameterObject => ({
    name,
    in: 'header',
    description: header.description,
    schema: jsonSchemaOf(header.schema),
  }));
  return [...inPath, ...inQuery, ...inHeaders];
}

function operationObject(endpoint: ApiEndpoint, operation: ApiOperation): OperationObject {
  const parameters = parametersOf(endpoint, operation);
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, description]) => [status, { description, content: { [operation.produces ?? 'application/json']: {} } }]),
  );
  return {
    summary: operation.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(operation.body) } } } } : {}),
    responses: { ...responses, default: { $ref: '#/components/responses/Problem' } },
  };
}

/** The document, from the API app's routes; a route without a description is left out (openapi.test.ts fails on it). */
export function openApiDocument(routes: readonly RouterRoute[]) {
  const paths: Record<string, Record<string, OperationObject>> = {};
  for (const endpoint of apiEndpoints(routes)) {
    if (!endpoint.operation) continue;
    (paths[openApiPath(endpoint.path)] ??= {})[endpoint.method.toLowerCase()] = operationObject(endpoint, endpoint.operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Wildline API',
      version: '1',
      description:
        'Find wildlife help in the United States. POST, PUT and PATCH take application/json only. A call that carries a session cookie must come from the site itself (Origin); scripts without a session need neither.',
    },
    servers: [{ url: `/api${API_VERSION_PREFIX}` }],
    paths,
    components: {
      schemas: { Problem: jsonSchemaOf(ZProblem) },
      responses: {
        Problem: { description: 'An error, as problem details', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
