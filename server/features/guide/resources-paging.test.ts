import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, type TestApp } from '../../../test/services.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { searchWildlifeIssues } from './search-issues.ts';
import { ISSUES_PER_PAGE } from '../../../common/guide.ts';

// /resources a page at a time (docs/decisions/025): the first screen of results server-rendered in
// at most 40 KB of HTML, with plain links to the pages before and after that carry the search, and
// odd page numbers sent to a page that exists, never an error. On the seeded guide, sample data and
// all.

const database = useTestDatabase({ resetBeforeEach: false });
const PER_PAGE = ISSUES_PER_PAGE;
let app: TestApp;
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
  await seedDatabase(database.db, { sampleData: true, production: true });
  ({ app } = createTestApp(database.db, { build }));
});

const get = (path: string) => app.request(path, { redirect: 'manual' });
const html = async (path: string) => {
  const res = await get(path);
  expect(res.status).toBe(200);
  return res.text();
};
/** The result cards' links, in order (the detail pages, with the search the visitor came from). */
const cardLinks = (page: string) => [...page.matchAll(/href="(\/resources\/[a-z0-9-]+[^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
const pagerLink = (page: string, rel: 'prev' | 'next') => page.match(new RegExp(`<a rel="${rel}"[^>]*href="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&');
const countLine = (page: string) => page.match(/aria-live="polite"[^>]*>([^<]*)</)?.[1];

describe('/resources a page at a time', () => {
  it('serves the first page of the whole guide in at most 40 KB, with the count of all and a link to the next page', async () => {
    const all = await searchWildlifeIssues(database.db, ANONYMOUS, {});
    const res = await get('/resources');
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(PER_PAGE).toBeGreaterThanOrEqual(20);
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(40_000);
    expect(cardLinks(page)).toEqual(all.slice(0, PER_PAGE).map((issue) => `/resources/${issue.id}`));
    expect(countLine(page)).toBe(`${all.length} issues`);
    expect(page).toContain(`Page 1 of ${Math.ceil(all.length / PER_PAGE)}`);
    expect(pagerLink(page, 'prev')).toBeUndefined();
    expect(pagerLink(page, 'next')).toBe('/resources?page=2');
  });

  it('serves the first page in Spanish, whose words are longer, in at most 40 KB too', async () => {
    const page = await html('/es/resources');
    expect(cardLinks(page.replaceAll('href="/es/', 'href="/'))).toHaveLength(PER_PAGE);
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(40_000);
  });

  it('keeps the search in the links of page 2: the cards, the page before and the page after', async () => {
    // A search with more than two pages' worth, so page 2 has a page after it.
    const found = await searchWildlifeIssues(database.db, ANONYMOUS, { q: 'keep' });
    expect(found.length).toBeGreaterThan(2 * PER_PAGE);
    const page = await html('/resources?q=keep&page=2');
    // the cards carry the search, not the page: one address per issue and search, for the back link and for crawlers
    expect(cardLinks(page)).toEqual(found.slice(PER_PAGE, 2 * PER_PAGE).map((issue) => `/resources/${issue.id}?q=keep`));
    expect(countLine(page)).toBe(`${found.length} issues`);
    expect(pagerLink(page, 'prev')).toBe('/resources?q=keep');
    expect(pagerLink(page, 'next')).toBe('/resources?q=keep&page=3');
  });

  it('shows the last page without a next link, and one page without paging at all', async () => {
    const conflicts = await searchWildlifeIssues(database.db, ANONYMOUS, { type: 'conflict' });
    const pages = Math.ceil(conflicts.length / PER_PAGE);
    const last = await html(`/resources?type=conflict&page=${pages}`);
    expect(cardLinks(last)).toHaveLength(conflicts.length - (pages - 1) * PER_PAGE);
    expect(pagerLink(last, 'next')).toBeUndefined();
    expect(pagerLink(last, 'prev')).toBe(`/resources?type=conflict${pages > 2 ? `&page=${pages - 1}` : ''}`);
    const few = await html('/resources?q=fawn');
    expect(cardLinks(few).length).toBeLessThanOrEqual(PER_PAGE);
    expect(few).not.toContain('aria-label="Pages of wildlife issues"');
  });

  it.each([
    ['0', '/resources?type=conflict'],
    ['-1', '/resources?type=conflict'],
    ['abc', '/resources?type=conflict'],
    ['1.5', '/resources?type=conflict'],
    ['', '/resources?type=conflict'],
    ['1', '/resources?type=conflict'],
    ['02', '/resources?type=conflict&page=2'],
  ])('sends page=%j to the address of the page shown', async (page, expected) => {
    const res = await get(`/resources?type=conflict&page=${page}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(expected);
  });

  it.each(['9999', '99999999999999999999'])('sends page=%s, past the last, to the last page', async (page) => {
    const conflicts = await searchWildlifeIssues(database.db, ANONYMOUS, { type: 'conflict' });
    const res = await get(`/resources?type=conflict&page=${page}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/resources?type=conflict&page=${Math.ceil(conflicts.length / PER_PAGE)}`);
    // a search with no results has one page, the empty one
    const none = await get(`/resources?q=zzqxv&page=${page}`);
    expect(none.headers.get('location')).toBe('/resources?q=zzqxv');
  });
});

describe('GET /api/v1/issues a page at a time', () => {
  it('answers the page asked for with the count of all; without paging, the first 100 as before', async () => {
    const all = await searchWildlifeIssues(database.db, ANONYMOUS, { type: 'conflict' });
    const res = await get('/api/v1/issues?type=conflict&page=2&perPage=4');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { issues: { id: string }[]; total: number; page: number; pages: number; perPage: number };
    expect(body).toMatchObject({ total: all.length, page: 2, pages: Math.ceil(all.length / 4), perPage: 4 });
    expect(body.issues.map((i) => i.id)).toEqual(all.slice(4, 8).map((i) => i.id));
    const whole = (await (await get('/api/v1/issues?type=conflict')).json()) as typeof body;
    expect(whole.issues.map((i) => i.id)).toEqual(all.map((i) => i.id));
    expect(whole).toMatchObject({ page: 1, pages: 1, perPage: 100 });
  });

  it.each(['page=0', 'page=abc', 'page=-3', 'perPage=0', 'perPage=101'])('refuses %s with problem details naming the parameter', async (query) => {
    const res = await get(`/api/v1/issues?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await res.json()) as { detail: string; errors: Record<string, string[]> };
    expect(problem.detail).toBe('Some search parameters are not valid.');
    expect(Object.keys(problem.errors)).toEqual([query.split('=')[0]]);
  });
});

describe('an entry merged into another (docs/decisions/059)', () => {
  it('sends its old address, in either language and with the search it came with, to the entry that says it all', async () => {
    for (const [from, to] of [
      ['/resources/alligator-in-pool-or-yard?type=conflict', '/resources/alligator-in-pool-or-garage?type=conflict'],
      ['/es/resources/alligator-in-pool-or-yard', '/es/resources/alligator-in-pool-or-garage'],
    ] as const) {
      const res = await get(from);
      expect(res.status, from).toBe(301);
      const location = new URL(res.headers.get('location')!, 'http://wildline.test');
      expect(`${location.pathname}${location.search}`).toBe(to);
      expect((await get(to)).status, to).toBe(200);
    }
  });
});
