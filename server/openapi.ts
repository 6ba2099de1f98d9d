import type { Hono } from 'hono';
import type { RouterRoute } from 'hono/types';
import { generateSpecs } from 'hono-openapi';
import { z } from 'zod';
import type { HttpEnv } from './http.ts';
import { SESSION_COOKIE, SESSION_SCHEME } from './lib/api-route.ts';
import { ZProblem } from './lib/problem.ts';

// The OpenAPI 3.1 description of /api/v1 (DESIGN.md "API"), written by hono-openapi from the
// routes themselves: each declares its operation and reads its input through validators whose zod
// schemas are the ones described (server/lib/api-route.ts); zod 4 writes their JSON Schema
// (2020-12, OpenAPI 3.1's own dialect). Errors are RFC 9457 problem details; a validation error
// carries the field errors.

/** The versioned API, as the API app mounts it (server/api.ts). */
export const API_VERSION_PREFIX = '/v1';

export type JsonSchema = { [key: string]: unknown };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}
type ResponseObject = { description: string; content?: Record<string, { schema?: JsonSchema }> } | { $ref: string };
export interface OperationObject {
  operationId?: string;
  summary: string;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  components: { schemas: Record<string, JsonSchema>; responses?: Record<string, ResponseObject>; securitySchemes?: Record<string, object> };
}

/** A schema as the caller sends it: defaults make a field optional, transforms are not the caller's business. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** /issues/:id → /issues/{id} */
export const openApiPath = (honoPath: string) => honoPath.replace(/:(\w+)\??/g, '{$1}');

/** Every route of the versioned API app (its paths without the prefix), once per method and path. */
export function apiEndpoints(routes: readonly RouterRoute[]): { method: string; path: string }[] {
  const endpoints = new Map<string, { method: string; path: string }>();
  for (const { method, path } of routes) if (method !== 'ALL') endpoints.set(`${method} ${path}`, { method, path });
  return [...endpoints.values()];
}

const INFO = {
  title: 'Wildline API',
  version: '1',
  description:
    'Find wildlife help in the United States. POST, PUT and PATCH take application/json only. A call that carries a session cookie must come from the site itself (Origin); scripts without a session need neither.',
};

/** The document of the versioned API app (its routes without the /v1 prefix). */
export async function openApiDocument(v1: Hono<HttpEnv>): Promise<OpenApiDocument> {
  const generated = (await generateSpecs(v1 as unknown as Hono, {
    documentation: {
      openapi: '3.1.0',
      info: INFO,
      servers: [{ url: `/api${API_VERSION_PREFIX}` }],
      components: {
        schemas: { Problem: jsonSchemaOf(ZProblem) as never },
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: `The session cookie the site sets on signing in (${SESSION_COOKIE}; __Secure-${SESSION_COOKIE} over HTTPS).`,
          },
        },
      },
    },
  })) as unknown as OpenApiDocument;
  return { ...generated, info: INFO };
}
