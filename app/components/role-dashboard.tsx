import { Link } from './link.tsx';
import { englishOnly, message } from '../../common/i18n.ts';
import { ROLE_LABELS, type Role } from '../../common/roles.ts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { hasSpanishVersion, localizedPath } from '../../common/locales.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// The dashboard frame every role shares: who you are, your role, where you can go.
// Each role's own content arrives with its feature. Administration stays English (docs/decisions/036).

const LINKS: Record<Role, { to: string; label: string }[]> = {
  user: [
    { to: '/claim-listing', label: message('Claim or create a listing') },
    { to: '/volunteer#apply', label: message('Volunteer with us') },
  ],
  helper: [
    { to: '/helper-dashboard', label: message('Helper dashboard') },
    { to: '/helper-dashboard#open-heading', label: message('Offer help with an emergency in your state') },
  ],
  provider: [
    { to: '/provider-dashboard', label: message('Provider dashboard') },
    { to: '/provider-resources', label: message('Provider resources') },
    { to: '/faq', label: message('Provider FAQ') },
  ],
  admin: [
    { to: '/admin-dashboard', label: englishOnly('Admin dashboard') },
    { to: '/admin-dashboard/guide', label: englishOnly('Manage the wildlife-issues guide') },
    { to: '/admin-dashboard/providers', label: englishOnly('Listing claims and standards to verify') },
    { to: '/admin-dashboard/import', label: englishOnly('Import provider listings (CSV)') },
    { to: '/admin-dashboard/volunteers', label: englishOnly('Volunteer applications') },
    { to: '/admin-dashboard/field-team', label: englishOnly('Field team members') },
    { to: '/admin-dashboard/questions', label: englishOnly('Wizard questions') },
    { to: '/admin-dashboard/settings', label: englishOnly('System settings: donations and matching radius') },
    { to: '/admin-dashboard/agencies', label: englishOnly('State wildlife agencies: phone numbers and websites') },
    { to: '/admin-dashboard/standards', label: englishOnly('Standards levels: their names in English and Spanish') },
    { to: '/admin-dashboard/users', label: englishOnly('Users and roles') },
    { to: '/admin-dashboard/audit', label: englishOnly('Audit log') },
  ],
};

const COMMON_LINKS = [
  { to: '/find-help', label: message('Request help for an animal') },
  { to: '/resources', label: message('Common wildlife issues') },
  { to: '/account', label: message('My account') },
];

/**
 * `title`: an English key, shown in the page's language. `first`: what the person came for (their
 * open requests), shown before the places to go, so on a phone it is on the first screen.
 */
export function RoleDashboard({
  title,
  user,
  first,
  extra = [],
}: {
  title: string;
  user: { fullName: string; role: Role };
  first?: ReactNode;
  /** places this person's own standing opens (a field-team member's page), first */
  extra?: { to: string; label: string }[];
}) {
  const t = useT();
  const locale = useLocale();
  const here = useLocation().pathname;
  // A tile to the page it is on goes nowhere.
  const links = [...extra, ...LINKS[user.role], ...COMMON_LINKS].filter((link) => localizedPath(link.to, locale) !== here);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(title)}</h1>
      <p className="mt-2 text-slate-700">
        {t('Welcome,')} <strong>{user.fullName}</strong>. {t('Your role:')} <strong>{t(ROLE_LABELS[user.role])}</strong>
      </p>
      {first}
      <nav aria-label={t('Dashboard')} className="mt-8">
        <h2 className="text-xl font-semibold text-slate-900">{t('Where to go')}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {links.map((link) => (
            <li key={link.to}>
              {/* Administration's pages are English only: so are their links, marked so for screen readers. */}
              <Link
                to={link.to}
                lang={locale === 'es' && !hasSpanishVersion(link.to) ? 'en' : undefined}
                className="block rounded-lg border border-slate-200 p-4 font-medium text-brand-800 hover:bg-brand-50"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
