// The site's two languages (docs/decisions/033). English pages keep their addresses;
// each Spanish page is the same address under /es, so both can be linked, kept and indexed.
// The language of a page is its address's, nothing else: no cookie or header moves a visitor.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** What `Intl` formats dates, numbers and money with. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

const SPANISH_PREFIX = '/es';
/** Paths with no Spanish version: administration, the API, tools, files, the photo upload, and a listing's e-mail links (written to listings in English, decision 048). */
const ENGLISH_ONLY =
  /^\/(admin-dashboard|api|dev|find-help\/photos|assets|listing-documents|request-photos|listing-request|listing-emails|healthz|readyz|metrics)(\/|$)|\.[a-z]+$/;

/** The language of a page's path: '/es' and '/es/…' are Spanish, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** Whether an English path has a Spanish version: every page but administration's and the tools'. */
export const hasSpanishVersion = (englishPath: string): boolean => !ENGLISH_ONLY.test(pathOf(englishPath));

const pathOf = (address: string) => address.split(/[?#]/, 1)[0]!;

/** The path without its language: '/es/find-help' → '/find-help', '/es' → '/'. */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || '/';
}

/**
 * An English address (path, query, hash) as it is in `locale`: '/find-help?step=2' →
 * '/es/find-help?step=2'. Only the site's own paths are changed; anything else is returned as is.
 */
export function localizedPath(to: string, locale: Locale): string {
  if (locale === 'en' || !to.startsWith('/') || to.startsWith('//') || !hasSpanishVersion(to) || localeOfPath(pathOf(to)) === 'es') return to;
  if (to === '/' || /^\/[?#]/.test(to)) return SPANISH_PREFIX + to.slice(1);
  return SPANISH_PREFIX + to;
}

/**
 * Whether a visitor's browser asks for Spanish before English (`Accept-Language`): an English page
 * then offers its Spanish version in one line, and never moves the visitor by itself.
 */
export function prefersSpanish(acceptLanguage: string | null | undefined): boolean {
  if (!acceptLanguage) return false;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter(({ language, q }) => (language === 'en' || language === 'es') && q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.language === 'es';
}
