import { describe, expect, it } from 'vitest';
import { isServedOutsideTheApp, safeReturnPath, signInFirst } from './safe-redirect.ts';

describe('safeReturnPath: never an open redirect', () => {
  it.each([
    ['/account', '/account'],
    ['/resources?q=bat#top', '/resources?q=bat#top'],
    ['/a/../account', '/account'],
  ])('keeps the on-site path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/a/..//evil.example'])('refuses %s, which resolves to //evil.example', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil', '', null, undefined, '/%0d%0a//evil'])(
    'refuses %s',
    (input) => {
      const result = safeReturnPath(input as string);
      expect(result === null || (result.startsWith('/') && !result.startsWith('//'))).toBe(true);
      if (typeof input === 'string' && !input.startsWith('/')) expect(result).toBeNull();
    },
  );
});

describe('signing in first', () => {
  it('carries the path and query along, encoded, to come back to', () => {
    expect(signInFirst('/request-photos/1?size=thumbnail')).toBe('/login?returnUrl=%2Frequest-photos%2F1%3Fsize%3Dthumbnail');
    expect(safeReturnPath(new URL(signInFirst('/dashboard?x=1&y=2'), 'http://w.test').searchParams.get('returnUrl'))).toBe('/dashboard?x=1&y=2');
  });

  it('knows the return addresses that are not pages of the app: a whole page load after signing in', () => {
    for (const path of ['/request-photos/1', '/request-photos/1?size=thumbnail', '/es/request-photos/1', '/listing-documents/2'])
      expect(isServedOutsideTheApp(path)).toBe(true);
    for (const path of ['/dashboard', '/help-request/1', '/es/dashboard', '/request-photos', '/es/request-photos', '/resources?q=/request-photos/1'])
      expect(isServedOutsideTheApp(path)).toBe(false);
  });
});
