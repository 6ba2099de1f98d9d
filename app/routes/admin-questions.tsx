import { Form, redirect, useLoaderData, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { FORM_TYPE_LABELS, FORM_TYPES, QUESTION_TYPE_LABELS, type FormType } from '../../common/form-questions.ts';
import { ZFormType, ZNewFormQuestion } from '../../common/form-questions-schemas.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { ErrorSummary, SubmitButton, SuccessBox } from '../components/form.tsx';
import { animalChoices, EMPTY_QUESTION, QuestionFields, questionFormValues } from '../components/form-question-fields.tsx';
import { readForm, runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { adminFormQuestions, listActiveAnimalTypes } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-questions';

export const meta = () => pageMeta('Wizard Questions', 'The extra questions the help-request wizard asks, per form and animal.');

// The wizard's questions per form (rehabilitation for
// emergencies, control for conflicts), in the order the wizard asks them.

const formOf = (request: Request): FormType => ZFormType.catch('rehabilitation').parse(new URL(request.url).searchParams.get('form'));

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const formType = formOf(request);
  const [questions, animals] = await Promise.all([adminFormQuestions.listFormQuestions(db, admin, formType), listActiveAnimalTypes(db, admin)]);
  return { formType, questions, animals, created: new URL(request.url).searchParams.get('created') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const { input: form, values } = await readForm(request, ZNewFormQuestion);
  const id = String(form.id ?? '');
  switch (form.intent) {
    case 'create':
      return runFormAction(
        async () => {
          const created = await adminFormQuestions.createFormQuestion(db, admin, form);
          throw redirect(`/admin-dashboard/questions?${new URLSearchParams({ form: String(form.formType), created: created.id })}`);
        },
        { values },
      );
    case 'move-up':
      return runFormAction(() => adminFormQuestions.moveFormQuestion(db, admin, id, 'up'), { success: 'Moved up.' });
    case 'move-down':
      return runFormAction(() => adminFormQuestions.moveFormQuestion(db, admin, id, 'down'), { success: 'Moved down.' });
    case 'activate':
      return runFormAction(() => adminFormQuestions.setFormQuestionActive(db, admin, id, true), { success: 'The question is back in the wizard.' });
    case 'deactivate':
      return runFormAction(() => adminFormQuestions.setFormQuestionActive(db, admin, id, false), {
        success: 'The question is no longer asked. Its answers are kept.',
      });
    case 'delete':
      return runFormAction(() => adminFormQuestions.deleteFormQuestion(db, admin, id), { success: 'The question has been deleted.' });
    default:
      return unknownIntent();
  }
}

type Question = Route.ComponentProps['loaderData']['questions'][number];

/** The wizard's groups: the questions for every animal, then each animal's own. */
function groupsOf(questions: Question[]) {
  const groups: { animal: string | null; questions: Question[] }[] = [];
  for (const question of questions) {
    const last = groups.at(-1);
    if (last && last.animal === question.animalType) last.questions.push(question);
    else groups.push({ animal: question.animalType, questions: [question] });
  }
  return groups;
}

const button = 'rounded border border-slate-300 px-2 py-1 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50';

function QuestionRow({ question, first, last }: { question: Question; first: boolean; last: boolean }) {
  const name = question.question;
  return (
    <li id={`q-${question.id}`} className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {name}
          {question.required ? <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">Required</span> : null}
          {question.active ? null : <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Inactive</span>}
        </p>
        <p className="text-sm text-slate-600">
          {QUESTION_TYPE_LABELS[question.questionType]}
          {question.options.length ? `: ${question.options.join(' · ')}` : ''}
        </p>
        {question.answerCount > 0 ? (
          <p className="text-sm text-slate-600">Answered {question.answerCount === 1 ? 'once' : `${question.answerCount} times`}</p>
        ) : null}
      </div>
      <Form method="post" className="flex flex-wrap items-start gap-2">
        <input type="hidden" name="id" value={question.id} />
        <button type="submit" name="intent" value="move-up" disabled={first} className={button} aria-label={`Move up: ${name}`}>
          Move up
        </button>
        <button type="submit" name="intent" value="move-down" disabled={last} className={button} aria-label={`Move down: ${name}`}>
          Move down
        </button>
        <Link to={href('/admin-dashboard/questions/:id', { id: question.id })} className={button} aria-label={`Edit: ${name}`}>
          Edit
        </Link>
        <button
          type="submit"
          name="intent"
          value={question.active ? 'deactivate' : 'activate'}
          className={button}
          aria-label={`${question.active ? 'Deactivate' : 'Activate'}: ${name}`}
        >
          {question.active ? 'Deactivate' : 'Activate'}
        </button>
      </Form>
      {question.answerCount === 0 ? (
        <details>
          <summary className="cursor-pointer rounded border border-red-300 px-2 py-1 text-sm text-red-800">Delete…</summary>
          <Form method="post" className="mt-2">
            <input type="hidden" name="id" value={question.id} />
            <button
              type="submit"
              name="intent"
              value="delete"
              className="rounded bg-red-700 px-2 py-1 text-sm font-semibold text-white"
              aria-label={`Yes, delete: ${name}`}
            >
              Yes, delete
            </button>
          </Form>
        </details>
      ) : null}
    </li>
  );
}

export default function AdminQuestions() {
  const { formType, questions, animals, created } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const sent = result?.values ?? null;
  const errors = sent ? result?.fieldErrors : undefined;
  const message = result?.message ?? (created && !result ? 'Question created.' : null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminPageHeader title="Wizard Questions">
        The extra questions on the details step of the request wizard. Inactive questions are not asked; a question someone has answered can be deactivated but
        not deleted, so its answers stay with the requests.{' '}
        <Link to="/admin-dashboard/questions/first-aid" className="font-semibold text-brand-700 underline">
          First aid rules
        </Link>{' '}
        choose which guide entry an emergency is shown from its answers.
      </AdminPageHeader>
      <nav aria-label="Forms" className="mt-6 flex flex-wrap gap-2">
        {FORM_TYPES.map((type) => (
          <Link
            key={type}
            to={`?form=${type}`}
            aria-current={type === formType ? 'page' : undefined}
            className={`rounded-md border px-4 py-2 font-semibold ${type === formType ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-brand-800 hover:bg-brand-50'}`}
          >
            {FORM_TYPE_LABELS[type]}
          </Link>
        ))}
      </nav>
      <div className="mt-6 space-y-3">
        {message ? <SuccessBox>{message}</SuccessBox> : null}
        <ErrorSummary formError={result?.formError} fieldErrors={errors} />
      </div>

      <h2 className="mt-8 text-2xl font-semibold text-slate-900">{FORM_TYPE_LABELS[formType]}</h2>
      {questions.length === 0 ? <p className="mt-4 text-slate-700">This form has no questions yet.</p> : null}
      {groupsOf(questions).map((group, groupIndex) => (
        <section key={group.animal ?? ''} aria-labelledby={`group-${groupIndex}`} className="mt-6">
          <h3 id={`group-${groupIndex}`} className="text-lg font-semibold text-slate-900">
            {group.animal ? `Only for: ${group.animal}` : 'For every animal'}
          </h3>
          <ol className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {group.questions.map((question, index) => (
              <QuestionRow key={question.id} question={question} first={index === 0} last={index === group.questions.length - 1} />
            ))}
          </ol>
        </section>
      ))}

      <section aria-labelledby="new-question" className="mt-12 max-w-2xl">
        <h2 id="new-question" className="text-2xl font-semibold text-slate-900">
          New question
        </h2>
        <p className="mt-1 text-sm text-slate-600">It is added at the end of its group; move it up from the list.</p>
        {/* A new key after each creation starts the form empty again, with JavaScript too. */}
        <Form key={created ?? 'new'} method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="create" />
          <QuestionFields
            values={sent ? questionFormValues(sent) : EMPTY_QUESTION(formType)}
            errors={errors}
            animals={animalChoices(animals, null)}
            chooseFormType
          />
          <SubmitButton pendingLabel="Creating..." pendingFor={(data) => data.get('intent') === 'create'}>
            Create question
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
