import { and, asc, eq } from 'drizzle-orm';
import type { FirstAidCondition } from '../../../common/first-aid-rules.ts';
import { message } from '../../../common/i18n.ts';
import type { Db } from '../../db/client.ts';
import { animalTypes, firstAidRules, formQuestions, wildlifeIssues } from '../../db/schema.ts';

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
  questions: Map<string, { questionType: string; options: string[] }>;
  animals: Set<string>;
}

export const RULE_PROBLEMS = {
  noEntry: message('The guide has no such entry.'),
  notEmergency: message('Choose an emergency entry: first aid is for emergencies.'),
  noAnimal: message('The wizard offers no such animal.'),
  noQuestion: message('The emergency form has no such question.'),
  noOption: message('The question has no such answer.'),
  optionsNeeded: message('Choose the answers that meet the condition.'),
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
  for (const animal of rule.animalTypes) if (!against.animals.has(animal)) problems.push({ field: 'animalTypes', problem: RULE_PROBLEMS.noAnimal, what: animal });
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
      .select({ id: formQuestions.id, questionType: formQuestions.questionType, options: formQuestions.options })
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
