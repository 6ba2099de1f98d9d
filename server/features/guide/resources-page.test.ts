import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp } from '../../../test/services.ts';
import { animalTypes, issueCategories, wildlifeIssues } from '../../db/schema.ts';
import { allowErrorLogsMentioning } from '../../../test/error-logs.ts';
import { PUBLIC_PAGE } from '../../lib/page-cache.ts';

// /resources when part of its data cannot be loaded: whichever part fails, the
// visitor gets the page with 'Failed to load wildlife issues. Please try again.' and a search
// form to try again, never the site's error page; the failure is logged on the server. The
// failure is real: the table the part reads from is renamed away for the request.

const database = useTestDatabase();
const FAILED = 'Failed to load wildlife issues. Please try again.';
/**
 * What the page shows: its HTML without <template> contents, which are never rendered. The list's
 * script keeps the failure's words in one, for a search that fails in the browser (docs/decisions/043).
 */
const shown = (html: string) => html.replace(/<template\b[^>]*>.*?<\/template>/gs, '');
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

async function guide() {
  const [category] = await database.db.insert(issueCategories).values({ name: 'Birds' }).returning();
  await database.db.insert(animalTypes).values([{ name: 'Bat' }, { name: 'Heron / Egret' }]);
  await database.db.insert(wildlifeIssues).values({
    id: 'heron-tangled-in-line',
    title: 'Heron tangled in fishing line',
    description: 'A heron wrapped in monofilament line near a pond cannot fly or feed.',
    issueType: 'emergency',
    severity: 'critical',
    animalType: 'Heron / Egret',
    categoryId: category!.id,
  });
  return createTestApp(database.db, { build });
}

/** The page as it comes while `table` cannot be read. */
async function pageWithout(table: string, path = '/resources') {
  const { app, logLines } = await guide();
  allowErrorLogsMentioning(table);
  await database.db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "${table}_gone"`));
  try {
    const res = await app.request(path);
    return {
      status: res.status,
      cacheControl: res.headers.get('cache-control'),
      html: shown(await res.text()),
      errors: logLines.filter((line) => line.level === 50).map((line) => line.msg),
    };
  } finally {
    await database.db.execute(sql.raw(`ALTER TABLE "${table}_gone" RENAME TO "${table}"`));
  }
}

const searchForm = (html: string) => html.match(/<form[^>]*role="search"[^>]*>.*?<\/form>/s)?.[0] ?? '';
const chosen = (html: string, name: string) =>
  searchForm(html)
    .match(new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's'))?.[1]!
    .match(/<option[^>]*value="([^"]*)"[^>]*selected=""/)?.[1];

describe('/resources when its data cannot be loaded', () => {
  it('works as usual when everything loads', async () => {
    const { app } = await guide();
    const res = await app.request('/resources');
    expect(res.headers.get('cache-control')).toBe(PUBLIC_PAGE);
    const html = await res.text();
    expect(html).toContain('<template id="issue-search-failed"');
    expect(shown(html)).not.toContain(FAILED);
    expect(html).toContain('Heron tangled in fishing line');
  });

  it.each([
    ['issue_categories', 'Error loading the categories of the wildlife issues guide'],
    ['animal_types', 'Error loading the animal types of the wildlife issues guide'],
  ])('without %s: says so, still lists the issues, and the search form works', async (table, logged) => {
    const { status, cacheControl, html, errors } = await pageWithout(table);
    expect(status).toBe(200);
    // A failure is not kept for the next visitors (server/lib/page-cache.ts).
    expect(cacheControl).toBe('no-store');
    expect(html).toContain(FAILED);
    expect(html).toContain('Heron tangled in fishing line');
    expect(searchForm(html)).toContain('name="q"');
    expect(errors).toEqual([logged]);
  });

  it('without the issues: says so instead of the list, and the search form keeps the search', async () => {
    const { status, html, errors } = await pageWithout('wildlife_issues', '/resources?q=heron&animal=Heron+%2F+Egret');
    expect(status).toBe(200);
    expect(html).toContain(FAILED);
    expect(html).not.toContain('No Issues Found');
    expect(searchForm(html)).toMatch(/name="q"[^>]*value="heron"/);
    expect(chosen(html, 'animal')).toBe('Heron / Egret');
    expect(errors).toEqual(['Error loading the issues of the wildlife issues guide']);
  });

  it('keeps a chosen filter chosen even when its list did not load', async () => {
    const { html } = await pageWithout('animal_types', '/resources?animal=Bat');
    expect(html).toContain(FAILED);
    expect(chosen(html, 'animal')).toBe('Bat');
  });
});
