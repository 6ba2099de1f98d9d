import { Form, redirect, useLoaderData, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ISSUE_TYPES, SEVERITIES, SEVERITY_LABELS } from '../../common/guide.ts';
import { ZIssueInput } from '../../common/guide-schemas.ts';
import { Checkbox, ErrorSummary, Field, fieldId, FieldMessages, SubmitButton } from '../components/form.tsx';
import { sentText, type SentValues } from '../lib/action-result.ts';
import { invalidForm, parseForm, runFormAction } from '../lib/forms.server.ts';
import { listIssueCategories, manageGuide } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-guide-edit';

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.issue ? `Edit: ${data.issue.title}` : 'New Issue', 'Edit a wildlife issue of the guide.');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const [taxonomy, categories] = await Promise.all([manageGuide.listTaxonomyForAdmin(db, admin), listIssueCategories(db)]);
  const issue = params.id ? await manageGuide.getIssueForAdmin(db, admin, params.id).catch(() => null) : null;
  if (params.id && !issue) throw new Response('Issue Not Found', { status: 404 });
  const justCreated = new URL(request.url).searchParams.get('created') === '1';
  return { issue, categories, animals: taxonomy.animals, justCreated };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  // An unticked checkbox is "not published" here, not "as it was" (parseForm reads it as false).
  const parsed = await parseForm(request, ZIssueInput);
  // A refused form comes back with what was sent, so nothing typed is lost without JavaScript.
  if (!parsed.ok) return invalidForm(parsed);
  const { data: issue, values } = parsed;
  if (params.id) return runFormAction(() => manageGuide.updateWildlifeIssue(db, admin, params.id!, issue), { success: 'Saved.', values });
  return runFormAction(
    async () => {
      const created = await manageGuide.createWildlifeIssue(db, admin, issue);
      throw redirect(`${href('/admin-dashboard/guide/:id', { id: created.id })}?created=1`);
    },
    { values },
  );
}

type StoredIssue = Awaited<ReturnType<typeof loader>>['issue'];
type EnglishList = 'immediateActions' | 'longTermSolutions' | 'preventionTips' | 'searchKeywords';
type ListName = EnglishList | `${EnglishList}Es`;

/** The form's starting values: what was sent when the server refused it, else the stored issue (or a new one's). */
function issueFormValues(sent: SentValues | null | undefined, issue: StoredIssue) {
  const value = (name: string, stored: string) => (sent ? (sentText(sent, name) ?? '') : stored);
  const list = (name: ListName) => value(name, (issue?.[name] ?? []).join('\n'));
  return {
    id: value('id', ''),
    title: value('title', issue?.title ?? ''),
    description: value('description', issue?.description ?? ''),
    issueType: value('issueType', issue?.issueType ?? 'emergency'),
    severity: value('severity', issue?.severity ?? 'medium'),
    animalType: value('animalType', issue?.animalType ?? ''),
    categoryId: value('categoryId', issue?.categoryId ?? ''),
    immediateActions: list('immediateActions'),
    longTermSolutions: list('longTermSolutions'),
    preventionTips: list('preventionTips'),
    searchKeywords: list('searchKeywords'),
    titleEs: value('titleEs', issue?.titleEs ?? ''),
    descriptionEs: value('descriptionEs', issue?.descriptionEs ?? ''),
    immediateActionsEs: list('immediateActionsEs'),
    longTermSolutionsEs: list('longTermSolutionsEs'),
    preventionTipsEs: list('preventionTipsEs'),
    searchKeywordsEs: list('searchKeywordsEs'),
    active: sent ? sent.active !== undefined : (issue?.active ?? true),
  };
}

function ListField({
  label,
  name,
  value,
  hint,
  errors,
  lang,
}: {
  label: string;
  name: string;
  value: string;
  hint: string;
  errors?: Record<string, string[]>;
  lang?: string;
}) {
  return (
    <div>
      <label htmlFor={fieldId(name)} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={fieldId(name)}
        name={name}
        lang={lang}
        rows={5}
        defaultValue={value}
        aria-describedby={`${fieldId(name)}-hint`}
        className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
      />
      <p id={`${fieldId(name)}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
      <FieldMessages id={`f-${name}-error`} messages={errors?.[name]} />
    </div>
  );
}

const selectClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2';

export default function AdminGuideEdit() {
  const { issue, categories, animals, justCreated } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const errors = result?.fieldErrors;
  const saved = result?.ok || (justCreated && !result);
  const values = issueFormValues(result?.values, issue);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link to="/admin-dashboard/guide" className="font-semibold text-brand-700 underline">
          ← All issues
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{issue ? `Edit: ${issue.title}` : 'New Issue'}</h1>
      <div className="mt-4 space-y-3">
        {saved ? (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
            {result?.message ?? 'Created.'}
          </p>
        ) : null}
        <ErrorSummary formError={result?.formError} fieldErrors={errors} />
      </div>
      {/* Saved values start the form again (with JavaScript the fields would otherwise keep what was typed). */}
      <Form key={JSON.stringify(issue)} method="post" noValidate className="mt-6 space-y-5">
        {issue ? null : (
          <Field
            label="Address (id)"
            name="id"
            hint="Optional: made from the title when empty, e.g. bat-in-the-house."
            defaultValue={values.id}
            errors={errors}
          />
        )}
        <Field label="Title" name="title" required defaultValue={values.title} errors={errors} />
        <div>
          <label htmlFor={fieldId('description')} className="block text-sm font-medium text-slate-800">
            Description{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <textarea
            id={fieldId('description')}
            name="description"
            rows={4}
            required
            defaultValue={values.description}
            className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
          />
          <FieldMessages id="f-description-error" messages={errors?.description} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2 [&>*]:min-w-0">
          <div>
            <label htmlFor={fieldId('issueType')} className="block text-sm font-medium text-slate-800">
              Type
            </label>
            <select id={fieldId('issueType')} name="issueType" defaultValue={values.issueType} className={selectClass}>
              {ISSUE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t === 'emergency' ? 'Emergency' : 'Conflict'}
                </option>
              ))}
            </select>
            <FieldMessages id="f-type-error" messages={errors?.issueType} />
          </div>
          <div>
            <label htmlFor={fieldId('severity')} className="block text-sm font-medium text-slate-800">
              Severity
            </label>
            <select id={fieldId('severity')} name="severity" defaultValue={values.severity} className={selectClass}>
              {SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {SEVERITY_LABELS[s]}
                </option>
              ))}
            </select>
            <FieldMessages id="f-severity-error" messages={errors?.severity} />
          </div>
          <div>
            <label htmlFor={fieldId('animalType')} className="block text-sm font-medium text-slate-800">
              Animal
            </label>
            <select id={fieldId('animalType')} name="animalType" defaultValue={values.animalType} className={selectClass}>
              <option value="">Choose an animal</option>
              {animals.map((a) => (
                <option key={a.id} value={a.name}>
                  {a.name}
                  {a.active ? '' : ' (inactive)'}
                </option>
              ))}
            </select>
            <FieldMessages id="f-animal-error" messages={errors?.animalType} />
          </div>
          <div>
            <label htmlFor={fieldId('categoryId')} className="block text-sm font-medium text-slate-800">
              Category
            </label>
            <select id={fieldId('categoryId')} name="categoryId" defaultValue={values.categoryId} className={selectClass}>
              <option value="">No category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ListField label="Immediate actions" name="immediateActions" value={values.immediateActions} hint="One step per line, in order." errors={errors} />
        <ListField label="Long-term solutions" name="longTermSolutions" value={values.longTermSolutions} hint="One per line." errors={errors} />
        <ListField label="Prevention tips" name="preventionTips" value={values.preventionTips} hint="One per line." errors={errors} />
        <ListField
          label="Search keywords"
          name="searchKeywords"
          value={values.searchKeywords}
          hint="One word or phrase per line, including common misspellings."
          errors={errors}
        />
        <SpanishFields values={values} errors={errors} />
        <Checkbox label="Published (shown in the guide)" name="active" defaultChecked={values.active} errors={errors} />
        <SubmitButton pendingLabel="Saving...">{issue ? 'Save changes' : 'Create issue'}</SubmitButton>
      </Form>
    </div>
  );
}

/**
 * The entry in Spanish (docs/decisions/034), beside the English and optional: without its Spanish title,
 * Spanish pages show the English with a note. Each list line for line with the English one.
 */
function SpanishFields({ values, errors }: { values: ReturnType<typeof issueFormValues>; errors?: Record<string, string[]> }) {
  // Labelled in Spanish: each field's English label is the English field's alone.
  const lineForLine = 'One per line, as many lines as the English, in the same order.';
  return (
    <fieldset className="min-w-0 space-y-5 rounded-lg border border-slate-300 p-4">
      <legend className="px-1 font-semibold text-slate-900">In Spanish (optional)</legend>
      <p className="text-sm text-slate-600">
        Shown on the Spanish pages (/es/resources). Left blank, they show the English with a note that it is not translated yet.
      </p>
      <Field label="Título" name="titleEs" lang="es" defaultValue={values.titleEs} errors={errors} />
      <ListField label="Descripción" name="descriptionEs" lang="es" value={values.descriptionEs} hint="A paragraph, as the English one." errors={errors} />
      <ListField label="Qué hacer ahora" name="immediateActionsEs" lang="es" value={values.immediateActionsEs} hint={lineForLine} errors={errors} />
      <ListField label="Soluciones a largo plazo" name="longTermSolutionsEs" lang="es" value={values.longTermSolutionsEs} hint={lineForLine} errors={errors} />
      <ListField label="Cómo prevenirlo" name="preventionTipsEs" lang="es" value={values.preventionTipsEs} hint={lineForLine} errors={errors} />
      <ListField
        label="Palabras de búsqueda"
        name="searchKeywordsEs"
        lang="es"
        value={values.searchKeywordsEs}
        hint="The words a Spanish speaker would type, one per line; accents are optional when searching."
        errors={errors}
      />
    </fieldset>
  );
}
