import type { QuestionAnswer } from '../../../common/wizard.ts';
import { FieldMessages, fieldId } from '../form.tsx';
import { useLocale, useT } from '../../lib/i18n.ts';
import { questionText, type QuestionTexts } from '../../../common/localized-text.ts';

export interface WizardQuestion extends QuestionTexts {
  id: string;
  questionType: 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'number';
  required: boolean;
}

const inputClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2';

/**
 * Which questions were on the form when it was sent: one field, their ids separated by spaces
 * (a field per question would be several controls of one name, which HTML validators refuse).
 * It goes with the questions when the script replaces them for another animal.
 */
export function ShownQuestions({ questions }: { questions: readonly { id: string }[] }) {
  return <input type="hidden" name="shown" value={questions.map((question) => question.id).join(' ')} />;
}

/**
 * One extra question of the form-question service, in its type (text, textarea, select, radio, checkbox or number). Nothing starts
 * chosen (docs/decisions/014): a select starts on an empty choice, no radio is checked.
 */
export function QuestionField({ question, value, errors }: { question: WizardQuestion; value: QuestionAnswer; errors?: string[] }) {
  const t = useT();
  // In the page's language where the question has it; the values sent stay the English options.
  const shownText = questionText(question, useLocale());
  const name = `q_${question.id}`;
  const id = fieldId(name);
  const invalid = errors?.length ? true : undefined;
  const helped = Boolean(shownText.description || shownText.inEnglish || shownText.optionsInEnglish);
  const describedBy = [helped ? `${id}-help` : null, errors?.length ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  // Options shown in English on a Spanish page are marked so, for screen readers.
  const optionLang = shownText.optionsInEnglish ? 'en' : undefined;
  const star = question.required ? (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  ) : null;
  const help = helped ? (
    <p id={`${id}-help`} className="mt-1 text-sm text-slate-600">
      {shownText.description}
      {shownText.inEnglish ? <span className="block italic">{t('This question is shown in English: it has no Spanish text yet.')}</span> : null}
      {shownText.optionsInEnglish ? <span className="block italic">{t('Its options are shown in English: they have no Spanish text yet.')}</span> : null}
    </p>
  ) : null;

  if (question.questionType === 'radio' || question.questionType === 'checkbox') {
    const chosen = Array.isArray(value) ? value : [String(value)];
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className="text-sm font-medium text-slate-800">
          {shownText.question}
          {star}
        </legend>
        {help}
        <div className="mt-2 space-y-1">
          {question.options.map((option, index) => (
            <label key={option} className="flex items-center gap-2 text-slate-800">
              <input
                // the first option is where the error summary's link leads
                id={index === 0 ? id : undefined}
                type={question.questionType}
                name={name}
                value={option}
                defaultChecked={chosen.includes(option)}
                // For radio groups only the first option carries `required`: that is enough to make the browser require one of the group.
                required={question.required && question.questionType === 'radio' && index === 0}
              />
              <span lang={optionLang}>{shownText.optionLabels[index]}</span>
            </label>
          ))}
        </div>
        <FieldMessages id={`${id}-error`} messages={errors} />
      </fieldset>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {shownText.question}
        {star}
      </label>
      {help}
      {question.questionType === 'textarea' ? (
        <textarea
          id={id}
          name={name}
          rows={3}
          required={question.required}
          defaultValue={String(value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass}
        />
      ) : question.questionType === 'select' ? (
        <select
          id={id}
          name={name}
          required={question.required}
          defaultValue={String(value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass}
        >
          <option value="">{t('Choose an answer')}</option>
          {question.options.map((option, index) => (
            <option key={option} value={option} lang={optionLang}>
              {shownText.optionLabels[index]}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={name}
          type={question.questionType === 'number' ? 'number' : 'text'}
          required={question.required}
          defaultValue={value === '' ? '' : String(value)}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
      <FieldMessages id={`${id}-error`} messages={errors} />
    </div>
  );
}
