import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { makeEnglishOnly } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { wildlifeIssues } from '../../db/schema.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { getWildlifeIssue, listIssueCategories, searchWildlifeIssues, searchWildlifeIssuesPage, searchWords } from './search-issues.ts';

// The guide searched from a Spanish page (docs/decisions/034): Spanish stemming, accents optional,
// on PGlite and PostgreSQL alike (TEST_DATABASE_URL runs this file on the server).
const database = useTestDatabase({ resetBeforeEach: false });
beforeAll(async () => {
  await seedDatabase(database.db, { sampleData: false, production: true });
  await makeEnglishOnly(database.db, ['woodpecker-drilling-siding', 'fawn-alone']);
});

const spanish = (q: string) => searchWildlifeIssues(database.db, ANONYMOUS, { q }, 100, 'es');
const ids = (issues: { id: string }[]) => issues.map((i) => i.id);

describe('the guide searched in Spanish', () => {
  it('takes the accents off the words typed, and keeps the English words as they were', () => {
    expect(searchWords('Murciélago en el ÁTICO, crías de ñandú', 'es')).toEqual(['murcielago', 'en', 'el', 'atico', 'crias', 'de', 'nandu']);
    expect(searchWords('Murciélago café')).toEqual(['murci', 'lago', 'caf']);
  });

  it('finds "Mapache" entries from "mapache", and the Spanish title first', async () => {
    const found = await spanish('mapache');
    expect(ids(found)).toEqual(expect.arrayContaining(['raccoon-in-attic', 'baby-raccoons-without-mother']));
    expect(found[0]).toMatchObject({ title: expect.stringMatching(/mapache/i), inEnglish: false });
    expect(found.every((i) => i.issueType === 'emergency' || i.issueType === 'conflict')).toBe(true);
  });

  it('finds "Murciélago…" entries typed without the accent, with it, and in the plural', async () => {
    for (const q of ['murcielago', 'murciélago', 'MURCIÉLAGOS', 'murcielagos']) {
      const found = ids(await spanish(q));
      expect(found, q).toEqual(expect.arrayContaining(['sick-or-injured-bat', 'bat-flying-in-house']));
    }
    const [first] = await spanish('murcielago');
    expect(first!.title).toMatch(/^Murciélago/);
  });

  it('stems Spanish words: "crías" and "cria" find the entry that says "cría", "volando" the one that says "volar"', async () => {
    expect(ids(await spanish('crías'))).toContain('baby-bird-out-of-nest');
    expect(ids(await spanish('cria'))).toContain('baby-bird-out-of-nest');
    expect(ids(await spanish('pajaritos'))).toContain('baby-bird-out-of-nest');
    expect(ids(await spanish('murcielago volando casa'))[0]).toBe('bat-flying-in-house');
  });

  it('puts the entries matching every word first', async () => {
    const found = ids(await spanish('mapache ático'));
    expect(found[0]).toBe('raccoon-in-attic');
  });

  it('still finds an entry with no Spanish yet by its English words, shown in English with a flag', async () => {
    const found = await spanish('woodpecker');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((i) => i.inEnglish === true)).toBe(true);
    expect(found[0]!.title).toMatch(/woodpecker/i);
  });

  it('does not find Spanish words in the English search, which stays as it was', async () => {
    expect(await searchWildlifeIssues(database.db, ANONYMOUS, { q: 'murcielago' })).toEqual([]);
    const english = await searchWildlifeIssues(database.db, ANONYMOUS, { q: 'raccoon attic' });
    expect(english[0]).toMatchObject({ id: 'raccoon-in-attic', title: 'Raccoon in the attic' });
    expect(english[0]).not.toHaveProperty('inEnglish');
  });

  it('finds nothing for nonsense, and survives query syntax and stop words alone', async () => {
    expect(await spanish('zzqxv')).toEqual([]);
    for (const q of ["murciélago' OR 1=1 --", 'mapache & | ! ( ) :*', 'de la el', '🦝', 'ñ']) {
      await expect(spanish(q)).resolves.toBeInstanceOf(Array);
    }
  });

  it('pages through the Spanish list and counts it as the search does', async () => {
    const all = await spanish('murcielago');
    const first = await searchWildlifeIssuesPage(database.db, ANONYMOUS, { q: 'murcielago' }, { page: 1, perPage: 2 }, 'es');
    expect(first.total).toBe(all.length);
    expect(ids(first.issues)).toEqual(ids(all.slice(0, 2)));
  });

  it('lists every entry without words, Spanish titles where written and English ones where not', async () => {
    const all = await searchWildlifeIssues(database.db, ANONYMOUS, {}, 100, 'es');
    expect(all.length).toBe((await searchWildlifeIssues(database.db, ANONYMOUS, {})).length);
    expect(all.find((i) => i.id === 'sick-or-injured-bat')).toMatchObject({ title: 'Murciélago en el suelo o que no puede volar', inEnglish: false });
    expect(all.find((i) => i.id === 'fawn-alone')).toMatchObject({ title: expect.stringMatching(/fawn/i), inEnglish: true });
  });
});

describe('a guide entry on a Spanish page', () => {
  it('comes in Spanish, with its category in Spanish and its related entries in the page language', async () => {
    const { issue, related } = await getWildlifeIssue(database.db, ANONYMOUS, 'raccoon-in-attic', 'es');
    expect(issue).toMatchObject({
      title: 'Mapache en el ático',
      categoryName: 'Animales dentro o debajo de edificios',
      inEnglish: false,
      animalType: 'Raccoon',
    });
    expect(issue.immediateActions[0]).toMatch(/ni siquiera con guantes/);
    expect(issue.preventionTips).toHaveLength(3);
    expect(related.length).toBeGreaterThan(0);
    expect(related.every((r) => typeof r.inEnglish === 'boolean')).toBe(true);
  });

  it('comes in English, flagged, where it has no Spanish yet; its category still in Spanish', async () => {
    const { issue } = await getWildlifeIssue(database.db, ANONYMOUS, 'fawn-alone', 'es');
    expect(issue.inEnglish).toBe(true);
    expect(issue.title).toMatch(/fawn/i);
    expect(issue.categoryName).toBe('Crías y animales huérfanos');
  });

  it('reads the same as before on an English page', async () => {
    const { issue } = await getWildlifeIssue(database.db, ANONYMOUS, 'raccoon-in-attic');
    expect(issue).toMatchObject({ title: 'Raccoon in the attic', categoryName: 'Animals in or Under Buildings' });
    expect(issue).not.toHaveProperty('inEnglish');
  });

  it('gives each category its Spanish name', async () => {
    const categories = await listIssueCategories(database.db);
    expect(categories.find((c) => c.name === 'Birds')).toMatchObject({ nameEs: 'Aves' });
    expect(categories.every((c) => c.nameEs)).toBe(true);
  });

  it("follows an edit of the Spanish at once: the generated document is the row's", async () => {
    await database.db
      .update(wildlifeIssues)
      .set({ titleEs: 'Cervatillo solo', searchKeywordsEs: ['venadito'] })
      .where(eq(wildlifeIssues.id, 'fawn-alone'));
    expect(ids(await spanish('cervatillos'))).toContain('fawn-alone');
    expect(ids(await spanish('venadito'))).toContain('fawn-alone');
    await database.db.update(wildlifeIssues).set({ titleEs: null, searchKeywordsEs: [] }).where(eq(wildlifeIssues.id, 'fawn-alone'));
  });
});
