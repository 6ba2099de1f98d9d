import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteClient } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { serverBuildExists } from './server-build.ts';

// Migrate once, then every test file starts from a copy (STACK-NOTES "Pattern that kept the
// suite at ~30 s"): a dumped PGlite data directory, or a PostgreSQL template database.

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  // The permissions matrix serves the production build's pages: `npm test` builds first, and
  // `npm run test:integration` alone builds here when there is none yet.
  if (!serverBuildExists()) execSync('npm run build', { stdio: 'inherit' });
  // The integration-pglite project runs on PGlite whatever TEST_DATABASE_URL says (decision 062).
  const url = project.name === 'integration-pglite' ? undefined : process.env.TEST_DATABASE_URL;
  if (url) {
    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    await migrate(database);
    await database.close(); // a template database must have no open connections
    project.provide('postgresTemplateUrl', url);
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'wildline-test-'));
  const database = await openDatabase({ memory: true });
  await migrate(database);
  const dump = await pgliteClient(database).dumpDataDir('gzip');
  await database.close();
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplateUrl', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
