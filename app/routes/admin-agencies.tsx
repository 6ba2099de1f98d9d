import { useLoaderData, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { formatCalendarDay } from '../../common/dates.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { adminStateAgencies } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-agencies';

export const meta = () => pageMeta('State Wildlife Agencies', 'Each state’s wildlife agency, as people are shown it when no provider can help.');

// Issue 13: the state agencies people are sent to when no provider matches or none could be
// notified. A phone number is shown to them only once it is entered here (docs/decisions/016).
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const agencies = await adminStateAgencies.listStateAgencies(requestServices(context).db, admin);
  return { agencies, saved: new URL(request.url).searchParams.get('saved') };
}

export default function AdminAgencies() {
  const { agencies, saved } = useLoaderData<typeof loader>();
  const withPhone = agencies.filter((a) => a.phone).length;
  const neverChecked = agencies.filter((a) => !a.checkedOn).length;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AdminPageHeader title="State Wildlife Agencies">
        <p>
          People are sent to their state’s agency when no provider matches their request, or none could be notified. They see its phone number only once you
          enter one here, after checking it with the agency; until then, its website.
        </p>
        <p className="mt-2 font-medium">
          {withPhone} of {agencies.length} states have a phone number.{' '}
          {neverChecked === 0 ? 'Every state has been checked.' : `${neverChecked} have never been checked with the agency.`}
        </p>
      </AdminPageHeader>
      {saved ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
          Saved the agency for {agencies.find((a) => a.state === saved)?.stateName ?? saved}.
        </p>
      ) : null}
      <ul aria-label="State wildlife agencies" className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {agencies.map((agency) => (
          <li key={agency.state} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{agency.stateName}</p>
              <p className="text-slate-800">{agency.name || <em>No agency entered</em>}</p>
              <p className="text-sm text-slate-600">
                {agency.phone ? `Phone: ${agency.phone}` : 'No phone number: people see the website'}
                {agency.website ? '' : ' · no website'}
              </p>
              <p className="text-sm text-slate-600">
                {agency.checkedOn ? `Last checked ${formatCalendarDay(agency.checkedOn)}` : 'Never checked with the agency'}
              </p>
            </div>
            <Link
              to={href('/admin-dashboard/agencies/:state', { state: agency.state })}
              className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Edit<span className="sr-only"> the agency for {agency.stateName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
