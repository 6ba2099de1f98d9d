import { useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { CoverageMap, RequestsByStateMap, RequestsPerDayChart, StateTable } from '../components/admin-charts.tsx';
import { RoleDashboard } from '../components/role-dashboard.tsx';
import { HealthPanel, Line } from '../components/admin-health.tsx';
import { StoredBytesTable } from '../components/admin-stored-bytes.tsx';
import { ReachPanel } from '../components/admin-reach.tsx';
import { adminOverview, getReach, getStoredBytes, operationsHealth } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-dashboard';
import { stateName } from '../../common/us-states.ts';

export const meta = () => pageMeta('Admin Dashboard', 'Requests, whom they reach, coverage and what waits for review.');

// /admin-dashboard (admin): where to go, then the overview people read at a glance.
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db, config } = requestServices(context);
  const [overview, health, stored, reach] = await Promise.all([
    adminOverview.getOverview(db, admin),
    operationsHealth.getHealth(db, admin, { config }),
    getStoredBytes(db, admin),
    getReach(db, admin),
  ]);
  return { user: { fullName: admin.fullName, role: admin.role }, overview, health, stored, reach };
}

function Waiting({ count, label, to }: { count: number; label: [one: string, many: string]; to: string }) {
  return (
    <Link to={to} className="block rounded-xl border border-slate-200 p-4 hover:bg-brand-50">
      <span className="block text-3xl font-bold text-slate-900">{count}</span>
      <span className="text-slate-700">{count === 1 ? label[0] : label[1]}</span>
    </Link>
  );
}

export default function AdminDashboard() {
  const { user, overview, health, stored, reach } = useLoaderData<typeof loader>();
  const total = (key: 'requests' | 'whileNoneOpen') => overview.states.reduce((n, s) => n + s[key], 0);
  return (
    <>
      <RoleDashboard title="Admin Dashboard" user={user} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 pb-12">
        {overview.statesWithoutNumber.length ? (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-950">
            <strong>
              No number to call in {overview.statesWithoutNumber.length === 1 ? 'one state' : `${overview.statesWithoutNumber.length} states`}:{' '}
              {overview.statesWithoutNumber.map((state) => stateName(state)).join(', ')}.
            </strong>{' '}
            When no provider can help there, people are given a tip line at most.{' '}
            <Link to="/admin-dashboard/agencies" className="font-semibold underline">
              Add a checked number on State Wildlife Agencies
            </Link>
          </p>
        ) : null}
        <HealthPanel
          health={health}
          storage={
            <Line title="Stored files" state="working">
              <StoredBytesTable stored={stored} caption="Stored files by kind" />
            </Line>
          }
        />
        <section aria-labelledby="waiting-heading">
          <h2 id="waiting-heading" className="text-xl font-semibold text-slate-900">
            Waiting for review
          </h2>
          <div className="mt-4 grid gap-3 sm:grid-cols-3">
            <Waiting
              count={overview.pending.claims}
              label={['listing claim or new listing', 'listing claims and new listings']}
              to="/admin-dashboard/providers"
            />
            <Waiting count={overview.pending.standards} label={['standards level to verify', 'standards levels to verify']} to="/admin-dashboard/providers" />
            <Waiting count={overview.pending.applications} label={['volunteer application', 'volunteer applications']} to="/admin-dashboard/volunteers" />
          </div>
        </section>
        <ReachPanel reach={reach} />
        <section aria-labelledby="per-day-heading">
          <h2 id="per-day-heading" className="text-xl font-semibold text-slate-900">
            Help requests per day
          </h2>
          <div className="mt-4">
            <RequestsPerDayChart days={overview.days} />
          </div>
        </section>
        <section aria-labelledby="coverage-heading">
          <h2 id="coverage-heading" className="text-xl font-semibold text-slate-900">
            Coverage by state
          </h2>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">Approved providers per state</h3>
          <div className="mt-3">
            <CoverageMap states={overview.states} />
          </div>
          <h3 className="mt-8 text-lg font-semibold text-slate-900">Help requests per state</h3>
          <div className="mt-3">
            <RequestsByStateMap states={overview.states} />
          </div>
          {/* Where listings' hours leave people without anyone to call, so the gaps can be filled. */}
          <p className="mt-6 text-slate-800">
            <strong>{total('whileNoneOpen')}</strong> of {total('requests')} help requests arrived while no listing in their state that takes them was open.
          </p>
          <div className="mt-3">
            <StateTable states={overview.states} />
          </div>
        </section>
      </div>
    </>
  );
}
