import { z } from './zod.ts';

// The guide's search filters (SPEC §2 Issues list): q, category, animal, type in the query
// string, `type` omitted when all. One schema for the page, its loader and the API.

export const ISSUE_TYPES = ['emergency', 'conflict'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * Rabies-vector mammals (issue 14), as animal types: the public never handles an adult one, not even
 * with gloves; only people with pre-exposure rabies vaccination, training and a permit do.
 */
export const RABIES_VECTOR_ANIMALS = ['Raccoon', 'Skunk', 'Fox', 'Bat', 'Coyote', 'Groundhog / Woodchuck'] as const;
/** The same species in a sentence, for the pages that state the rule (volunteer, help guide, provider pages). */
export const RABIES_VECTOR_SPECIES_TEXT = 'Raccoons, skunks, foxes, bats, coyotes and groundhogs';

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
const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_ISSUES_PAGE}`;

/**
 * `?page=` of /resources: a whole number; anything else (0, -1, abc) is the first page and leaves
 * the address like an unknown filter, a huge one is capped (and then shown as the last page).
 */
export function issuePageFromParams(params: URLSearchParams): number {
  const raw = params.get('page') ?? '';
  if (!/^\d+$/.test(raw)) return 1;
  return Math.min(Math.max(Number(raw), 1), MAX_ISSUES_PAGE);
}

/** Paging of the guide's search (the service and GET /api/v1/issues): 100 a page unless asked. */
const PER_PAGE_MESSAGE = 'perPage must be a whole number from 1 to 100';
const wholeNumber = (max: number, message: string) => z.coerce.number({ error: message }).int(message).min(1, message).max(max, message);
export const ZIssuePaging = z.object({
  page: wholeNumber(MAX_ISSUES_PAGE, PAGE_MESSAGE).default(1),
  perPage: wholeNumber(100, PER_PAGE_MESSAGE).default(100),
});
export type TIssuePaging = z.input<typeof ZIssuePaging>;

export const SEVERITY_LABELS: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

const listOfText = z.array(z.string().trim().min(1).max(1000)).max(30, 'At most 30 items').default([]);

/** A form textarea holds a list one item per line; blank lines drop out. */
export function linesToList(value: unknown): unknown {
  return typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : value;
}

/** A true/false field, from JSON (true, false) or a form ('on', 'true', 'false'); absent stays undefined. */
const optionalFlag = (message: string) =>
  z.preprocess((v) => (v === 'on' || v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }).optional());

export const ZIssueInput = z.object({
  id: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single hyphens, e.g. bat-in-the-house')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  title: z.string({ error: 'Title is required' }).trim().min(3, 'Title is required').max(200),
  description: z.string({ error: 'Description is required' }).trim().min(10, 'Description is required').max(4000),
  issueType: z.enum(ISSUE_TYPES, { error: 'Choose emergency or conflict' }),
  severity: z.enum(SEVERITIES, { error: 'Choose a severity' }),
  animalType: z.string({ error: 'Animal is required' }).trim().min(1, 'Animal is required').max(100),
  categoryId: z
    .uuid()
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  immediateActions: z.preprocess(linesToList, listOfText),
  longTermSolutions: z.preprocess(linesToList, listOfText),
  preventionTips: z.preprocess(linesToList, listOfText),
  searchKeywords: z.preprocess(linesToList, listOfText),
  // Absent is left to the service: a new issue is published, an edited one keeps its state. A
  // form sends nothing for an unticked checkbox, so the page reads that as false itself.
  active: optionalFlag('active must be true or false'),
});
export type TIssueInput = z.infer<typeof ZIssueInput>;

export const ZNamedInput = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
});

export const ZAnimalTypeInput = ZNamedInput.extend({
  active: z.preprocess((v) => (v === undefined ? undefined : v === true || v === 'on' || v === 'true'), z.boolean().optional()),
});

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
  /** the animal's emergency guide pages, when no single one fits yet */
  pages: { id: string; title: string }[];
}
