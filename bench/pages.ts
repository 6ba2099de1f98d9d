import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { waitForHydration } from '../e2e/hydration.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';
import { SERVER_ENTRY, startServer } from '../e2e/server.ts';
import { runBenchmark } from './run.ts';

// Page weight on first load: for each public page, the HTML and the JavaScript a browser
// downloads (every /assets/*.js Chromium fetched while the page loaded and hydrated, and the
// page's catalog of words, /assets/*.json, without which it does not hydrate), raw and gzip.
// Prints figures; never fails on them.

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
  // Spanish: a hydrated Spanish page also downloads its catalog.
  '/es',
  '/es/find-help',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function measurePages(baseUrl: string, paths = PUBLIC_PAGES) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/assets\/[\w.-]+\.(js|json)$/.test(pathname)) scripts.add(pathname);
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      // A page with scripts has downloaded all it needs once it has hydrated (its catalog first).
      if (scripts.size) await waitForHydration(page);
      await page.close();
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      let jsRaw = 0;
      let jsGzip = 0;
      for (const src of scripts) {
        const body = Buffer.from(await (await fetch(`${baseUrl}${src}`)).arrayBuffer());
        jsRaw += body.length;
        jsGzip += gzipSync(body).length;
      }
      rows.push({ page: path, htmlRaw: Buffer.byteLength(html), htmlGzip: gzipSync(html).length, scripts: scripts.size, jsRaw, jsGzip });
    }
  } finally {
    await browser.close();
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
