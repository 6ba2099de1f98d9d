import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, inject } from 'vitest';
import { CHROMIUM_ARGS, testBrowserPath } from './chromium.ts';
import { throwIfAny } from '../test/error-logs.ts';
import { unexpectedServerErrors, watchServerLog } from './server-log.ts';
import { waitForHydration } from './hydration.ts';

export { waitForHydration };

// Debian's chromium-headless-shell driven by playwright-core (Playwright's own browser download does not
// work here), with axe-core run on every page a test visits.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** describe() that skips, locally only, when Chromium is not installed (never in CI). */
export const describeE2E = inject('browserMissing') ? describe.skip : describe;

/** Pages opened with JavaScript off: axe itself needs timers, so they are audited in a twin page. */
const scriptlessPages = new WeakSet<Page>();
let sharedBrowser: Browser | undefined;

let contextsMade = 0;
/** A documentation-range address (RFC 5737) per browser context: one visitor each. */
function nextClientAddress() {
  contextsMade += 1;
  return `198.51.${(process.pid + Math.floor(contextsMade / 250)) % 256}.${(contextsMade % 250) + 1}`;
}

export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let pagesOfTest: Page[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: testBrowserPath(), args: CHROMIUM_ARGS });
    sharedBrowser = browser;
    watchServerLog();
  });
  // axe on every page the tests visit: where a test has not audited a kind of page itself, the
  // page it ends on is audited now (once per kind of page and JavaScript setting in a file).
  afterEach(async (context) => {
    const pages = pagesOfTest;
    pagesOfTest = [];
    throwIfAny(unexpectedServerErrors());
    if (context.task.result?.state === 'fail') return;
    for (const page of pages) {
      if (page.isClosed() || !page.url().startsWith('http')) continue;
      await page.waitForLoadState('load');
      await expectCallNowAboveANumber(page);
      if (!auditedKinds.has(auditKey(page))) await expectNoAxeViolations(page);
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });
  return {
    baseUrl: inject('baseUrl'),
    async newPage(
      options: {
        javaScriptEnabled?: boolean;
        viewport?: { width: number; height: number };
        geolocation?: { latitude: number; longitude: number };
        /** the offline guide's service worker: only its own tests let it run, so that the others see the network as it is */
        serviceWorkers?: 'allow' | 'block';
        /** the browser's language (its Accept-Language), e.g. 'es-US' */
        locale?: string;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        extraHTTPHeaders: { 'X-Forwarded-For': nextClientAddress() },
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        serviceWorkers: options.serviceWorkers ?? 'block',
        viewport: options.viewport ?? { width: 1280, height: 900 },
        ...(options.locale ? { locale: options.locale } : {}),
        // The position the browser reports, with the permission already given (as if the person said yes).
        ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
      });
      contexts.push(context);
      const page = await context.newPage();
      if (options.javaScriptEnabled === false) scriptlessPages.add(page);
      pagesOfTest.push(page);
      return page;
    },
  };
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

/** Kinds of page audited in this file: the path with ids made generic, and the JavaScript setting. */
const auditedKinds = new Set<string>();
const ID_SEGMENT = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+)$/i;
function auditKey(page: Page) {
  const path = new URL(page.url()).pathname
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
  return `${scriptlessPages.has(page) ? 'js-off' : 'js-on'} ${path}`;
}

/**
 * "Call now" only above a number (docs/decisions/046): wherever a page says it, in English or
 * Spanish, a tel: link follows it. Checked on every page a test ends on and every page audited.
 */
export async function expectCallNowAboveANumber(page: Page) {
  const unanswered = await page.evaluate(() => {
    const calls = [...document.querySelectorAll('a[href^="tel:"]')];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const said: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\b(Call now|Llame ahora)\b/.test(node.textContent ?? '') || node.parentElement?.closest('template, script')) continue;
      const followed = calls.some((call) => node!.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (!followed) said.push((node.parentElement?.closest('section, aside, li, p') ?? node.parentElement)?.textContent?.trim().slice(0, 120) ?? '');
    }
    return said;
  });
  if (unanswered.length) throw new Error(`"Call now" with no number to call after it on ${page.url()}:\n${unanswered.join('\n')}`);
}

/** Runs axe-core in the page; fails the test on any violation. */
export async function expectNoAxeViolations(page: Page) {
  await expectCallNowAboveANumber(page);
  auditedKinds.add(auditKey(page));
  const audited = scriptlessPages.has(page) ? await scriptlessTwin(page) : page;
  // Evaluated through the DevTools protocol: not an inline script, so our CSP lets it run.
  if (!(await audited.evaluate(() => 'axe' in window))) await audited.evaluate(axeSource);
  const result = await audited.evaluate(() => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  if (audited !== page) await audited.context().close();
  const violations = (result as AxeResult).violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  if (violations.length) throw new Error(`axe violations on ${page.url()}:\n${violations.join('\n')}`);
}

/**
 * The same document as a JavaScript-off page shows it (the server's HTML with every script
 * removed), in a page where axe can run.
 */
async function scriptlessTwin(page: Page): Promise<Page> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const context = await sharedBrowser!.newContext({ baseURL: inject('baseUrl'), viewport: page.viewportSize() ?? undefined });
  const twin = await context.newPage();
  await twin.route(page.url(), (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await twin.goto(page.url());
  return twin;
}

/** Opens a page and waits until React has hydrated it (its event handlers are attached). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
