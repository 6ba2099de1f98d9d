import { asc, desc, eq, like } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/roles.ts';
import type { WizardDraft } from '../../../common/wizard.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, wizardCookie } from '../../../test/services.ts';
import { ANONYMOUS, type Actor } from '../../auth/actor.ts';
import { animalTypes, auditLog, formQuestions, formResponses, helpRequestSubmissions, wizardDrafts } from '../../db/schema.ts';
import { getFormQuestions } from './wizard-questions.ts';
import { deleteAnimalType, updateAnimalType } from '../guide/manage-guide.ts';
import {
  createFormQuestion,
  deleteFormQuestion,
  getFormQuestionForAdmin,
  listFormQuestions,
  moveFormQuestion,
  setFormQuestionActive,
  updateFormQuestion,
} from './manage-wizard-questions.ts';

// The wizard's questions for administrators: validated, ordered as the wizard shows them,
// audited, and seen by the wizard's get_form_questions at once.
const database = useTestDatabase();
const db = () => database.db;

async function admin(): Promise<Actor> {
  return actorFor(await createUser(db(), { role: 'admin' }));
}
async function animals(...names: string[]) {
  await db()
    .insert(animalTypes)
    .values(names.map((name) => ({ name })));
}
const general = { formType: 'rehabilitation', questionType: 'text', options: '', isAnimalSpecific: 'false', animalType: '' };
/** A form as the page sends it: checkboxes absent when off, options one per line. */
const question = (text: string, overrides: Record<string, unknown> = {}) => ({ ...general, question: text, ...overrides });
const forRaptor = (text: string, overrides: Record<string, unknown> = {}) => question(text, { isAnimalSpecific: 'true', animalType: 'Raptor', ...overrides });
const texts = (rows: { question: string }[]) => rows.map((r) => r.question);

async function expectFieldError(input: Record<string, unknown>, field: string, message: string | RegExp) {
  const error = await createFormQuestion(db(), await admin(), input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  expect((error as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
}
const questionCount = async () => (await db().select({ id: formQuestions.id }).from(formQuestions)).length;

async function answered(questionId: string) {
  const user = await createUser(db());
  const [request] = await db()
    .insert(helpRequestSubmissions)
    .values({ userId: user.id, city: 'Boulder', state: 'CO', zip: '80302', type: 'emergency' })
    .returning();
  await db().insert(formResponses).values({ requestId: request!.id, questionId, response: 'Yes' });
}

describe('creating questions', () => {
  it('creates a question at the end of its group, audited with what was stored', async () => {
    const actor = await admin();
    await animals('Raptor');
    const first = await createFormQuestion(db(), actor, question('Where is the animal now?'));
    const second = await createFormQuestion(
      db(),
      actor,
      question('How many are there?', { questionType: 'number', required: 'on', description: 'A guess is fine.' }),
    );
    const raptor = await createFormQuestion(db(), actor, forRaptor('Can it stand?', { questionType: 'radio', options: 'Yes\nNo\n' }));
    const stored = await getFormQuestionForAdmin(db(), actor, second.id);
    expect(stored).toMatchObject({
      formType: 'rehabilitation',
      questionType: 'number',
      required: true,
      description: 'A guess is fine.',
      options: [],
      displayOrder: 2,
      active: true,
      answerCount: 0,
    });
    expect(await getFormQuestionForAdmin(db(), actor, first.id)).toMatchObject({ displayOrder: 1, required: false, description: null });
    expect(await getFormQuestionForAdmin(db(), actor, raptor.id)).toMatchObject({
      isAnimalSpecific: true,
      animalType: 'Raptor',
      options: ['Yes', 'No'],
      displayOrder: 1,
    });

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, raptor.id));
    expect(entry).toMatchObject({
      action: 'form_question.create',
      entityType: 'form_question',
      before: null,
      after: { question: 'Can it stand?', animalType: 'Raptor', options: ['Yes', 'No'] },
    });
  });

  it('needs the question text, at most 300 characters', async () => {
    await expectFieldError(question('   '), 'question', 'Question is required');
    await expectFieldError(question('x'.repeat(301)), 'question', 'Keep the question under 300 characters');
    await expectFieldError(question('Fine', { description: 'd'.repeat(1001) }), 'description', 'Keep the description under 1000 characters');
    await expect(createFormQuestion(db(), await admin(), question('x'.repeat(300)))).resolves.toMatchObject({ id: expect.any(String) });
  });

  for (const questionType of ['select', 'radio', 'checkbox']) {
    it(`a ${questionType} question needs at least two different, non-empty options`, async () => {
      await expectFieldError(question('Pick one', { questionType, options: '' }), 'options', 'Give at least two different options, one per line');
      await expectFieldError(question('Pick one', { questionType, options: 'Yes\n\n   \n' }), 'options', 'Give at least two different options, one per line');
      await expectFieldError(question('Pick one', { questionType, options: 'Yes\nyes ' }), 'options', 'Each option must be different: “yes” is listed twice');
      await expectFieldError(question('Pick one', { questionType, options: ['Yes', 'No', 'Yes'] }), 'options', /“Yes” is listed twice/);
      expect(await questionCount()).toBe(0);
      const { id } = await createFormQuestion(db(), await admin(), question('Pick one', { questionType, options: ' Yes \n\nNo\r\n' }));
      expect((await getFormQuestionForAdmin(db(), await admin(), id)).options).toEqual(['Yes', 'No']);
    });
  }

  it('keeps options short and few: at most 20, each under 120 characters', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `Option ${i + 1}`).join('\n');
    await expectFieldError(question('Pick one', { questionType: 'select', options: many }), 'options', 'At most 20 options');
    await expectFieldError(
      question('Pick one', { questionType: 'select', options: `Yes\n${'n'.repeat(121)}` }),
      'options',
      'Keep each option under 120 characters',
    );
  });

  for (const questionType of ['text', 'textarea', 'number']) {
    it(`a ${questionType} question takes no options`, async () => {
      await expectFieldError(question('Tell us', { questionType, options: 'Yes\nNo' }), 'options', /take no options/);
      await expect(createFormQuestion(db(), await admin(), question('Tell us', { questionType, options: '\n' }))).resolves.toMatchObject({
        id: expect.any(String),
      });
    });
  }

  it('refuses an unknown form or question type', async () => {
    await expectFieldError(question('Tell us', { formType: 'rescue' }), 'formType', 'Choose the emergency or the conflict form');
    await expectFieldError(question('Tell us', { questionType: 'date' }), 'questionType', 'Choose the type of question');
  });

  it('an animal-specific question names its animal, and a general one names none', async () => {
    await animals('Raptor');
    await expectFieldError(
      question('Can it stand?', { isAnimalSpecific: 'true', animalType: '' }),
      'animalType',
      'Choose the animal type this question is for',
    );
    await expectFieldError(
      question('Can it stand?', { isAnimalSpecific: 'false', animalType: 'Raptor' }),
      'animalType',
      /A question for every animal has no animal type/,
    );
    await expectFieldError(
      question('Can it stand?', { isAnimalSpecific: undefined, animalType: 'Raptor' }),
      'animalType',
      /A question for every animal has no animal type/,
    );
    expect(await questionCount()).toBe(0);
  });

  it('an animal-specific question needs an active animal type', async () => {
    await animals('Raptor');
    await db().insert(animalTypes).values({ name: 'Dodo', active: false });
    await expectFieldError(forRaptor('Can it stand?', { animalType: 'Griffin' }), 'animalType', 'Choose an active animal type');
    await expectFieldError(forRaptor('Can it stand?', { animalType: 'Dodo' }), 'animalType', 'Choose an active animal type');
    await expectFieldError(forRaptor('Can it stand?', { animalType: 'raptor' }), 'animalType', 'Choose an active animal type');
    expect(await questionCount()).toBe(0);
  });
});

describe('listing, editing and ordering', () => {
  it('lists a form in the wizard’s order: general questions, then each animal’s, by display order', async () => {
    await animals('Raptor', 'Bat');
    await db()
      .insert(formQuestions)
      .values([
        { formType: 'rehabilitation', question: 'Raptor second', questionType: 'text', isAnimalSpecific: true, animalType: 'Raptor', displayOrder: 9 },
        { formType: 'rehabilitation', question: 'General second', questionType: 'text', displayOrder: 5, active: false },
        { formType: 'rehabilitation', question: 'Bat first', questionType: 'text', isAnimalSpecific: true, animalType: 'Bat', displayOrder: 20 },
        { formType: 'rehabilitation', question: 'Raptor first', questionType: 'text', isAnimalSpecific: true, animalType: 'Raptor', displayOrder: 3 },
        { formType: 'rehabilitation', question: 'General first', questionType: 'text', displayOrder: 1 },
        { formType: 'control', question: 'Conflict only', questionType: 'text', displayOrder: 1 },
      ]);
    const actor = await admin();
    expect(texts(await listFormQuestions(db(), actor, 'rehabilitation'))).toEqual([
      'General first',
      'General second',
      'Bat first',
      'Raptor first',
      'Raptor second',
    ]);
    expect(texts(await listFormQuestions(db(), actor, 'control'))).toEqual(['Conflict only']);
    await expect(listFormQuestions(db(), actor, 'rescue')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('edits a question, audited before and after; the form type stays', async () => {
    const actor = await admin();
    await animals('Raptor');
    const { id } = await createFormQuestion(db(), actor, question('Where is it?'));
    await updateFormQuestion(db(), actor, id, {
      ...question('Where is the animal now?', { questionType: 'select', options: 'Garden\nRoad', required: 'on' }),
      formType: 'control',
    });
    expect(await getFormQuestionForAdmin(db(), actor, id)).toMatchObject({
      formType: 'rehabilitation',
      question: 'Where is the animal now?',
      questionType: 'select',
      options: ['Garden', 'Road'],
      required: true,
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'form_question.update'));
    expect(entry).toMatchObject({
      entityId: id,
      before: { question: 'Where is it?', questionType: 'text' },
      after: { question: 'Where is the animal now?', questionType: 'select' },
    });
  });

  it('an edit that breaks a rule changes nothing, and an unknown question is not found', async () => {
    const actor = await admin();
    const { id } = await createFormQuestion(db(), actor, question('Where is it?'));
    await expect(updateFormQuestion(db(), actor, id, question('Where is it?', { questionType: 'radio', options: 'Only one' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { options: ['Give at least two different options, one per line'] },
    });
    await expect(updateFormQuestion(db(), actor, id, question('Where is it?', { isAnimalSpecific: 'true', animalType: 'Griffin' }))).rejects.toMatchObject({
      fieldErrors: { animalType: ['Choose an active animal type'] },
    });
    expect(await getFormQuestionForAdmin(db(), actor, id)).toMatchObject({ questionType: 'text', isAnimalSpecific: false, animalType: null });
    await expect(updateFormQuestion(db(), actor, '00000000-0000-4000-8000-000000000000', question('Where?'))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getFormQuestionForAdmin(db(), actor, 'not-a-uuid')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'form_question.update'))).toEqual([]);
  });

  it('a question given to another animal goes to the end of that animal’s group', async () => {
    const actor = await admin();
    await animals('Raptor', 'Bat');
    await createFormQuestion(db(), actor, forRaptor('Raptor one'));
    await createFormQuestion(db(), actor, forRaptor('Raptor two'));
    const { id } = await createFormQuestion(db(), actor, forRaptor('Raptor three', { animalType: 'Bat' }));
    await updateFormQuestion(db(), actor, id, forRaptor('Raptor three'));
    expect(texts(await getFormQuestions(db(), 'rehabilitation', 'Raptor'))).toEqual(['Raptor one', 'Raptor two', 'Raptor three']);
  });

  it('moves a question up and down among its own group only, audited', async () => {
    const actor = await admin();
    await animals('Raptor');
    const a = await createFormQuestion(db(), actor, question('A'));
    const b = await createFormQuestion(db(), actor, question('B'));
    const c = await createFormQuestion(db(), actor, question('C'));
    const r = await createFormQuestion(db(), actor, forRaptor('Raptor only'));
    await createFormQuestion(db(), actor, question('Conflict one', { formType: 'control' }));

    await expect(moveFormQuestion(db(), actor, c.id, 'up')).resolves.toEqual({ id: c.id });
    expect(texts(await listFormQuestions(db(), actor, 'rehabilitation'))).toEqual(['A', 'C', 'B', 'Raptor only']);
    await moveFormQuestion(db(), actor, a.id, 'down');
    expect(texts(await listFormQuestions(db(), actor, 'rehabilitation'))).toEqual(['C', 'A', 'B', 'Raptor only']);

    // At either end of its group it is refused: the general questions never pass the animal's.
    await expect(moveFormQuestion(db(), actor, c.id, 'up')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This question is already the first of its group.',
    });
    await expect(moveFormQuestion(db(), actor, b.id, 'down')).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This question is already the last of its group.',
    });
    await expect(moveFormQuestion(db(), actor, r.id, 'up')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(texts(await getFormQuestions(db(), 'rehabilitation', 'Raptor'))).toEqual(['C', 'A', 'B', 'Raptor only']);
    expect(texts(await getFormQuestions(db(), 'control', null))).toEqual(['Conflict one']);

    const moves = await db().select().from(auditLog).where(eq(auditLog.action, 'form_question.move')).orderBy(asc(auditLog.createdAt));
    expect(moves).toHaveLength(2);
    expect(moves[0]).toMatchObject({ entityId: c.id, before: { order: [a.id, b.id, c.id] }, after: { direction: 'up', order: [a.id, c.id, b.id] } });
    await expect(moveFormQuestion(db(), actor, a.id, 'sideways')).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('moving among questions that share a display order still moves, by numbering them in turn', async () => {
    const actor = await admin();
    await db()
      .insert(formQuestions)
      .values(
        ['A', 'B', 'C'].map((q, i) => ({
          formType: 'rehabilitation' as const,
          question: q,
          questionType: 'text' as const,
          displayOrder: 4,
          createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
        })),
      );
    const [c] = await db().select({ id: formQuestions.id }).from(formQuestions).where(eq(formQuestions.question, 'C'));
    await moveFormQuestion(db(), actor, c!.id, 'up');
    const rows = await listFormQuestions(db(), actor, 'rehabilitation');
    expect(rows.map((r) => [r.question, r.displayOrder])).toEqual([
      ['A', 4],
      ['C', 5],
      ['B', 6],
    ]);
  });
});

describe('deactivating and deleting', () => {
  it('deactivates and reactivates a question, audited', async () => {
    const actor = await admin();
    const { id } = await createFormQuestion(db(), actor, question('Where is it?'));
    await setFormQuestionActive(db(), actor, id, false);
    expect((await getFormQuestionForAdmin(db(), actor, id)).active).toBe(false);
    await setFormQuestionActive(db(), actor, id, true);
    expect((await getFormQuestionForAdmin(db(), actor, id)).active).toBe(true);
    const entries = await db()
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(like(auditLog.action, 'form_question.%activate'));
    expect(entries).toEqual(
      expect.arrayContaining([
        { action: 'form_question.deactivate', before: { active: true }, after: { active: false } },
        { action: 'form_question.activate', before: { active: false }, after: { active: true } },
      ]),
    );
  });

  it('does not bring back a question for an animal type that is no longer active', async () => {
    const actor = await admin();
    await animals('Raptor');
    const { id } = await createFormQuestion(db(), actor, forRaptor('Can it stand?'));
    await setFormQuestionActive(db(), actor, id, false);
    await db().update(animalTypes).set({ active: false }).where(eq(animalTypes.name, 'Raptor'));
    await expect(setFormQuestionActive(db(), actor, id, true)).rejects.toMatchObject({ fieldErrors: { animalType: ['Choose an active animal type'] } });
    expect((await getFormQuestionForAdmin(db(), actor, id)).active).toBe(false);
  });

  it('deletes a question nobody has answered, audited', async () => {
    const actor = await admin();
    const { id } = await createFormQuestion(db(), actor, question('Where is it?'));
    await deleteFormQuestion(db(), actor, id);
    expect(await questionCount()).toBe(0);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'form_question.delete'));
    expect(entry).toMatchObject({ entityId: id, before: { question: 'Where is it?' }, after: null });
  });

  it('refuses to delete an answered question, keeping it and its answers', async () => {
    const actor = await admin();
    const { id } = await createFormQuestion(db(), actor, question('Where is it?'));
    await answered(id);
    expect((await listFormQuestions(db(), actor, 'rehabilitation'))[0]!.answerCount).toBe(1);
    await expect(deleteFormQuestion(db(), actor, id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'This question has been answered once, and deleting it would delete those answers. Deactivate it instead.',
    });
    expect(await questionCount()).toBe(1);
    expect(await db().select().from(formResponses)).toHaveLength(1);
  });
});

describe('what the wizard sees (get_form_questions)', () => {
  it('a new animal-specific question appears for that animal only, and a deactivated one disappears', async () => {
    const actor = await admin();
    await animals('Raptor', 'Bat');
    await createFormQuestion(db(), actor, question('Where is it?'));
    const { id } = await createFormQuestion(db(), actor, forRaptor('Can it stand?', { questionType: 'radio', options: 'Yes\nNo', required: 'on' }));
    expect(texts(await getFormQuestions(db(), 'rehabilitation', 'Raptor'))).toEqual(['Where is it?', 'Can it stand?']);
    expect(texts(await getFormQuestions(db(), 'rehabilitation', 'Bat'))).toEqual(['Where is it?']);
    expect(texts(await getFormQuestions(db(), 'rehabilitation', null))).toEqual(['Where is it?']);
    expect(texts(await getFormQuestions(db(), 'control', 'Raptor'))).toEqual([]);
    expect((await getFormQuestions(db(), 'rehabilitation', 'Raptor'))[1]).toMatchObject({
      questionType: 'radio',
      options: ['Yes', 'No'],
      required: true,
      isAnimalSpecific: true,
    });

    await setFormQuestionActive(db(), actor, id, false);
    expect(texts(await getFormQuestions(db(), 'rehabilitation', 'Raptor'))).toEqual(['Where is it?']);
  });

  it('an edit shows in the wizard at once', async () => {
    const actor = await admin();
    const { id } = await createFormQuestion(db(), actor, question('Where is it?'));
    await updateFormQuestion(db(), actor, id, question('Where exactly is it?', { questionType: 'checkbox', options: 'Garden\nRoad' }));
    expect(await getFormQuestions(db(), 'rehabilitation', null)).toMatchObject([
      { question: 'Where exactly is it?', questionType: 'checkbox', options: ['Garden', 'Road'] },
    ]);
  });

  it('renaming an animal type keeps its questions, and one a question uses cannot be deleted', async () => {
    const actor = await admin();
    await animals('Raptor');
    await createFormQuestion(db(), actor, forRaptor('Can it stand?'));
    const [raptor] = await db().select({ id: animalTypes.id }).from(animalTypes);
    await updateAnimalType(db(), actor, raptor!.id, { name: 'Bird of prey' });
    expect(texts(await getFormQuestions(db(), 'rehabilitation', 'Bird of prey'))).toEqual(['Can it stand?']);
    await expect(deleteAnimalType(db(), actor, raptor!.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Error deleting animal type: 1 form question is for it; deactivate it instead',
    });
  });
});

/**
 * A visitor part-way through the Spanish wizard (production build, in process): the option
 * each value of a drop-down question reads there, and the answer a choice by its label keeps.
 */
async function spanishWizard(build: ServerBuild) {
  const { app } = createTestApp(db(), { build });
  const draftId = crypto.randomUUID();
  const headers = { Cookie: wizardCookie(draftId) };
  const step = (n: number) => `/es/find-help?type=emergency&step=${n}`;
  await postForm(app, step(1), { type: 'emergency' }, headers);
  expect((await postForm(app, step(2), { city: 'Boulder', state: 'CO', zip: '80302' }, headers)).status).toBe(302);
  const details = async () => (await app.request(step(3), { headers })).text();
  /** [value sent, label read] of each option, in the page's order */
  const options = async (questionId: string): Promise<[string, string][]> => {
    const html = await details();
    const select = html.match(new RegExp(`<select[^>]*name="q_${questionId}"[^>]*>([\\s\\S]*?)</select>`))?.[1];
    expect(select, 'the question is on the Spanish details step').toBeDefined();
    return [...select!.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)]
      .filter(([, value]) => value !== '')
      .map(([, value, label]) => [value!, label!]);
  };
  /** Chooses the option that reads `label` and keeps the step (as "Show questions" does): the answer the draft holds. */
  const choose = async (questionId: string, label: string) => {
    const value = (await options(questionId)).find(([, read]) => read === label)?.[0];
    expect(value, `an option reads ${label}`).toBeDefined();
    await postForm(app, step(3), { intent: 'refresh', animalType: 'Raptor', situationDetails: '', shown: questionId, [`q_${questionId}`]: value! }, headers);
    const [draft] = await db().select({ data: wizardDrafts.data }).from(wizardDrafts).where(eq(wizardDrafts.id, draftId));
    return (draft?.data as WizardDraft).detailsDraft?.responses?.[questionId];
  };
  return { options, choose, text: async () => pageText(await details()) };
}

describe('the Spanish beside the English', () => {
  const nest = 'Is there a nest nearby?';
  const choices = { questionType: 'select', options: 'Yes\nNo\nNot sure' };
  const spanish = { questionEs: '¿Hay un nido cerca?', descriptionEs: 'Mire en los setos.', optionsEs: 'Sí\nNo\nNo lo sé' };

  it('saves a question’s Spanish when it is created and edited, audited before and after', async () => {
    const actor = await admin();
    const { id } = await createFormQuestion(db(), actor, question(nest, { ...choices, ...spanish, questionEs: '  ¿Hay un nido cerca?  ' }));
    expect(await getFormQuestionForAdmin(db(), actor, id)).toMatchObject({
      questionEs: '¿Hay un nido cerca?',
      descriptionEs: 'Mire en los setos.',
      optionsEs: ['Sí', 'No', 'No lo sé'],
    });
    const [created] = await db().select().from(auditLog).where(eq(auditLog.action, 'form_question.create'));
    expect(created!.after).toMatchObject({ questionEs: '¿Hay un nido cerca?', optionsEs: ['Sí', 'No', 'No lo sé'] });

    await expect(
      updateFormQuestion(db(), actor, id, question(nest, { ...choices, ...spanish, questionEs: '¿Hay algún nido cerca?', descriptionEs: '  ' })),
    ).resolves.toEqual({ id, spanishOptionsCleared: false });
    expect(await getFormQuestionForAdmin(db(), actor, id)).toMatchObject({
      questionEs: '¿Hay algún nido cerca?',
      descriptionEs: null,
      optionsEs: ['Sí', 'No', 'No lo sé'],
    });
    const [updated] = await db().select().from(auditLog).where(eq(auditLog.action, 'form_question.update'));
    expect(updated).toMatchObject({
      before: { questionEs: '¿Hay un nido cerca?', descriptionEs: 'Mire en los setos.' },
      after: { questionEs: '¿Hay algún nido cerca?', descriptionEs: null },
    });
  });

  it('an edit that sends no Spanish leaves it as it was; blank Spanish fields clear it', async () => {
    const actor = await admin();
    const { id } = await createFormQuestion(db(), actor, question(nest, { ...choices, ...spanish }));
    await updateFormQuestion(db(), actor, id, question('Is there a nest close by?', choices));
    expect(await getFormQuestionForAdmin(db(), actor, id)).toMatchObject({
      question: 'Is there a nest close by?',
      questionEs: '¿Hay un nido cerca?',
      descriptionEs: 'Mire en los setos.',
      optionsEs: ['Sí', 'No', 'No lo sé'],
    });
    await updateFormQuestion(db(), actor, id, question(nest, { ...choices, questionEs: '', descriptionEs: '', optionsEs: '' }));
    expect(await getFormQuestionForAdmin(db(), actor, id)).toMatchObject({ questionEs: null, descriptionEs: null, optionsEs: [] });
  });

  it('refuses Spanish options not line for line with the English, and Spanish without its question, changing nothing', async () => {
    await expectFieldError(
      question(nest, { ...choices, ...spanish, optionsEs: 'Sí\nNo' }),
      'optionsEs',
      'Give one Spanish option for each English option, in the same order: 3 in English, 2 in Spanish',
    );
    await expectFieldError(
      question(nest, { ...choices, ...spanish, optionsEs: 'Sí\nsí\nNo' }),
      'optionsEs',
      'Each Spanish option must be different: “sí” is listed twice',
    );
    await expectFieldError(question('Where is it?', { questionEs: '¿Dónde está?', optionsEs: 'En el jardín' }), 'optionsEs', /0 in English, 1 in Spanish/);
    await expectFieldError(
      question(nest, { ...choices, optionsEs: spanish.optionsEs }),
      'questionEs',
      'Give the Spanish question too, or leave the Spanish blank',
    );
    await expectFieldError(
      question(nest, { ...choices, descriptionEs: 'Mire en los setos.' }),
      'questionEs',
      'Give the Spanish question too, or leave the Spanish blank',
    );
    await expectFieldError(question(nest, { ...choices, questionEs: 'x'.repeat(301) }), 'questionEs', 'Keep the Spanish question under 300 characters');
    await expectFieldError(
      question(nest, { ...choices, ...spanish, optionsEs: `Sí\nNo\n${'n'.repeat(121)}` }),
      'optionsEs',
      'Keep each Spanish option under 120 characters',
    );
    expect(await questionCount()).toBe(0);

    // An English option added while the Spanish stay as they were: refused until they match again.
    const actor = await admin();
    const { id } = await createFormQuestion(db(), actor, question(nest, { ...choices, ...spanish }));
    await expect(
      updateFormQuestion(db(), actor, id, question(nest, { ...spanish, ...choices, options: 'Yes\nNo\nNot sure\nIt flew off' })),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { optionsEs: ['Give one Spanish option for each English option, in the same order: 4 in English, 3 in Spanish'] },
    });
    expect(await getFormQuestionForAdmin(db(), actor, id)).toMatchObject({ options: ['Yes', 'No', 'Not sure'], optionsEs: ['Sí', 'No', 'No lo sé'] });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'form_question.update'))).toEqual([]);
  });

  it('when the English options change and their Spanish is not written again, a Spanish page’s option still reads its own value, which is what is kept', async () => {
    const build = await loadServerBuild();
    const actor = await admin();
    await animals('Raptor');
    const { id } = await createFormQuestion(db(), actor, question(nest, { ...choices, ...spanish }));
    const wizard = await spanishWizard(build);
    expect(await wizard.options(id)).toEqual([
      ['Yes', 'Sí'],
      ['No', 'No'],
      ['Not sure', 'No lo sé'],
    ]);
    /** An edit on the page: its Spanish options field sends what is stored, unless typed over. */
    const edit = async (options: string, optionsEs?: string) => {
      const stored = await getFormQuestionForAdmin(db(), actor, id);
      return updateFormQuestion(db(), actor, id, question(nest, { ...spanish, ...choices, options, optionsEs: optionsEs ?? stored.optionsEs.join('\n') }));
    };
    const lastUpdate = async () =>
      (await db().select().from(auditLog).where(eq(auditLog.action, 'form_question.update')).orderBy(desc(auditLog.createdAt)).limit(1))[0];

    // Reordered: each Spanish label follows its English option.
    await expect(edit('Not sure\nYes\nNo')).resolves.toEqual({ id, spanishOptionsCleared: false });
    expect(await wizard.options(id)).toEqual([
      ['Not sure', 'No lo sé'],
      ['Yes', 'Sí'],
      ['No', 'No'],
    ]);
    expect(await wizard.choose(id, 'Sí')).toBe('Yes');
    expect(await wizard.choose(id, 'No lo sé')).toBe('Not sure');
    expect(await wizard.text()).not.toContain('Sus opciones se muestran en inglés');
    expect(await lastUpdate()).toMatchObject({ before: { optionsEs: ['Sí', 'No', 'No lo sé'] }, after: { optionsEs: ['No lo sé', 'Sí', 'No'] } });

    // One removed by a caller that sends no Spanish at all: the others keep theirs.
    await updateFormQuestion(db(), actor, id, question(nest, { ...choices, options: 'Yes\nNot sure' }));
    expect(await wizard.options(id)).toEqual([
      ['Yes', 'Sí'],
      ['Not sure', 'No lo sé'],
    ]);

    // One reworded: no Spanish is known for it, so none is shown; every option reads its English.
    await expect(edit('Yes, I can see one\nNot sure')).resolves.toEqual({ id, spanishOptionsCleared: true });
    expect(await getFormQuestionForAdmin(db(), actor, id)).toMatchObject({ questionEs: '¿Hay un nido cerca?', optionsEs: [] });
    expect(await wizard.options(id)).toEqual([
      ['Yes, I can see one', 'Yes, I can see one'],
      ['Not sure', 'Not sure'],
    ]);
    expect(await wizard.choose(id, 'Not sure')).toBe('Not sure');
    // The question stays in Spanish, and says why its options are not.
    expect(await wizard.text()).toContain('¿Hay un nido cerca? Mire en los setos. Sus opciones se muestran en inglés: todavía no tienen texto en español.');
    expect(await lastUpdate()).toMatchObject({ before: { optionsEs: ['Sí', 'No lo sé'] }, after: { optionsEs: [] } });

    // Written again in the same save as a reorder: taken as written.
    await expect(edit('Not sure\nYes, I can see one', 'No lo sé\nSí, veo uno')).resolves.toEqual({ id, spanishOptionsCleared: false });
    expect(await wizard.options(id)).toEqual([
      ['Not sure', 'No lo sé'],
      ['Yes, I can see one', 'Sí, veo uno'],
    ]);
    expect(await wizard.choose(id, 'Sí, veo uno')).toBe('Yes, I can see one');
  });
});

describe('who may manage questions', () => {
  it('refuses users, helpers, providers and anonymous visitors, changing nothing', async () => {
    const actor = await admin();
    await animals('Raptor');
    const { id } = await createFormQuestion(db(), actor, question('Where is it?'));
    const [beforeRow] = await db().select().from(formQuestions);
    const auditRows = (await db().select().from(auditLog)).length;
    const others: [Actor, string][] = [[ANONYMOUS, 'UNAUTHORIZED']];
    for (const role of ['user', 'helper', 'provider'] satisfies Role[]) others.push([actorFor(await createUser(db(), { role })), 'FORBIDDEN']);
    for (const [other, code] of others) {
      const refused = { code };
      await expect(listFormQuestions(db(), other, 'rehabilitation')).rejects.toMatchObject(refused);
      await expect(getFormQuestionForAdmin(db(), other, id)).rejects.toMatchObject(refused);
      await expect(createFormQuestion(db(), other, question('Sneaky?'))).rejects.toMatchObject(refused);
      await expect(updateFormQuestion(db(), other, id, question('Changed?'))).rejects.toMatchObject(refused);
      await expect(moveFormQuestion(db(), other, id, 'down')).rejects.toMatchObject(refused);
      await expect(setFormQuestionActive(db(), other, id, false)).rejects.toMatchObject(refused);
      await expect(deleteFormQuestion(db(), other, id)).rejects.toMatchObject(refused);
    }
    expect(await db().select().from(formQuestions)).toEqual([beforeRow]);
    expect(await db().select().from(auditLog)).toHaveLength(auditRows);
  });
});
