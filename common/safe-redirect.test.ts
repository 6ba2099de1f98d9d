import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-redirect.ts';

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
