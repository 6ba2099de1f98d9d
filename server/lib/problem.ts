import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { FieldErrors } from './errors.ts';

// RFC 9457 problem details: every API error has this shape (DESIGN.md "API"); the OpenAPI
// document describes it from this schema.

export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  /** the field errors of bad input: field → messages */
  errors: z.record(z.string(), z.array(z.string())).optional() satisfies z.ZodType<FieldErrors | undefined>,
  requestId: z.string().optional(),
});
export type Problem = z.infer<typeof ZProblem>;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(c: Context, status: ContentfulStatusCode, detail: string, errors?: FieldErrors) {
  const body: Problem = {
    type: 'about:blank',
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    ...(errors ? { errors } : {}),
    requestId: c.get('requestId') as string | undefined,
  };
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/problem+json' });
}
