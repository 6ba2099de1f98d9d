import { expect } from 'vitest';

// What every answer to bad input must be, shared by the API and page
// property tests: never a 5xx, nothing of our insides in the answer, and no row changed.

/** Traces of our insides: stack frames, file paths, SQL the database refused, driver errors. */
const INTERNALS = [
  /\n\s+at [^\n]{1,300}:\d+:\d+/,
  /node_modules/,
  /\/work\//,
  /\b\w{1,80}\.(ts|tsx|js):\d+/,
  /Failed query/i,
  /DrizzleQueryError/,
  /syntax error at or near/i,
  /invalid input syntax/i,
  /violates (not-null|foreign key|unique|check) constraint/i,
  /relation "\w+" does not exist/i,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError):/,
];

export function expectNoInternals(text: string, where: string) {
  for (const pattern of INTERNALS) expect(text, `${where} shows ${pattern}`).not.toMatch(pattern);
}

/**
 * The body as a client reads it: the fuzzed Accept-Encoding may ask for gzip or deflate (hono's
 * compress), and a compressed body would slip past every text check below.
 */
export async function bodyText(res: Response): Promise<string> {
  const encoding = res.headers.get('content-encoding');
  if (!encoding || !res.body) return res.text();
  expect(['gzip', 'deflate'], `unexpected Content-Encoding ${encoding}`).toContain(encoding);
  return new Response(res.body.pipeThrough(new DecompressionStream(encoding as 'gzip' | 'deflate'))).text();
}

/** A 4xx problem+json with a title and a detail a person can read. */
export async function expectReadableProblem(res: Response, where: string) {
  expect(res.status, where).toBeGreaterThanOrEqual(400);
  expect(res.status, where).toBeLessThan(500);
  expect(res.headers.get('content-type'), where).toBe('application/problem+json');
  const text = await bodyText(res);
  const body = JSON.parse(text) as { title?: unknown; detail?: unknown; status?: unknown };
  expect(body.status, where).toBe(res.status);
  expect(typeof body.title === 'string' && body.title.length > 0, `${where}: title`).toBe(true);
  expect(typeof body.detail === 'string' && /^[A-Z].{5,300}$/s.test(body.detail), `${where}: readable detail, got ${JSON.stringify(body.detail)}`).toBe(true);
  expectNoInternals(`${String(body.title)}\n${String(body.detail)}`, where);
  expectNoInternals(text.replace(/"errors":\{.*\}/s, ''), where);
}
