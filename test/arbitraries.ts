import fc from 'fast-check';
import { ISSUE_TYPES, SEVERITIES } from '../common/guide.ts';

// Generators of bad input for the property-based tests: text, numbers,
// JSON, query strings, forms and headers as a careless client or an attacker sends them.

/** Text that has broken web applications before: SQL, HTML, template and path fragments, unicode edge cases. */
export const NASTY_TEXT = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1); SELECT pg_sleep(10); --',
  "%' OR 1=1 --",
  '\\',
  "Robert'); DELETE FROM help_request_submissions; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '</textarea><script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '👩‍👩‍👧‍👦',
  '🦝🦨🦅',
  '\uFEFF',
  'Ω≈ç√∫',
  '𝕿𝖍𝖊 𝖖𝖚𝖎𝖈𝖐',
  'Z̸̢͎̈́a̵l̷g̸o',
  '\ud800',
  '\udfff',
  'a\ud83e',
  '\ude00b',
  '',
  ' ',
  '\t\n\r ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '-0.0000001',
  '0x1F',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '%00',
  '%',
  '%ZZ',
  '\r\nSet-Cookie: wildline.session_token=stolen',
  'true',
  '[]',
  '{}',
] as const;

/** Unpaired UTF-16 surrogates: legal in a JavaScript string and in JSON text, not in UTF-8. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Long text: past every limit the forms set, up to a few hundred kilobytes. */
export const hugeText = fc
  .tuple(fc.constantFrom('a', '🦝', '<b>', "'", '\u202e', ' '), fc.constantFrom(101, 201, 1_001, 5_001, 20_001, 300_000))
  .map(([unit, times]) => unit.repeat(times));

export const nastyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('a', ' ', '\u0000'), loneSurrogate), maxLength: 8 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...NASTY_TEXT), fc.string({ maxLength: 10 })).map(([a, b]) => `${a}${b}`) },
  { weight: 1, arbitrary: hugeText },
);

/** Numbers JSON and forms get wrong: NaN and the infinities (null in JSON), huge, tiny, negative. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    -1,
    0,
    1e308,
    -1e308,
    2 ** 53 + 2,
    Number.MIN_VALUE,
    0.1 + 0.2,
    99_999_999_999,
  ),
  fc.double(),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }),
);

/** Numbers as a form sends them: text. */
export const nastyNumberText = fc.oneof(
  nastyNumber.map(String),
  fc.constantFrom('1e400', '-1e400', '1_000', '1,5', ' 5 ', '5.555', '０１２', '٣', '+-1', '.', '-', 'e', '0b11', '12abc'),
);

/** Object keys that probe prototype pollution, mass assignment and odd parsers. */
export const nastyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    '',
    ' ',
    '$where',
    'a.b',
    'a[0]',
    '0',
    '\u0000',
    'role',
    'admin',
    'id',
    'userId',
    'status',
    'approved',
    'claimed',
    'providerId',
    'createdAt',
  ),
  fc.string({ maxLength: 12 }),
);

/** Any JSON-like value, nested a little: the wrong type for almost every field. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    nastyNumber,
    nastyText,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value that is not a string: wrong for every text field. */
export const notText: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  nastyNumber,
  fc.array(anyJson, { maxLength: 3 }),
  fc.dictionary(nastyKey, anyJson, { maxKeys: 3 }),
);

/** Request bodies that are not the JSON they claim to be, or JSON of the wrong shape at the top. */
export const MALFORMED_JSON = [
  '',
  '{',
  '}',
  '[',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'undefined',
  'NaN',
  '{"a":NaN}',
  '{"amount":1e400}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\u0000',
  '{"a":"b"}trailing',
  '\uFEFF{}',
  'null',
  'true',
  '42',
  '"text"',
  '[]',
  '[{}]',
  'tRue',
  '{"__proto__":{"role":"admin"}}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(2_000)}1${'}'.repeat(2_000)}`,
] as const;

export const malformedJsonText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
  { weight: 1, arbitrary: nastyText },
  // well-formed JSON of the wrong type at the top
  {
    weight: 1,
    arbitrary: fc.oneof(fc.array(anyJson, { maxLength: 3 }), nastyText, nastyNumber, fc.constant(null)).map((value) => JSON.stringify(value) ?? 'null'),
  },
);

/** JSON nested past any limit (over and under the 64 KB body limit) and bodies over it. */
export const hostileJsonText = fc.oneof(
  fc.integer({ min: 65, max: 32_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 65, max: 5_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.integer({ min: 64 * 1024 + 1, max: 300 * 1024 }).map((size) => JSON.stringify({ description: 'x'.repeat(size) })),
);

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/problem+json',
  '*/*',
] as const;

/** A query string: known parameters and odd ones with bad values, or raw malformed escapes. */
export function queryString(knownParams: readonly string[] = []): fc.Arbitrary<string> {
  const key = knownParams.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...knownParams) }, { weight: 1, arbitrary: nastyKey }) : nastyKey;
  const pairs = fc.array(fc.tuple(key, fc.oneof(nastyText, nastyNumberText)), { maxLength: 6 }).map((entries) => new URLSearchParams(entries).toString());
  const raw = fc.constantFrom(
    '%',
    '%ZZ',
    '%E0%A4%A',
    'q=%',
    'q=%ED%A0%80',
    'q=%C0%AF',
    '&&&',
    '=',
    'q=1&q=2&q=3',
    'q[]=1&q[]=2',
    'q[a]=1',
    'q=%00',
    '?=?',
    'q=%2e%2e%2f',
    `q=${'a'.repeat(10_000)}`,
  );
  return fc.oneof({ weight: 3, arbitrary: pairs }, { weight: 1, arbitrary: raw });
}

/** A path segment: anything, percent-encoded (lone surrogates become raw, invalid UTF-8 escapes). */
export const pathSegment = nastyText.map(
  (text) =>
    [...text]
      .map((ch) => (/[\ud800-\udfff]/.test(ch) && ch.length === 1 ? `%${ch.charCodeAt(0).toString(16).toUpperCase()}` : encodeURIComponent(ch)))
      .join('') || '%20',
);

/** A header value a client can actually send (visible ASCII and Latin-1, no line breaks). */
export const headerValue: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(...NASTY_TEXT),
    fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 60 }),
    fc.constantFrom('x'.repeat(8_000), '-1', 'null', 'undefined', '../../', '() { :; }; echo vulnerable'),
  )
  .filter((value) => {
    try {
      new Headers({ 'x-probe': value });
      return true;
    } catch {
      return false;
    }
  });

/** Extra request headers: odd content negotiation, forwarding, idempotency, caching. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.dictionary(
  fc.constantFrom(
    'Accept',
    'Accept-Language',
    'Accept-Encoding',
    'Idempotency-Key',
    'X-Forwarded-For',
    'X-Request-Id',
    'Referer',
    'If-None-Match',
    'If-Modified-Since',
    'Range',
    'X-HTTP-Method-Override',
    'Forwarded',
    'User-Agent',
  ),
  headerValue,
  { maxKeys: 4 },
);

/** A form's fields: the page's own names and odd ones, some repeated, all with bad values. */
export function formEntries(names: readonly string[]): fc.Arbitrary<[string, string][]> {
  const name = names.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: nastyKey }) : nastyKey;
  return fc.array(fc.tuple(name, fc.oneof({ weight: 3, arbitrary: nastyText }, { weight: 1, arbitrary: nastyNumberText })), { maxLength: 10 });
}

/** Wrong for a required text field of at most `max` characters (after trimming): missing, blank, too long or not text. */
export const wrongText = (max: number) =>
  fc.oneof(
    fc.constant(MISSING),
    fc.constantFrom('', '   ', '\t\n'),
    fc.integer({ min: max + 1, max: max * 3 + 10 }).map((n) => 'x'.repeat(n)),
    notText,
  );

/** Wrong for a field that must be one of `values` (compared exactly, as z.enum does). */
export const wrongChoice = (values: readonly string[]) => {
  // near misses: another case, a space or a mark added
  const nearMisses = values.flatMap((value) => [value.toUpperCase(), value.toLowerCase(), ` ${value}`, `${value}!`]).filter((text) => !values.includes(text));
  return fc.oneof(
    fc.constant(MISSING),
    notText,
    nastyText.filter((text) => !values.includes(text)),
    fc.constantFrom(...nearMisses),
  );
};

/** Marks a field to leave out. */
export const MISSING = Symbol('missing');

/** A valid body with one required field made wrong (or left out), and odd extra fields. */
export function withOneFieldWrong(valid: fc.Arbitrary<Record<string, unknown>>, wrong: Record<string, fc.Arbitrary<unknown>>) {
  const field = fc.constantFrom(...Object.keys(wrong));
  return fc
    .tuple(
      valid,
      field.chain((name) => fc.tuple(fc.constant(name), wrong[name]!)),
      fc.dictionary(nastyKey, anyJson, { maxKeys: 2 }),
    )
    .map(([body, [name, value], extra]) => {
      const result: Record<string, unknown> = { ...extra, ...body };
      if (value === MISSING) delete result[name];
      else result[name] = value;
      return result;
    });
}

// ---- forms: every value is text, or left out ----

/** Wrong for a required form field of at most `max` characters: left out, blank or too long. */
export const wrongFormText = (max: number) =>
  fc.oneof(
    fc.constant(MISSING),
    fc.constantFrom('', '   ', '\t\r\n'),
    fc.integer({ min: max + 1, max: max * 3 + 10 }).map((n) => 'y'.repeat(n)),
  );

/** Wrong for a form field that must be one of `values`. */
export const wrongFormChoice = (values: readonly string[]) =>
  wrongChoice(values).filter((value): value is string | typeof MISSING => typeof value === 'string' || value === MISSING);

/** Not an e-mail address. */
export const wrongEmail = fc.oneof(
  fc.constant(MISSING),
  fc.constantFrom('', ' ', 'no-at-sign', 'a@', '@example.org', 'a b@example.org', 'a@b@example.org', `${'x'.repeat(250)}@example.org`, '<script>@example.org'),
  nastyText.filter((text) => !text.includes('@')),
);

export type FormValues = Record<string, string | string[]>;

/** A valid form with one field made wrong (text, a list of texts, or MISSING), and odd extra fields. */
export function formWithOneFieldWrong(valid: FormValues, wrong: Record<string, fc.Arbitrary<unknown>>) {
  const names = Object.keys(wrong);
  return fc
    .tuple(
      fc.constantFrom(...names).chain((name) => fc.tuple(fc.constant(name), wrong[name]!)),
      fc.array(
        fc.tuple(
          nastyKey.filter((key) => !(key in valid) && !names.includes(key)),
          nastyText,
        ),
        { maxLength: 2 },
      ),
    )
    .map(([[name, value], extra]) => {
      const form: FormValues = { ...Object.fromEntries(extra), ...valid };
      if (value === MISSING) delete form[name];
      else form[name] = value as string | string[];
      return form;
    });
}

/** A guide issue's required fields (common/guide.ts ZIssueInput), each with its kind of wrong: the API's (JSON) or a form's. */
export const wrongIssueFields = (text: (max: number) => fc.Arbitrary<unknown>, choice: (values: readonly string[]) => fc.Arbitrary<unknown>) => ({
  title: text(200),
  description: text(4000),
  issueType: choice(ISSUE_TYPES),
  severity: choice(SEVERITIES),
  animalType: text(100),
});
