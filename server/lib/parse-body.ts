import type { Context } from 'hono';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../common/auth-schemas.ts';
import { badRequest } from './errors.ts';

/** The request's JSON body through a schema: 400 with field errors for bad input, never a 500. */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest('Some fields are not valid.', fieldErrorsOf(parsed.error));
  return parsed.data;
}
