import { Form, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { FORM_TYPE_LABELS } from '../../common/form-questions.ts';
import { ZFormQuestionInput } from '../../common/form-questions-schemas.ts';
import { ErrorSummary, SubmitButton, SuccessBox } from '../components/form.tsx';
import { animalChoices, QuestionFields, questionFormValues } from '../components/form-question-fields.tsx';
import { readForm, runFormAction } from '../lib/forms.server.ts';
import { readForPage } from '../lib/page-errors.server.ts';
import { adminFormQuestions, listActiveAnimalTypes } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-question-edit';

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.question ? `Edit: ${data.question.question}` : 'Question Not Found', 'Edit a question of the help-request wizard.');

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const [question, animals] = await readForPage(() =>
    Promise.all([adminFormQuestions.getFormQuestionForAdmin(db, admin, params.id), listActiveAnimalTypes(db, admin)]),
  );
  return { question, animals };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { input, values } = await readForm(request, ZFormQuestionInput);
  return runFormAction(() => adminFormQuestions.updateFormQuestion(requestServices(context).db, admin, params.id, input), {
    success: ({ spanishOptionsCleared }) => (spanishOptionsCleared ? SAVED_SPANISH_OPTIONS_CLEARED : 'Saved.'),
    values,
  });
}

const SAVED_SPANISH_OPTIONS_CLEARED =
  'Saved. An English option was added or reworded, so the Spanish options no longer matched and were cleared: Spanish pages show the English options until you give the Spanish again, line for line.';

export default function AdminQuestionEdit() {
  const { question, animals } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const values = questionFormValues(result?.values ?? question);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link to={`/admin-dashboard/questions?form=${question.formType}`} className="font-semibold text-brand-700 underline">
          ← All questions of the {question.formType === 'rehabilitation' ? 'emergency' : 'conflict'} form
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Edit Question</h1>
      <p className="mt-2 text-slate-700">
        {FORM_TYPE_LABELS[question.formType]}. {question.active ? 'Asked in the wizard.' : 'Inactive: not asked in the wizard.'}{' '}
        {question.answerCount > 0
          ? `Answered ${question.answerCount === 1 ? 'once' : `${question.answerCount} times`}; those answers stay as they were given.`
          : 'Not answered yet.'}
      </p>
      <div className="mt-4 space-y-3">
        {result?.ok ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
      </div>
      {/* Saved values start the form again (with JavaScript the fields would otherwise keep what was typed). */}
      <Form key={JSON.stringify(question)} method="post" noValidate className="mt-6 space-y-5">
        <QuestionFields values={values} errors={result?.fieldErrors} animals={animalChoices(animals, question.animalType)} chooseFormType={false} />
        <SubmitButton pendingLabel="Saving...">Save changes</SubmitButton>
      </Form>
    </div>
  );
}
