import { and, asc, count, eq, inArray, isNull, max, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { MOVE_DIRECTIONS, type FormType, type MoveDirection } from '../../../common/form-questions.ts';
import { ZFormQuestionInput, ZFormType, ZNewFormQuestion } from '../../../common/form-questions-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { animalTypes, formQuestions, formResponses } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { parseOrThrow, FIELDS_INVALID } from '../../lib/validation.ts';
import { isUuid } from '../../lib/ids.ts';
import { wizardQuestionColumns } from './wizard-questions.ts';

// The wizard's extra questions for administrators (form_questions, read by
// get_form_questions). The wizard reads form_questions on every request, so a change here is
// what the next visitor sees. Every change is audit-logged in the same transaction.
//
// Order: the wizard shows a form's general questions, then the chosen animal's own, each by
// display_order. So a question moves among its "group": the same form and the same animal
// (or none), the only neighbours a person ever sees it beside.

const QUESTION_NOT_FOUND = 'This question was not found.';

const columns = { ...wizardQuestionColumns, formType: formQuestions.formType, animalType: formQuestions.animalType, active: formQuestions.active };

export type AdminFormQuestion = Pick<typeof formQuestions.$inferSelect, keyof typeof columns> & {
  /** how many requests answered it: such a question can be deactivated, not deleted */
  answerCount: number;
};

/** The wizard's order, groups kept together: general first, then each animal's questions by name. */
const wizardOrder = [
  asc(formQuestions.isAnimalSpecific),
  asc(formQuestions.animalType),
  asc(formQuestions.displayOrder),
  asc(formQuestions.createdAt),
  asc(formQuestions.id),
];

/** Questions with how many requests answered each (a join, so every column is qualified). */
function selectWithAnswerCounts(db: Db) {
  const answers = db
    .select({ questionId: formResponses.questionId, n: count().as('n') })
    .from(formResponses)
    .groupBy(formResponses.questionId)
    .as('answers');
  return db
    .select({ ...columns, answerCount: sql<number>`coalesce(${answers.n}, 0)::int` })
    .from(formQuestions)
    .leftJoin(answers, eq(answers.questionId, formQuestions.id));
}

/** Every question of a form, active or not, with how many requests answered it. */
export async function listFormQuestions(db: Db, actor: Actor, formType: unknown): Promise<AdminFormQuestion[]> {
  requireActorRole(actor, 'admin');
  const parsed = parseOrThrow(z.object({ formType: ZFormType }), { formType });
  return selectWithAnswerCounts(db)
    .where(eq(formQuestions.formType, parsed.formType))
    .orderBy(...wizardOrder);
}

export async function getFormQuestionForAdmin(db: Db, actor: Actor, id: string): Promise<AdminFormQuestion> {
  requireActorRole(actor, 'admin');
  if (!isUuid(id)) throw notFound(QUESTION_NOT_FOUND);
  const [row] = await selectWithAnswerCounts(db).where(eq(formQuestions.id, id));
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

/** An animal-specific question belongs to an animal the wizard offers: an active animal type. */
async function requireActiveAnimal(tx: Db, animalType: string | null) {
  if (animalType === null) return;
  const [animal] = await tx
    .select({ id: animalTypes.id })
    .from(animalTypes)
    .where(and(eq(animalTypes.name, animalType), eq(animalTypes.active, true)));
  if (!animal) throw badRequest(FIELDS_INVALID, { animalType: ['Choose an active animal type'] });
}

/** The questions a question is ordered among: same form, same animal (or none). */
const sameGroup = (formType: FormType, animalType: string | null): SQL =>
  and(eq(formQuestions.formType, formType), animalType === null ? isNull(formQuestions.animalType) : eq(formQuestions.animalType, animalType))!;

/** After the last question of its group: where a new (or newly regrouped) question goes. */
async function nextDisplayOrder(tx: Db, formType: FormType, animalType: string | null): Promise<number> {
  const [row] = await tx
    .select({ last: max(formQuestions.displayOrder) })
    .from(formQuestions)
    .where(sameGroup(formType, animalType));
  return (row?.last ?? 0) + 1;
}

async function lockQuestion(tx: Db, id: string) {
  if (!isUuid(id)) throw notFound(QUESTION_NOT_FOUND);
  const [row] = await tx.select(columns).from(formQuestions).where(eq(formQuestions.id, id)).for('update');
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

export async function createFormQuestion(db: Db, actor: Actor, input: unknown): Promise<{ id: string }> {
  const admin = requireActorRole(actor, 'admin');
  const values = parseOrThrow(ZNewFormQuestion, input);
  return withTransaction(db, async (tx) => {
    await requireActiveAnimal(tx, values.animalType);
    const displayOrder = await nextDisplayOrder(tx, values.formType, values.animalType);
    const [created] = await tx
      .insert(formQuestions)
      .values({ ...values, displayOrder })
      .returning(columns);
    await recordAudit(tx, { actorId: admin.id, action: 'form_question.create', entityType: 'form_question', entityId: created!.id, after: created });
    return { id: created!.id };
  });
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * The Spanish options to store beside the English ones after an edit
 * (docs/decisions/034). Pages match a Spanish label to its English option by position, so the
 * two lists must never drift apart. When the English options change and the Spanish were not
 * written again in the same save (sent as stored, or not sent at all), each Spanish label
 * follows its English option by its text: a reorder or a removal keeps every translation in
 * its place. If any English option then lacks its label (one added or reworded), the Spanish
 * options are cleared, and Spanish pages show the English options until they are given again.
 */
function spanishOptionsAfterEdit(
  stored: { options: string[]; optionsEs: string[] },
  sent: { options: string[]; optionsEs?: string[] },
): { optionsEs: string[]; cleared: boolean } {
  const englishChanged = !sameList(stored.options, sent.options);
  const writtenAgain = sent.optionsEs !== undefined && (!englishChanged || !sameList(sent.optionsEs, stored.optionsEs));
  if (writtenAgain) return { optionsEs: sent.optionsEs!, cleared: false };
  if (!englishChanged) return { optionsEs: stored.optionsEs, cleared: false };
  // A stored list not line for line with the English can be trusted for none of its labels.
  const labels =
    stored.optionsEs.length === stored.options.length
      ? new Map(stored.options.map((option, index) => [option, stored.optionsEs[index]!]))
      : new Map<string, string>();
  const followed = sent.options.map((option) => labels.get(option));
  if (followed.every((label) => label !== undefined)) return { optionsEs: followed, cleared: false };
  return { optionsEs: [], cleared: stored.optionsEs.length > 0 };
}

/**
 * Changes a question's wording, type, options and animal, and its Spanish. Stored answers stay
 * as they were given (text), still shown beside the question to the provider. A question given
 * another animal goes to the end of that animal's group. `spanishOptionsCleared` says that the
 * English options changed in a way their Spanish could not follow (spanishOptionsAfterEdit).
 */
export async function updateFormQuestion(db: Db, actor: Actor, id: string, input: unknown): Promise<{ id: string; spanishOptionsCleared: boolean }> {
  const admin = requireActorRole(actor, 'admin');
  const values = parseOrThrow(ZFormQuestionInput, input);
  return withTransaction(db, async (tx) => {
    const before = await lockQuestion(tx, id);
    await requireActiveAnimal(tx, values.animalType);
    const regrouped = before.animalType !== values.animalType;
    const displayOrder = regrouped ? await nextDisplayOrder(tx, before.formType, values.animalType) : before.displayOrder;
    const spanish = spanishOptionsAfterEdit(before, values);
    const [after] = await tx
      .update(formQuestions)
      .set({ ...values, optionsEs: spanish.optionsEs, displayOrder, updatedAt: new Date() })
      .where(eq(formQuestions.id, id))
      .returning(columns);
    await recordAudit(tx, { actorId: admin.id, action: 'form_question.update', entityType: 'form_question', entityId: id, before, after });
    return { id, spanishOptionsCleared: spanish.cleared };
  });
}

/** An inactive question leaves the wizard at once; its stored answers stay. */
export async function setFormQuestionActive(db: Db, actor: Actor, id: string, active: boolean): Promise<{ id: string; active: boolean }> {
  const admin = requireActorRole(actor, 'admin');
  return withTransaction(db, async (tx) => {
    const before = await lockQuestion(tx, id);
    if (before.active === active) return { id, active };
    if (active) await requireActiveAnimal(tx, before.animalType);
    await tx.update(formQuestions).set({ active, updatedAt: new Date() }).where(eq(formQuestions.id, id));
    await recordAudit(tx, {
      actorId: admin.id,
      action: active ? 'form_question.activate' : 'form_question.deactivate',
      entityType: 'form_question',
      entityId: id,
      before: { active: before.active },
      after: { active },
    });
    return { id, active };
  });
}

/**
 * Deleting would take every stored answer with it (form_responses cascade), and providers read
 * those answers: a question someone has answered can only be deactivated.
 */
export async function deleteFormQuestion(db: Db, actor: Actor, id: string): Promise<{ id: string }> {
  const admin = requireActorRole(actor, 'admin');
  return withTransaction(db, async (tx) => {
    const before = await lockQuestion(tx, id);
    const [answers] = await tx.select({ n: count() }).from(formResponses).where(eq(formResponses.questionId, id));
    if (answers!.n > 0) {
      const times = answers!.n === 1 ? 'once' : `${answers!.n} times`;
      throw new AppError('CONFLICT', `This question has been answered ${times}, and deleting it would delete those answers. Deactivate it instead.`);
    }
    await tx.delete(formQuestions).where(eq(formQuestions.id, id));
    await recordAudit(tx, { actorId: admin.id, action: 'form_question.delete', entityType: 'form_question', entityId: id, before });
    return { id };
  });
}

/**
 * Moves a question one place up or down among its group. The group's display orders are
 * handed out again in the new order; where they were distinct that swaps two of them, where
 * they tied they become consecutive, so a move always shows. At either end it is refused
 * (a page shown before another administrator's move).
 */
export async function moveFormQuestion(db: Db, actor: Actor, id: string, direction: unknown): Promise<{ id: string }> {
  const admin = requireActorRole(actor, 'admin');
  if (!MOVE_DIRECTIONS.includes(direction as MoveDirection)) throw badRequest('Move a question up or down.');
  return withTransaction(db, async (tx) => {
    const question = await lockQuestion(tx, id);
    const group = await tx
      .select({ id: formQuestions.id, displayOrder: formQuestions.displayOrder })
      .from(formQuestions)
      .where(sameGroup(question.formType, question.animalType))
      .orderBy(asc(formQuestions.displayOrder), asc(formQuestions.createdAt), asc(formQuestions.id))
      .for('update');
    const from = group.findIndex((q) => q.id === id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0) throw new AppError('CONFLICT', 'This question is already the first of its group.');
    if (to >= group.length) throw new AppError('CONFLICT', 'This question is already the last of its group.');

    const slots = group.map((q) => q.displayOrder);
    const distinct = new Set(slots).size === slots.length;
    const orders = distinct ? slots : slots.map((_, index) => slots[0]! + index);
    const reordered = [...group];
    [reordered[from], reordered[to]] = [reordered[to]!, reordered[from]!];
    const changes = reordered.map((q, index) => ({ id: q.id, before: q.displayOrder, after: orders[index]! })).filter((c) => c.before !== c.after);
    const cases = sql.join(
      changes.map((c) => sql`when ${c.id}::uuid then ${c.after}::int`),
      sql` `,
    );
    await tx
      .update(formQuestions)
      .set({ displayOrder: sql`case ${formQuestions.id} ${cases} end`, updatedAt: new Date() })
      .where(
        inArray(
          formQuestions.id,
          changes.map((c) => c.id),
        ),
      );
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'form_question.move',
      entityType: 'form_question',
      entityId: id,
      // The question's words too, so the audit log can name it after it is deleted.
      before: { question: question.question, order: group.map((q) => q.id) },
      after: { question: question.question, direction, order: reordered.map((q) => q.id) },
    });
    return { id };
  });
}
