import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import { SERVER_ENTRY, startServer } from '../e2e/server.ts';
import { runBenchmark } from './run.ts';

// Page weight on first load: for each public page, the HTML and the JavaScript the browser
// downloads (every /assets/*.js the document references), raw and gzip. Prints figures;
// never fails on them.

export const PUBLIC_PAGES = [
  '/',
  '/find-help',
  '/resources',
  '/resources/raccoon-in-attic',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/standards',
  '/about',
  '/mission-vision',
  '/volunteer',
  '/help-guide',
  '/privacy',
  '/terms',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function measurePages(baseUrl: string, paths = PUBLIC_PAGES) {
  const rows = [];
  for (const path of paths) {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const scripts = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])];
    let jsRaw = 0;
    let jsGzip = 0;
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer());
      jsRaw += body.length;
      jsGzip += gzipSync(body).length;
    }
    rows.push({
      page: path,
      htmlRaw: Buffer.byteLength(html),
      htmlGzip: gzipSync(html).length,
      scripts: scripts.length,
      jsRaw,
      jsGzip,
    });
  }
  return rows;
}

export function formatPageTable(rows: Awaited<ReturnType<typeof measurePages>>) {
  const lines = ['| page | HTML raw | HTML gzip | JS files | JS raw | JS gzip |', '|---|---:|---:|---:|---:|---:|'];
  for (const r of rows) {
    lines.push(`| ${r.page} | ${kb(r.htmlRaw)} | ${kb(r.htmlGzip)} | ${r.scripts} | ${kb(r.jsRaw)} | ${kb(r.jsGzip)} |`);
  }
  return lines.join('\n');
}

await runBenchmark(import.meta.url, async (run) => {
  if (!existsSync(SERVER_ENTRY)) execSync('npm run build', { stdio: 'inherit' });
  const server = await startServer();
  run.onInterrupt(() => server.stop('SIGKILL'));
  try {
    console.log(`Page weight on first load (${new Date().toISOString()}, Node ${process.version})\n`);
    console.log(formatPageTable(await measurePages(server.url)));
  } finally {
    await server.stop();
  }
});
