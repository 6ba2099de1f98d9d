// What the browser downloads, which every page's speed on a phone depends on. `npm test` runs this right after the build. It fails when
// a file in build/client/assets holds zod (forms are checked on the server; zod and the other
// server-only modules stay out of the browser), and prints, for each page of the route table,
// the JavaScript its first load fetches (the entry, the root and the route, with their imports),
// gzip. Content pages fetch none of it: their routes opt out (app/lib/page-scripts.ts).
//   node scripts/check-client-bundle.mjs [build/client] [build/server/index.js]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const clientDir = process.argv[2] ?? 'build/client';
const serverEntry = path.resolve(process.argv[3] ?? 'build/server/index.js');
const assetsDir = path.join(clientDir, 'assets');

// Strings from zod's own source that minifying keeps: the names its classes are made with
// (zod 4: $constructor("$ZodType", …), $ZodError) and zod 3's ZodError.
const ZOD_MARKERS = ['$ZodType', '$ZodError', '$ZodObject', 'ZodError'];

let files;
try {
  files = readdirSync(assetsDir).filter((name) => name.endsWith('.js'));
} catch {
  console.error(`${assetsDir} is missing: run npm run build first.`);
  process.exit(1);
}

const withZod = files.filter((name) => {
  const text = readFileSync(path.join(assetsDir, name), 'utf8');
  return ZOD_MARKERS.some((marker) => text.includes(marker));
});

const gzipSize = new Map();
const sizeOf = (url) => {
  if (!gzipSize.has(url)) gzipSize.set(url, gzipSync(readFileSync(path.join(clientDir, url))).length);
  return gzipSize.get(url);
};

// React Router's manifest: window.__reactRouterManifest={…} in assets/manifest-*.js.
const manifestFile = files.find((name) => name.startsWith('manifest-'));
if (!manifestFile) {
  console.error(`No React Router manifest in ${assetsDir}.`);
  process.exit(1);
}
const manifestText = readFileSync(path.join(assetsDir, manifestFile), 'utf8');
const manifest = JSON.parse(manifestText.slice(manifestText.indexOf('{'), manifestText.lastIndexOf('}') + 1));

/** Every script a first load of the route fetches: the entry, then each route from the root down. */
function scriptsOf(routeId) {
  const chain = [];
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId]) chain.unshift(route);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  return [...urls];
}

/**
 * The routes whose pages are not hydrated (`handle.hydrate === false`), each with the one script
 * of its own it loads instead, if any (the wizard), read from the server build; importing it starts nothing.
 */
async function routesWithoutReact() {
  if (!existsSync(serverEntry)) return new Map();
  const { serverBuild } = await import(pathToFileURL(serverEntry).href);
  return new Map(
    Object.values(serverBuild.routes).flatMap((route) => (route.module.handle?.hydrate === false ? [[route.id, route.module.handle.script]] : [])),
  );
}
const withoutReact = await routesWithoutReact();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = Object.values(manifest.routes)
  .filter((route) => route.id !== 'root' && route.hasDefaultExport)
  .map((route) => {
    const own = withoutReact.get(route.id);
    const urls = withoutReact.has(route.id) ? (own ? [own] : []) : scriptsOf(route.id);
    return { route: route.id.replace(/^routes\//, ''), own: Boolean(own), files: urls.length, gzip: urls.reduce((sum, url) => sum + sizeOf(url), 0) };
  })
  .sort((a, b) => b.gzip - a.gzip || a.route.localeCompare(b.route));
console.log('JavaScript the first load of each page fetches (gzip):');
for (const row of rows)
  console.log(
    `  ${row.route.padEnd(24)} ${kb(row.gzip).padStart(9)}  ${row.own ? 'its own script, no React' : row.files ? `${row.files} files` : 'none: a content page'}`,
  );
const framework = [manifest.entry.module, ...manifest.entry.imports].reduce((sum, url) => sum + sizeOf(url), 0);
console.log(`  (of which React, React DOM and React Router, on every page that loads any: ${kb(framework)})`);

if (withZod.length > 0) {
  console.error(`\nzod reached the browser, in ${withZod.join(', ')}.`);
  console.error('Import schemas (common/*-schemas.ts, zod) only in loaders, actions and server code, never in what a page renders.');
  process.exit(1);
}
console.log(`\nNo client file holds zod (${files.length} files checked).`);
