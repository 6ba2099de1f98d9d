import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

// No input length makes a check throw: a regex with a backreference or nested
// repetition can overflow the stack or run for minutes on a long enough string, and a throw
// in a schema is a 500. Every schema in common/ gets megabytes in every field it reads.

const MODULES = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** An object that answers every field with `text`, so each schema meets it wherever it looks. */
const everyFieldIs = (text: string) =>
  new Proxy({} as Record<string, string>, {
    get: (_target, key) => (typeof key === 'string' ? text : undefined),
    has: () => true,
  });

const HUGE = [
  ['1 MB of one letter', 'a'.repeat(1_000_000)],
  ['5 MB of one letter', 'a'.repeat(5_000_000)],
  ['1 MB of spaces', ' '.repeat(1_000_000)],
  ['1 MB of digits', '1'.repeat(1_000_000)],
  ['a megabyte e-mail', `${'a.'.repeat(500_000)}@example.org`],
  ['a megabyte web address', `https://${'a.'.repeat(500_000)} x`],
] as const;

describe('schemas in common/ with megabytes of input', async () => {
  const schemas: [string, z.ZodType][] = [];
  for (const file of MODULES) {
    const exports = (await import(path.join(import.meta.dirname, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (value instanceof z.ZodType) schemas.push([`${file} ${name}`, value]);
  }

  it('finds the schemas', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['auth-schemas.ts ZRegister', 'wizard-schemas.ts ZLocation', 'providers-schemas.ts ZProviderListing']),
    );
  });

  it.each(schemas)('%s answers without throwing', (_name, schema) => {
    for (const [what, text] of HUGE) {
      for (const input of [text, everyFieldIs(text)]) {
        expect(() => schema.safeParse(input), what).not.toThrow();
      }
    }
  });
});
