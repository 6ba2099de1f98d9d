import { readFileSync } from 'node:fs';
import { hasSpanishVersion, localeOfPath, localizedPath } from '../../common/locales.ts';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import routeTable from '../../app/routes.ts';
import { dashboardPathFor } from '../../common/roles.ts';
import { useTestDatabase } from '../../test/database.ts';
import { adminProbes } from '../../test/permissions/admin-probes.ts';
import { apiProbes } from '../../test/permissions/api-probes.ts';
import { pageProbes } from '../../test/permissions/page-probes.ts';
import { ownCookie, type Answer, type Try } from '../../test/permissions/probe.ts';
import { changedTables, databaseDigest } from '../../test/permissions/database-digest.ts';
import { declaredPageRoutes, honoRoutes, pageRoutes, pagesUnderLayout } from '../../test/permissions/routes.ts';
import { buildWorld, type World } from '../../test/permissions/world.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp } from '../../test/services.ts';
import { PERMISSIONS_DOC_COMMAND, PERMISSIONS_DOC_PATH, renderPermissionsDoc } from './permissions-doc.ts';
import { ACTOR_LABELS, ACTORS, PERMISSIONS, rowKey, type ActorName, type Outcome, type PermissionRow } from './permissions-matrix.ts';

// The permissions matrix (who may open which page and call which route; DESIGN.md privacy): every
// row of permissions-matrix.ts tried as every kind of person, through the production build's pages
// and the JSON API, in front of a real database. Allowed means it really works; refused means the
// expected status or redirect, no row changed, and nothing private in the answer.

const database = useTestDatabase({ resetBeforeEach: false });
const ORIGIN = 'http://localhost:3000';
const probes = { ...apiProbes, ...pageProbes, ...adminProbes };

let build: ServerBuild;
let w: World;
let digest: Awaited<ReturnType<typeof databaseDigest>>;

beforeAll(async () => {
  build = await loadServerBuild();
  // As deployed: production mode (no development pages, no error details).
  const { app, auth } = createTestApp(database.db, { build, production: true });
  w = await buildWorld(database.db, app, auth);
  digest = await databaseDigest(database.db);
});

function requestOf(row: PermissionRow, t: Try, actor: ActorName): RequestInit {
  const headers = new Headers();
  const cookies = [t.cookie !== undefined ? t.cookie : ownCookie(w, actor), ...(t.extraCookies ?? [])].filter(Boolean);
  if (cookies.length) headers.set('Cookie', cookies.join('; '));
  let body: string | FormData | undefined;
  if (row.method !== 'GET') headers.set('Origin', ORIGIN);
  if (t.upload) {
    // The multipart boundary goes into Content-Type when the request is made.
    body = new FormData();
    for (const [name, value] of Object.entries(t.upload.fields)) body.append(name, value);
    body.append(t.upload.field, new File([t.upload.bytes as Uint8Array<ArrayBuffer>], t.upload.name));
  } else if (t.form) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(t.form)) for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
    body = form.toString();
  } else if (t.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(t.json);
  }
  return { method: row.method, headers, body, redirect: 'manual' };
}

/** The answer's text; of an event stream, what arrives first (then the stream is closed). */
async function readAnswer(res: Response): Promise<Answer> {
  let body = '';
  if (res.headers.get('content-type')?.startsWith('text/event-stream') && res.body) {
    const reader = res.body.getReader();
    const first = await reader.read();
    body = new TextDecoder().decode(first.value);
    await reader.cancel();
  } else {
    body = await res.text();
  }
  return { status: res.status, location: res.headers.get('location'), body, headers: res.headers };
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/** Where a refusal sends the person, or the status it answers with; a message when it does not. */
function refusalProblem(outcome: Exclude<Outcome, 'ok'>, answer: Answer, t: Try, actor: ActorName): string | null {
  if (typeof outcome === 'number')
    return answer.status === outcome ? null : `expected ${outcome}, got ${answer.status}${answer.location ? ` → ${answer.location}` : ''}`;
  if (!isRedirect(answer.status) || !answer.location) return `expected a redirect (${outcome}), got ${answer.status}`;
  const to = new URL(answer.location, ORIGIN);
  const where = `${to.pathname}${to.search}`;
  switch (outcome) {
    case 'login': {
      // In the language of the address asked for (a Spanish e-mail's photo link, decision 040).
      const login = localizedPath('/login', localeOfPath(t.path));
      return to.pathname === login && to.searchParams.get('returnUrl') === t.path ? null : `expected ${login}?returnUrl=${t.path}, got ${where}`;
    }
    case 'home':
      return where === '/' ? null : `expected a redirect to /, got ${where}`;
    case 'signin':
      return where === '/login' ? null : `expected a redirect to /login, got ${where}`;
    case 'dashboard': {
      const own = actor === 'anonymous' ? null : dashboardPathFor(w.people[actor].role);
      return where === own ? null : `expected a redirect to ${own}, got ${where}`;
    }
  }
}

function allowedProblem(row: PermissionRow, answer: Answer, t: Try): string | null {
  if (isRedirect(answer.status)) {
    if (!t.redirectsTo) return `expected it to work, got a redirect to ${answer.location}`;
    const matches = typeof t.redirectsTo === 'string' ? answer.location === t.redirectsTo : t.redirectsTo.test(answer.location ?? '');
    return matches ? null : `expected a redirect to ${t.redirectsTo}, got ${answer.location}`;
  }
  const expected = row.surface === 'page' && row.method === 'GET' ? answer.status === 200 : answer.status >= 200 && answer.status < 300;
  if (!expected) return `expected it to work, got ${answer.status}: ${answer.body.slice(0, 200)}`;
  if (t.redirectsTo) return `expected a redirect to ${t.redirectsTo}, got ${answer.status}`;
  return null;
}

/** Tries one row as one person; the problems found, none when it behaved as the row says. */
async function tryAs(row: PermissionRow, actor: ActorName): Promise<string[]> {
  const probe = probes[rowKey(row)];
  if (!probe) return [`no probe for ${rowKey(row)} in test/permissions/`];
  const t = await probe(w, actor);
  const outcome = row.expect[actor];
  const writes = row.method !== 'GET';
  const before = writes ? await digest() : null;
  const answer = await readAnswer(await w.app.request(`${ORIGIN}${t.path}`, requestOf(row, t, actor)));
  const problems: string[] = [];
  const problem = outcome === 'ok' ? allowedProblem(row, answer, t) : refusalProblem(outcome, answer, t, actor);
  if (problem) problems.push(problem);

  if (before) {
    const changed = changedTables(before, await digest());
    if (outcome === 'ok' && !t.readOnly && changed.length === 0) problems.push('allowed, but nothing was changed');
    if ((outcome !== 'ok' || t.readOnly) && changed.length > 0)
      problems.push(`${outcome === 'ok' ? 'a read-only try' : 'refused, but it'} changed ${changed.join(', ')}`);
  }
  if (t.privacy) {
    const shown = t.privacy.shownTo.includes(actor);
    for (const value of t.privacy.values) {
      if (shown && !answer.body.includes(value)) problems.push(`should see "${value}", but the answer does not show it`);
      if (!shown && answer.body.includes(value)) problems.push(`must not see "${value}", but the answer shows it`);
    }
  }
  if (outcome === 'ok' && !problem && t.check) {
    try {
      await t.check(answer);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems.map((p) => `as ${ACTOR_LABELS[actor].title} (${actor}): ${p}`);
}

describe('the permissions matrix covers every route', () => {
  it('has one row per route and case, and a probe for each row', () => {
    const keys = PERMISSIONS.map(rowKey);
    expect(
      keys.filter((key, i) => keys.indexOf(key) !== i),
      'rows listed twice',
    ).toEqual([]);
    expect(
      keys.filter((key) => !probes[key]),
      'rows without a probe in test/permissions/',
    ).toEqual([]);
    expect(
      Object.keys(probes).filter((key) => !keys.includes(key)),
      'probes without a row',
    ).toEqual([]);
  });

  it('every JSON API and HTTP route has a row, and every row names a route that exists', () => {
    const routes = honoRoutes(w.app);
    const rows = [...new Set(PERMISSIONS.filter((r) => r.surface === 'api').map((r) => `${r.method} ${r.path}`))].sort();
    expect(
      routes.filter((r) => !rows.includes(r)),
      'routes without a row in server/auth/permissions-matrix.ts',
    ).toEqual([]);
    expect(
      rows.filter((r) => !routes.includes(r)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });

  it('every page and every page form has a row, and every row names a page or form that exists', () => {
    const allRoutes = pageRoutes(build);
    expect(allRoutes, 'the production build is older than app/routes.ts or a route module: run npm run build').toEqual(declaredPageRoutes(routeTable));
    // A Spanish page (docs/decisions/033) is its English page's module under /es: the same loader,
    // action and checks, so the English row is its row (and mirroring is checked below).
    const routes = allRoutes.filter((key) => !isSpanish(key));
    const rows = [...new Set(PERMISSIONS.filter((r) => r.surface === 'page').map((r) => `${r.method} ${r.path}`))].sort();
    expect(
      routes.filter((r) => !rows.includes(r)),
      'pages or forms without a row in server/auth/permissions-matrix.ts',
    ).toEqual([]);
    expect(
      rows.filter((r) => !routes.includes(r)),
      'rows for pages or forms that do not exist',
    ).toEqual([]);
  });

  it('every Spanish page is an English page under /es, and every page people use has its Spanish one', () => {
    const all = pageRoutes(build);
    const spanish = all.filter(isSpanish);
    expect(
      spanish.filter((key) => !all.includes(inEnglish(key))),
      'Spanish pages with no English page',
    ).toEqual([]);
    const english = all.filter((key) => !isSpanish(key) && hasSpanishVersion(key.split(' ')[1]!));
    expect(
      english.filter((key) => !spanish.map(inEnglish).includes(key)),
      'pages without a Spanish version',
    ).toEqual([]);
  });

  it("every administrators' page is under the admin layout, and its rows let in administrators only", () => {
    // The layout's middleware is the pages' only role check: a page outside it, or a row that lets
    // anyone else in, would be an administrators' page open to others.
    const underLayout = pagesUnderLayout(routeTable, 'routes/admin-layout.tsx');
    expect(underLayout, 'no pages under routes/admin-layout.tsx in app/routes.ts').toContain('GET /admin-dashboard');
    const adminPaths = declaredPageRoutes(routeTable).filter((key) => / \/admin-dashboard(\/|$)/.test(key));
    expect(
      adminPaths.filter((key) => !underLayout.includes(key)),
      "administrators' pages outside the admin layout",
    ).toEqual([]);
    const rows = PERMISSIONS.filter((row) => row.surface === 'page' && underLayout.includes(`${row.method} ${row.path}`));
    const open = rows.flatMap((row) => ACTORS.filter((actor) => actor !== 'admin' && row.expect[actor] === 'ok').map((actor) => `${rowKey(row)} as ${actor}`));
    expect(open, 'rows under the admin layout that let someone other than an administrator in').toEqual([]);
    expect(rows.every((row) => row.expect.admin === 'ok' && row.expect.anonymous === 'login')).toBe(true);
  });

  it(`${PERMISSIONS_DOC_PATH} is rendered from the matrix as it is now`, () => {
    const committed = readFileSync(PERMISSIONS_DOC_PATH, 'utf8');
    expect(committed === renderPermissionsDoc(PERMISSIONS), `${PERMISSIONS_DOC_PATH} is out of date: run ${PERMISSIONS_DOC_COMMAND}`).toBe(true);
  });
});

for (const surface of ['api', 'page'] as const) {
  describe(surface === 'api' ? 'the JSON API and HTTP endpoints' : 'the pages and their forms', () => {
    for (const row of PERMISSIONS.filter((r) => r.surface === surface)) {
      it(rowKey(row), async () => {
        const problems: string[] = [];
        for (const actor of ACTORS) problems.push(...(await tryAs(row, actor)));
        expect(problems, `${rowKey(row)} (${row.why})`).toEqual([]);
      });
    }
  });
}

/** `GET /es/find-help` → true: a Spanish page's key. */
const isSpanish = (key: string) => / \/es(\/|$)/.test(key);
/** `GET /es/find-help` → `GET /find-help`, `GET /es` → `GET /`. */
const inEnglish = (key: string) => key.replace(/ \/es(?=\/|$)/, ' ').replace(/ $/, ' /');
