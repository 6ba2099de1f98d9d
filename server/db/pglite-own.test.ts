import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_OWN } from '../../test/pglite-own.ts';

// CI runs the integration project on PostgreSQL and only PGLITE_OWN on PGlite (docs/decisions/062):
// a test skipped on PostgreSQL anywhere else would run nowhere in CI.

const root = path.resolve(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testFiles(file);
    return file.endsWith('.test.ts') ? [file] : [];
  });
}

const files = [...testFiles('server'), ...testFiles('scripts')];

describe('the tests of one engine', () => {
  it('skipped on PostgreSQL are all in PGLITE_OWN, so CI runs them on PGlite', () => {
    expect(files.length).toBeGreaterThan(100);
    const pgliteOnly = files.filter((file) => /skipIf\(\s*onPostgres\(\)\s*\)/.test(readFileSync(path.join(root, file), 'utf8')));
    expect(pgliteOnly.length).toBeGreaterThan(0);
    expect(pgliteOnly.filter((file) => !PGLITE_OWN.includes(file))).toEqual([]);
  });

  it('ask onPostgres() which engine they are on, not TEST_DATABASE_URL, which is set in the integration-pglite project too', () => {
    const readingTheVariable = files.filter((file) =>
      /process\.env\.TEST_DATABASE_URL|skipIf\(\s*!?\s*inject\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(readingTheVariable).toEqual([]);
  });
});
