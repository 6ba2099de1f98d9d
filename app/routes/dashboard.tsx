import { useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { LiveRefresh } from '../components/live-refresh.tsx';
import { OwnRequestCard, type OwnRequestView } from '../components/own-request-card.tsx';
import { RoleDashboard } from '../components/role-dashboard.tsx';
import { runOwnRequestAction } from '../lib/own-request-actions.server.ts';
import { listOwnHelpRequests } from '../lib/services.server.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/dashboard';
import { FAILED, readForPage } from '../lib/page-errors.server.ts';
import { message } from '../../common/i18n.ts';
import { useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(message('Dashboard'), message('Your Wildline dashboard.'), location);

const TITLES = {
  admin: message('Admin Dashboard'),
  provider: message('Provider Dashboard'),
  helper: message('Helper Dashboard'),
  user: message('My Dashboard'),
} as const;

// SPEC §2: /dashboard shows the admin, provider, helper or user dashboard by role, and
// everyone's own help requests with the providers' answers (live, issue 6) and what the
// requester may do with each: update, cancel, resolve, rate (issue 7).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const requests = await readForPage(() => listOwnHelpRequests(requestServices(context).db, user), { failure: FAILED.gettingOwnHelpRequests });
  return { user: { fullName: user.fullName, role: user.role }, requests };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return runOwnRequestAction(requestServices(context).db, user, await request.formData());
}

function MyRequests({ requests }: { requests: OwnRequestView[] }) {
  const t = useT();
  const result = useSettledActionData<typeof action>();
  return (
    <section aria-labelledby="my-requests" className="mx-auto max-w-4xl px-4 pb-10">
      <h2 id="my-requests" className="text-xl font-semibold text-slate-900">
        {t('My help requests')}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-3 text-slate-700">
          {t('None yet.')}{' '}
          <Link to="/find-help" className="font-semibold text-brand-700 underline">
            {t('Request help for an animal')}
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {requests.map((request) => (
            <li key={request.id}>
              <OwnRequestCard request={request} result={result} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Dashboard() {
  const { user, requests } = useLoaderData<typeof loader>();
  return (
    <>
      <RoleDashboard title={TITLES[user.role]} user={user} />
      <MyRequests requests={requests} />
      <LiveRefresh />
    </>
  );
}
