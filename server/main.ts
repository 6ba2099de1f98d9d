import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { startServer } from './start.ts';

// Production entry, built by Vite into build/server/index.js (vite.config.ts). Run as a
// program (`node build/server/index.js`) it starts the server; imported, it only hands out
// React Router's server build, so integration tests can put every page in front of a test
// database (the permissions matrix) without starting anything.
export const serverBuild = build;

const isEntryPoint = process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (isEntryPoint) {
  await startServer({
    build: build as never,
    clientDir: fileURLToPath(new URL('../client', import.meta.url)),
  });
}
