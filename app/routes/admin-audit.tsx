import { Form, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { adminAudit } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-audit';
import { OFFICE_TIME_ZONE, formatDate } from '../../common/dates.ts';

export const meta = () => pageMeta('Audit Log', 'Who changed what in Wildline, and when.');

// Issue 7: every administrative change, newest first, filtered by who acted and by action.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const url = new URL(request.url);
  const filter = { actor: url.searchParams.get('actor') ?? '', action: url.searchParams.get('action') ?? '' };
  const page = Number(url.searchParams.get('page') ?? 1);
  const [log, actions] = await Promise.all([
    adminAudit.listAuditEntries(db, admin, { actor: filter.actor, action: filter.action || undefined, page }),
    adminAudit.listAuditActions(db, admin),
  ]);
  return { ...log, actions, filter };
}

const summary = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export default function AdminAudit() {
  const { entries, page, hasMore, actions, filter } = useLoaderData<typeof loader>();
  const pageLink = (to: number) =>
    `?${new URLSearchParams({ ...(filter.actor ? { actor: filter.actor } : {}), ...(filter.action ? { action: filter.action } : {}), page: String(to) })}`;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <AdminPageHeader title="Audit Log" />
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-actor" className="block text-sm font-medium text-slate-800">
            Who (name or e-mail)
          </label>
          <input id="audit-actor" name="actor" defaultValue={filter.actor} className="mt-1 rounded-md border border-slate-400 px-3 py-2" />
        </div>
        <div>
          <label htmlFor="audit-action" className="block text-sm font-medium text-slate-800">
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={filter.action} className="mt-1 rounded-md border border-slate-400 px-3 py-2">
            <option value="">All actions</option>
            {actions.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Filter
        </button>
      </Form>
      {entries.length === 0 ? <p className="mt-6 text-slate-700">No entries match.</p> : null}
      {entries.length ? (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-4">
                  When
                </th>
                <th scope="col" className="py-2 pr-4">
                  Who
                </th>
                <th scope="col" className="py-2 pr-4">
                  Action
                </th>
                <th scope="col" className="py-2 pr-4">
                  What
                </th>
                <th scope="col" className="py-2">
                  Change
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-200 align-top">
                  <td className="whitespace-nowrap py-2 pr-4">{formatDate(entry.createdAt, 'timeToTheSecond', OFFICE_TIME_ZONE)}</td>
                  <td className="py-2 pr-4">{entry.actorName ? `${entry.actorName} (${entry.actorEmail})` : 'System'}</td>
                  <td className="py-2 pr-4 font-mono">{entry.action}</td>
                  <td className="py-2 pr-4">
                    {entry.entityType} {entry.entityId}
                  </td>
                  <td className="max-w-md break-words py-2 font-mono text-xs">
                    {summary(entry.before)}
                    {entry.before && entry.after ? ' → ' : ''}
                    {summary(entry.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <nav aria-label="Pages" className="mt-6 flex gap-4">
        {page > 1 ? (
          <Link to={pageLink(page - 1)} className="font-semibold text-brand-700 underline">
            Newer entries
          </Link>
        ) : null}
        {hasMore ? (
          <Link to={pageLink(page + 1)} className="font-semibold text-brand-700 underline">
            Older entries
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
