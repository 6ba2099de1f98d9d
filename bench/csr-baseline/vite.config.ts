import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientOnlyPages } from './client-only-pages.ts';

// `npx react-router build bench/csr-baseline`: the client-rendered baseline of bench/lighthouse.ts.
const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '../..');

export default defineConfig({
  // favicon.svg and the like, as in the real build
  publicDir: path.join(projectRoot, 'public'),
  plugins: [
    clientOnlyPages({ appDirectory: path.join(projectRoot, 'app'), baselineDirectory: path.join(here, 'app'), sourceRoot: projectRoot }),
    tailwindcss(),
    reactRouter(),
  ],
});
