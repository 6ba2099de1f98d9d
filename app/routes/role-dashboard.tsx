import { useLoaderData } from 'react-router';
import type { Role } from '../../common/roles.ts';
import { RoleDashboard } from '../components/role-dashboard.tsx';
import { requireRole } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/role-dashboard';

// /helper-dashboard, gated by the role its path names (SPEC §2 "Routes needing a role");
// /admin-dashboard and /provider-dashboard have their own modules.
const DASHBOARDS: Record<string, { role: Role; title: string }> = {
  '/helper-dashboard': { role: 'helper', title: 'Helper Dashboard' },
};

export function loader({ request, context }: Route.LoaderArgs) {
  const dashboard = DASHBOARDS[new URL(request.url).pathname.replace(/\/$/, '')];
  if (!dashboard) throw new Response('Not found', { status: 404 });
  const user = requireRole(context, request, dashboard.role);
  return { title: dashboard.title, user: { fullName: user.fullName, role: user.role } };
}

export const meta = ({ data }: Route.MetaArgs) => pageMeta(data?.title ?? 'Dashboard', 'Your Wildline dashboard.');

export default function Page() {
  const { title, user } = useLoaderData<typeof loader>();
  return <RoleDashboard title={title} user={user} />;
}
