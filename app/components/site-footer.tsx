import { Link } from './link.tsx';
import { SITE } from '../../common/site.ts';
import { ContactEmail } from './contact-email.tsx';
import { useT } from '../lib/i18n.ts';
import { message } from '../../common/i18n.ts';
import { footerLegalLinks, footerQuickLinks, providerLinks, type NavLink } from '../navigation.ts';

function LinkItems({ links }: { links: NavLink[] }) {
  const t = useT();
  return (
    <ul className="mt-3 grid gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-slate-300 hover:text-white hover:underline">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(title)}</h2>
      <LinkItems links={links} />
    </div>
  );
}

export function SiteFooter() {
  const t = useT();
  const since = SITE.since;
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Wildline</p>
          <p className="mt-2 text-sm">
            {t('Connecting people with wildlife rehabilitators and humane wildlife control operators across the United States since {{since}}.', { since })}
          </p>
          <p className="mt-2 text-sm">
            {t('Wildline is a connecting service, not an emergency service. If a person is hurt or bitten, call 911 or your doctor.')}
          </p>
        </div>
        <LinkList title={message('Quick links')} links={footerQuickLinks} />
        <LinkList title={message('For providers')} links={providerLinks} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('Contact')}</h2>
          <p className="mt-3 text-sm">
            {t('Providers:')} <ContactEmail audience="providers" className="break-all text-white underline" />
          </p>
          <p className="mt-1 text-sm">
            {t('This address is for providers only. Requests for help sent by e-mail are not read: please use')}{' '}
            <Link to="/find-help" className="text-white underline">
              {t('Get Help Now')}
            </Link>
            .
          </p>
          <p className="mt-3 text-sm">
            {t('Your data, your privacy rights and these terms:')} <ContactEmail audience="people" className="break-all text-white underline" />
          </p>
          <LinkItems links={footerLegalLinks} />
        </div>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">
        © {since}–{new Date().getFullYear()} Wildline. {t('Serving the United States since {{since}}.', { since })}
      </p>
    </footer>
  );
}
