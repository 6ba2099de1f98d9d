import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '../e2e/chromium.ts';
import { startServer } from '../e2e/server.ts';
import { snapshotBuild } from './build-snapshot.ts';
import { buildBaseline, serveBaseline } from './csr-baseline-server.ts';
import { LIGHTHOUSE_VERSION, auditPage, killRunningChromium, loadLighthouse, type PageAudit } from './lighthouse-audit.ts';
import { formatLighthouse, type Rendering } from './lighthouse-table.ts';
import { chromiumVersion } from './machine.ts';
import { benchCommand, runBenchmark, runDescription, type BenchRun } from './run.ts';
import { compareRenderedContent, compareStylesheets } from './same-content.ts';

// Lighthouse (mobile, its defaults) on four public pages of the built production server, each
// next to a client-rendered baseline of the same page (bench/csr-baseline: the same page
// components, rendered only in the browser from the JSON API after the JavaScript has loaded),
// so that server rendering's effect on LCP shows side by side. Runs alternate between the two
// and between pages; each figure is the median of the runs. Prints figures and never fails on
// them; fails if the two versions of a page do not show the same content, or if any request
// leaves 127.0.0.1.

const PAGES = ['/', '/find-help', '/resources', '/resources/raccoon-in-attic'];
/** What the baseline's pages fetch, warmed up with the pages themselves. */
const API_READS = ['/api/v1/issue-categories', '/api/v1/animal-types', '/api/v1/issues', '/api/v1/issues/raccoon-in-attic'];
const RUNS = 3;
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1';

const BASELINE_METHOD = [
  "How the client-rendered baseline is made (bench/csr-baseline): a second React Router build of the same four pages with `ssr: false` (SPA mode), from the same page components, root layout, stylesheet and client entry as the real build, served from 127.0.0.1 with the same compression and caching. The document it sends is the root layout (header and footer) around a <main> that holds a screen's height of nothing (so the footer stays below the fold, as a careful single-page app reserves room); the page is rendered in the browser once its JavaScript has loaded and its clientLoader has read the data from the JSON API (GET /api/v1/issues, /issues/:id, /issue-categories, /animal-types: the services the server's loaders call), passed on to the real server on the same origin. The home page and the wizard's first step read nothing.",
  "What differs besides where the page is rendered: the baseline has no root loader (nobody is signed in here, so the header is the same); its wizard step 1 makes no draft cookie; its forms have no server action (nothing is submitted here); its HTML comes without the real server's Content-Security-Policy and other security headers (the API answers keep theirs), so a CSP violation, such as zod's probe for `new Function`, costs best-practices points on the server-rendered pages only; and Lighthouse's scores other than performance concern the same page content, so differences there come from the document (title and meta tags set only by JavaScript, for one).",
].join('\n\n');

const progress = (message: string) => process.stderr.write(`bench/lighthouse: ${message}\n`);

async function warmUp(urls: string[]) {
  for (const url of urls) {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
    }
  }
}

async function main(run: BenchRun) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS) || RUNS;
  const pages = process.env.BENCH_LIGHTHOUSE_PAGES ? process.env.BENCH_LIGHTHOUSE_PAGES.split(',') : PAGES;
  const tools = await loadLighthouse(progress);
  const build = snapshotBuild();
  run.onInterrupt(build.remove);
  const baselineOut = path.resolve('node_modules/.cache', `wildline-csr-baseline-${randomBytes(4).toString('hex')}`);
  const removeBaseline = () => rmSync(baselineOut, { recursive: true, force: true });
  run.onInterrupt(removeBaseline);
  const audits = new Map<string, PageAudit[]>();
  let contentChecks;
  let stylesheets;
  try {
    progress('building the client-rendered baseline…');
    await buildBaseline(baselineOut);
    stylesheets = compareStylesheets(path.join(path.dirname(path.dirname(build.entry)), 'client'), path.join(baselineOut, 'client'));
    const server = await startServer(
      { NODE_ENV: 'production', PRODUCTION_CHECKS: 'warn', SESSION_SECRET: randomBytes(32).toString('base64url') },
      { entry: build.entry },
    );
    run.onInterrupt(() => server.stop('SIGKILL'));
    const baseline = await serveBaseline(baselineOut, server.url);
    run.onInterrupt(() => baseline.close());
    run.onInterrupt(killRunningChromium);
    try {
      const origins: Record<Rendering, string> = { server: server.url, client: baseline.url };
      await warmUp([...pages.flatMap((p) => [server.url + p, baseline.url + p]), ...API_READS.map((p) => baseline.url + p)]);
      progress('comparing what each version of each page shows…');
      contentChecks = await compareRenderedContent(server.url, baseline.url, pages, [LOCAL_ONLY]);
      for (let i = 1; i <= runs; i++) {
        for (const page of pages) {
          // Alternate which version goes first, so that neither always follows the other.
          const order: Rendering[] = (i + pages.indexOf(page)) % 2 ? ['server', 'client'] : ['client', 'server'];
          for (const rendering of order) {
            progress(`run ${i}/${runs}: ${page}, ${rendering}-rendered…`);
            const key = `${page} ${rendering}`;
            audits.set(key, [...(audits.get(key) ?? []), await auditPage(tools, origins[rendering] + page)]);
          }
        }
      }
    } finally {
      killRunningChromium();
      await baseline.close();
      await server.stop();
    }
  } finally {
    removeBaseline();
    build.remove();
  }

  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile: server-rendered pages next to a client-rendered baseline\n`);
  console.log(
    runDescription(
      `${chromiumVersion()} (${chromiumPath()}), headless; the server on PGlite in a temporary DATA_DIR, NODE_ENV=production, sample data`,
      benchCommand('bench/lighthouse.ts', ['BENCH_LIGHTHOUSE_RUNS', 'BENCH_LIGHTHOUSE_PAGES']),
      `${runs} Lighthouse run${runs === 1 ? '' : 's'} per page and version, alternating, each in a fresh Chromium profile (cold cache); the median of each figure. Lighthouse's default mobile settings: Moto G Power screen, simulated slow 4G (150 ms RTT, 1.6 Mbit/s) and 4× CPU slowdown (Lantern simulation from the observed trace). Both versions over 127.0.0.1, gzip by hono/compress`,
    ),
  );
  console.log('');
  const { text, failures } = formatLighthouse(pages, audits, contentChecks ?? [], stylesheets!);
  console.log(text);
  console.log(`\n${BASELINE_METHOD}`);
  if (failures.length) {
    console.log(`\n**${failures.length} check(s) FAILED**: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

await runBenchmark(import.meta.url, main);
