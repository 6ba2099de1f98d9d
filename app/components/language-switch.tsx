import { useLocation } from 'react-router';
import { hasSpanishVersion, localeOfPath, localizedPath, withoutLocale, type Locale } from '../../common/locales.ts';
import { useRootData } from '../lib/root-data.ts';

// The header's switch to the same page in the other language, its query kept: the wizard's
// answers are in a draft its cookie names, so they come along. A plain link, so the
// page loads whole in its language, with its words.

const NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The same address in `to`'s language, or null for a page that has only English. */
function sameAddressIn(to: Locale, pathname: string, search: string): string | null {
  const english = withoutLocale(pathname);
  return hasSpanishVersion(english) ? localizedPath(english, to) + search : null;
}

export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const other: Locale = localeOfPath(pathname) === 'es' ? 'en' : 'es';
  const href = sameAddressIn(other, pathname, search);
  if (!href) return null;
  return (
    <a href={href} hrefLang={other} lang={other} className={className}>
      {NAMES[other]}
    </a>
  );
}

/** An English page's one-line offer of its Spanish version to a browser that asks for Spanish first. */
export function SpanishOffer() {
  const { pathname, search } = useLocation();
  const offer = useRootData()?.spanishOffer;
  const href = sameAddressIn('es', pathname, search);
  if (!offer || !href) return null;
  return (
    <aside lang="es" aria-label="Español" className="border-b border-brand-200 bg-brand-50 px-4 py-1.5 text-center text-sm text-brand-900">
      <a href={href} hrefLang="es" className="font-semibold underline">
        {offer}
      </a>
    </aside>
  );
}

/** `<link rel="alternate" hreflang>` for both languages of a page that has both, with absolute addresses. */
export function LanguageAlternates({ baseUrl }: { baseUrl: string }) {
  const { pathname, search } = useLocation();
  const english = sameAddressIn('en', pathname, search);
  const spanish = sameAddressIn('es', pathname, search);
  if (!english || !spanish) return null;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={baseUrl + english} />
      <link rel="alternate" hrefLang="es" href={baseUrl + spanish} />
      <link rel="alternate" hrefLang="x-default" href={baseUrl + english} />
    </>
  );
}
