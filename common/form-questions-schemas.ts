import { z } from './zod.ts';
import { CHOICE_TYPES, DESCRIPTION_MAX, FORM_TYPES, OPTION_MAX, OPTIONS_MAX, QUESTION_MAX, QUESTION_TYPES } from './form-questions.ts';

/** A checkbox or a 'true'/'false' radio from a form, or a boolean from JSON; absent is false. */
const formBoolean = z.preprocess((v) => v === true || v === 'on' || v === 'true', z.boolean());

/** Options come one per line from a form's textarea, or as a list; blank entries drop out. */
function toOptionList(value: unknown): unknown {
  const list = typeof value === 'string' ? value.split(/\r?\n/) : value;
  if (value === undefined || value === null) return [];
  return Array.isArray(list) ? list.map((o) => (typeof o === 'string' ? o.trim() : o)).filter((o) => o !== '') : list;
}

/** A Spanish text: blank is none (null), absent leaves it as it was (a caller that knows no Spanish). */
const spanishText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((v) => v || null)
    .optional();

/** A list of options, the English ('option') or the Spanish ('Spanish option'). */
const optionList = (what: 'option' | 'Spanish option') => {
  const list = `${what[0]!.toUpperCase()}${what.slice(1)}s`;
  return z
    .array(z.string({ error: `${list} must be text` }).max(OPTION_MAX, `Keep each ${what} under ${OPTION_MAX} characters`), { error: `${list} must be a list` })
    .max(OPTIONS_MAX, `At most ${OPTIONS_MAX} ${what}s`);
};

const questionFields = {
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(1, 'Question is required')
    .max(QUESTION_MAX, `Keep the question under ${QUESTION_MAX} characters`),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX, `Keep the description under ${DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((v) => v || null),
  questionType: z.enum(QUESTION_TYPES, { error: 'Choose the type of question' }),
  options: z.preprocess(toOptionList, optionList('option')),
  required: formBoolean,
  isAnimalSpecific: formBoolean,
  animalType: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
  // The Spanish beside the English (docs/decisions/034), all optional: a question
  // without its Spanish text is shown in English on Spanish pages, with a note.
  questionEs: spanishText(QUESTION_MAX, `Keep the Spanish question under ${QUESTION_MAX} characters`),
  descriptionEs: spanishText(DESCRIPTION_MAX, `Keep the Spanish description under ${DESCRIPTION_MAX} characters`),
  /** one label for each English option, in the same order; empty shows the English options */
  optionsEs: z.preprocess((v) => (v === undefined ? undefined : toOptionList(v)), optionList('Spanish option').optional()),
};

type QuestionFields = z.infer<z.ZodObject<typeof questionFields>>;

/** Each option different from the others, whatever its case: a reader could not tell two apart. */
function checkDifferent(options: string[], field: 'options' | 'optionsEs', ctx: z.RefinementCtx): number {
  const seen = new Set<string>();
  const which = field === 'options' ? 'option' : 'Spanish option';
  for (const option of options) {
    const key = option.toLocaleLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [field], message: `Each ${which} must be different: “${option}” is listed twice` });
    seen.add(key);
  }
  return seen.size;
}

/** The rules between fields: options by type, and an animal exactly when the question is for one. */
function checkQuestion(q: QuestionFields, ctx: z.RefinementCtx) {
  if (CHOICE_TYPES.includes(q.questionType)) {
    if (checkDifferent(q.options, 'options', ctx) < 2)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two different options, one per line' });
  } else if (q.options.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['options'], message: 'Text, long text and number questions take no options: leave the options empty' });
  }
  if (q.isAnimalSpecific && !q.animalType) {
    ctx.addIssue({ code: 'custom', path: ['animalType'], message: 'Choose the animal type this question is for' });
  }
  if (!q.isAnimalSpecific && q.animalType) {
    ctx.addIssue({
      code: 'custom',
      path: ['animalType'],
      message: 'A question for every animal has no animal type: leave it empty, or choose “One animal type only”',
    });
  }
}

/**
 * The Spanish is read line for line beside the English (a page shows the Spanish label at the
 * English option's place, and sends the English): as many options as the English, in the same
 * order, or none yet (the English then shows); and written, it has its question.
 */
function checkSpanish(q: QuestionFields, ctx: z.RefinementCtx) {
  const spanishOptions = q.optionsEs ?? [];
  if ((q.descriptionEs || spanishOptions.length > 0) && !q.questionEs)
    ctx.addIssue({ code: 'custom', path: ['questionEs'], message: 'Give the Spanish question too, or leave the Spanish blank' });
  if (spanishOptions.length > 0 && spanishOptions.length !== q.options.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['optionsEs'],
      message: `Give one Spanish option for each English option, in the same order: ${q.options.length} in English, ${spanishOptions.length} in Spanish`,
    });
  }
  checkDifferent(spanishOptions, 'optionsEs', ctx);
}

/**
 * The cross-field rules run whenever the fields they read parsed, so an empty question text
 * and bad options are told together, each next to its field.
 */
const whenParsed = (fields: string[], also: (value: Record<string, unknown>) => boolean = () => true) => ({
  // An issue without a path is the whole value's (not an object at all): nothing to cross-check.
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0]))) && also(payload.value as Record<string, unknown>),
});
const crossFieldsParsed = whenParsed(['questionType', 'options', 'isAnimalSpecific', 'animalType']);
// The English options only need to be a list here: the Spanish are counted beside them even while they break a rule.
const spanishParsed = whenParsed(['questionEs', 'descriptionEs', 'optionsEs'], (value) => Array.isArray(value.options));

/** Editing a question: its form type stays what it was created with. */
export const ZFormQuestionInput = z.object(questionFields).superRefine(checkQuestion, crossFieldsParsed).superRefine(checkSpanish, spanishParsed);

export const ZFormType = z.enum(FORM_TYPES, { error: 'Choose the emergency or the conflict form' });

export const ZNewFormQuestion = z
  .object({ formType: ZFormType, ...questionFields })
  .superRefine(checkQuestion, crossFieldsParsed)
  .superRefine(checkSpanish, spanishParsed);
