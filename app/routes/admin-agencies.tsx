import { useLoaderData, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { formatCalendarDay } from '../../common/dates.ts';
import { LINE_SITUATION_NAMES, regionName, shownNumber } from '../../common/phone-lines.ts';
import { stateName } from '../../common/us-states.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { adminPhoneLines, adminStateAgencies } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-agencies';
import type { AdminPhoneLine } from '../../server/features/help-requests/manage-phone-lines.ts';
import { LineSummary } from '../components/phone-line-summary.tsx';

export const meta = () =>
  pageMeta('State Wildlife Agencies', 'Each state’s wildlife agency and its numbers, as people are shown them when no provider can help.');

// The state agencies and national lines people are given when no provider matches or none
// could be notified (docs/decisions/046): every number with its purpose, source and the day it
// was checked, and a warning while a state has none.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const [agencies, lines, withoutNumber] = await Promise.all([
    adminStateAgencies.listStateAgencies(db, admin),
    adminPhoneLines.listPhoneLines(db, admin),
    adminPhoneLines.statesWithoutNumber(db, admin),
  ]);
  const params = new URL(request.url).searchParams;
  return { agencies, lines, withoutNumber, saved: params.get('saved'), removed: params.get('removed') };
}

function NationalLines({ lines }: { lines: AdminPhoneLine[] }) {
  return (
    <section aria-labelledby="national-heading" className="mt-10">
      <h2 id="national-heading" className="text-xl font-semibold text-slate-900">
        National lines
      </h2>
      <p className="mt-1 text-slate-700">
        Given after the state agency’s numbers, to people in the region a line serves and in its situation: a stranded marine mammal or sea turtle, or a
        wildlife conflict.
      </p>
      <ul aria-label="National lines" className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0 flex-1 break-words">
              <p className="font-semibold text-slate-900">{line.organisation}</p>
              <p className="text-sm text-slate-700">
                {line.situations.map((s) => LINE_SITUATION_NAMES[s]).join(', ')} · {regionName(line.region!)}
              </p>
              <p className="text-sm text-slate-700">
                <LineSummary line={line} />
              </p>
            </div>
            <Link
              to={href('/admin-dashboard/agencies/lines/:lineId', { lineId: line.id })}
              className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Edit<span className="sr-only"> {line.organisation}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-3">
        <Link to="/admin-dashboard/agencies/lines/new?scope=national" className="font-semibold text-brand-700 underline">
          Add a national line
        </Link>
      </p>
    </section>
  );
}

export default function AdminAgencies() {
  const { agencies, lines, withoutNumber, saved, removed } = useLoaderData<typeof loader>();
  const linesOf = (state: string) => lines.filter((line) => line.scope === 'state' && line.state === state);
  const savedLine = lines.find((line) => line.id === saved);
  const savedAgency = agencies.find((agency) => agency.state === saved);
  const neverChecked = agencies.filter((a) => !a.checkedOn).length;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AdminPageHeader title="State Wildlife Agencies">
        <p>
          People are given these numbers when no provider matches their request, or none could be notified: the state agency’s lines for their situation, then
          the national line for it, then the websites. Every number shows what it is for and whether it is answered at that hour.
        </p>
        <p className="mt-2 font-medium">
          {agencies.length - withoutNumber.length} of {agencies.length} states have a number to call.{' '}
          {neverChecked === 0 ? 'Every agency has been checked.' : `${neverChecked} agencies have never been checked.`}
        </p>
      </AdminPageHeader>
      {withoutNumber.length ? (
        <p role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950">
          <strong>No number to call in {withoutNumber.map((state) => stateName(state)).join(', ')}.</strong> When no provider can help there, people are given a
          tip line at most. Add a number you have read on the agency’s own page: its main line, its wildlife line or a 24-hour line.
        </p>
      ) : null}
      {savedLine || savedAgency || removed ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-green-900">
          {savedLine
            ? `Saved ${shownNumber(savedLine)} (${savedLine.organisation}).`
            : savedAgency
              ? `Saved the agency for ${savedAgency.stateName}.`
              : 'Removed the number.'}
        </p>
      ) : null}
      <ul aria-label="State wildlife agencies" className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        {agencies.map((agency) => {
          const own = linesOf(agency.state);
          return (
            <li key={agency.state} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 break-words">
                <p className="font-semibold text-slate-900">{agency.stateName}</p>
                <p className="text-slate-800">{agency.name || <em>No agency entered</em>}</p>
                {own.length ? (
                  <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
                    {own.map((line) => (
                      <li key={line.id}>
                        <LineSummary line={line} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm font-medium text-red-800">No number: people see only the website</p>
                )}
                <p className="text-sm text-slate-600">
                  {agency.checkedOn ? `Agency last checked ${formatCalendarDay(agency.checkedOn)}` : 'Agency never checked'}
                  {agency.website ? '' : ' · no website'}
                </p>
              </div>
              <Link
                to={href('/admin-dashboard/agencies/:state', { state: agency.state })}
                className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
              >
                Edit<span className="sr-only"> the agency for {agency.stateName}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <NationalLines lines={lines.filter((line) => line.scope === 'national')} />
    </div>
  );
}
