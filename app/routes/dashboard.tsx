import { useLoaderData } from 'react-router';
import { RoleDashboard } from '../components/role-dashboard.tsx';
import { requireUser } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/dashboard';

export const meta = () => pageMeta('Dashboard', 'Your Wildline dashboard.');

const TITLES = { admin: 'Admin Dashboard', provider: 'Provider Dashboard', helper: 'Helper Dashboard', user: 'My Dashboard' } as const;

// SPEC §2: /dashboard shows the admin, provider, helper or user dashboard by role.
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { user: { fullName: user.fullName, role: user.role } };
}

export default function Dashboard() {
  const { user } = useLoaderData<typeof loader>();
  return <RoleDashboard title={TITLES[user.role]} user={user} />;
}
