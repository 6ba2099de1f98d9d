import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { RELATED_ISSUES } from '../../../common/guide.ts';
import type { TIssueSearch } from '../../../common/guide-search.ts';
import { ZIssuePaging, type TIssuePaging } from '../../../common/guide-schemas.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { issueCategories, wildlifeIssues } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { parseOrThrow, SEARCH_INVALID } from '../../lib/validation.ts';
import { correctWords } from './vocabulary.ts';
import { message } from '../../../common/i18n.ts';

// The guide's search (search_wildlife_issues), used by /resources and GET /api/v1/issues
// a page at a time (searchWildlifeIssuesPage), and by the wizard's first aid.
// Full text over title, keywords, description and advice (weighted, english stemming, so
// plurals match). Issues matching every word come first, then those matching any; a word the
// guide does not know also matches its closest known word, which forgives typos ("racoon"). Public: any actor may read active issues.
// On a Spanish page (docs/decisions/034) the words are looked for in the Spanish
// document (spanish stemming, accents optional); an entry with no Spanish yet is still found
// by its English words, and is shown in English.

export interface IssueCard {
  id: string;
  title: string;
  description: string;
  issueType: 'emergency' | 'conflict';
  severity: 'critical' | 'high' | 'medium' | 'low';
  animalType: string;
  categoryId: string | null;
  /** on a Spanish page: the entry has no Spanish yet, so its English is shown */
  inEnglish?: boolean;
}

const cardColumns = {
  id: wildlifeIssues.id,
  title: wildlifeIssues.title,
  description: wildlifeIssues.description,
  issueType: wildlifeIssues.issueType,
  severity: wildlifeIssues.severity,
  animalType: wildlifeIssues.animalType,
  categoryId: wildlifeIssues.categoryId,
};

const SEVERITY_ORDER = sql`array_position(array['critical','high','medium','low'], ${wildlifeIssues.severity})`;

/** An entry has its Spanish once its Spanish title is written; until then a Spanish page shows its English. */
const IN_ENGLISH_ONLY = sql<boolean>`(${wildlifeIssues.titleEs} is null)`;
const TITLE_ES = sql<string>`coalesce(${wildlifeIssues.titleEs}, ${wildlifeIssues.title})`;

/** A card's columns as a language shows them. */
const cardColumnsIn = (locale: Locale) =>
  locale === 'en'
    ? cardColumns
    : {
        ...cardColumns,
        title: TITLE_ES,
        description: sql<string>`case when ${IN_ENGLISH_ONLY} then ${wildlifeIssues.description} else coalesce(${wildlifeIssues.descriptionEs}, ${wildlifeIssues.description}) end`,
        inEnglish: IN_ENGLISH_ONLY,
      };
const titleOrder = (locale: Locale) => (locale === 'en' ? asc(wildlifeIssues.title) : asc(TITLE_ES));

/**
 * The words of a search, lower-cased; only letters and digits, so nothing reaches to_tsquery's
 * syntax. In Spanish the accents come off first ("murciélago" → "murcielago", "ñ" → "n"), as
 * wl_unaccent takes them off the Spanish document.
 */
export function searchWords(text: string, locale: Locale = 'en'): string[] {
  const lower = text.toLowerCase();
  const letters = locale === 'en' ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
  return (letters.match(/[a-z0-9]+/g) ?? []).slice(0, 12);
}

/**
 * The words as prefix terms, each with its correction: ['racon', 'attic'] with racon → raccoon
 * gives any = 'racon:* | raccoon:* | attic:*' and all = '(racon:* | raccoon:*) & (attic:*)'.
 * Stop words ("by", "itself") drop out in to_tsquery.
 */
export function toPrefixQueries(words: string[], corrections: ReadonlyMap<string, string> = new Map()) {
  const terms = [...new Set(words)].map((w) => {
    const fix = corrections.get(w);
    return fix ? `${w}:* | ${fix}:*` : `${w}:*`;
  });
  return { any: terms.join(' | '), all: terms.map((t) => `(${t})`).join(' & ') };
}

/** The filters and order of a search, shared by its list and its count. */
async function issueQuery(db: Db, search: TIssueSearch, locale: Locale): Promise<{ where: SQL | undefined; orderBy: SQL[] }> {
  const filters: SQL[] = [eq(wildlifeIssues.active, true)];
  if (search.type) filters.push(eq(wildlifeIssues.issueType, search.type));
  if (search.animal) filters.push(eq(wildlifeIssues.animalType, search.animal));
  if (search.category) filters.push(eq(wildlifeIssues.categoryId, search.category));
  const words = search.q ? searchWords(search.q, locale) : [];
  if (words.length === 0) return { where: and(...filters), orderBy: [SEVERITY_ORDER, titleOrder(locale)] };
  if (locale === 'es') return spanishQuery(filters, words);

  const queries = toPrefixQueries(words, await correctWords(db, words));
  const anyWord = sql`to_tsquery('english', ${queries.any})`;
  const everyWord = sql`to_tsquery('english', ${queries.all})`;
  const rank = sql`ts_rank_cd(${wildlifeIssues.searchVector}, ${anyWord}, 32)`;
  return {
    where: and(...filters, sql`${wildlifeIssues.searchVector} @@ ${anyWord}`),
    orderBy: [sql`(${wildlifeIssues.searchVector} @@ ${everyWord}) desc`, sql`${rank} desc`, SEVERITY_ORDER, asc(wildlifeIssues.title)],
  };
}

/**
 * The Spanish search: the same prefix terms through the 'spanish' configuration (stemmed, stop
 * words dropped) against the Spanish document; an entry with no Spanish yet against its English
 * one. No typo correction yet: the guide's vocabulary (guide_words) is English.
 */
function spanishQuery(filters: SQL[], words: string[]): { where: SQL | undefined; orderBy: SQL[] } {
  const queries = toPrefixQueries(words);
  const anyEs = sql`to_tsquery('spanish', wl_unaccent(${queries.any}))`;
  const everyEs = sql`to_tsquery('spanish', wl_unaccent(${queries.all}))`;
  const anyEn = sql`to_tsquery('english', ${queries.any})`;
  const everyEn = sql`to_tsquery('english', ${queries.all})`;
  const matches = (es: SQL, en: SQL) => sql`(${wildlifeIssues.searchVectorEs} @@ ${es} or (${IN_ENGLISH_ONLY} and ${wildlifeIssues.searchVector} @@ ${en}))`;
  const rank = sql`case when ${IN_ENGLISH_ONLY} then ts_rank_cd(${wildlifeIssues.searchVector}, ${anyEn}, 32) else ts_rank_cd(${wildlifeIssues.searchVectorEs}, ${anyEs}, 32) end`;
  return {
    where: and(...filters, matches(anyEs, anyEn)),
    orderBy: [sql`${matches(everyEs, everyEn)} desc`, sql`${rank} desc`, SEVERITY_ORDER, titleOrder('es')],
  };
}

const listIssues = (db: Db, query: { where: SQL | undefined; orderBy: SQL[] }, limit: number, offset = 0, locale: Locale = 'en'): Promise<IssueCard[]> =>
  db
    .select(cardColumnsIn(locale))
    .from(wildlifeIssues)
    .where(query.where)
    .orderBy(...query.orderBy)
    .limit(limit)
    .offset(offset);

export async function searchWildlifeIssues(db: Db, _actor: Actor, search: TIssueSearch, limit = 100, locale: Locale = 'en'): Promise<IssueCard[]> {
  return listIssues(db, await issueQuery(db, search, locale), limit, 0, locale);
}

export interface IssuePage {
  issues: IssueCard[];
  /** every issue the search matches */
  total: number;
  /** the page shown: the one asked for, or the last when that was past it */
  page: number;
  /** how many pages the search has (at least 1) */
  pages: number;
  perPage: number;
}

/**
 * One page of a search, with how many issues it matches in all. Bad paging (page 0, 'abc') is a
 * 400 saying what is wrong; a page past the last is the last page, so a shared link never ends
 * on an empty page. Public like the search.
 */
export async function searchWildlifeIssuesPage(db: Db, _actor: Actor, search: TIssueSearch, paging: TIssuePaging, locale: Locale = 'en'): Promise<IssuePage> {
  const { page, perPage } = parseOrThrow(ZIssuePaging, paging, SEARCH_INVALID);
  const query = await issueQuery(db, search, locale);
  const [[counted], issues] = await Promise.all([
    db.select({ total: count() }).from(wildlifeIssues).where(query.where),
    listIssues(db, query, perPage, (page - 1) * perPage, locale),
  ]);
  const total = counted?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (page <= pages) return { issues, total, page, pages, perPage };
  return { issues: await listIssues(db, query, perPage, (pages - 1) * perPage, locale), total, page: pages, pages, perPage };
}

export interface IssueDetail extends IssueCard {
  immediateActions: string[];
  longTermSolutions: string[];
  preventionTips: string[];
  categoryName: string | null;
  updatedAt: Date;
}

/** One active issue with its three related ones (same animal, active, not itself), in the page's language. */
export async function getWildlifeIssue(db: Db, _actor: Actor, id: string, locale: Locale = 'en'): Promise<{ issue: IssueDetail; related: IssueCard[] }> {
  const [row] = await db
    .select({
      ...cardColumns,
      immediateActions: wildlifeIssues.immediateActions,
      longTermSolutions: wildlifeIssues.longTermSolutions,
      preventionTips: wildlifeIssues.preventionTips,
      categoryName: issueCategories.name,
      updatedAt: wildlifeIssues.updatedAt,
      es: {
        title: wildlifeIssues.titleEs,
        description: wildlifeIssues.descriptionEs,
        immediateActions: wildlifeIssues.immediateActionsEs,
        longTermSolutions: wildlifeIssues.longTermSolutionsEs,
        preventionTips: wildlifeIssues.preventionTipsEs,
        categoryName: issueCategories.nameEs,
      },
    })
    .from(wildlifeIssues)
    .leftJoin(issueCategories, eq(issueCategories.id, wildlifeIssues.categoryId))
    .where(and(eq(wildlifeIssues.id, id), eq(wildlifeIssues.active, true)));
  if (!row) throw notFound(message('Issue Not Found'));
  const { es, ...english } = row;
  const related = await db
    .select(cardColumnsIn(locale))
    .from(wildlifeIssues)
    .where(and(eq(wildlifeIssues.animalType, english.animalType), eq(wildlifeIssues.active, true), ne(wildlifeIssues.id, id)))
    .orderBy(SEVERITY_ORDER, titleOrder(locale))
    .limit(RELATED_ISSUES);
  return { issue: locale === 'en' ? english : inSpanish(english, es), related };
}

/** An entry as a Spanish page shows it: its Spanish where written, each part's English where not. */
function inSpanish(
  english: IssueDetail,
  es: {
    title: string | null;
    description: string | null;
    immediateActions: string[];
    longTermSolutions: string[];
    preventionTips: string[];
    categoryName: string | null;
  },
): IssueDetail {
  const categoryName = es.categoryName ?? english.categoryName;
  if (!es.title) return { ...english, categoryName, inEnglish: true };
  const list = (spanish: string[], fallback: string[]) => (spanish.length > 0 ? spanish : fallback);
  return {
    ...english,
    title: es.title,
    description: es.description ?? english.description,
    immediateActions: list(es.immediateActions, english.immediateActions),
    longTermSolutions: list(es.longTermSolutions, english.longTermSolutions),
    preventionTips: list(es.preventionTips, english.preventionTips),
    categoryName,
    inEnglish: false,
  };
}

/** The categories by name; `nameEs` for Spanish pages, which sort them by it. */
export async function listIssueCategories(db: Db) {
  return db
    .select({ id: issueCategories.id, name: issueCategories.name, nameEs: issueCategories.nameEs })
    .from(issueCategories)
    .orderBy(asc(issueCategories.name));
}

/** Every active issue's id, last change and whether it has its Spanish, for /sitemap.xml. */
export async function listIssuesForSitemap(db: Db) {
  return db
    .select({ id: wildlifeIssues.id, updatedAt: wildlifeIssues.updatedAt, hasSpanish: sql<boolean>`not ${IN_ENGLISH_ONLY}` })
    .from(wildlifeIssues)
    .where(eq(wildlifeIssues.active, true))
    .orderBy(asc(wildlifeIssues.id));
}
