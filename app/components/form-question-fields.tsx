import { useId } from 'react';
import { FORM_TYPE_LABELS, FORM_TYPES, QUESTION_TYPE_LABELS, QUESTION_TYPES, type FormType } from '../../common/form-questions.ts';
import { Checkbox, Field, type FieldErrors, SelectField, TextArea } from './form.tsx';

// The fields of a wizard question, shared by the create form on the list page and the
// edit page. Options are one per line, as the guide's list fields are; the Spanish
// sits below the English, its options line for line with the English ones.

export interface QuestionFormValues {
  formType: string;
  question: string;
  description: string;
  questionType: string;
  options: string;
  required: boolean;
  isAnimalSpecific: boolean;
  animalType: string;
  questionEs: string;
  descriptionEs: string;
  optionsEs: string;
}

export const EMPTY_QUESTION = (formType: FormType): QuestionFormValues => ({
  formType,
  question: '',
  description: '',
  questionType: 'text',
  options: '',
  required: false,
  isAnimalSpecific: false,
  animalType: '',
  questionEs: '',
  descriptionEs: '',
  optionsEs: '',
});

/** A stored question, or what was sent when the server refused it, as the form's starting values. */
export function questionFormValues(values: object): QuestionFormValues {
  const source = values as Record<string, unknown>;
  const text = (key: string) => (typeof source[key] === 'string' ? (source[key] as string) : '');
  const flag = (key: string) => source[key] === true || source[key] === 'on' || source[key] === 'true';
  const lines = (key: string) => (Array.isArray(source[key]) ? (source[key] as string[]).join('\n') : text(key));
  return {
    formType: text('formType'),
    question: text('question'),
    description: text('description'),
    questionType: text('questionType') || 'text',
    options: lines('options'),
    required: flag('required'),
    isAnimalSpecific: flag('isAnimalSpecific'),
    animalType: text('animalType'),
    questionEs: text('questionEs'),
    descriptionEs: text('descriptionEs'),
    optionsEs: lines('optionsEs'),
  };
}

export function QuestionFields({
  values,
  errors,
  animals,
  chooseFormType,
}: {
  values: QuestionFormValues;
  errors?: FieldErrors;
  /** the animal types to offer: the active ones, plus the question's own if it is no longer active */
  animals: { name: string; active: boolean }[];
  /** only when creating: a question keeps the form it was made for */
  chooseFormType: boolean;
}) {
  const shownFor = useId();
  return (
    <>
      {chooseFormType ? (
        <SelectField label="Form" name="formType" value={values.formType} errors={errors}>
          {FORM_TYPES.map((type) => (
            <option key={type} value={type}>
              {FORM_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
      ) : null}
      <Field label="Question" name="question" required maxLength={300} defaultValue={values.question} errors={errors} />
      <TextArea
        label="Help text"
        name="description"
        rows={2}
        defaultValue={values.description}
        errors={errors}
        hint="Optional: shown under the question, e.g. what to look for."
      />
      <SelectField label="Type of answer" name="questionType" value={values.questionType} errors={errors}>
        {QUESTION_TYPES.map((type) => (
          <option key={type} value={type}>
            {QUESTION_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <TextArea
        label="Options"
        name="options"
        rows={5}
        defaultValue={values.options}
        errors={errors}
        hint="One per line, at least two, for a drop-down list, radio buttons or checkboxes. Leave empty for text and number questions."
      />
      <Checkbox label="Required: the person must answer it" name="required" defaultChecked={values.required} />
      <fieldset aria-describedby={`${shownFor}-hint`}>
        <legend className="text-sm font-medium text-slate-800">Shown for</legend>
        <p id={`${shownFor}-hint`} className="text-sm text-slate-600">
          The wizard asks a form’s questions for every animal first, then those for the animal chosen.
        </p>
        <div className="mt-2 space-y-1">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="isAnimalSpecific" value="false" defaultChecked={!values.isAnimalSpecific} /> Every animal
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="isAnimalSpecific" value="true" defaultChecked={values.isAnimalSpecific} /> One animal type only
          </label>
        </div>
      </fieldset>
      <SelectField label="Animal type (for one animal type only)" name="animalType" value={values.animalType} errors={errors}>
        <option value="">No animal type</option>
        {animals.map((animal) => (
          <option key={animal.name} value={animal.name}>
            {animal.name}
            {animal.active ? '' : ' (inactive)'}
          </option>
        ))}
      </SelectField>
      <SpanishFields values={values} errors={errors} />
    </>
  );
}

/**
 * The question in Spanish (docs/decisions/034), optional: without its Spanish
 * question, Spanish pages show the English with a note. Labelled in Spanish, so that each
 * English label names the English field alone.
 */
function SpanishFields({ values, errors }: { values: QuestionFormValues; errors?: FieldErrors }) {
  return (
    <fieldset className="space-y-5 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">In Spanish (optional)</legend>
      <p className="text-sm text-slate-600">
        Shown on the Spanish wizard (/es/find-help). Left blank, it shows the English question with a note that it is not translated yet.
      </p>
      <Field label={<span lang="es">Pregunta</span>} name="questionEs" lang="es" maxLength={300} defaultValue={values.questionEs} errors={errors} />
      <TextArea
        label={<span lang="es">Texto de ayuda</span>}
        name="descriptionEs"
        lang="es"
        rows={2}
        defaultValue={values.descriptionEs}
        errors={errors}
        hint="Optional: the help text in Spanish."
      />
      <TextArea
        label={<span lang="es">Opciones</span>}
        name="optionsEs"
        lang="es"
        rows={5}
        defaultValue={values.optionsEs}
        errors={errors}
        hint="One per line, as many as the English options and in the same order; left empty, the English options are shown. Reorder or remove English options alone and these follow them; add or reword one and these are cleared."
      />
    </fieldset>
  );
}

/** The active animal types, and a question's own animal when it is no longer among them. */
export function animalChoices(active: { name: string }[], current: string | null | undefined) {
  const list = active.map((a) => ({ name: a.name, active: true }));
  if (current && !list.some((a) => a.name === current)) list.push({ name: current, active: false });
  return list;
}
