import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createProviderAccount, createUser } from '../test/factories.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, sessionCookieFor, type TestApp } from '../test/services.ts';
import { seedDatabase } from './db/seed/seed.ts';

// Every link the site shows leads somewhere. Links that fill a route parameter are
// built with React Router's href() and fail to compile when the route changes; the fixed ones
// are checked here instead, by following every same-site link from each kind of visitor's pages
// on the seeded site, as a crawler would.

const database = useTestDatabase({ resetBeforeEach: false });
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
  await seedDatabase(database.db, { sampleData: true, production: true });
});

/** Leaving a page or starting a download is not a page to check. */
const NOT_FOLLOWED = [/^\/logout/, /^\/api\//, /^\/assets\//, /\.(svg|png|ico|xml|txt|json|csv|pdf)$/];
const MAX_PAGES = 250;

/** The Spanish pages (docs/decisions/033): the same modules under /es, their links put in Spanish by one component. */
const SPANISH = /^\/es(\/|\?|$)/;

/**
 * Follows every same-site link from `start` in one language (the switch to the other is left:
 * each language is its own crawl); answers each address that did not answer 200 (a redirect is
 * followed). Spanish is crawled as an anonymous visitor: the same pages again for each role
 * would double the time and check no other code.
 */
async function brokenLinks(app: TestApp, start: string[], cookie?: string) {
  const spanish = start.every((path) => SPANISH.test(path));
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  const seen = new Set(start);
  const queue = [...start];
  const broken: string[] = [];
  while (queue.length && seen.size <= MAX_PAGES) {
    const path = queue.shift()!;
    let res = await app.request(path, { headers });
    for (let hops = 0; res.status >= 300 && res.status < 400 && hops < 5; hops++) res = await app.request(res.headers.get('location')!, { headers });
    if (res.status !== 200) {
      broken.push(`${path} → ${res.status}`);
      continue;
    }
    if (!res.headers.get('content-type')?.startsWith('text/html')) continue;
    for (const [, href] of (await res.text()).matchAll(/<a\b[^>]*\shref="([^"#]*)[^"]*"/g)) {
      if (!href!.startsWith('/') || href!.startsWith('//')) continue;
      const link = href!.replaceAll('&amp;', '&');
      if (seen.has(link) || NOT_FOLLOWED.some((pattern) => pattern.test(link)) || SPANISH.test(link) !== spanish) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return { broken, visited: seen.size };
}

describe('every link on the site', () => {
  it('leads to a page, for anonymous visitors', async () => {
    const { app } = createTestApp(database.db, { build });
    const { broken, visited } = await brokenLinks(app, ['/']);
    expect(broken).toEqual([]);
    expect(visited).toBeGreaterThan(30); // the guide's entries, the information pages, the accounts pages
  });

  it('leads to a page in Spanish, for anonymous visitors', async () => {
    const { app } = createTestApp(database.db, { build });
    const { broken, visited } = await brokenLinks(app, ['/es']);
    expect(broken).toEqual([]);
    expect(visited).toBeGreaterThan(30);
  });

  it('leads to a page, for each role signed in', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const provider = await createProviderAccount(database.db, { name: 'Link Check Wildlife Care' });
    const people = [
      await createUser(database.db, { role: 'user' }),
      await createUser(database.db, { role: 'helper' }),
      provider.user,
      await createUser(database.db, { role: 'admin' }),
    ];
    for (const person of people) {
      const { broken } = await brokenLinks(app, ['/dashboard', '/account'], await sessionCookieFor(auth, person.id));
      expect(broken, person.role).toEqual([]);
    }
  });
});
