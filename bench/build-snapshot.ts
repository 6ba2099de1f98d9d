import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY } from '../e2e/server.ts';
import { MIGRATIONS_FOLDER } from '../server/db/migrate.ts';

/**
 * A private copy of build/ (and the migrations it reads) for one benchmark run's servers, so that
 * a rebuild meanwhile (someone at work in the same checkout) cannot pull the server from under a
 * restart. It sits inside node_modules/.cache so that the server still finds its packages.
 * Builds first when there is no build/. Returns the copy's server entry and its remover.
 */
export function snapshotBuild(): { entry: string; remove: () => void } {
  if (!existsSync(SERVER_ENTRY)) execSync('npm run build', { stdio: 'inherit' });
  const copy = path.resolve('node_modules/.cache', `wildline-bench-${randomBytes(4).toString('hex')}`);
  const buildDir = path.dirname(path.dirname(SERVER_ENTRY));
  cpSync(buildDir, path.join(copy, 'build'), { recursive: true });
  // The server reads its migrations from ../../server/db/migrations, beside build/.
  cpSync(MIGRATIONS_FOLDER, path.join(copy, path.relative(process.cwd(), MIGRATIONS_FOLDER)), { recursive: true });
  return {
    entry: path.join(copy, 'build', path.relative(buildDir, SERVER_ENTRY)),
    remove: () => rmSync(copy, { recursive: true, force: true }),
  };
}
