import { eq, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { wildlifeIssues } from '../../db/schema.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { getWildlifeIssue, listIssueCategories, searchWildlifeIssues, searchWildlifeIssuesPage } from './search-issues.ts';

// Search quality on the real guide content: what a frightened person types, and the issue
// that must come up in the first three results.
const database = useTestDatabase({ resetBeforeEach: false });
beforeAll(() => seedDatabase(database.db, { sampleData: false, production: true }));

const top3 = async (q: string, filters: { type?: 'emergency' | 'conflict' } = {}) =>
  (await searchWildlifeIssues(database.db, ANONYMOUS, { q, ...filters })).slice(0, 3).map((i) => i.id);

const QUERIES: [string, string][] = [
  ['baby bird on the ground', 'baby-bird-out-of-nest'],
  ['baby birds', 'baby-bird-out-of-nest'],
  ['bird fell out of nest', 'baby-bird-out-of-nest'],
  ['fledgling', 'fledgling-on-the-ground'],
  ['fawn alone', 'fawn-alone'],
  ['baby deer by itself', 'fawn-alone'],
  ['bunnies in my yard nest', 'baby-rabbits-in-nest'],
  ['hit by car', 'animal-hit-by-car'],
  ['bird hit window', 'bird-hit-window'],
  ['cat caught a bird', 'cat-caught-animal'],
  ['oil covered duck', 'oiled-bird'],
  ['injured hawk', 'injured-hawk-or-owl'],
  ['owl hurt', 'injured-hawk-or-owl'],
  ['turtle crossing road', 'turtle-crossing-road'],
  ['bat in house', 'bat-flying-in-house'],
  ['bat bite', 'bat-contact-with-person'],
  ['racoon in attic', 'raccoon-in-attic'],
  ['raccoons in the attic', 'raccoon-in-attic'],
  ['squirrels in attic', 'squirrels-in-attic'],
  ['skunk under deck', 'skunk-under-deck'],
  ['snake in garage', 'snake-in-garage'],
  ['woodpecker siding', 'woodpecker-drilling-siding'],
  ['geese nesting', 'canada-geese-nesting-aggressive'],
  ['coyote pets', 'coyote-near-pets'],
  ['possum in garage', 'opossum-in-garage'],
  ['noises in attic', 'raccoon-in-attic'],
];

describe('guide search quality', () => {
  it.each(QUERIES)('"%s" finds %s in the top 3', async (query, expected) => {
    expect(await top3(query)).toContain(expected);
  });

  it('forgives typos', async () => {
    expect(await top3('racon atic')).toContain('raccoon-in-attic');
    expect(await top3('skunck')).toEqual(expect.arrayContaining([expect.stringContaining('skunk')]));
  });

  it('finds nothing for nonsense, and survives query syntax', async () => {
    expect(await searchWildlifeIssues(database.db, ANONYMOUS, { q: 'zzqxv' })).toEqual([]);
    for (const q of ["bat' OR 1=1 --", 'raccoon & | ! ( ) :*', '<script>alert(1)</script>', '🦝🦝', '   ']) {
      await expect(searchWildlifeIssues(database.db, ANONYMOUS, { q })).resolves.toBeInstanceOf(Array);
    }
  });
});

describe('guide filters', () => {
  it('filters by type, animal and category, together with a query', async () => {
    const conflicts = await searchWildlifeIssues(database.db, ANONYMOUS, { type: 'conflict' });
    expect(conflicts.length).toBeGreaterThan(20);
    expect(conflicts.every((i) => i.issueType === 'conflict')).toBe(true);
    const bats = await searchWildlifeIssues(database.db, ANONYMOUS, { animal: 'Bat' });
    expect(bats.length).toBeGreaterThanOrEqual(3);
    expect(bats.every((i) => i.animalType === 'Bat')).toBe(true);
    const batEmergencies = await searchWildlifeIssues(database.db, ANONYMOUS, { animal: 'Bat', type: 'emergency', q: 'bat' });
    expect(batEmergencies.every((i) => i.animalType === 'Bat' && i.issueType === 'emergency')).toBe(true);
    const [category] = await listIssueCategories(database.db);
    const inCategory = await searchWildlifeIssues(database.db, ANONYMOUS, { category: category!.id });
    expect(inCategory.every((i) => i.categoryId === category!.id)).toBe(true);
  });

  it('lists the most urgent first when there is no query', async () => {
    const all = await searchWildlifeIssues(database.db, ANONYMOUS, {});
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all[0]!.severity).toBe('critical');
    expect(all.at(-1)!.severity).toBe('low');
  });
});

describe('guide search a page at a time', () => {
  const ids = (issues: { id: string }[]) => issues.map((i) => i.id);

  it('pages through the same list in the same order, each issue once, and counts them all', async () => {
    for (const search of [{}, { type: 'conflict' as const }, { q: 'baby' }, { q: 'bat', animal: 'Bat' }]) {
      const all = await searchWildlifeIssues(database.db, ANONYMOUS, search);
      const first = await searchWildlifeIssuesPage(database.db, ANONYMOUS, search, { page: 1, perPage: 5 });
      expect(first.total).toBe(all.length);
      expect(first.pages).toBe(Math.max(1, Math.ceil(all.length / 5)));
      const paged = [...first.issues];
      for (let page = 2; page <= first.pages; page++) {
        const next = await searchWildlifeIssuesPage(database.db, ANONYMOUS, search, { page, perPage: 5 });
        expect(next).toMatchObject({ page, pages: first.pages, total: all.length, perPage: 5 });
        expect(next.issues.length).toBe(page < first.pages ? 5 : all.length - (first.pages - 1) * 5);
        paged.push(...next.issues);
      }
      expect(ids(paged)).toEqual(ids(all));
    }
  });

  it('counts what the filters and words leave, not what one page shows', async () => {
    const conflicts = await searchWildlifeIssuesPage(database.db, ANONYMOUS, { type: 'conflict' }, { page: 1, perPage: 6 });
    expect(conflicts.issues).toHaveLength(6);
    expect(conflicts.total).toBeGreaterThan(20);
    expect(conflicts.total).toBe((await searchWildlifeIssues(database.db, ANONYMOUS, { type: 'conflict' })).length);
    const none = await searchWildlifeIssuesPage(database.db, ANONYMOUS, { q: 'zzqxv' }, { page: 1, perPage: 6 });
    expect(none).toEqual({ issues: [], total: 0, page: 1, pages: 1, perPage: 6 });
  });

  it('answers the last page for a page past it, and reads pages as the query string has them', async () => {
    const last = await searchWildlifeIssuesPage(database.db, ANONYMOUS, { type: 'conflict' }, { page: '10000', perPage: '6' });
    expect(last.page).toBe(last.pages);
    expect(last.issues.length).toBeGreaterThan(0);
    expect(ids(last.issues)).toEqual(
      ids((await searchWildlifeIssuesPage(database.db, ANONYMOUS, { type: 'conflict' }, { page: last.pages, perPage: 6 })).issues),
    );
    const nothing = await searchWildlifeIssuesPage(database.db, ANONYMOUS, { q: 'zzqxv' }, { page: 3 });
    expect(nothing).toMatchObject({ issues: [], page: 1, pages: 1 });
    // without paging: the first 100, as the API always answered
    expect(await searchWildlifeIssuesPage(database.db, ANONYMOUS, {}, {})).toMatchObject({ page: 1, perPage: 100 });
  });

  it.each([0, -1, 'abc', '', 1.5, '2.5', 10_001, '99999999999999999999', '1e400', null])('refuses page %j with a 400 naming the page', async (page) => {
    await expect(searchWildlifeIssuesPage(database.db, ANONYMOUS, {}, { page: page as number })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Some search parameters are not valid.',
      fieldErrors: { page: ['page must be a whole number from 1 to 10000'] },
    });
  });

  it.each([0, 101, 'ten'])('refuses perPage %j', async (perPage) => {
    await expect(searchWildlifeIssuesPage(database.db, ANONYMOUS, {}, { perPage })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { perPage: ['perPage must be a whole number from 1 to 100'] },
    });
  });
});

describe('an issue page', () => {
  it('comes with up to three related issues: same animal, active, not itself', async () => {
    const { issue, related } = await getWildlifeIssue(database.db, ANONYMOUS, 'raccoon-in-attic');
    expect(issue.title).toBeTruthy();
    expect(issue.immediateActions.length).toBeGreaterThanOrEqual(4);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r) => r.animalType === issue.animalType && r.id !== issue.id)).toBe(true);
  });

  it('leaves hidden issues out of its related issues', async () => {
    const { related } = await getWildlifeIssue(database.db, ANONYMOUS, 'raccoon-in-attic');
    const hidden = related[0]!.id;
    // Hidden in a transaction that is rolled back, so the other tests see the guide unchanged.
    await database.db
      .transaction(async (tx) => {
        await tx.update(wildlifeIssues).set({ active: false }).where(eq(wildlifeIssues.id, hidden));
        const after = await getWildlifeIssue(tx as unknown as typeof database.db, ANONYMOUS, 'raccoon-in-attic');
        expect(after.related.map((r) => r.id)).not.toContain(hidden);
        expect(after.related.length).toBeGreaterThan(0);
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect((await getWildlifeIssue(database.db, ANONYMOUS, 'raccoon-in-attic')).related.map((r) => r.id)).toContain(hidden);
  });

  it('is not found when unknown', async () => {
    await expect(getWildlifeIssue(database.db, ANONYMOUS, 'no-such-issue')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
