import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { startServer } from './start.ts';

// Production entry, built by Vite into build/server/index.js (vite.config.ts).
await startServer({
  build: build as never,
  clientDir: fileURLToPath(new URL('../client', import.meta.url)),
});
