import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

// The API's description lives on its routes, so it cannot drift from them: each /api/v1 route is
// registered with `describeRoute({...})` before its handler, naming the zod schemas the handler
// parses with. server/openapi.ts reads the Hono app's routes and turns these into the OpenAPI
// document, so a route and its description cannot part (server/openapi.test.ts fails on a route
// without one).

export interface ApiOperation {
  /** what it does, and who may call it */
  summary: string;
  /** the query string, as the handler parses it */
  query?: z.ZodType;
  /** the JSON body, as the handler parses it (parseJsonBody) */
  body?: z.ZodType;
  /** request headers the handler reads, as it parses them */
  headers?: Record<string, { schema: z.ZodType; description: string }>;
  /** what a path or query parameter is, by name */
  parameters?: Record<string, string>;
  /** each success status and what its answer holds; every error is problem details */
  responses: Record<number, string>;
  /** the answer's type when it is not JSON */
  produces?: 'text/event-stream';
}

const described = new WeakMap<object, ApiOperation>();

/** A middleware that does nothing but carry the route's description. */
export function describeRoute(operation: ApiOperation): MiddlewareHandler {
  const carrier: MiddlewareHandler = (_c, next) => next();
  described.set(carrier, operation);
  return carrier;
}

/** The description a route's handler carries, if it is one describeRoute made. */
export const describedBy = (handler: object): ApiOperation | undefined => described.get(handler);
