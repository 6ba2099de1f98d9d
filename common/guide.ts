import { z } from 'zod';

// The guide's search filters (SPEC §2 Issues list): q, category, animal, type in the query
// string, `type` omitted when all. One schema for the page, its loader and the API.

export const ISSUE_TYPES = ['emergency', 'conflict'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEARCH_STORAGE_KEY = 'wildlife-issues-search';
export const SEARCH_DEBOUNCE_MS = 300; // SPEC §9
export const RELATED_ISSUES = 3; // SPEC §9

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined);

/** Unknown or malformed filters are dropped rather than refused: a shared link still works. */
export const ZIssueSearch = z.object({
  q: z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.slice(0, 200) || undefined)
    .catch(undefined),
  category: z.uuid().optional().catch(undefined),
  animal: optionalText(100),
  type: z.enum(ISSUE_TYPES).optional().catch(undefined),
});
export type TIssueSearch = { q?: string; category?: string; animal?: string; type?: IssueType };

export function issueSearchFromParams(params: URLSearchParams): TIssueSearch {
  return ZIssueSearch.parse(Object.fromEntries(params));
}

/** The query string for a search, leaving out what is empty (and `type` when all). */
export function issueSearchQuery(search: TIssueSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.category) params.set('category', search.category);
  if (search.animal) params.set('animal', search.animal);
  if (search.type) params.set('type', search.type);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
