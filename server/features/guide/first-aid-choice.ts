import type { FirstAidCondition } from '../../../common/first-aid-rules.ts';
import type { QuestionAnswer } from '../../../common/wizard.ts';

// How the rules choose an emergency's first aid (docs/decisions/050), without the database:
// the answers choose; the description only chooses between the entries the answers allow, and
// only when it is clearly about one of them.

export interface RuleForChoice {
  issueId: string;
  /** the animals it is for; none = every animal */
  animalTypes: string[];
  conditions: FirstAidCondition[];
  priority: number;
  onlyIfDescribed: boolean;
}

/** The person's answers by question id, as the wizard keeps them (a tick-all question: a list). */
export type Answers = Record<string, QuestionAnswer | undefined>;

/** The answer given to a question, as its options (empty when unanswered). */
function answerOptions(answer: QuestionAnswer | undefined): string[] {
  if (answer === undefined || answer === '') return [];
  if (Array.isArray(answer)) return answer.filter((option) => option !== '');
  return [String(answer)];
}

/** A condition holds when the answer is one of its options (a tick-all answer: includes one); with no options, when answered at all. */
export function conditionHolds(condition: FirstAidCondition, answers: Answers): boolean {
  const given = answerOptions(answers[condition.questionId]).map((option) => option.trim());
  if (!condition.answers.length) return given.some((option) => option !== '');
  return given.some((option) => condition.answers.includes(option));
}

export function ruleApplies(rule: RuleForChoice, animal: string, answers: Answers): boolean {
  if (rule.animalTypes.length && !rule.animalTypes.includes(animal)) return false;
  return rule.conditions.every((condition) => conditionHolds(condition, answers));
}

export interface Choice {
  /** the entry shown; null: the general safe steps for the kind of animal */
  issueId: string | null;
  /** when none was chosen, the entries to choose from: those the answers name (none: the caller lists the animal's pages) */
  candidates: string[];
}

/**
 * The answers choose: of the rules that hold, those with the lowest priority (not counting the
 * ones that need a description). Rules that need a description join them when their priority is
 * no higher. The description picks among all those entries when it is clearly about one; else
 * the answers' entry, when they name just one; else none (the general steps).
 * `wordsOf`: an entry's words (its titles and search keywords), for the description to match.
 */
export function chooseEntry(rules: RuleForChoice[], animal: string, answers: Answers, description: string, wordsOf: (issueId: string) => string[]): Choice {
  const holding = rules.filter((rule) => ruleApplies(rule, animal, answers));
  const decided = holding.filter((rule) => !rule.onlyIfDescribed);
  const top = decided.length ? Math.min(...decided.map((rule) => rule.priority)) : Infinity;
  const byAnswers = unique(decided.filter((rule) => rule.priority === top).map((rule) => rule.issueId));
  const candidates = unique([...byAnswers, ...holding.filter((rule) => rule.onlyIfDescribed && rule.priority <= top).map((rule) => rule.issueId)]);
  const described = candidates.length > 1 ? clearlyAbout(description, candidates, wordsOf, wordsIn(animal)) : null;
  return { issueId: described ?? (byAnswers.length === 1 ? byAnswers[0]! : null), candidates: byAnswers };
}

const unique = (ids: string[]) => [...new Set(ids)];

// Words that say nothing about which situation it is: small words, and the words that only
// name a wild animal or say that it was found (the animal is known from the answers; "animal"
// or "baby" pulled whichever entry had them among its keywords).
const STOPWORDS = new Set(
  (
    'the and for with from that this has have had was were are its his her our your you they them their there here what when where how ' +
    'not but can cant dont wont just very been into onto out off all any some one two my me we it is in on at of to an a or ' +
    'animal wild wildlife creature critter little small poor bird found find see saw look seem think please help still now today morning ' +
    'del las los una uno por con para que como esta este estan hay muy sin sus mis mas pero ya lo le les se su al el la en de y o un mi ' +
    'silvestre pajaro pajarito pobre encontre encontramos encontro hoy ahora todavia'
  ).split(' '),
);

/** The words of a text, lower case and without accents or a plural 's'. */
export function wordsIn(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 2 && !STOPWORDS.has(word))
    .map((word) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word));
  return new Set(words);
}

/**
 * The one entry the description is clearly about: counting only the words that belong to one
 * candidate (a word two of them share tells them apart from nothing), one candidate has at least
 * twice as many of the description's words as any other. Otherwise null. `ignored`: words that
 * tell nothing here (the animal's own name).
 */
export function clearlyAbout(description: string, candidates: string[], wordsOf: (issueId: string) => string[], ignored = new Set<string>()): string | null {
  const said = new Set([...wordsIn(description)].filter((word) => !ignored.has(word)));
  if (!said.size) return null;
  const vocabularies = candidates.map((id) => ({ id, words: wordsIn(wordsOf(id).join(' ')) }));
  const owners = new Map<string, number>();
  for (const { words } of vocabularies) for (const word of words) owners.set(word, (owners.get(word) ?? 0) + 1);
  const scores = vocabularies
    .map(({ id, words }) => ({ id, score: [...said].filter((word) => words.has(word) && owners.get(word) === 1).length }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score === 0) return null;
  return !second || best.score >= 2 * second.score ? best.id : null;
}
