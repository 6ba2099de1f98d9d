import { Link } from './link.tsx';
import { message } from '../../common/i18n.ts';
import { ROLE_LABELS, type Role } from '../../common/roles.ts';
import { useT } from '../lib/i18n.ts';

// The dashboard frame every role shares (issue 3): who you are, your role, where you can go.
// Each role's own content arrives with its feature. Administration stays English (issue 18).

const LINKS: Record<Role, { to: string; label: string }[]> = {
  user: [
    { to: '/claim-listing', label: message('Claim or create a listing') },
    { to: '/volunteer#apply', label: message('Volunteer with us') },
  ],
  helper: [{ to: '/helper-dashboard', label: message('Helper dashboard') }],
  provider: [
    { to: '/provider-dashboard', label: message('Provider dashboard') },
    { to: '/provider-resources', label: message('Provider resources') },
    { to: '/faq', label: message('Provider FAQ') },
  ],
  admin: [
    { to: '/admin-dashboard', label: 'Admin dashboard' },
    { to: '/admin-dashboard/guide', label: 'Manage the wildlife-issues guide' },
    { to: '/admin-dashboard/providers', label: 'Listing claims and standards to verify' },
    { to: '/admin-dashboard/import', label: 'Import provider listings (CSV)' },
    { to: '/admin-dashboard/volunteers', label: 'Volunteer applications' },
    { to: '/admin-dashboard/field-team', label: 'Field team members' },
    { to: '/admin-dashboard/questions', label: 'Wizard questions' },
    { to: '/admin-dashboard/settings', label: 'System settings: donations and matching radius' },
    { to: '/admin-dashboard/agencies', label: 'State wildlife agencies: phone numbers and websites' },
    { to: '/admin-dashboard/users', label: 'Users and roles' },
    { to: '/admin-dashboard/audit', label: 'Audit log' },
  ],
};

const COMMON_LINKS = [
  { to: '/find-help', label: message('Request help for an animal') },
  { to: '/resources', label: message('Common wildlife issues') },
  { to: '/account', label: message('My account') },
];

/** `title`: an English key, shown in the page's language. */
export function RoleDashboard({ title, user }: { title: string; user: { fullName: string; role: Role } }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t(title)}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {t('Welcome,')} <strong>{user.fullName}</strong>.
      </p>
      <p className="mt-1 text-slate-700">
        {t('Your role:')} <strong>{t(ROLE_LABELS[user.role])}</strong>
      </p>
      <nav aria-label={t('Dashboard')} className="mt-8">
        <h2 className="text-xl font-semibold text-slate-900">{t('Where to go')}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {[...LINKS[user.role], ...COMMON_LINKS].map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block rounded-lg border border-slate-200 p-4 font-medium text-brand-800 hover:bg-brand-50">
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
