import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';
import { withTransaction } from '../transaction.ts';
import {
  animalTypes,
  firstAidRules,
  formQuestions,
  issueCategories,
  providers,
  standardsLevels,
  stateAgencies,
  systemSettings,
  wildlifeIssues,
} from '../schema.ts';
import type { Logger } from '../../lib/logger.ts';
import { DONATION_DEFAULTS } from '../../../common/donations.ts';
import { animalTypeSeeds } from './data/animal-types.ts';
import { firstAidRuleSeeds } from './data/first-aid-rules.ts';
import { formQuestionSeeds } from './data/form-questions.ts';
import { animalTypeNamesEs, optionTextsEs, questionTextsEs } from './data/spanish.ts';
import { issueCategoryNamesEs } from './data/issue-categories-es.ts';
import { issueCategorySeeds } from './data/issue-categories.ts';
import { buildSampleProviders } from './data/sample-providers.ts';
import { standardsLevelSeeds } from './data/standards-levels.ts';
import { stateAgencySeeds } from './data/state-agencies.ts';
import { wildlifeIssueSeeds, wildlifeIssueSeedsEs } from './data/wildlife-issues.ts';
import { refreshGuideVocabulary } from '../../features/guide/vocabulary.ts';
import { seedDevAccounts } from './dev-accounts.ts';
import { stableId } from './stable-id.ts';

// Reference data and sample content. Every insert is ON CONFLICT DO NOTHING on a stable key,
// so running the seed twice changes nothing, and an administrator's later edits are kept.

export interface SeedOptions {
  /** sample provider listings (badged "Sample listing"); by default only on the embedded database (config.ts) */
  sampleData: boolean;
  production: boolean;
}

/** What the server's first start and `npm run db:seed` seed, from the configuration. */
export function seedOptionsFrom(config: Pick<Config, 'sampleData' | 'isProduction'>): SeedOptions {
  return { sampleData: config.sampleData, production: config.isProduction };
}

const SEEDED_MARKER = 'seeded_at';

export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx
      .insert(issueCategories)
      .values(issueCategorySeeds.map((name) => ({ id: stableId('category', name), name, nameEs: issueCategoryNamesEs[name] ?? null })))
      .onConflictDoUpdate({ target: issueCategories.id, set: { nameEs: sql`excluded.name_es` }, setWhere: sql`${issueCategories.nameEs} is null` });
    // The Spanish names and questions also reach a database seeded before them when
    // `npm run db:seed` runs again, where an administrator has not written their own.
    await tx
      .insert(animalTypes)
      .values(animalTypeSeeds.map((name) => ({ id: stableId('animal', name), name, nameEs: animalTypeNamesEs[name] ?? null })))
      .onConflictDoUpdate({ target: animalTypes.id, set: { nameEs: sql`excluded.name_es` }, setWhere: sql`${animalTypes.nameEs} is null` });

    const categories = await tx
      .select({ id: issueCategories.id, name: issueCategories.name })
      .from(issueCategories)
      .where(inArray(issueCategories.name, issueCategorySeeds));
    const categoryId = new Map(categories.map((c) => [c.name, c.id]));
    await tx
      .insert(wildlifeIssues)
      .values(
        wildlifeIssueSeeds.map((issue) => ({
          id: issue.id,
          title: issue.title,
          description: issue.description,
          issueType: issue.issueType,
          severity: issue.severity,
          animalType: issue.animalType,
          categoryId: categoryId.get(issue.category) ?? null,
          immediateActions: issue.immediateActions,
          longTermSolutions: issue.longTermSolutions,
          preventionTips: issue.preventionTips,
          searchKeywords: issue.searchKeywords,
          ...spanishOf(issue.id),
        })),
      )
      .onConflictDoUpdate({
        target: wildlifeIssues.id,
        set: {
          titleEs: sql`excluded.title_es`,
          descriptionEs: sql`excluded.description_es`,
          immediateActionsEs: sql`excluded.immediate_actions_es`,
          longTermSolutionsEs: sql`excluded.long_term_solutions_es`,
          preventionTipsEs: sql`excluded.prevention_tips_es`,
          searchKeywordsEs: sql`excluded.search_keywords_es`,
        },
        // An entry's Spanish reaches an older database only where it has none yet and its English
        // is still the seed's word for word: the Spanish is a translation of that text.
        setWhere: sql`${wildlifeIssues.titleEs} is null and excluded.title_es is not null and ${wildlifeIssues.title} = excluded.title and ${wildlifeIssues.description} = excluded.description and ${wildlifeIssues.immediateActions} = excluded.immediate_actions and ${wildlifeIssues.longTermSolutions} = excluded.long_term_solutions and ${wildlifeIssues.preventionTips} = excluded.prevention_tips`,
      });

    await tx.insert(stateAgencies).values(stateAgencySeeds).onConflictDoNothing();
    // Migration 0023 already gives every database these rows (decision 039): this puts back one
    // removed by hand, and never touches a name an administrator has edited.
    await tx.insert(standardsLevels).values(standardsLevelSeeds).onConflictDoNothing();

    await tx
      .insert(formQuestions)
      .values(
        formQuestionSeeds.map((q) => ({
          id: stableId('question', `${q.formType}:${q.question}`),
          formType: q.formType,
          question: q.question,
          description: q.description,
          questionType: q.questionType,
          options: q.options,
          questionEs: questionTextsEs[q.question]?.question ?? null,
          descriptionEs: questionTextsEs[q.question]?.description ?? null,
          optionsEs: q.options.map((option) => optionTextsEs[option] ?? option),
          required: q.required,
          isAnimalSpecific: q.animalType !== null,
          animalType: q.animalType,
          displayOrder: q.displayOrder,
        })),
      )
      .onConflictDoUpdate({
        target: formQuestions.id,
        set: {
          questionEs: sql`coalesce(${formQuestions.questionEs}, excluded.question_es)`,
          descriptionEs: sql`coalesce(${formQuestions.descriptionEs}, excluded.description_es)`,
          optionsEs: sql`case when cardinality(${formQuestions.optionsEs}) = 0 then excluded.options_es else ${formQuestions.optionsEs} end`,
        },
        // Only where an administrator has not reworded the English: the Spanish is of this text.
        setWhere: sql`${formQuestions.question} = excluded.question and ${formQuestions.options} = excluded.options and (${formQuestions.questionEs} is null or (cardinality(${formQuestions.optionsEs}) = 0 and cardinality(excluded.options_es) > 0))`,
      });

    await seedFirstAidRules(tx);

    await tx.insert(systemSettings).values({ key: 'donation_suggestions', value: DONATION_DEFAULTS }).onConflictDoNothing();

    if (options.sampleData) {
      await tx
        .insert(providers)
        .values(
          buildSampleProviders().map((p) => ({
            ...p,
            id: stableId('provider', p.name),
            sample: true,
          })),
        )
        .onConflictDoNothing();
    }
    await refreshGuideVocabulary(tx);
  });
  if (!options.production) await seedDevAccounts(db);
}

/** The columns of an entry's Spanish from the seed, or none where it has no Spanish yet. */
function spanishOf(id: string) {
  const es = wildlifeIssueSeedsEs[id];
  if (!es) return {};
  return {
    titleEs: es.title,
    descriptionEs: es.description,
    immediateActionsEs: es.immediateActions,
    longTermSolutionsEs: es.longTermSolutions,
    preventionTipsEs: es.preventionTips,
    searchKeywordsEs: es.searchKeywords,
  };
}

/** A rehabilitation question's id, from its English text as seeded. */
export const seededQuestionId = (question: string) => stableId('question', `rehabilitation:${question}`);

/**
 * The first-aid rules (docs/decisions/050), each with a stable id; only those whose guide entry
 * and questions are in this database, so an older one whose administrators removed some gets no
 * rule that names what is gone.
 */
export async function seedFirstAidRules(db: Db): Promise<void> {
  const [issues, questions] = await Promise.all([
    db.select({ id: wildlifeIssues.id }).from(wildlifeIssues),
    db.select({ id: formQuestions.id }).from(formQuestions),
  ]);
  const issueIds = new Set(issues.map((issue) => issue.id));
  const questionIds = new Set(questions.map((question) => question.id));
  const rows = firstAidRuleSeeds
    .map((rule) => ({
      animalTypes: [...rule.animals],
      conditions: rule.when.map(({ question, answers }) => ({ questionId: seededQuestionId(question), answers })),
      issueId: rule.issue,
      priority: rule.priority,
      onlyIfDescribed: rule.onlyIfDescribed ?? false,
    }))
    .filter((rule) => issueIds.has(rule.issueId) && rule.conditions.every((condition) => questionIds.has(condition.questionId)))
    .map((rule) => ({ id: stableId('first-aid-rule', JSON.stringify(rule)), ...rule }));
  if (rows.length) await db.insert(firstAidRules).values(rows).onConflictDoNothing();
  await db.insert(systemSettings).values({ key: FIRST_AID_RULES_MARKER, value: new Date().toISOString() }).onConflictDoNothing();
}

const FIRST_AID_RULES_MARKER = 'first_aid_rules_seeded_at';

/** Seeds a new database once; later starts leave the data alone, but for the first-aid rules, which a database seeded before them gets once. */
export async function seedOnFirstStart(db: Db, options: SeedOptions, logger: Logger): Promise<void> {
  const markers = await db
    .select({ key: systemSettings.key })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [SEEDED_MARKER, FIRST_AID_RULES_MARKER]));
  if (markers.some((marker) => marker.key === SEEDED_MARKER)) {
    if (!markers.some((marker) => marker.key === FIRST_AID_RULES_MARKER)) await seedFirstAidRules(db);
    return;
  }
  const started = performance.now();
  await seedDatabase(db, options);
  await db.insert(systemSettings).values({ key: SEEDED_MARKER, value: new Date().toISOString() }).onConflictDoNothing();
  logger.info({ ms: Math.round(performance.now() - started), sampleData: options.sampleData }, 'seeded a new database');
}
