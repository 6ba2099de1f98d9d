import { Form, redirect, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ZFirstAidRuleInput } from '../../common/first-aid-rules-schemas.ts';
import { Checkbox, ErrorSummary, Field, SelectField, SubmitButton, SuccessBox, TextArea } from '../components/form.tsx';
import { readForm, runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { adminFirstAidRules } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-first-aid-rules';

export const meta = () => pageMeta('First Aid Rules', 'Which guide entry the emergency wizard shows, from the answers to its questions.');

// Beside the wizard's questions: the rules that choose an emergency's first aid from its answers
// (docs/decisions/050). `?edit=<id>` opens one rule's form above the list.

const RULES_PATH = '/admin-dashboard/questions/first-aid';

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const { rules, entries } = await adminFirstAidRules.listFirstAidRulesForAdmin(db, admin);
  const edit = new URL(request.url).searchParams.get('edit');
  return { rules, entries, editing: rules.find((rule) => rule.id === edit) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const { input, values, form } = await readForm(request, ZFirstAidRuleInput);
  const id = String(form.get('id') ?? '');
  switch (form.get('intent')) {
    case 'create':
      return runFormAction(
        async () => {
          await adminFirstAidRules.saveFirstAidRule(db, admin, null, input);
          throw redirect(`${RULES_PATH}?created=1`);
        },
        { values },
      );
    case 'update':
      return runFormAction(() => adminFirstAidRules.saveFirstAidRule(db, admin, id, input), { success: 'Rule saved.', values });
    case 'delete':
      return runFormAction(
        async () => {
          await adminFirstAidRules.deleteFirstAidRule(db, admin, id);
          throw redirect(`${RULES_PATH}?deleted=1`);
        },
        { values },
      );
    default:
      return unknownIntent();
  }
}

type LoaderData = Route.ComponentProps['loaderData'];
type Rule = LoaderData['rules'][number];
type RuleValues = { issueId: string; animalTypes: string; conditions: string; priority: string; onlyIfDescribed: boolean };

const valuesOf = (rule: Rule | null): RuleValues => ({
  issueId: rule?.issueId ?? '',
  animalTypes: rule?.animalTypes.join('\n') ?? '',
  conditions: rule?.conditions.join('\n') ?? '',
  priority: String(rule?.priority ?? 50),
  onlyIfDescribed: rule?.onlyIfDescribed ?? false,
});

function RuleFields({ values, entries }: { values: RuleValues; entries: LoaderData['entries'] }) {
  return (
    <>
      <SelectField label="Guide entry shown" name="issueId" value={values.issueId}>
        <option value="">Choose an emergency entry</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.title}
          </option>
        ))}
      </SelectField>
      <TextArea
        label="Animals"
        name="animalTypes"
        defaultValue={values.animalTypes}
        hint="One animal type a line, as the wizard names it. Leave empty for every animal."
      />
      <TextArea
        label="Answers"
        name="conditions"
        defaultValue={values.conditions}
        rows={3}
        hint='One condition a line, all of which must hold: the question as the emergency form asks it, " = ", then the answers that meet it separated by " | ". A question alone means "answered at all". Leave empty for the animal alone.'
      />
      <Field
        label="Order"
        name="priority"
        type="number"
        min={0}
        max={1000}
        defaultValue={values.priority}
        hint="Lower comes first: of the rules that hold, the lowest order decides."
      />
      <Checkbox label="Only when the description is clearly about this entry" name="onlyIfDescribed" defaultChecked={values.onlyIfDescribed} />
    </>
  );
}

export default function AdminFirstAidRules() {
  const { rules, entries, editing } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const sent = result?.values as Partial<Record<keyof RuleValues, string>> | null | undefined;
  const sentValues = (fallback: RuleValues): RuleValues =>
    sent ? { ...fallback, ...sent, onlyIfDescribed: sent.onlyIfDescribed === 'on' || sent.onlyIfDescribed === 'true' } : fallback;
  const broken = rules.filter((rule) => rule.problems.length).length;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p>
        <Link to="/admin-dashboard/questions?form=rehabilitation" className="font-semibold text-brand-700 underline">
          ← The emergency form's questions
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">First Aid Rules</h1>
      <div className="mt-2 space-y-2 text-slate-700">
        <p>
          While an emergency waits for help, the wizard, the page after it and the confirmation e-mail show one guide entry's first steps. These rules choose it
          from the animal and the answers to the questions. Of the rules that hold, those with the lowest order decide. A rule marked "only when the description
          is clearly about this entry" never decides alone: the description may choose it, or any entry the deciding rules name, when it is clearly about one of
          them. When nothing decides, people get the general safe steps for that kind of animal.
        </p>
        <p>Never point a raccoon, skunk, fox, bat, coyote or groundhog to an entry that tells people to handle it, nor a deer to one that boxes it.</p>
      </div>
      <div className="mt-4 space-y-3">
        {result?.ok ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
        {broken ? (
          <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            {broken === 1 ? '1 rule names' : `${broken} rules name`} something that no longer exists: it is marked below.
          </p>
        ) : null}
      </div>

      {editing ? (
        <section aria-labelledby="edit-rule" className="mt-6 rounded-xl border border-slate-300 p-5">
          <h2 id="edit-rule" className="text-xl font-semibold text-slate-900">
            Edit rule: {editing.issueTitle}
          </h2>
          <Form key={JSON.stringify(editing)} method="post" noValidate className="mt-4 space-y-4">
            <input type="hidden" name="id" value={editing.id} />
            <RuleFields values={sentValues(valuesOf(editing))} entries={entries} />
            <div className="flex flex-wrap gap-3">
              <SubmitButton name="intent" value="update" pendingLabel="Saving...">
                Save rule
              </SubmitButton>
              <button type="submit" name="intent" value="delete" formNoValidate className="rounded-md border border-red-300 px-4 py-2 text-red-800">
                Delete rule
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="rules" className="mt-8">
        <h2 id="rules" className="text-xl font-semibold text-slate-900">
          Rules ({rules.length})
        </h2>
        <ul className="mt-2 divide-y divide-slate-200">
          {rules.map((rule) => (
            <li key={rule.id} className="py-3">
              <p className="font-medium text-slate-900">
                {rule.priority} · {rule.issueTitle}
                {rule.onlyIfDescribed ? (
                  <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700">Only when described</span>
                ) : null}
              </p>
              <p className="text-sm text-slate-700">{rule.animalTypes.length ? rule.animalTypes.join(' · ') : 'Every animal'}</p>
              {rule.conditions.map((condition) => (
                <p key={condition} className="text-sm text-slate-600">
                  {condition}
                </p>
              ))}
              {rule.problems.map((problem) => (
                <p key={`${problem.field}:${problem.what}`} className="text-sm font-semibold text-red-800">
                  {problem.problem} ({problem.what})
                </p>
              ))}
              <Link
                to={`${RULES_PATH}?edit=${rule.id}#edit-rule`}
                className="text-sm font-semibold text-brand-700 underline"
                aria-label={`Edit rule: ${rule.priority} · ${rule.issueTitle}`}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="new-rule" className="mt-8 rounded-xl border border-slate-300 p-5">
        <h2 id="new-rule" className="text-xl font-semibold text-slate-900">
          Add a rule
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4">
          <RuleFields values={sentValues(valuesOf(null))} entries={entries} />
          <SubmitButton name="intent" value="create" pendingLabel="Saving...">
            Add rule
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
