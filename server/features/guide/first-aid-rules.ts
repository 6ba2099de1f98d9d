import { and, asc, eq } from 'drizzle-orm';
import type { FirstAidCondition } from '../../../common/first-aid-rules.ts';
import { ZFirstAidRuleInput } from '../../../common/first-aid-rules-schemas.ts';
import { englishOnly } from '../../../common/i18n.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { animalTypes, firstAidRules, formQuestions, wildlifeIssues } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { FIELDS_INVALID, parseOrThrow } from '../../lib/validation.ts';

// The first-aid rules beside the guide and the questions (docs/decisions/050): each names a
// guide entry, animals and answers that must all still exist, or the rule would choose nothing,
// or something no one can answer. One check, for the administrators' form and the tests.

export interface RuleToCheck {
  animalTypes: string[];
  conditions: FirstAidCondition[];
  issueId: string;
}

export interface CheckedAgainst {
  /** guide entries by id */
  issues: Map<string, { issueType: string }>;
  /** the emergency form's active questions by id (a deactivated one is answered no more) */
  questions: Map<string, { question: string; questionType: string; options: string[] }>;
  animals: Set<string>;
}

// Administrators' pages are in English.
const RULE_PROBLEMS = {
  noEntry: englishOnly('The guide has no such entry.'),
  notEmergency: englishOnly('Choose an emergency entry: first aid is for emergencies.'),
  noAnimal: englishOnly('The wizard offers no such animal.'),
  noQuestion: englishOnly('The emergency form has no such question.'),
  noOption: englishOnly('The question has no such answer.'),
  optionsNeeded: englishOnly('Choose the answers that meet the condition.'),
} as const;

export interface RuleProblem {
  field: 'issueId' | 'animalTypes' | 'conditions';
  problem: string;
  /** what was not found */
  what: string;
}

/** What in a rule no longer exists; none when it is sound. */
export function checkRule(rule: RuleToCheck, against: CheckedAgainst): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const issue = against.issues.get(rule.issueId);
  if (!issue) problems.push({ field: 'issueId', problem: RULE_PROBLEMS.noEntry, what: rule.issueId });
  else if (issue.issueType !== 'emergency') problems.push({ field: 'issueId', problem: RULE_PROBLEMS.notEmergency, what: rule.issueId });
  for (const animal of rule.animalTypes)
    if (!against.animals.has(animal)) problems.push({ field: 'animalTypes', problem: RULE_PROBLEMS.noAnimal, what: animal });
  for (const condition of rule.conditions) {
    const question = against.questions.get(condition.questionId);
    if (!question) {
      problems.push({ field: 'conditions', problem: RULE_PROBLEMS.noQuestion, what: condition.questionId });
      continue;
    }
    const chosen = question.questionType === 'radio' || question.questionType === 'select' || question.questionType === 'checkbox';
    // A question with options is met by some of them; a written answer, by being answered.
    if (chosen && !condition.answers.length) problems.push({ field: 'conditions', problem: RULE_PROBLEMS.optionsNeeded, what: condition.questionId });
    for (const answer of condition.answers)
      if (!question.options.includes(answer)) problems.push({ field: 'conditions', problem: RULE_PROBLEMS.noOption, what: answer });
  }
  return problems;
}

/** The guide entries, the emergency form's questions and the animals, as they are now. */
export async function ruleReferences(db: Db): Promise<CheckedAgainst> {
  const [issues, questions, animals] = await Promise.all([
    db.select({ id: wildlifeIssues.id, issueType: wildlifeIssues.issueType }).from(wildlifeIssues),
    db
      .select({ id: formQuestions.id, question: formQuestions.question, questionType: formQuestions.questionType, options: formQuestions.options })
      .from(formQuestions)
      .where(and(eq(formQuestions.formType, 'rehabilitation'), eq(formQuestions.active, true))),
    db.select({ name: animalTypes.name }).from(animalTypes),
  ]);
  return {
    issues: new Map(issues.map(({ id, ...rest }) => [id, rest])),
    questions: new Map(questions.map(({ id, ...rest }) => [id, rest])),
    animals: new Set(animals.map((animal) => animal.name)),
  };
}

/** Every rule with what in it no longer exists (an administrator's list shows them; a test wants none). */
export async function rulesWithProblems(db: Db) {
  const [rules, against] = await Promise.all([
    db.select().from(firstAidRules).orderBy(asc(firstAidRules.priority), asc(firstAidRules.issueId)),
    ruleReferences(db),
  ]);
  return rules.map((rule) => ({ ...rule, problems: checkRule(rule, against) }));
}

// ---- Administrators read and edit them beside the questions (/admin-dashboard/questions/first-aid).

const RULE_NOT_FOUND = englishOnly('This rule was not found.');

/** Every rule, lowest priority first, with its entry's title, its conditions as written and what in it no longer exists. Admin only. */
export async function listFirstAidRulesForAdmin(db: Db, actor: Actor) {
  requireActorRole(actor, 'admin');
  const [rules, against, entries] = await Promise.all([
    db.select().from(firstAidRules).orderBy(asc(firstAidRules.priority), asc(firstAidRules.issueId), asc(firstAidRules.id)),
    ruleReferences(db),
    db
      .select({ id: wildlifeIssues.id, title: wildlifeIssues.title })
      .from(wildlifeIssues)
      .where(eq(wildlifeIssues.issueType, 'emergency'))
      .orderBy(asc(wildlifeIssues.title)),
  ]);
  const titles = new Map(entries.map((entry) => [entry.id, entry.title]));
  return {
    rules: rules.map((rule) => ({
      id: rule.id,
      issueId: rule.issueId,
      issueTitle: titles.get(rule.issueId) ?? rule.issueId,
      animalTypes: rule.animalTypes,
      conditions: conditionsAsText(rule.conditions, against),
      priority: rule.priority,
      onlyIfDescribed: rule.onlyIfDescribed,
      problems: checkRule(rule, against),
    })),
    entries,
  };
}

/** Conditions as an administrator writes them: one a line, "Question = answer | answer", or the question alone for "answered at all". */
function conditionsAsText(conditions: FirstAidCondition[], against: CheckedAgainst): string[] {
  return conditions.map(({ questionId, answers }) => {
    const question = against.questions.get(questionId)?.question ?? questionId;
    return answers.length ? `${question} = ${answers.join(' | ')}` : question;
  });
}

/** An administrator's lines back into conditions, by each question's English text; a line naming no question is refused. */
function conditionsFromText(lines: string[], against: CheckedAgainst): FirstAidCondition[] {
  const byText = new Map([...against.questions].map(([id, question]) => [question.question, id]));
  return lines.map((line) => {
    const [question = '', answers = ''] = line.split(/\s=\s|=\s*$/, 2);
    const questionId = byText.get(question.trim()) ?? (isUuid(question.trim()) ? question.trim() : undefined);
    if (!questionId) throw badRequest(FIELDS_INVALID, { conditions: [`${RULE_PROBLEMS.noQuestion} ${question.trim()}`] });
    return {
      questionId,
      answers: answers
        .split('|')
        .map((answer) => answer.trim())
        .filter(Boolean),
    };
  });
}

/** Creates a rule (id null) or changes one; refused, field by field, when it names what does not exist. Admin only. */
export async function saveFirstAidRule(db: Db, actor: Actor, id: string | null, input: unknown): Promise<{ id: string }> {
  const admin = requireActorRole(actor, 'admin');
  const parsed = parseOrThrow(ZFirstAidRuleInput, input);
  if (id !== null && !isUuid(id)) throw notFound(RULE_NOT_FOUND);
  return withTransaction(db, async (tx) => {
    const against = await ruleReferences(tx);
    const rule = {
      issueId: parsed.issueId,
      animalTypes: parsed.animalTypes,
      conditions: conditionsFromText(parsed.conditions, against),
      priority: parsed.priority,
      onlyIfDescribed: parsed.onlyIfDescribed,
    };
    const problems = checkRule(rule, against);
    if (problems.length) {
      const fieldErrors: Record<string, string[]> = {};
      for (const { field, problem, what } of problems) (fieldErrors[field] ??= []).push(`${problem} (${what})`);
      throw badRequest(FIELDS_INVALID, fieldErrors);
    }
    if (id === null) {
      const [created] = await tx.insert(firstAidRules).values(rule).returning({ id: firstAidRules.id });
      await recordAudit(tx, { actorId: admin.id, action: 'first_aid_rule.create', entityType: 'first_aid_rule', entityId: created!.id, after: rule });
      return { id: created!.id };
    }
    const [before] = await tx.select().from(firstAidRules).where(eq(firstAidRules.id, id)).for('update');
    if (!before) throw notFound(RULE_NOT_FOUND);
    await tx.update(firstAidRules).set(rule).where(eq(firstAidRules.id, id));
    await recordAudit(tx, { actorId: admin.id, action: 'first_aid_rule.update', entityType: 'first_aid_rule', entityId: id, before, after: rule });
    return { id };
  });
}

/** Removes a rule: the answers it matched fall to the next rules, or the general steps. Admin only. */
export async function deleteFirstAidRule(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  const admin = requireActorRole(actor, 'admin');
  if (!isUuid(id)) throw notFound(RULE_NOT_FOUND);
  return withTransaction(db, async (tx) => {
    const [before] = await tx.delete(firstAidRules).where(eq(firstAidRules.id, id)).returning();
    if (!before) throw notFound(RULE_NOT_FOUND);
    await recordAudit(tx, { actorId: admin.id, action: 'first_aid_rule.delete', entityType: 'first_aid_rule', entityId: id, before });
    return { id };
  });
}
