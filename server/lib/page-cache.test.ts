import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { actorFor, createUser } from '../../test/factories.ts';
import { loadServerBuild } from '../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, type TestApp, wizardCookie } from '../../test/services.ts';
import { animalTypes, wildlifeIssues } from '../db/schema.ts';
import { updateMatchingRadius } from '../features/help-requests/manage-system-settings.ts';
import { updateWildlifeIssue } from '../features/guide/manage-guide.ts';
import { PUBLIC_PAGE } from './page-cache.ts';
import { PERSONAL } from './personal-answers.ts';

// docs/decisions/024: a page anonymous visitors see is rendered once and kept, until the guide,
// settings, listings, questions or agencies change, on every server at once; a signed-in page never
// is; a kept page's CSP stays strict. Two apps over one database stand for two server processes
// (on PostgreSQL each has its own LISTEN connection).

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const ISSUE = 'bat-in-the-house';

async function serverWithGuide() {
  await database.db.insert(animalTypes).values({ name: 'Bat' });
  await database.db.insert(wildlifeIssues).values({
    id: ISSUE,
    title: 'Bat in the house',
    description: 'A bat flying in a room, usually a young one that came in through an open window.',
    issueType: 'conflict',
    severity: 'medium',
    animalType: 'Bat',
  });
  return server();
}

async function server() {
  const started = createTestApp(database.db, { build, env: { PAGE_CACHE: 'true' } });
  await started.realtime.ready();
  return started;
}

const get = (app: TestApp, path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
const cacheOf = (res: Response) => res.headers.get('x-page-cache');

/** The title shown on the guide entry's page, as served by `app`. */
async function shownTitle(app: TestApp) {
  const html = await (await get(app, `/resources/${ISSUE}`)).text();
  return html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
}

describe('kept pages', () => {
  it('are rendered once and served from the cache: even a change the database does not announce stays unseen', async () => {
    const { app } = await serverWithGuide();
    const first = await get(app, `/resources/${ISSUE}`);
    expect(cacheOf(first)).toBe('miss');
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE);
    const html = await first.text();
    expect(html).toContain('Bat in the house');

    // With the trigger off, only a page served from the cache can still show the old title.
    await database.db.execute(sql`alter table wildlife_issues disable trigger wl_content_changed`);
    try {
      await database.db.update(wildlifeIssues).set({ title: 'Unannounced title' });
      const second = await get(app, `/resources/${ISSUE}`);
      expect(cacheOf(second)).toBe('hit');
      expect(await second.text()).toBe(html);
    } finally {
      await database.db.execute(sql`alter table wildlife_issues enable trigger wl_content_changed`);
    }
  });

  it('show a guide edit at once on both of two servers', async () => {
    const [one, two] = [await serverWithGuide(), await server()];
    for (const { app } of [one, two]) {
      expect(await shownTitle(app)).toBe('Bat in the house');
      expect(cacheOf(await get(app, `/resources/${ISSUE}`))).toBe('hit');
    }
    const admin = await createUser(database.db, { role: 'admin' });
    const [issue] = await database.db.select().from(wildlifeIssues);
    const { id: _id, searchVector: _vector, searchVectorEs: _vectorEs, createdAt: _created, updatedAt: _updated, ...input } = issue!;
    await updateWildlifeIssue(database.db, actorFor(admin), ISSUE, { ...input, title: 'Bat indoors' });
    // On PGlite the notice is heard before the edit returns; on PostgreSQL a moment later.
    for (const { app } of [one, two]) await expect.poll(() => shownTitle(app)).toBe('Bat indoors');
  });

  it('are all dropped on every server when a setting changes', async () => {
    const [one, two] = [await serverWithGuide(), await server()];
    for (const { app } of [one, two]) {
      await get(app, '/');
      expect(cacheOf(await get(app, '/'))).toBe('hit');
    }
    const admin = await createUser(database.db, { role: 'admin' });
    await updateMatchingRadius(database.db, actorFor(admin), { matchingRadiusMiles: 40 });
    for (const { app } of [one, two]) await expect.poll(async () => cacheOf(await get(app, '/'))).toBe('miss');
  });

  it('are never served to, nor made from, a signed-in visitor', async () => {
    const { app, auth } = await serverWithGuide();
    const member = await createUser(database.db, { fullName: 'Signed In Sam' });
    const cookie = { Cookie: await sessionCookieFor(auth, member.id) };
    await get(app, '/');
    expect(cacheOf(await get(app, '/'))).toBe('hit');

    const signedIn = await get(app, '/', cookie);
    expect(cacheOf(signedIn)).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe(PERSONAL);
    expect(await signedIn.text()).toContain('Dashboard');

    // Their page was not kept either: the next anonymous visitor gets the anonymous one.
    const guide = await get(app, `/resources/${ISSUE}`, cookie);
    expect(cacheOf(guide)).toBeNull();
    const anonymous = await get(app, `/resources/${ISSUE}`);
    expect(cacheOf(anonymous)).toBe('miss');
    expect(await anonymous.text()).not.toContain('Dashboard');
  });

  it('are not made from a form post, a page that sets a cookie, an error, or while events are not heard', async () => {
    const { app, realtime } = await serverWithGuide();
    const posted = await postForm(app, '/login', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(posted.headers.get('cache-control')).toBe(PERSONAL);
    expect(cacheOf(posted)).toBeNull();

    const location = '/find-help?type=emergency&step=2'; // sets the wizard's draft cookie
    expect((await get(app, location)).headers.get('set-cookie')).toContain('wildline.wizard');
    expect(cacheOf(await get(app, location))).toBeNull();

    expect((await get(app, '/resources/no-such-issue')).status).toBe(404);
    expect(cacheOf(await get(app, '/resources/no-such-issue'))).toBeNull();

    await realtime.close();
    await get(app, '/about');
    expect(cacheOf(await get(app, '/about'))).toBeNull();
  });

  it("include the wizard's first step, which reads no draft and sets no cookie until the first answer", async () => {
    const { app } = await serverWithGuide();
    const first = await get(app, '/find-help');
    expect(first.headers.get('set-cookie')).toBeNull();
    expect(cacheOf(first)).toBe('miss');
    // A visitor part-way through another request gets the same first step.
    const returning = await get(app, '/find-help', { Cookie: wizardCookie('0b6e1c52-3f4d-4e8a-9b7c-2d1e0f3a4b5c') });
    expect(cacheOf(returning)).toBe('hit');
    expect(await returning.text()).toBe(await first.text());

    const answered = await postForm(app, '/find-help', { type: 'conflict' });
    expect(answered.status).toBe(302);
    expect(answered.headers.get('location')).toBe('/find-help?type=conflict&step=2');
    const cookie = answered.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^wildline\.wizard=[\w-]{36}\.[\w-]{43}$/);
    const second = await get(app, '/find-help?type=conflict&step=2', { Cookie: cookie });
    expect(second.status).toBe(200);
    expect(second.headers.get('set-cookie')).toBeNull(); // the draft the first answer started
  });

  it('keep a strict CSP: no shared nonce, each inline script allowed by its hash and nothing else', async () => {
    const { app } = await serverWithGuide();
    for (const round of ['miss', 'hit']) {
      const res = await get(app, '/login');
      expect(cacheOf(res)).toBe(round);
      const html = await res.text();
      const policy = res.headers.get('content-security-policy')!;
      const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '))!;
      expect(scriptSrc).not.toContain('nonce-');
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(html).not.toContain('nonce=');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !attributes!.includes('src='))
        .map(([, , body]) => body!);
      expect(inline.length).toBeGreaterThan(0);
      const hashes = new Set(inline.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`));
      expect(new Set(scriptSrc.split(' ').slice(2))).toEqual(hashes);
      expect(scriptSrc.split(' ')[1]).toBe("'self'");
    }
    // A page rendered for one person still gets its own nonce.
    const fresh = await get(app, '/find-help?type=emergency&step=2');
    expect(fresh.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
  });

  it('answer a revalidation with 304, and come compressed once', async () => {
    const { app } = await serverWithGuide();
    const first = await get(app, '/about');
    const etag = first.headers.get('etag')!;
    const html = await first.text();
    expect(etag).toMatch(/^"[\w-]+"$/);
    const unchanged = await get(app, '/about', { 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    const brotli = await get(app, '/about', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(html);
  });
});
