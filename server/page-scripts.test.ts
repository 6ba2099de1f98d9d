import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createUser } from '../test/factories.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/services.ts';
import { REGISTER_SERVICE_WORKER } from '../app/lib/service-worker.ts';
import { wildlifeIssues } from './db/schema.ts';

// Content pages ship no JavaScript, so they are quick on a slow phone: no <script> of any kind
// (module, inline hydration context, streamed data) but the service worker's one-line registration
// (docs/decisions/029), no modulepreload and no other reference to a script asset. Pages that
// need JavaScript (accounts, dashboards) keep theirs, and the wizard and the guide's list load a
// few kilobytes of their own instead of React. docs/decisions/022, 038 and 043.

const CONTENT_PAGES = ['/', '/standards', '/about', '/mission-vision', '/help-guide', '/privacy', '/terms', '/resources/heron-tangled-in-line'];
/** Member pages: these need a signed-in user. */
const SIGNED_IN_CONTENT_PAGES = ['/faq', '/provider-resources'];
const PAGES_WITH_JAVASCRIPT = ['/login', '/register', '/volunteer'];
/** The wizard's steps: HTML and a script of its own, never React (docs/decisions/038). */
const WIZARD_STEPS = ['/find-help', '/find-help?type=emergency&step=2', '/es/find-help', '/es/find-help?type=conflict&step=2'];
/** The guide's list: HTML and a script of its own for the search as you type (docs/decisions/043). */
const GUIDE_LISTS = ['/resources', '/resources?q=heron&type=emergency', '/es/resources', '/es/resources?q=garza'];

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

/** A published guide page, for /resources/:id. */
async function guideIssue() {
  await database.db.insert(wildlifeIssues).values({
    id: 'heron-tangled-in-line',
    title: 'Heron tangled in fishing line',
    description: 'A heron wrapped in monofilament line near a pond cannot fly or feed.',
    issueType: 'emergency',
    severity: 'critical',
    animalType: 'Heron / Egret',
    immediateActions: ['Keep people and pets away.'],
  });
}

async function html(app: TestApp, pathname: string, headers: Record<string, string> = {}) {
  const res = await app.request(pathname, { headers });
  expect(res.status, pathname).toBe(200);
  return res.text();
}

/** The one script a content page carries: the service worker's registration, a line inline (decision 029). */
const REGISTRATION = new RegExp(`<script(?: (?:id="_R_"|nonce="[^"]+"))+>${REGISTER_SERVICE_WORKER.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</script>`);

function expectNoJavaScript(page: string, pathname: string) {
  expect(page, pathname).toMatch(REGISTRATION);
  expect(page.replace(REGISTRATION, ''), pathname).not.toMatch(/<script/i);
  expect(page, pathname).not.toContain('modulepreload');
  expect(page, pathname).not.toMatch(/\/assets\/[\w.-]+\.js/);
  expect(page, pathname).not.toContain('__reactRouter');
}

describe('content pages', () => {
  it('reference no script, for visitors and for signed-in people', async () => {
    await guideIssue();
    const { app, auth } = createTestApp(database.db, { build });
    // Their Spanish versions too: the prose's twins are no more interactive.
    const spanish = (paths: string[]) => paths.map((pathname) => (pathname === '/' ? '/es' : `/es${pathname}`));
    for (const pathname of [...CONTENT_PAGES, ...spanish(CONTENT_PAGES)]) expectNoJavaScript(await html(app, pathname), pathname);
    const member = await createUser(database.db);
    const cookie = { Cookie: await sessionCookieFor(auth, member.id) };
    for (const pathname of [...CONTENT_PAGES, ...SIGNED_IN_CONTENT_PAGES, ...spanish(SIGNED_IN_CONTENT_PAGES)]) {
      const page = await html(app, pathname, cookie);
      expectNoJavaScript(page, pathname);
      // The header's Logout is a plain form post.
      expect(page, pathname).toMatch(/<form(?=[^>]*method="post")(?=[^>]*action="\/logout")/);
    }
  });

  it('keep the header menus as native disclosure elements', async () => {
    const { app } = createTestApp(database.db, { build });
    const page = await html(app, '/about');
    const header = page.slice(page.indexOf('<header'), page.indexOf('</header>'));
    expect(header.match(/<details/g)).toHaveLength(3);
    expect(header.match(/<summary/g)).toHaveLength(3);
  });

  it('a guide page not found has none either', async () => {
    const { app } = createTestApp(database.db, { build });
    const res = await app.request('/resources/no-such-issue');
    expect(res.status).toBe(404);
    expectNoJavaScript(await res.text(), '/resources/no-such-issue');
  });
});

describe('pages that need JavaScript', () => {
  it('load the app, with the nonce on every inline script', async () => {
    const { app } = createTestApp(database.db, { build });
    for (const pathname of PAGES_WITH_JAVASCRIPT) {
      const page = await html(app, pathname);
      expect(page, pathname).toContain('rel="modulepreload"');
      expect(page, pathname).toContain('window.__reactRouterContext');
      const scripts = page.match(/<script[^>]*>/g) ?? [];
      expect(scripts.length, pathname).toBeGreaterThan(0);
      for (const script of scripts) expect(script, pathname).toMatch(/nonce="[^"]+"/);
    }
  });

  it("ask for their language's words in the head, as the app's scripts download", async () => {
    const { app } = createTestApp(database.db, { build });
    for (const [pathname, catalog] of [
      ['/login', 'en'],
      ['/es/login', 'es'],
    ]) {
      const preload = (await html(app, pathname!)).match(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous"\/>/);
      expect(preload?.[1], pathname).toMatch(new RegExp(`^/assets/${catalog}-[\\w-]+\\.json$`));
      // The file the browser will be sent, as the build wrote it.
      const words = JSON.parse(readFileSync(path.join('build/client', preload![1]!), 'utf8')) as Record<string, string>;
      if (catalog === 'es') expect(words['Wildlife Emergency Details']).toBe('Emergencia con fauna silvestre: detalles');
    }
  });
});

/** The page's one script of its own, `name`-*.js, with the nonce, and nothing of React: its file as the build wrote it. */
function expectOwnScriptOnly(page: string, pathname: string, name: string): Buffer {
  const own = page.replace(REGISTRATION, '').match(/<script[^>]*>/g) ?? [];
  expect(own, pathname).toHaveLength(1);
  const src = own[0]!.match(new RegExp(`^<script src="(/assets/${name}-[\\w-]+\\.js)" defer="" nonce="[^"]+">$`))?.[1];
  expect(src, pathname).toBeDefined();
  expect(page, pathname).not.toContain('modulepreload');
  expect(page, pathname).not.toContain('__reactRouter');
  const script = readFileSync(path.join('build/client', src!));
  expect(script.toString(), src).not.toMatch(/react|i18next/i); // nor the catalogs' library: its words come in the page
  return script;
}

describe("the wizard's steps", () => {
  it('load their one small script and nothing of React, in both languages', async () => {
    const { app } = createTestApp(database.db, { build });
    for (const pathname of WIZARD_STEPS) {
      const script = expectOwnScriptOnly(await html(app, pathname), pathname, 'wizard');
      // The script alone, well inside the wizard's budget of 90 KB gzipped.
      expect(gzipSync(script).length, pathname).toBeLessThan(90 * 1024);
    }
  });
});

describe("the guide's list", () => {
  it('loads its one small script and nothing of React, in both languages', async () => {
    await guideIssue();
    const { app } = createTestApp(database.db, { build });
    for (const pathname of GUIDE_LISTS) {
      const page = await html(app, pathname);
      const script = expectOwnScriptOnly(page, pathname, 'resources');
      // The search as you type is a few kilobytes, not React's ~125.
      expect(gzipSync(script).length, pathname).toBeLessThan(10 * 1024);
      expect(script.toString(), pathname).not.toMatch(/\$Zod|ZodError/);
      // What the script finds: the form it follows, the results it replaces, its words in the page's language.
      expect(page, pathname).toMatch(/<form(?=[^>]*data-issue-search="")(?=[^>]*method="get")/);
      expect(page, pathname).toContain(`id="issue-results" data-searching="${pathname.startsWith('/es') ? 'Buscando…' : 'Searching…'}"`);
    }
  });
});
