import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';

// Lighthouse 12 (the last major that runs on Node 20) against a page on 127.0.0.1, with the
// system Chromium, in its default mode: a mobile phone (Moto G Power screen) on simulated slow
// 4G with a 4× slower CPU. It is ~185 MB with its dependencies, so it is not a dependency of the
// project: it is installed on first use into node_modules/.cache (npm's registry, once) and
// loaded from there. Nothing else leaves the machine: Chromium resolves no name but 127.0.0.1,
// and every request in each run's DevTools log is checked.

export const LIGHTHOUSE_VERSION = '12.8.2';
const CACHE_DIR = path.resolve('node_modules/.cache/wildline-lighthouse');
const PACKAGES = path.join(CACHE_DIR, 'node_modules');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Any host name fails to resolve, except the one address the benchmark serves on. */
const LOCAL_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1';

// Just what is read here from Lighthouse's result (its types live in the cache, not in the project).
interface Audit {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}
interface LighthouseResult {
  lhr: {
    lighthouseVersion: string;
    environment: { benchmarkIndex: number };
    categories: Record<string, { score: number | null }>;
    audits: Record<string, Audit>;
    runtimeError?: { code: string; message: string };
    runWarnings: string[];
  };
  artifacts: { DevtoolsLog: { method: string; params: { request?: { url: string } } }[] };
}
type Lighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface LaunchedChrome {
  port: number;
  pid: number;
  kill(): void;
}
interface ChromeLauncher {
  launch(options: Record<string, unknown>): Promise<LaunchedChrome>;
}

/** One Lighthouse run of one page. Times in ms, bytes as transferred (compressed). */
export interface PageAudit {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  speedIndex: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  totalBytes: number;
  /** the element Lighthouse took for the largest contentful paint */
  lcpElement: string;
  benchmarkIndex: number;
  /** requests the page made (DevTools log), and those to anything but 127.0.0.1 (must stay empty) */
  requests: number;
  offMachine: string[];
  warnings: string[];
}

function installedVersion(): string | undefined {
  const manifest = path.join(PACKAGES, 'lighthouse', 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
}

/** Lighthouse and chrome-launcher from the cache, installed there first when missing (the only registry access). */
export async function loadLighthouse(progress: (message: string) => void) {
  if (installedVersion() !== LIGHTHOUSE_VERSION) {
    progress(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(process.cwd(), CACHE_DIR)} (once)…`);
    // npm's output to stderr: stdout is the benchmark's figures.
    const npm = spawnSync('npm', ['install', '--prefix', CACHE_DIR, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      stdio: ['ignore', 2, 2],
    });
    if (npm.status !== 0 || installedVersion() !== LIGHTHOUSE_VERSION)
      throw new Error(`npm could not install lighthouse@${LIGHTHOUSE_VERSION} into ${CACHE_DIR}`);
  }
  const load = async (file: string) => (await import(pathToFileURL(path.join(PACKAGES, file)).href)) as Record<string, unknown>;
  const lighthouse = (await load('lighthouse/core/index.js')).default as Lighthouse;
  const launcher = (await load('chrome-launcher/dist/index.js')) as unknown as ChromeLauncher;
  return { lighthouse, launcher };
}

const running = new Set<LaunchedChrome>();
// A Chromium still running when this process ends is killed with it, whatever the way out
// (chrome-launcher starts it as the leader of its own process group).
process.on('exit', () => {
  for (const chrome of running) {
    try {
      process.kill(-chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

/** Kills the Chromium of a run in progress (Ctrl-C). */
export function killRunningChromium() {
  for (const chrome of running) chrome.kill();
  running.clear();
}

function isOnMachine(url: string) {
  if (!/^(https?|wss?):/.test(url)) return true; // data:, blob:, about: stay in the browser
  return new URL(url).hostname === '127.0.0.1';
}

function scriptBytes(summary: Audit | undefined) {
  const row = summary?.details?.items?.find((item) => item.resourceType === 'script');
  return typeof row?.transferSize === 'number' ? row.transferSize : NaN;
}

function lcpElementOf(audit: Audit | undefined): string {
  // LH 12: a list of tables, the first one holding the element's node.
  const first = audit?.details?.items?.[0] as { items?: { node?: { nodeLabel?: string; selector?: string } }[] } | undefined;
  const node = first?.items?.[0]?.node;
  return node ? `${node.selector ?? ''}${node.nodeLabel ? ` ("${node.nodeLabel.slice(0, 40)}")` : ''}` : 'none';
}

/** One Lighthouse run of `url` in a fresh Chromium (its own profile, so a cold cache). */
export async function auditPage(tools: Awaited<ReturnType<typeof loadLighthouse>>, url: string): Promise<PageAudit> {
  const chrome = await tools.launcher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, LOCAL_ONLY],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  running.add(chrome);
  try {
    const result = await tools.lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requested = artifacts.DevtoolsLog.filter((e) => e.method === 'Network.requestWillBeSent').map((e) => e.params.request?.url ?? '');
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? NaN) * 100)])) as PageAudit['scores'],
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      speedIndex: value('speed-index'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsBytes: scriptBytes(lhr.audits['resource-summary']),
      totalBytes: value('total-byte-weight'),
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      requests: requested.length,
      offMachine: [...new Set(requested.filter((u) => !isOnMachine(u)))],
      warnings: lhr.runWarnings,
    };
  } finally {
    running.delete(chrome);
    chrome.kill();
  }
}
