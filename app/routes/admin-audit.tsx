import { Form, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { adminAudit } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-audit';

export const meta = () => pageMeta('Audit Log', 'Who changed what in Wildline, and when.');

// Every administrative change, newest first, as a sentence with what changed field by field,
// filtered by who acted, by what they did and by day (docs/decisions/060).
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const url = new URL(request.url);
  const read = (name: string) => url.searchParams.get(name) ?? '';
  const filter = { actor: read('actor'), action: read('action'), from: read('from'), to: read('to') };
  const page = Number(url.searchParams.get('page') ?? 1);
  const [log, seen] = await Promise.all([
    adminAudit.listAuditEntries(db, admin, { ...filter, action: filter.action || undefined, page }),
    adminAudit.listAuditActions(db, admin),
  ]);
  return { ...log, actions: adminAudit.auditActionChoices(seen), filter };
}

const field = 'mt-1 w-full rounded-md border border-slate-400 px-3 py-2';

export default function AdminAudit() {
  const { entries, page, hasMore, actions, filter } = useLoaderData<typeof loader>();
  const kept = Object.fromEntries(Object.entries(filter).filter(([, value]) => value));
  const pageLink = (to: number) => `?${new URLSearchParams({ ...kept, page: String(to) })}`;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AdminPageHeader title="Audit Log">
        <p>Times are Eastern time.</p>
      </AdminPageHeader>
      <Form method="get" className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
        <div>
          <label htmlFor="audit-actor" className="block text-sm font-medium text-slate-800">
            Who (name or e-mail)
          </label>
          <input type="text" id="audit-actor" name="actor" defaultValue={filter.actor} className={field} />
        </div>
        <div>
          <label htmlFor="audit-action" className="block text-sm font-medium text-slate-800">
            What
          </label>
          <select id="audit-action" name="action" defaultValue={filter.action} className={field}>
            <option value="">Everything</option>
            {actions.map(({ action, label }) => (
              <option key={action} value={action}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="block text-sm font-medium text-slate-800">
            From
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={filter.from} className={field} />
        </div>
        <div>
          <label htmlFor="audit-to" className="block text-sm font-medium text-slate-800">
            To
          </label>
          <input id="audit-to" name="to" type="date" defaultValue={filter.to} className={field} />
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Filter
        </button>
      </Form>
      {entries.length === 0 ? <p className="mt-6 text-slate-700">No entries match.</p> : null}
      {entries.length ? (
        <ol className="mt-6 divide-y divide-slate-200 border-y border-slate-200" aria-label="Audit entries">
          {entries.map((entry) => (
            <li key={entry.id} className="py-3" data-action={entry.action}>
              <p className="break-words font-medium text-slate-900">{entry.sentence}</p>
              <p className="mt-1 text-sm text-slate-600">
                <time dateTime={new Date(entry.createdAt).toISOString()}>{entry.when}</time>
                {entry.actorEmail ? <span className="break-all"> · {entry.actorEmail}</span> : null}
              </p>
              {entry.changes.length ? (
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-brand-700 underline">What changed</summary>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(8rem,max-content)_1fr]">
                    {entry.changes.map((change) => (
                      <div key={change.field} className="contents">
                        <dt className="font-semibold text-slate-800">{change.field}</dt>
                        <dd className="break-words text-slate-700 [overflow-wrap:anywhere]">
                          {change.before !== undefined && change.after !== undefined ? (
                            <>
                              <span className="line-through decoration-slate-400">{change.before}</span> → <span>{change.after}</span>
                            </>
                          ) : (
                            (change.after ?? change.before)
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
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
