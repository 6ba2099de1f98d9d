// The guide's kinds, limits and words; its search in the address is common/guide-search.ts.
// Its schemas (the API's, the administrators' forms) are in common/guide-schemas.ts.

import { englishOnly, message } from './i18n.ts';

export const ISSUE_TYPES = ['emergency', 'conflict'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/**
 * Rabies-vector mammals, as animal types: the public never handles an adult one, not even
 * with gloves; only people with pre-exposure rabies vaccination, training and a permit do.
 */
export const RABIES_VECTOR_ANIMALS = ['Raccoon', 'Skunk', 'Fox', 'Bat', 'Coyote', 'Groundhog / Woodchuck'] as const;
/** The same species in a sentence, for the English pages that state the rule (volunteer, help guide, provider pages); their Spanish twins write it in Spanish. */
export const RABIES_VECTOR_SPECIES_TEXT = englishOnly('Raccoons, skunks, foxes, bats, coyotes and groundhogs');

export const RELATED_ISSUES = 3; // at most this many related entries under an entry

/**
 * Entries merged into another: an old address (a bookmark, a search engine, a shared link) leads to
 * the entry that now says it all, for good (docs/decisions/059). Migration 0029 took the old rows out.
 */
export const MOVED_ISSUES: Readonly<Record<string, string>> = {
  'alligator-in-pool-or-yard': 'alligator-in-pool-or-garage',
};

// The list comes a page at a time (so the first screen of /resources is at most 40 KB of
// HTML). The page number is in the query string with the search, `page` omitted on the first.

/**
 * Issues on a page of /resources: at least 20, so that most searches fit on one page; 24 fill
 * whole rows of two and of three. The list carries no hydration data (docs/decisions/043), so
 * the first page is still under 40 KB (server/features/guide/resources-paging.test.ts).
 */
export const ISSUES_PER_PAGE = 24;
/**
 * A card shows the first two lines of an entry's description (the rest is on its page), so the
 * list sends no more than that: about 150 characters, cut between words, with an ellipsis.
 */
export const CARD_DESCRIPTION_CHARS = 150;

export function cardExcerpt(text: string, max: number = CARD_DESCRIPTION_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > 0 ? cut.slice(0, end) : text.slice(0, max)).replace(/[\s,;:.–—-]+$/, '')}…`;
}

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
  /** on a Spanish page: the guide page's steps are in English, it has no Spanish yet */
  inEnglish?: boolean;
  /** the general steps (no entry chosen): the kind of animal they are for (docs/decisions/050) */
  general?: AnimalKind;
}

/** Kinds of animal that each have their own general safe steps (server/features/guide/general-first-aid.ts). */
export type AnimalKind = 'rabies-vector' | 'large-mammal' | 'large-bird' | 'bird' | 'small-mammal' | 'reptile' | 'any';
