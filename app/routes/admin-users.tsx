import { Form, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { ROLE_LABELS, ROLES } from '../../common/roles.ts';
import { ErrorBox, SuccessBox } from '../components/form.tsx';
import { runFormAction } from '../lib/forms.server.ts';
import { adminUsers } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-users';
import { OFFICE_TIME_ZONE, formatDate } from '../../common/dates.ts';
import { readForPage } from '../lib/page-errors.server.ts';

export const meta = () => pageMeta('Users', 'Every Wildline account, newest first, and their roles.');

// Administrators only: list all users newest first; change any user's role (audit-logged, as it grants access).
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const url = new URL(request.url);
  const q = url.searchParams.get('q') ?? '';
  const list = await readForPage(() => adminUsers.listUsers(requestServices(context).db, admin, { q, page: url.searchParams.get('page') ?? 1 }));
  return { ...list, q, me: admin.id };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const form = await request.formData();
  return runFormAction(() => adminUsers.changeUserRole(requestServices(context).db, admin, String(form.get('id') ?? ''), form.get('role')), {
    success: ({ fullName, role }) => `${fullName} is now: ${ROLE_LABELS[role]}.`,
  });
}

export default function AdminUsers() {
  const { users, page, hasMore, q, me } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const pageLink = (to: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminPageHeader title="Users" />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="user-search" className="block text-sm font-medium text-slate-800">
            Name or e-mail
          </label>
          <input type="text" id="user-search" name="q" defaultValue={q} className="mt-1 rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Search users
        </button>
      </Form>
      <div className="mt-6 space-y-3">
        {result?.message ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorBox>{result?.formError}</ErrorBox>
      </div>
      {users.length === 0 ? <p className="mt-6 text-slate-700">No users found.</p> : null}
      <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {users.map((user) => (
          <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-slate-900">
                {user.fullName}{' '}
                {user.sample ? <span className="ml-1 rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Sample account</span> : null}
              </p>
              <p className="text-sm text-slate-700">
                {user.email} · joined {formatDate(user.createdAt, 'day', OFFICE_TIME_ZONE)}
              </p>
            </div>
            {user.id === me ? (
              <p className="text-sm text-slate-700">{ROLE_LABELS[user.role]} (you)</p>
            ) : (
              <Form method="post" className="flex items-center gap-2">
                <input type="hidden" name="id" value={user.id} />
                <label htmlFor={`role-${user.id}`} className="sr-only">
                  Role of {user.fullName}
                </label>
                <select id={`role-${user.id}`} name="role" defaultValue={user.role} className="rounded-md border border-slate-400 px-2 py-1.5">
                  {ROLES.filter((role) => role !== 'provider' || user.hasListing || user.role === 'provider').map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
                <button
                  type="submit"
                  aria-label={`Save the role of ${user.fullName}`}
                  className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Save
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      <nav aria-label="Pages" className="mt-6 flex gap-4">
        {page > 1 ? (
          <Link to={pageLink(page - 1)} className="font-semibold text-brand-700 underline">
            Newer users
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={pageLink(page + 1)} className="font-semibold text-brand-700 underline">
            Older users
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
