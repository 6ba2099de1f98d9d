import { Form, useLoaderData, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ErrorBox, SuccessBox } from '../components/form.tsx';
import { IssueBadges } from '../components/issue-badges.tsx';
import { runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { manageGuide } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-guide';

export const meta = () => pageMeta('Manage the Guide', 'Create, edit, deactivate and delete wildlife issues.');

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  return { issues: await manageGuide.listIssuesForAdmin(requestServices(context).db, admin) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  switch (form.get('intent')) {
    case 'activate':
      return runFormAction(() => manageGuide.setWildlifeIssueActive(db, admin, id, true), { success: 'The issue is published again.' });
    case 'deactivate':
      return runFormAction(() => manageGuide.setWildlifeIssueActive(db, admin, id, false), { success: 'The issue is hidden from the guide.' });
    case 'delete':
      return runFormAction(() => manageGuide.deleteWildlifeIssue(db, admin, id), { success: 'The issue has been deleted.' });
    default:
      return unknownIntent();
  }
}

export default function AdminGuide() {
  const { issues } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p>
        <Link to="/admin-dashboard" className="font-semibold text-brand-700 underline">
          ← Admin dashboard
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Manage the Guide</h1>
        <div className="flex gap-3">
          <Link to="/admin-dashboard/guide/taxonomy" className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50">
            Categories and animals
          </Link>
          <Link to="/admin-dashboard/guide/new" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            New issue
          </Link>
        </div>
      </div>
      <div className="mt-6 space-y-3">
        {result?.message ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorBox>{result?.formError}</ErrorBox>
      </div>
      <table className="mt-6 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Wildlife issues, by title</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              Issue
            </th>
            <th scope="col" className="py-2 pr-4">
              Animal
            </th>
            <th scope="col" className="py-2 pr-4">
              Status
            </th>
            <th scope="col" className="py-2">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.id} className="border-b border-slate-200 align-top">
              <td className="py-3 pr-4">
                <span className="font-medium text-slate-900">{issue.title}</span>
                <span className="mt-1 block">
                  <IssueBadges issueType={issue.issueType} severity={issue.severity} />
                </span>
              </td>
              <td className="py-3 pr-4">{issue.animalType}</td>
              <td className="py-3 pr-4">{issue.active ? 'Published' : 'Hidden'}</td>
              <td className="py-3">
                <div className="flex flex-wrap items-start gap-2">
                  <Link
                    to={href('/admin-dashboard/guide/:id', { id: issue.id })}
                    className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
                    aria-label={`Edit ${issue.title}`}
                  >
                    Edit
                  </Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={issue.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={issue.active ? 'deactivate' : 'activate'}
                      className="rounded border border-slate-300 px-2 py-1 hover:bg-slate-50"
                      aria-label={`${issue.active ? 'Hide' : 'Publish'} ${issue.title}`}
                    >
                      {issue.active ? 'Hide' : 'Publish'}
                    </button>
                  </Form>
                  <details>
                    <summary className="cursor-pointer rounded border border-red-300 px-2 py-1 text-red-800">Delete…</summary>
                    <Form method="post" className="mt-2">
                      <input type="hidden" name="id" value={issue.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="rounded bg-red-700 px-2 py-1 font-semibold text-white"
                        aria-label={`Yes, delete ${issue.title}`}
                      >
                        Yes, delete
                      </button>
                    </Form>
                  </details>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
