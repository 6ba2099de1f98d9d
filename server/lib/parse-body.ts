import type { Context } from 'hono';
import type { z } from 'zod';
import { badRequest } from './errors.ts';
import { parseOrThrow } from './validation.ts';

/** The request's JSON body through a schema: 400 with field errors for bad input, never a 500. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return parseOrThrow(schema, body, 'Some fields are not valid.');
}
