import { useEffect, useRef } from 'react';
import { LogoMark } from './logo-mark.tsx';
import { Form, useLocation } from 'react-router';
import { Link, NavLink as LocalizedNavLink } from './link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useT } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';
import { aboutLinks, emergencyShortcuts, primaryLinks, providerLinks, type NavLink } from '../navigation.ts';
import { FIELD_TEAM_STORAGE_KEY } from '../../common/field-team.ts';
import { message } from '../../common/i18n.ts';

// Sticky header. Menus are <details> elements, so they open and close with the
// keyboard and without JavaScript, which content pages do not load, to stay small and fast: they share one
// name, so opening one closes the other, and following a link loads the next page with them
// closed. On pages with JavaScript they also close on Escape, on a click elsewhere and on
// navigation.

/** One group: the browser keeps at most one of the header's menus open. */
const MENU_GROUP = 'site-menu';

function useCloseMenus(container: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  useEffect(() => {
    container.current?.querySelectorAll('details[open]').forEach((d) => d.removeAttribute('open'));
  }, [location, container]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const open = container.current?.querySelector<HTMLDetailsElement>('details[open]');
      if (!open) return;
      open.removeAttribute('open');
      open.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      container.current?.querySelectorAll('details[open]').forEach((d) => {
        if (!d.contains(event.target as Node)) d.removeAttribute('open');
      });
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [container]);
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'text-brand-800 underline underline-offset-4' : 'text-slate-700'}`;

function DropdownMenu({ label, links }: { label: string; links: NavLink[] }) {
  const t = useT();
  return (
    <details name={MENU_GROUP} className="group relative">
      <summary className="flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800">
        {t(label)}
        <span aria-hidden="true" className="text-xs transition group-open:rotate-180">
          ▾
        </span>
      </summary>
      <ul className="absolute right-0 z-30 mt-1 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The browser keeps a copy of the field-team check, set or cleared as the server found it; the server's row stays the rule. */
function useFieldTeamFlag(signedIn: boolean, member: boolean) {
  useEffect(() => {
    try {
      if (signedIn && member) localStorage.setItem(FIELD_TEAM_STORAGE_KEY, 'true');
      else localStorage.removeItem(FIELD_TEAM_STORAGE_KEY);
    } catch {
      // storage can be off (private browsing): the flag is only a copy
    }
  }, [signedIn, member]);
}

function AccountLinks({ signedIn, fieldTeam, mobile }: { signedIn: boolean; fieldTeam: boolean; mobile?: boolean }) {
  const t = useT();
  const base = mobile ? 'block w-full rounded-md px-3 py-3 text-left text-slate-800 hover:bg-brand-50' : 'rounded-md px-3 py-2 text-sm font-medium';
  if (!signedIn) {
    return (
      <Link to="/login" className={mobile ? base : `ml-2 border border-brand-700 text-brand-800 hover:bg-brand-50 ${base}`}>
        {t('Login')}
      </Link>
    );
  }
  return (
    <>
      <Link to="/dashboard" className={mobile ? base : `text-slate-700 hover:bg-brand-50 hover:text-brand-800 ${base}`}>
        {t('Dashboard')}
      </Link>
      {fieldTeam ? (
        <Link to="/field-team-dashboard" className={mobile ? base : `text-slate-700 hover:bg-brand-50 hover:text-brand-800 ${base}`}>
          {t('Field team')}
        </Link>
      ) : null}
      <Form method="post" action="/logout" className={mobile ? '' : 'inline'}>
        <button type="submit" className={mobile ? base : `ml-1 border border-slate-300 text-slate-700 hover:bg-slate-50 ${base}`}>
          {t('Logout')}
        </button>
      </Form>
    </>
  );
}

export function SiteHeader() {
  const header = useRef<HTMLElement>(null);
  useCloseMenus(header);
  const user = useRootData()?.user;
  const signedIn = Boolean(user);
  const fieldTeam = user?.fieldTeam ?? false;
  useFieldTeamFlag(signedIn, fieldTeam);
  const t = useT();
  return (
    <header ref={header} className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
          <LogoMark className="h-7 w-7 shrink-0" /> Wildline
        </Link>
        <nav aria-label={t('Main')} className="hidden items-center gap-1 lg:flex">
          <Link to="/find-help" className="rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800">
            {t('Get Help Now')}
          </Link>
          {primaryLinks.slice(1).map((link) => (
            <LocalizedNavLink key={link.to} to={link.to} className={linkClass}>
              {t(link.label)}
            </LocalizedNavLink>
          ))}
          <DropdownMenu label={message('About')} links={aboutLinks} />
          <DropdownMenu label={message('Providers')} links={providerLinks} />
          <AccountLinks signedIn={signedIn} fieldTeam={fieldTeam} />
          <LanguageSwitch className="ml-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 underline hover:bg-brand-50" />
        </nav>
        {/* On a phone the other language is one tap away, not inside the menu. */}
        <LanguageSwitch className="ml-auto rounded-md px-2 py-2 text-sm font-medium text-brand-800 underline lg:hidden" />
        <details name={MENU_GROUP} className="lg:hidden">
          <summary className="cursor-pointer rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800">{t('Menu')}</summary>
          <nav aria-label={t('Mobile')} className="absolute inset-x-0 top-full z-30 border-b border-slate-200 bg-white px-4 pb-4 shadow-lg">
            <ul className="grid gap-1 pt-2">
              {emergencyShortcuts.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className={`block rounded-md px-3 py-3 font-semibold text-white ${link.to.includes('type=emergency') ? 'bg-red-700' : 'bg-amber-700'}`}
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              {[...primaryLinks, ...aboutLinks, ...providerLinks].map((link) => (
                <li key={`m-${link.label}`}>
                  <Link to={link.to} className="block rounded-md px-3 py-3 text-slate-800 hover:bg-brand-50">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              <li>
                <AccountLinks signedIn={signedIn} fieldTeam={fieldTeam} mobile />
              </li>
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
