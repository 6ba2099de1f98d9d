import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { SERVER_ENTRY, startServer } from '../e2e/server.ts';
import { benchCommand, runBenchmark, runDescription, type BenchRun } from './run.ts';

// Large uploads and the server's memory (docs/decisions/053): the built production server gets
// bursts of parallel 44 MB photo uploads (three phone photos of about 14 MB each, the most the
// wizard takes in one post), and its resident memory is read from /proc every 20 ms: before,
// at its peak during the burst, and after. Each upload goes to a draft of its own. Printed, never
// asserted on: the rows show what the upload slots, the one streaming parse to temporary files
// and the bounded decoding queue hold the memory to. Traffic goes to 127.0.0.1 only.

const UPLOADS = 10;
const PHOTOS_PER_UPLOAD = 3;
const MB = 1024 * 1024;

const envNumber = (name: string, fallback: number) => Number(process.env[name]) || fallback;
const progress = (message: string) => process.stderr.write(`bench/uploads: ${message}\n`);

/** Resident memory of a process, in MB. */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** A phone-sized photo of noise (nothing compresses it): about 14 MB. */
async function bigPhoto(): Promise<Buffer> {
  const [width, height] = [3750, 2850];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

async function newDraft(url: string): Promise<string> {
  const res = await fetch(`${url}/find-help?type=emergency&step=1`, {
    method: 'POST',
    headers: { Origin: url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'type=emergency',
    redirect: 'manual',
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('wildline.wizard='));
  if (!cookie) throw new Error(`step 1 answered ${res.status} without a draft cookie`);
  return cookie.split(';')[0]!;
}

interface Burst {
  label: string;
  uploads: number;
  /** X-Forwarded-For per upload (the server trusts its proxy here) */
  addressOf: (index: number) => string;
}

async function runBurst(url: string, pid: number, body: { bytes: Uint8Array<ArrayBuffer>; type: string }, burst: Burst) {
  const drafts = await Promise.all(Array.from({ length: burst.uploads }, () => newDraft(url)));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
  const started = performance.now();
  const answers = await Promise.all(
    drafts.map(async (cookie, index) => {
      const res = await fetch(`${url}/find-help/photos`, {
        method: 'POST',
        headers: { Origin: url, Cookie: cookie, 'Content-Type': body.type, 'X-Forwarded-For': burst.addressOf(index) },
        body: body.bytes,
      }).catch((error: Error) => ({ status: `error ${(error.cause as { code?: string } | undefined)?.code ?? error.message}` }) as const);
      return { status: res.status, ms: performance.now() - started };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = rssOf(pid);
  const byStatus = new Map<string, number[]>();
  for (const a of answers) byStatus.set(String(a.status), [...(byStatus.get(String(a.status)) ?? []), a.ms]);
  const statuses = [...byStatus]
    .sort()
    .map(([status, times]) => `${times.length} × ${status} (last at ${(Math.max(...times) / 1000).toFixed(1)} s)`)
    .join(', ');
  return { ...burst, before, peak, after, seconds, statuses };
}

async function main(run: BenchRun) {
  const uploads = envNumber('BENCH_UPLOADS', UPLOADS);
  if (!existsSync(SERVER_ENTRY)) execSync('npm run build', { stdio: ['ignore', 2, 2] });
  progress('making three 14 MB photos…');
  const form = new FormData();
  for (let i = 0; i < PHOTOS_PER_UPLOAD; i++)
    form.append('photos', new File([(await bigPhoto()) as Uint8Array<ArrayBuffer>], `photo-${i}.jpg`, { type: 'image/jpeg' }));
  const encoded = new Response(form);
  const body = { bytes: new Uint8Array(await encoded.arrayBuffer()) as Uint8Array<ArrayBuffer>, type: encoded.headers.get('content-type')! };
  const bursts: Burst[] = [
    { label: `${uploads} at once from one address`, uploads, addressOf: () => '198.51.100.1' },
    { label: `${uploads} at once from ${uploads} addresses`, uploads, addressOf: (i) => `203.0.113.${i + 1}` },
    { label: `${uploads * 3} at once from ${uploads * 3} addresses`, uploads: uploads * 3, addressOf: (i) => `192.0.2.${i + 1}` },
  ];
  const rows = [];
  // A server of its own for each burst: each starts from the same memory, and no connection
  // left idle by one burst is reused by the next (a reused one the server has closed fails).
  for (const burst of bursts) {
    progress(`${burst.label}…`);
    const server = await startServer({
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      TRUST_PROXY: 'true',
      // Many uploads from one address in a few minutes would otherwise meet its hourly limit.
      API_RATE_LIMITS: 'off',
    });
    const stopOnInterrupt = run.onInterrupt(() => server.stop('SIGKILL'));
    try {
      rows.push(await runBurst(server.url, server.process.pid!, body, burst));
    } finally {
      await server.stop();
      stopOnInterrupt();
    }
  }
  console.log('Large uploads: the server’s memory during bursts of 44 MB photo uploads (docs/decisions/053)\n');
  console.log(
    runDescription(
      'the built production server (build/, NODE_ENV=production) on PGlite in a temporary DATA_DIR, sample data, TRUST_PROXY (each upload names its client address), API_RATE_LIMITS=off',
      benchCommand('bench/uploads.ts', ['BENCH_UPLOADS']),
      `a new server for each burst; each upload: one multipart POST to /find-help/photos of ${(body.bytes.byteLength / MB).toFixed(1)} MB (${PHOTOS_PER_UPLOAD} JPEGs of noise, 3750 × 2850, about 14 MB each), with a Content-Length, to a draft of its own; all of a burst sent at once over 127.0.0.1. The server's resident memory (VmRSS in /proc) is read every 20 ms: before the burst, its peak, and 2 s after the last answer.`,
    ),
  );
  console.log('');
  console.log('| burst | answers | before MB | peak MB | peak − before MB | after MB | seconds |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${r.statuses} | ${r.before.toFixed(0)} | ${r.peak.toFixed(0)} | ${(r.peak - r.before).toFixed(0)} | ${r.after.toFixed(0)} | ${r.seconds.toFixed(1)} |`,
    );
  console.log(
    '\n200: the photos were taken; 429: the address already had 2 uploads in progress; 503: the server already had 6 uploads in progress, or its decoding queue was full. Each refusal is answered without reading the body.',
  );
}

await runBenchmark(import.meta.url, main);
