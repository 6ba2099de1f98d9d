import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FirstAid } from '../../../common/guide.ts';
import type { Locale } from '../../../common/locales.ts';
import type { QuestionAnswer } from '../../../common/wizard.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { firstAidRules, formResponses, wildlifeIssues } from '../../db/schema.ts';
import { chooseEntry, type Answers } from './first-aid-choice.ts';
import { animalKindOf, generalFirstAid } from './general-first-aid.ts';
import { searchWildlifeIssues } from './search-issues.ts';

// What an emergency is shown while help is on its way: one place for steps 4 and 5 of
// the wizard, /request-submitted and the confirmation e-mail, in English and Spanish. The
// wizard's answers choose the guide entry through the first-aid rules (docs/decisions/050); the
// description only chooses between the entries the answers allow, when it is clearly about one.
// Otherwise the general safe steps for that kind of animal, with the entries to choose from.
// On a Spanish page the steps are the entry's Spanish, or its English, said so,
// where it has none yet.

export interface FirstAidQuery {
  animal: string;
  situation: string;
  /** the answers to the wizard's questions, by question id */
  answers: Answers;
}

export async function firstAidFor(db: Db, actor: Actor, { animal, situation, answers }: FirstAidQuery, locale: Locale = 'en'): Promise<FirstAid> {
  const rules = await db
    .select({
      issueId: firstAidRules.issueId,
      animalTypes: firstAidRules.animalTypes,
      conditions: firstAidRules.conditions,
      priority: firstAidRules.priority,
      onlyIfDescribed: firstAidRules.onlyIfDescribed,
    })
    .from(firstAidRules)
    .innerJoin(wildlifeIssues, eq(wildlifeIssues.id, firstAidRules.issueId))
    // Only entries people can open: a hidden or conflict entry is never first aid.
    .where(
      and(
        eq(wildlifeIssues.active, true),
        eq(wildlifeIssues.issueType, 'emergency'),
        or(sql`cardinality(${firstAidRules.animalTypes}) = 0`, sql`${animal} = any(${firstAidRules.animalTypes})`),
      ),
    )
    .orderBy(asc(firstAidRules.priority));
  const entries = rules.length ? await entriesOf(db, [...new Set(rules.map((rule) => rule.issueId))]) : new Map<string, Entry>();
  const wordsOf = (id: string) => {
    const entry = entries.get(id);
    return entry ? [entry.title, entry.titleEs ?? '', ...entry.searchKeywords, ...entry.searchKeywordsEs] : [];
  };
  const { issueId, candidates } = chooseEntry(rules, animal, answers, situation, wordsOf);
  const chosen = issueId ? entries.get(issueId) : undefined;
  if (chosen) {
    const spanish = locale === 'es' && chosen.titleEs !== null && chosen.actionsEs.length > 0;
    return {
      issue: { id: chosen.id, title: spanish ? chosen.titleEs! : chosen.title },
      actions: spanish ? chosen.actionsEs : chosen.actions,
      pages: [],
      ...(locale === 'es' ? { inEnglish: !spanish } : {}),
    };
  }
  // The entries the answers allow, or, with none, the animal's own emergency pages.
  const pages = candidates.length
    ? candidates.flatMap((id) => {
        const entry = entries.get(id);
        if (!entry) return [];
        const inEnglish = locale === 'es' && entry.titleEs === null;
        return [{ id, title: locale === 'es' && entry.titleEs !== null ? entry.titleEs : entry.title, ...(inEnglish ? { inEnglish } : {}) }];
      })
    : (await searchWildlifeIssues(db, actor, { animal, type: 'emergency' }, 4, locale)).map(({ id, title, inEnglish }) => ({
        id,
        title,
        ...(inEnglish ? { inEnglish } : {}),
      }));
  return { issue: null, actions: generalFirstAid(locale, animalKindOf(animal)), pages, general: animalKindOf(animal) };
}

interface Entry {
  id: string;
  title: string;
  titleEs: string | null;
  actions: string[];
  actionsEs: string[];
  searchKeywords: string[];
  searchKeywordsEs: string[];
}

function entriesOf(db: Db, ids: string[]): Promise<Map<string, Entry>> {
  return db
    .select({
      id: wildlifeIssues.id,
      title: wildlifeIssues.title,
      titleEs: wildlifeIssues.titleEs,
      actions: wildlifeIssues.immediateActions,
      actionsEs: wildlifeIssues.immediateActionsEs,
      searchKeywords: wildlifeIssues.searchKeywords,
      searchKeywordsEs: wildlifeIssues.searchKeywordsEs,
    })
    .from(wildlifeIssues)
    .where(inArray(wildlifeIssues.id, ids))
    .then((rows) => new Map(rows.map((row) => [row.id, row])));
}

/** A sent request's answers, as the wizard kept them: a tick-all answer was stored as a JSON list. */
export async function answersOfRequest(db: Db, requestId: string): Promise<Answers> {
  const rows = await db
    .select({ questionId: formResponses.questionId, response: formResponses.response })
    .from(formResponses)
    .where(eq(formResponses.requestId, requestId));
  return Object.fromEntries(rows.map(({ questionId, response }) => [questionId, storedAnswer(response)]));
}

function storedAnswer(response: string): QuestionAnswer {
  if (!response.startsWith('[')) return response;
  try {
    const list: unknown = JSON.parse(response);
    return Array.isArray(list) ? list.map(String) : response;
  } catch {
    return response;
  }
}
