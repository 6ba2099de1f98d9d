import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestDatabase } from '../../../test/database.ts';
import { RABIES_VECTOR_ANIMALS } from '../../../common/guide.ts';
import { firstAidRules, formQuestions, wildlifeIssues } from '../../db/schema.ts';
import { firstAidRuleSeeds } from '../../db/seed/data/first-aid-rules.ts';
import { seedDatabase, seededQuestionId } from '../../db/seed/seed.ts';
import { deleteFirstAidRule, listFirstAidRulesForAdmin, rulesWithProblems, saveFirstAidRule } from './first-aid-rules.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { AppError } from '../../lib/errors.ts';
import { actorFor, createUser } from '../../../test/factories.ts';

// The first-aid rules, the guide and the questions checked against each other, on the seeded
// data (docs/decisions/050): a rule that names a missing entry, question or answer fails here.
const database = useTestDatabase({ resetBeforeEach: false });
beforeAll(() => seedDatabase(database.db, { sampleData: false, production: true }));

const problemsOf = async () => (await rulesWithProblems(database.db)).filter((rule) => rule.problems.length).map((rule) => [rule.issueId, rule.problems]);

// Entries that never tell anyone to touch, box or move the animal (read one by one).
const NEVER_HANDLED = [
  'bat-contact-with-person',
  'sick-or-injured-bat',
  'raccoon-fox-skunk-acting-sick',
  'baby-raccoons-without-mother',
  'animal-head-stuck-in-jar',
  'injured-bear-or-large-predator',
  // The ramp is set down in the well; the animal is never touched ("Never touch a skunk, raccoon, fox or groundhog").
  'animal-in-window-well',
];
// Entries for deer and large mammals that never box the animal.
const NEVER_BOXED = [...NEVER_HANDLED, 'fawn-alone', 'fawn-in-pool', 'fawn-stuck-in-fence', 'injured-deer', 'deer-tangled-in-net', 'seal-pup-on-beach'];

describe('the first-aid rules against the guide and the questions', () => {
  it('seeds every rule, each naming an entry, animals, questions and answers that exist', async () => {
    const rules = await rulesWithProblems(database.db);
    const distinct = new Set(
      firstAidRuleSeeds.map((rule) => JSON.stringify([rule.animals, rule.when, rule.issue, rule.priority, rule.onlyIfDescribed ?? false])),
    );
    expect(rules).toHaveLength(distinct.size);
    expect(await problemsOf()).toEqual([]);
  });

  it('has a rule for every emergency entry of the guide', async () => {
    const named = new Set((await database.db.select({ id: firstAidRules.issueId }).from(firstAidRules)).map((rule) => rule.id));
    const emergencies = await database.db.select({ id: wildlifeIssues.id }).from(wildlifeIssues).where(eq(wildlifeIssues.issueType, 'emergency'));
    expect(emergencies.length).toBeGreaterThan(40);
    expect(emergencies.map((entry) => entry.id).filter((id) => !named.has(id))).toEqual([]);
  });

  it('never lets a rabies-vector mammal be shown an entry that handles it, nor a deer one that boxes it', async () => {
    const rules = await database.db.select().from(firstAidRules);
    const entriesFor = (animal: string) => [
      ...new Set(rules.filter((rule) => !rule.animalTypes.length || rule.animalTypes.includes(animal)).map((rule) => rule.issueId)),
    ];
    for (const animal of RABIES_VECTOR_ANIMALS)
      expect(
        entriesFor(animal).filter((id) => !NEVER_HANDLED.includes(id)),
        animal,
      ).toEqual([]);
    for (const animal of ['Deer / Fawn', 'Elk', 'Moose', 'Bear', 'Mountain Lion', 'Bobcat', 'Marine Mammal (Seal, Sea Lion)'])
      expect(
        entriesFor(animal).filter((id) => !NEVER_BOXED.includes(id)),
        animal,
      ).toEqual([]);
  });

  it('fails when a question loses an answer a rule names, or is deactivated, or an entry stops being an emergency', async () => {
    const feathers = seededQuestionId('Does the bird have feathers?');
    const window = seededQuestionId('Did the bird hit a window?');
    await database.db
      .update(formQuestions)
      .set({ options: sql`array_replace(${formQuestions.options}, 'Fully feathered with short tail', 'Fully feathered')` })
      .where(eq(formQuestions.id, feathers));
    await database.db.update(formQuestions).set({ active: false }).where(eq(formQuestions.id, window));
    await database.db.update(wildlifeIssues).set({ issueType: 'conflict' }).where(eq(wildlifeIssues.id, 'seal-pup-on-beach'));
    expect((await problemsOf()).sort()).toEqual([
      ['bird-hit-window', [{ field: 'conditions', problem: 'The emergency form has no such question.', what: window }]],
      ['fledgling-on-the-ground', [{ field: 'conditions', problem: 'The question has no such answer.', what: 'Fully feathered with short tail' }]],
      ['seal-pup-on-beach', [{ field: 'issueId', problem: 'Choose an emergency entry: first aid is for emergencies.', what: 'seal-pup-on-beach' }]],
    ]);
  });
});

describe('administrators edit the rules (docs/decisions/050)', () => {
  const fledglingInput = {
    issueId: 'bird-hit-window',
    animalTypes: 'Songbird',
    conditions: 'Does the bird have feathers? = Partly feathered | No feathers or only fuzz',
    priority: '1',
    onlyIfDescribed: '',
  };

  it('only an administrator reads or changes them', async () => {
    const user = actorFor(await createUser(database.db));
    const provider = actorFor(await createUser(database.db, { role: 'provider' }));
    for (const actor of [ANONYMOUS, user, provider]) {
      await expect(listFirstAidRulesForAdmin(database.db, actor)).rejects.toMatchObject({ status: expect.any(Number) });
      await expect(saveFirstAidRule(database.db, actor, null, fledglingInput)).rejects.toBeInstanceOf(AppError);
      const [rule] = await database.db.select({ id: firstAidRules.id }).from(firstAidRules).limit(1);
      await expect(deleteFirstAidRule(database.db, actor, rule!.id)).rejects.toBeInstanceOf(AppError);
    }
  });

  it('refuses a rule naming an entry, an animal, a question or an answer that does not exist, and saves a sound one', async () => {
    const admin = actorFor(await createUser(database.db, { role: 'admin' }));
    const refused = (input: object) =>
      saveFirstAidRule(database.db, admin, null, { ...fledglingInput, ...input }).catch((error: AppError) => error.fieldErrors);
    expect(await refused({ issueId: 'no-such-entry' })).toEqual({ issueId: ['The guide has no such entry. (no-such-entry)'] });
    expect(await refused({ animalTypes: 'Dragon' })).toEqual({ animalTypes: ['The wizard offers no such animal. (Dragon)'] });
    expect(await refused({ conditions: 'Is it a dragon? = Yes' })).toEqual({ conditions: ['The emergency form has no such question. Is it a dragon?'] });
    expect(await refused({ conditions: 'Does the bird have feathers? = Scales' })).toEqual({ conditions: ['The question has no such answer. (Scales)'] });

    const { id } = await saveFirstAidRule(database.db, admin, null, fledglingInput);
    const { rules } = await listFirstAidRulesForAdmin(database.db, admin);
    expect(rules.find((rule) => rule.id === id)).toMatchObject({
      issueId: 'bird-hit-window',
      animalTypes: ['Songbird'],
      conditions: ['Does the bird have feathers? = Partly feathered | No feathers or only fuzz'],
      priority: 1,
      problems: [],
    });
    await deleteFirstAidRule(database.db, admin, id);
    expect((await listFirstAidRulesForAdmin(database.db, admin)).rules.find((rule) => rule.id === id)).toBeUndefined();
  });
});
