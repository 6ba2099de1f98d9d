import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { freePort } from '../e2e/server.ts';

// The client-rendered baseline of bench/lighthouse.ts: bench/csr-baseline built with React
// Router's SPA mode into a private folder, and served on 127.0.0.1 the way the real server
// serves its build (gzip by hono/compress, /assets/* cached for a year), with the JSON API (and
// robots.txt, sitemap.xml) passed on to the real server so the pages read the same data from the
// same origin. Every other address gets the SPA's index.html, as a static host would.

const BASELINE_ROOT = path.resolve('bench/csr-baseline');
const REACT_ROUTER_CLI = path.resolve('node_modules/@react-router/dev/bin.js');

/** `react-router build` of the baseline into `outDir` (inside node_modules, so its server half finds its packages). */
export function buildBaseline(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // From the baseline's folder: React Router names its virtual modules relative to the working directory.
    const child = spawn(process.execPath, [REACT_ROUTER_CLI, 'build'], {
      cwd: BASELINE_ROOT,
      env: { ...process.env, WILDLINE_BASELINE_OUT: outDir, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // If this process ends first, the build ends with it.
    const killChild = () => child.kill('SIGKILL');
    process.on('exit', killChild);
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', killChild);
      if (code === 0) resolve();
      else reject(new Error(`building the client-rendered baseline failed (${signal ?? `exit ${code}`}):\n${output.join('').slice(-4000)}`));
    });
  });
}

/** The same request, to the real server; its answer as it is (decompressed here, compressed again on the way out). */
async function passOn(c: Context, origin: string) {
  const { pathname, search } = new URL(c.req.url);
  const headers = new Headers(c.req.raw.headers);
  headers.delete('host');
  headers.delete('accept-encoding');
  const answer = await fetch(new URL(pathname + search, origin), {
    method: c.req.method,
    headers,
    body: c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : c.req.raw.body,
    redirect: 'manual',
    // @ts-expect-error Node's fetch needs it for a streamed body; the DOM typings do not know it
    duplex: 'half',
  });
  const out = new Headers(answer.headers);
  out.delete('content-encoding');
  out.delete('content-length');
  return new Response(answer.body, { status: answer.status, headers: out });
}

export interface BaselineServer {
  url: string;
  close(): Promise<void>;
}

/** Serves the built baseline (`outDir`) on a free port of 127.0.0.1, passing data requests on to `apiOrigin`. */
export async function serveBaseline(outDir: string, apiOrigin: string): Promise<BaselineServer> {
  const clientDir = path.join(outDir, 'client');
  const indexHtml = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  // serveStatic reads `root` relative to the working directory.
  const root = path.relative(process.cwd(), clientDir);
  const app = new Hono();
  app.use(compress());
  app.all('/api/*', (c) => passOn(c, apiOrigin));
  app.get('/robots.txt', (c) => passOn(c, apiOrigin));
  app.get('/sitemap.xml', (c) => passOn(c, apiOrigin));
  app.use('/assets/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable') }));
  app.use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  app.get('*', (c) => c.html(indexHtml));

  const port = await freePort();
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(started as Server));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
