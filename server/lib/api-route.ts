import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { describeRoute, uniqueSymbol, validator } from 'hono-openapi';
import type { z } from 'zod';
import { AUTH_COOKIE_PREFIX } from '../auth/auth.ts';
import { badRequest, type FieldErrors } from './errors.ts';
import { SEARCH_INVALID } from './validation.ts';

// Each /api/v1 route is declared once, on the route itself: `operation({...})` says what it does
// and answers, and the validators below (`query`, `params`, `headers`, `jsonBody`) are both what
// the handler reads its input through (`c.req.valid(...)`) and what the OpenAPI document says it
// takes, because hono-openapi writes the document from these same middlewares (server/openapi.ts).
// So a route's description cannot differ from what its handler accepts; server/openapi.test.ts
// fails on a route registered without them, or a handler that reads its input around them.

/** The session cookie better-auth sets (`__Secure-` in front of it on HTTPS in production). */
export const SESSION_COOKIE = `${AUTH_COOKIE_PREFIX}.session_token`;
/** The OpenAPI security scheme of a signed-in call: the session cookie. */
export const SESSION_SCHEME = 'sessionCookie';

/** The errors a route may answer, each as problem details (server/lib/problem.ts). */
export type Refusal = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

const REFUSALS: Record<Refusal, string> = {
  400: 'The input is not valid, or holds what no service can read: problem details, with the messages of each field in errors',
  401: 'No session: sign in first',
  403: 'The signed-in person may not do this',
  404: 'Not found, or not theirs to see',
  409: 'It conflicts with the current state',
  413: 'The request is too large',
  429: 'Too many calls from this client address or session: try again later (Retry-After)',
  503: 'The server is too busy to take this now: try again later',
};

/** A problem-details answer, as the document says it (components in server/openapi.ts). */
const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

export interface ApiOperation {
  /** a unique name for the operation, in camelCase */
  operationId: string;
  /** what it does, and who may call it */
  summary: string;
  /** public: anyone; session: a signed-in person, by the session cookie (401 without one) */
  access: 'public' | 'session';
  /** each success status and what its answer holds */
  responses: Record<number, string>;
  /** the errors it answers besides 400 for bad input and 401 for a session call; each is problem details */
  refusals?: Refusal[];
  /** the answer's type when it is not JSON */
  produces?: 'text/event-stream';
}

/** The route's description: its name, summary, who may call it and its answers. */
export function operation(described: ApiOperation): MiddlewareHandler {
  const media = described.produces ?? 'application/json';
  // 400 for any operation: every call's address and input pass the door's check for what no
  // service can read (a NUL, a broken %-escape: lib/unreadable-input.ts), besides its validators.
  const refusals = new Set<Refusal>([400, ...(described.access === 'session' ? [401 as const] : []), ...(described.refusals ?? [])]);
  return describeRoute({
    operationId: described.operationId,
    summary: described.summary,
    security: described.access === 'session' ? [{ [SESSION_SCHEME]: [] }] : [],
    responses: {
      ...Object.fromEntries(
        Object.entries(described.responses).map(([status, description]) => [
          status,
          status === '204'
            ? { description }
            : { description, content: { [media]: { schema: media === 'application/json' ? { type: 'object' } : { type: 'string' } } } },
        ]),
      ),
      ...Object.fromEntries([...refusals].sort().map((status) => [String(status), problemResponse(REFUSALS[status])])),
      default: problemResponse('Any other error, as problem details'),
    },
  });
}

/** JSON Schema of a schema as the caller sends it: defaults make a field optional, transforms are not the caller's business. */
const AS_SENT = { io: 'input', unrepresentable: 'any' } as Record<string, unknown>;

/** "idempotency-key" → "Idempotency-Key": Hono reads request headers in lower case. */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase());

interface Issue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

/** field → its messages, each once; a list's entries ("services.3") are told next to the list's field. */
function fieldErrorsOf(issues: readonly Issue[], name: (key: string) => string = (key) => key): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const first = issue.path?.[0];
    const key = name(String(typeof first === 'object' ? first.key : (first ?? 'form')));
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/**
 * What a refusal of bad input says, by where the input was: the same problem details the API gave
 * when each handler parsed its own input (400, a message, and each field's messages). A path
 * parameter is part of the address, not a field: its schema's own message, alone.
 */
function refuse(result: { success: boolean; target: keyof ValidationTargets; error?: readonly Issue[] }) {
  if (result.success) return;
  const issues = result.error ?? [];
  switch (result.target) {
    case 'json':
      throw badRequest('Some fields are not valid.', fieldErrorsOf(issues));
    case 'query':
      throw badRequest(SEARCH_INVALID, fieldErrorsOf(issues));
    case 'header': {
      const errors = fieldErrorsOf(issues, headerName);
      throw badRequest(`The ${Object.keys(errors).join(', ')} header is not valid.`, errors);
    }
    default:
      throw badRequest(issues[0]?.message ?? 'That address is not valid.');
  }
}

/** The query string, through its schema. */
export const query = <T extends z.ZodType>(schema: T) => validator('query', schema, refuse, AS_SENT);
/** The path parameters, through their schema. */
export const params = <T extends z.ZodType>(schema: T) => validator('param', schema, refuse, AS_SENT);
/** Request headers the handler reads, named in lower case (as Hono reads them). */
export const headers = <T extends z.ZodType>(schema: T) => validator('header', schema, refuse, AS_SENT);

/** The JSON body through its schema; a body that is not JSON at all is refused as it always was. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  const validate = validator('json', schema, refuse, AS_SENT);
  const readable: MiddlewareHandler = async (c, next) => {
    try {
      await c.req.json();
    } catch {
      throw badRequest('The request body must be JSON.');
    }
    return validate(c, next);
  };
  // The same description as the validator's, so the document still reads the body's schema here.
  return Object.assign(readable, { [uniqueSymbol]: (validate as unknown as Record<symbol, unknown>)[uniqueSymbol] }) as unknown as typeof validate;
}

/** An object schema whose fields say what they are (the document's parameter descriptions); parsing is unchanged. */
export function describedFields<T extends z.ZodObject>(schema: T, about: Partial<Record<keyof T['shape'] & string, string>>): T {
  const shape = schema.shape as Record<string, z.ZodType>;
  // safeExtend keeps the schema's refinements (lat with lng), which extend refuses to drop.
  return schema.safeExtend(Object.fromEntries(Object.entries(about).map(([name, description]) => [name, shape[name]!.describe(description!)]))) as unknown as T;
}
