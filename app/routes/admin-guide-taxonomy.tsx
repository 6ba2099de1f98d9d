import { Form, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ZAnimalTypeInput, ZNamedInput } from '../../common/guide-schemas.ts';
import { ErrorSummary, SuccessBox } from '../components/form.tsx';
import { invalidForm, parseForm, runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { manageGuide } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-guide-taxonomy';

export const meta = () => pageMeta('Categories and Animals', 'Manage the guide’s issue categories and animal types.');

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  return manageGuide.listTaxonomyForAdmin(requestServices(context).db, admin);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const named = await parseForm(form, ZNamedInput);
  switch (form.get('intent')) {
    case 'create-category':
      return named.ok
        ? runFormAction(() => manageGuide.createIssueCategory(db, admin, named.data.name, named.data.nameEs ?? null), { success: 'Category added.' })
        : invalidForm(named);
    case 'rename-category':
      return named.ok
        ? runFormAction(() => manageGuide.renameIssueCategory(db, admin, id, named.data.name, named.data.nameEs), { success: 'Category renamed.' })
        : invalidForm(named);
    case 'delete-category':
      return runFormAction(() => manageGuide.deleteIssueCategory(db, admin, id), { success: 'Category deleted.' });
    case 'create-animal':
      return named.ok ? runFormAction(() => manageGuide.createAnimalType(db, admin, named.data.name), { success: 'Animal type added.' }) : invalidForm(named);
    case 'update-animal': {
      // An unticked checkbox is "not offered" here, not "as it was" (parseForm reads it as false).
      const parsed = await parseForm(form, ZAnimalTypeInput);
      return parsed.ok ? runFormAction(() => manageGuide.updateAnimalType(db, admin, id, parsed.data), { success: 'Animal type saved.' }) : invalidForm(parsed);
    }
    case 'delete-animal':
      return runFormAction(() => manageGuide.deleteAnimalType(db, admin, id), { success: 'Animal type deleted.' });
    default:
      return unknownIntent();
  }
}

const input = 'rounded-md border border-slate-400 px-2 py-1';
const button = 'rounded border border-slate-300 px-2 py-1 hover:bg-slate-50';

export default function AdminGuideTaxonomy() {
  const { categories, animals } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p>
        <Link to="/admin-dashboard/guide" className="font-semibold text-brand-700 underline">
          ← All issues
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Categories and Animals</h1>
      <div className="mt-4 space-y-3">
        {result?.message ? <SuccessBox>{result.message}</SuccessBox> : null}
        {/* A form per row, fields without ids of their own: the field errors are told in the summary's words. */}
        <ErrorSummary formError={result?.formError ? [result.formError, ...Object.values(result.fieldErrors).flat()].join(' ') : null} />
      </div>

      <section aria-labelledby="categories" className="mt-8">
        <h2 id="categories" className="text-2xl font-semibold text-slate-900">
          Issue categories
        </h2>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="create-category" />
          <label className="text-sm font-medium text-slate-800">
            New category <input type="text" name="name" className={`${input} ml-2`} />
          </label>
          <label className="text-sm font-medium text-slate-800">
            En español <input type="text" name="nameEs" lang="es" className={`${input} ml-2`} />
          </label>
          <button type="submit" className={button}>
            Add category
          </button>
        </Form>
        <ul className="mt-4 divide-y divide-slate-200">
          {categories.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-2 py-2">
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="id" value={c.id} />
                <label className="sr-only" htmlFor={`cat-${c.id}`}>
                  Name of category {c.name}
                </label>
                <input type="text" id={`cat-${c.id}`} name="name" defaultValue={c.name} className={input} />
                <label className="sr-only" htmlFor={`cat-es-${c.id}`}>
                  En español: {c.name}
                </label>
                <input type="text" id={`cat-es-${c.id}`} name="nameEs" lang="es" defaultValue={c.nameEs ?? ''} placeholder="In Spanish" className={input} />
                <button type="submit" name="intent" value="rename-category" className={button}>
                  Save
                </button>
                <button type="submit" name="intent" value="delete-category" className={`${button} text-red-800`} aria-label={`Delete category ${c.name}`}>
                  Delete
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="animals" className="mt-10">
        <h2 id="animals" className="text-2xl font-semibold text-slate-900">
          Animal types
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Inactive animal types are hidden from the wizard and the guide’s filters. An animal type the guide still uses can only be deactivated.
        </p>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="create-animal" />
          <label className="text-sm font-medium text-slate-800">
            New animal type <input type="text" name="name" className={`${input} ml-2`} />
          </label>
          <button type="submit" className={button}>
            Add animal type
          </button>
        </Form>
        <ul className="mt-4 divide-y divide-slate-200">
          {animals.map((a) => (
            <li key={a.id} className="py-2">
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <input type="hidden" name="id" value={a.id} />
                <label className="sr-only" htmlFor={`animal-${a.id}`}>
                  Name of animal type {a.name}
                </label>
                <input type="text" id={`animal-${a.id}`} name="name" defaultValue={a.name} className={input} />
                <label className="sr-only" htmlFor={`animal-es-${a.id}`}>
                  En español: {a.name}
                </label>
                <input type="text" id={`animal-es-${a.id}`} name="nameEs" lang="es" defaultValue={a.nameEs ?? ''} placeholder="In Spanish" className={input} />
                <label className="flex items-center gap-1 text-sm">
                  <input type="checkbox" name="active" value="true" defaultChecked={a.active} /> Active
                </label>
                <button type="submit" name="intent" value="update-animal" className={button}>
                  Save
                </button>
                <button type="submit" name="intent" value="delete-animal" className={`${button} text-red-800`} aria-label={`Delete animal type ${a.name}`}>
                  Delete
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
