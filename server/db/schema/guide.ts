import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { IssueType, Severity } from '../../../common/guide.ts';
import { createdAt, id, tsvector, updatedAt } from './columns.ts';

// The wildlife-issues guide: its entries (wildlife_issues), their categories and the animal types.

export const issueCategories = pgTable('issue_categories', {
  id: id(),
  name: text().notNull().unique(),
  /** the Spanish name shown on Spanish pages (docs/decisions/034) */
  nameEs: text(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const animalTypes = pgTable(
  'animal_types',
  {
    id: id(),
    name: text().notNull().unique(),
    /** the Spanish name shown beside the English one, which stays the value kept (docs/decisions/034) */
    nameEs: text(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('animal_types_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`)],
);

export const wildlifeIssues = pgTable(
  'wildlife_issues',
  {
    /** a readable slug such as 'baby-bird-out-of-nest' */
    id: text().primaryKey(),
    title: text().notNull(),
    description: text().notNull(),
    issueType: text().$type<IssueType>().notNull(),
    severity: text().$type<Severity>().notNull(),
    animalType: text().notNull(),
    categoryId: uuid().references(() => issueCategories.id, { onDelete: 'set null' }),
    immediateActions: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    longTermSolutions: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    preventionTips: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    searchKeywords: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    // The Spanish beside the English (docs/decisions/034): null or empty where there is
    // none yet, and the page shows the English with a note.
    titleEs: text(),
    descriptionEs: text(),
    immediateActionsEs: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    longTermSolutionsEs: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    preventionTipsEs: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    searchKeywordsEs: text()
      .array()
      .notNull()
      .default(sql`'{}'`),
    active: boolean().notNull().default(true),
    // Weighted full-text document: title and keywords rank above the description, then the advice.
    // wl_join is an IMMUTABLE array_to_string (see migration 0000) so the column can be generated.
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(animal_type, '')), 'A') || setweight(to_tsvector('english'::regconfig, wl_join(search_keywords)), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B') || setweight(to_tsvector('english'::regconfig, wl_join(immediate_actions) || ' ' || wl_join(long_term_solutions) || ' ' || wl_join(prevention_tips)), 'C')`,
      ),
    // The same for Spanish: 'spanish' stemming over text with its accents taken off (wl_unaccent,
    // migration 0021), so that "murcielago" finds "Murciélago". Its animal is the English name:
    // the Spanish one lives in animal_types and is searched through the keywords.
    searchVectorEs: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('spanish'::regconfig, wl_unaccent(coalesce(title_es, '') || ' ' || wl_join(search_keywords_es))), 'A') || setweight(to_tsvector('spanish'::regconfig, wl_unaccent(coalesce(description_es, ''))), 'B') || setweight(to_tsvector('spanish'::regconfig, wl_unaccent(wl_join(immediate_actions_es) || ' ' || wl_join(long_term_solutions_es) || ' ' || wl_join(prevention_tips_es))), 'C')`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('wildlife_issues_type_check', sql`${t.issueType} in ('emergency', 'conflict')`),
    check('wildlife_issues_severity_check', sql`${t.severity} in ('critical', 'high', 'medium', 'low')`),
    index('wildlife_issues_search_idx').using('gin', t.searchVector),
    index('wildlife_issues_search_es_idx').using('gin', t.searchVectorEs),
    index('wildlife_issues_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('wildlife_issues_animal_idx').on(t.animalType),
  ],
);
