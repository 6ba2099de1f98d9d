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
  options: z.preprocess(
    toOptionList,
    z
      .array(z.string({ error: 'Options must be text' }).max(OPTION_MAX, `Keep each option under ${OPTION_MAX} characters`), {
        error: 'Options must be a list',
      })
      .max(OPTIONS_MAX, `At most ${OPTIONS_MAX} options`),
  ),
  required: formBoolean,
  isAnimalSpecific: formBoolean,
  animalType: z
    .string()
    .trim()
    .max(100)
    .nullish()
    .transform((v) => v || null),
};

type QuestionFields = z.infer<z.ZodObject<typeof questionFields>>;

/** The rules between fields: options by type, and an animal exactly when the question is for one. */
function checkQuestion(q: QuestionFields, ctx: z.RefinementCtx) {
  if (CHOICE_TYPES.includes(q.questionType)) {
    const seen = new Set<string>();
    for (const option of q.options) {
      const key = option.toLocaleLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options'], message: `Each option must be different: “${option}” is listed twice` });
      seen.add(key);
    }
    if (seen.size < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two different options, one per line' });
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
 * The cross-field rules run whenever the fields they read parsed, so an empty question text
 * and bad options are told together, each next to its field.
 */
const CROSS_FIELDS = ['questionType', 'options', 'isAnimalSpecific', 'animalType'];
const crossFieldsParsed = {
  // An issue without a path is the whole value's (not an object at all): nothing to cross-check.
  when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => !issue.path?.length || CROSS_FIELDS.includes(String(issue.path[0]))),
};

/** Editing a question: its form type stays what it was created with. */
export const ZFormQuestionInput = z.object(questionFields).superRefine(checkQuestion, crossFieldsParsed);

export const ZFormType = z.enum(FORM_TYPES, { error: 'Choose the emergency or the conflict form' });

export const ZNewFormQuestion = z.object({ formType: ZFormType, ...questionFields }).superRefine(checkQuestion, crossFieldsParsed);
