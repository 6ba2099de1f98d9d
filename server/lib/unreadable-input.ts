import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isFileUpload } from './body-limits.ts';
import { problem } from './problem.ts';
import { plainPage } from './server-error-page.ts';
import { englishOnly, message } from '../../common/i18n.ts';

// Input that no page or service can use is refused at the door with a 4xx, instead of failing
// deep inside a query or React Router with a 500 (DESIGN.md "never a 500 for bad input";
// each case found by server/bad-input*.test.ts):
// - PostgreSQL stores neither the NUL character (text or jsonb) nor an unpaired UTF-16
//   surrogate (jsonb: drafts, audit records), and both pass every zod schema;
// - a page's action reads a form: any other body made request.formData() throw (a page's file
//   upload is read, and checked the same way, by its action: upload-form.ts);
// - a path with a broken %-escape cannot be routed (React Router warned and answered 404).

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

export const UNSTORABLE_TEXT = message(
  'The request contains a character we cannot store (a NUL character or half of an emoji). Please remove it and try again.',
);
export const BROKEN_ADDRESS = message('This address is not valid: part of it is wrongly encoded.');
export const UNREADABLE_FORM = message('This form could not be read. Please reload the page and send it again.');

export const hasUnstorableText = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/** JSON nested deeper than this is refused before it is parsed or walked: no form or API body of ours nests past 5. */
export const MAX_JSON_DEPTH = 64;
/** Only the JSON API reads it: English. */
export const NESTED_TOO_DEEPLY = englishOnly(`The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`);

/**
 * Whether JSON text opens more than `max` arrays or objects inside each other, in one pass over
 * the text and without parsing it: a 200 KB body of `[[[[…` nested 100,000 deep took the walk
 * below (which then copied its path at every level) a minute of blocked event loop, for everyone.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
}

/** Where the first string (a key or a value) PostgreSQL cannot store sits in a parsed JSON value: `a.b.0`, '' at the top, null when none. */
export function unstorableTextPath(value: unknown): string | null {
  // A loop, not recursion, so nesting cannot overflow the stack; each entry points at its parent
  // instead of carrying a copy of its path, which is built only for the one string reported.
  type Entry = { value: unknown; key: string | null; parent: Entry | null };
  const pathOf = (entry: Entry | null, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let at = entry; at && at.key !== null; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Entry[] = [{ value, key: null, parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (hasUnstorableText(next.value)) return pathOf(next);
    } else if (typeof next.value === 'object' && next.value !== null) {
      const entries = Object.entries(next.value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        if (hasUnstorableText(key)) return pathOf(next, key);
        pending.push({ value: item, key, parent: next });
      }
    }
  }
  return null;
}

/** Why a request's address cannot be read, or null: a broken %-escape in the path, or text we cannot store. */
function unreadableUrl(url: URL): string | null {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return BROKEN_ADDRESS;
  }
  if (hasUnstorableText(path)) return UNSTORABLE_TEXT;
  for (const [key, value] of url.searchParams) if (hasUnstorableText(key) || hasUnstorableText(value)) return UNSTORABLE_TEXT;
  return null;
}

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/** The JSON API (our /api/v1 and better-auth's /api/auth): a problem+json 400 naming the field, whatever the content type says. */
async function checkJsonBody(c: Context): Promise<{ message: string; field: string } | null> {
  const text = await c.req.raw.clone().text();
  if (nestsDeeperThan(text)) return { message: NESTED_TOO_DEEPLY, field: 'body' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null; // not JSON: the endpoint itself says so
  }
  const path = unstorableTextPath(parsed);
  return path === null ? null : { message: UNSTORABLE_TEXT, field: path || 'body' };
}

/** A page's action: a form it can read, without text the database cannot store. */
async function checkForm(c: Context): Promise<{ status: ContentfulStatusCode; message: string } | null> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return { status: 415, message: UNREADABLE_FORM };
  let form: FormData;
  try {
    form = await c.req.raw.clone().formData();
  } catch {
    return { status: 400, message: UNREADABLE_FORM };
  }
  for (const [key, value] of form) {
    if (hasUnstorableText(key) || (typeof value === 'string' && hasUnstorableText(value))) return { status: 400, message: UNSTORABLE_TEXT };
  }
  return null;
}

export function refuseUnreadableInput(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const isApi = url.pathname.startsWith('/api/');
    const refuse = (status: ContentfulStatusCode, text: string, field?: string) =>
      isApi
        ? problem(c, status, text, field ? { [field]: [text] } : undefined)
        : c.html(plainPage(url.pathname, message('We could not read this request'), text, c.get('requestId') as string | undefined), status);

    const badUrl = unreadableUrl(url);
    if (badUrl) return refuse(400, badUrl);
    if (hasBody(c.req.method)) {
      if (isApi) {
        const refused = await checkJsonBody(c);
        if (refused) return refuse(400, refused.message, refused.field);
      } else if (!isFileUpload(url.pathname, c.req.header('content-type'))) {
        const refused = await checkForm(c);
        if (refused) return refuse(refused.status, refused.message);
      }
    }
    await next();
  };
}
