// The guide's search in the address: q, category, animal, type in the query
// string, `type` omitted when all. Apart from common/guide.ts, which brings the catalogs' library
// (i18next), so that the guide list's own script (app/enhance/resources.ts) can use it: it is
// bundled for the browser without React or i18next (docs/decisions/043).

import type { IssueType } from './guide.ts';

export const SEARCH_STORAGE_KEY = 'wildlife-issues-search';
export const SEARCH_DEBOUNCE_MS = 300; // a pause in typing, not every key, starts a search

export type TIssueSearch = { q?: string; category?: string; animal?: string; type?: IssueType };

/** RFC 9562 identifiers, as zod's z.uuid() takes them (categories are uuids). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * The search a query string asks for: ZIssueSearch's rule (common/guide-schemas.ts), written out
 * by hand so the guide's search as you type does not bring zod (large) to the browser; a test
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
