// Builds the service worker (service-worker/sw.ts, the guide offline) to build/client/sw.js, next to the
// client's assets, so that it is served from the site's root and may control every page. It has
// no imports: TypeScript's own transpiler is all it needs.
//   node scripts/build-service-worker.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import ts from 'typescript';

const source = readFileSync('service-worker/sw.ts', 'utf8');
const { outputText } = ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2022, removeComments: false } });
writeFileSync('build/client/sw.js', outputText);
