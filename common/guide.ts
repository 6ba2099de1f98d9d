// The guide's search filters (SPEC §2 Issues list): q, category, animal, type in the query
// string, `type` omitted when all. Its schemas (the API's, the administrators' forms) are in
// common/guide-schemas.ts.

import { englishOnly, message } from './i18n.ts';

export const ISSUE_TYPES = ['emergency', 'conflict'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * Rabies-vector mammals (issue 14), as animal types: the public never handles an adult one, not even
 * with gloves; only people with pre-exposure rabies vaccination, training and a permit do.
 */
export const RABIES_VECTOR_ANIMALS = ['Raccoon', 'Skunk', 'Fox', 'Bat', 'Coyote', 'Groundhog / Woodchuck'] as const;
/** The same species in a sentence, for the English pages that state the rule (volunteer, help guide, provider pages); their Spanish twins write it in Spanish. */
export const RABIES_VECTOR_SPECIES_TEXT = englishOnly('Raccoons, skunks, foxes, bats, coyotes and groundhogs');

export const SEARCH_STORAGE_KEY = 'wildlife-issues-search';
export const SEARCH_DEBOUNCE_MS = 300; // SPEC §9
export const RELATED_ISSUES = 3; // SPEC §9

export type TIssueSearch = { q?: string; category?: string; animal?: string; type?: IssueType };

/** RFC 9562 identifiers, as zod's z.uuid() takes them (categories are uuids). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * The search a query string asks for: ZIssueSearch's rule (common/guide-schemas.ts), written out
 * by hand so the guide's search as you type does not bring zod to the browser (issue 16); a test
 * holds the two to the same answers. Unknown or malformed filters are dropped.
 */
export function issueSearchFromParams(params: URLSearchParams): TIssueSearch {
  // A name given twice counts its last value, as Object.fromEntries does.
  const value = (name: string) => params.getAll(name).at(-1);
  const search: TIssueSearch = {};
  const q = value('q')?.trim().slice(0, 200);
  if (q) search.q = q;
  const category = value('category');
  if (category && UUID.test(category)) search.category = category;
  const animal = value('animal')?.trim();
  if (animal && animal.length <= 100) search.animal = animal;
  const type = value('type');
  if (type === 'emergency' || type === 'conflict') search.type = type;
  return search;
}

/** The query string for a search, leaving out what is empty (and `type` when all, `page` when 1). */
export function issueSearchQuery(search: TIssueSearch, page = 1): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.animal) params.set('animal', search.animal);
  if (search.type) params.set('type', search.type);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

// The list comes a page at a time (issue 16: the first screen of /resources is at most 40 KB of
// HTML). The page number is in the query string with the search, `page` omitted on the first.

/** Issues on a page of /resources: two rows of three on a wide screen, and the page well under 40 KB. */
export const ISSUES_PER_PAGE = 6;
/** The largest page number an address or the API takes; past the last page is the last page. */
export const MAX_ISSUES_PAGE = 10_000;

/**
 * `?page=` of /resources: a whole number; anything else (0, -1, abc) is the first page and leaves
 * the address like an unknown filter, a huge one is capped (and then shown as the last page).
 */
export function issuePageFromParams(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_ISSUES_PAGE);
}

export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: message('Critical'),
  high: message('High'),
  medium: message('Medium'),
  low: message('Low'),
};

/** A form textarea holds a list one item per line; blank lines drop out. */
export function linesToList(value: unknown): unknown {
  return typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : value;
}

/** 'Bat in the house!' → 'bat-in-the-house' */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The wizard's "While you wait" box (server/features/guide/first-aid.ts makes it). */
export interface FirstAid {
  /** the guide page the actions come from; null for the general steps */
  issue: { id: string; title: string } | null;
  actions: string[];
  /** the animal's emergency guide pages, when no single one fits yet; inEnglish on a Spanish page for one with no Spanish yet */
  pages: { id: string; title: string; inEnglish?: boolean }[];
  /** on a Spanish page: the guide page's steps are in English, it has no Spanish yet (issue 18) */
  inEnglish?: boolean;
}
