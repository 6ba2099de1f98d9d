import { useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { LiveRefresh } from '../components/live-refresh.tsx';
import { OwnRequestCard, type CallNow, type OwnRequestView } from '../components/own-request-card.tsx';
import { RoleDashboard } from '../components/role-dashboard.tsx';
import { runOwnRequestAction } from '../lib/own-request-actions.server.ts';
import { listOwnHelpRequests, requestOutcome } from '../lib/services.server.ts';
import { localeOfPath } from '../../common/locales.ts';
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

// /dashboard shows the admin, provider, helper or user dashboard by role, and
// everyone's own help requests with the providers' answers (live) and what the
// requester may do with each: update, cancel, resolve, rate.
export async function loader({ request, context }: Route.LoaderArgs) {
  const since = Date.now();
  const user = requireUser(context, request);
  const { db, match } = requestServices(context);
  const requests = await readForPage(() => listOwnHelpRequests(db, user), { failure: FAILED.gettingOwnHelpRequests });
  const locale = localeOfPath(new URL(request.url).pathname);
  // While a request waits for someone to take it, the numbers to call now (docs/decisions/046, 048).
  const waiting = requests.filter((r) => r.status === 'submitted').slice(0, 3);
  const callNow = Object.fromEntries(
    await Promise.all(
      waiting.map(async (r) => {
        const { matches, contacts } = await requestOutcome(db, user, { ...r, notifiedCount: r.told.length }, { locale, match, withFirstAid: false });
        return [r.id, { matches, contacts }] as const;
      }),
    ),
  );
  return { user: { fullName: user.fullName, role: user.role }, requests, callNow, since };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return runOwnRequestAction(requestServices(context).db, user, await request.formData());
}

/**
 * The person's requests, before the places to go: the status of an open one (accepted, with the
 * Call button; or who has been told) is what they came for (docs/decisions/060).
 */
function MyRequests({ requests, callNow }: { requests: OwnRequestView[]; callNow: Record<string, CallNow> }) {
  const t = useT();
  const result = useSettledActionData<typeof action>();
  return (
    <section aria-labelledby="my-requests" className="mt-6">
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
              <OwnRequestCard request={request} result={result} callNow={callNow[request.id] ?? null} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Dashboard() {
  const { user, requests, callNow, since } = useLoaderData<typeof loader>();
  return (
    <>
      <RoleDashboard title={TITLES[user.role]} user={user} first={<MyRequests requests={requests} callNow={callNow} />} />
      <LiveRefresh since={since} />
    </>
  );
}
