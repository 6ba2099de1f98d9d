import { and, asc, eq, isNull, or } from 'drizzle-orm';
import '../../../common/i18n-catalogs.ts';
import { message, translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import { questionText } from '../../../common/localized-text.ts';
import type { QuestionAnswer } from '../../../common/wizard.ts';
import type { Db } from '../../db/client.ts';
import { formQuestions } from '../../db/schema.ts';

// get_form_questions: the general questions of a form type, then those for the chosen animal.
// Each answer's initial value and the required rules live here too.

export type FormType = 'rehabilitation' | 'control';
export const formTypeFor = (type: 'emergency' | 'conflict'): FormType => (type === 'emergency' ? 'rehabilitation' : 'control');

export interface FormQuestion {
  id: string;
  question: string;
  description: string | null;
  questionType: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'number';
  options: string[];
  /** the Spanish texts beside the English, null or empty where there are none */
  questionEs: string | null;
  descriptionEs: string | null;
  optionsEs: string[];
  required: boolean;
  isAnimalSpecific: boolean;
  displayOrder: number;
}

/** What the wizard shows of a question (the administrators' pages add the rest). */
export const wizardQuestionColumns = {
  id: formQuestions.id,
  question: formQuestions.question,
  description: formQuestions.description,
  questionType: formQuestions.questionType,
  options: formQuestions.options,
  questionEs: formQuestions.questionEs,
  descriptionEs: formQuestions.descriptionEs,
  optionsEs: formQuestions.optionsEs,
  required: formQuestions.required,
  isAnimalSpecific: formQuestions.isAnimalSpecific,
  displayOrder: formQuestions.displayOrder,
};

export async function getFormQuestions(db: Db, formType: FormType, animalType: string | null): Promise<FormQuestion[]> {
  const rows = await db
    .select(wizardQuestionColumns)
    .from(formQuestions)
    .where(
      and(
        eq(formQuestions.formType, formType),
        eq(formQuestions.active, true),
        animalType ? or(isNull(formQuestions.animalType), eq(formQuestions.animalType, animalType)) : isNull(formQuestions.animalType),
      ),
    )
    .orderBy(asc(formQuestions.isAnimalSpecific), asc(formQuestions.displayOrder));
  return rows;
}

/**
 * Every question starts unanswered: an empty list for checkboxes, nothing chosen otherwise. Not the
 * first option for radio and select, as the original wizard had it: a rehabilitator would read that
 * answer as the requester's own (docs/decisions/014).
 */
export function initialAnswer(question: FormQuestion): QuestionAnswer {
  return question.questionType === 'checkbox' ? [] : '';
}

export const isUnanswered = (answer: QuestionAnswer) => answer === '' || (Array.isArray(answer) && answer.length === 0);

/** The message for a required question left empty: names the question, so the error summary does too. */
export function unansweredMessage(question: FormQuestion, locale: Locale = 'en'): string {
  const t = translator(locale);
  return t('Please answer “{{question}}”', { question: questionText(question, locale).question });
}

/**
 * Reads each question's answer from a submitted form and checks it: required ones must be
 * answered, choices must be among the options, numbers become numbers or empty.
 */
export function readAnswers(
  questions: FormQuestion[],
  form: FormData,
  locale: Locale = 'en',
): { answers: Record<string, QuestionAnswer>; errors: Record<string, string[]> } {
  const answers: Record<string, QuestionAnswer> = {};
  const errors: Record<string, string[]> = {};
  for (const q of questions) {
    const key = `q_${q.id}`;
    let answer: QuestionAnswer;
    if (q.questionType === 'checkbox') {
      answer = form
        .getAll(key)
        .map(String)
        .filter((v) => q.options.includes(v));
    } else if (q.questionType === 'number') {
      const raw = String(form.get(key) ?? '').trim();
      const value = Number(raw);
      answer = raw === '' || !Number.isFinite(value) ? '' : value;
      if (raw !== '' && !Number.isFinite(value)) errors[key] = [message('Enter a number')];
    } else {
      answer = String(form.get(key) ?? '')
        .trim()
        .slice(0, 2000);
      if ((q.questionType === 'radio' || q.questionType === 'select') && answer && !q.options.includes(answer)) answer = '';
    }
    if (q.required && isUnanswered(answer) && !errors[key]) errors[key] = [unansweredMessage(q, locale)];
    answers[q.id] = answer;
  }
  return { answers, errors };
}
