import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { localeOfPath, localizedPath, type Locale } from '../../common/locales.ts';

// A component's language is its page's address's (common/locales.ts): '/es/…' is Spanish.

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** The page's words: `t('English text')` is that text in the page's language. */
export function useT() {
  return useTranslation(undefined, { lng: useLocale() }).t;
}

/** The site's English paths as they are in the page's language: '/find-help' on a Spanish page is '/es/find-help'. */
export function useLocalizedPath(): (to: string) => string {
  const locale = useLocale();
  return (to) => localizedPath(to, locale);
}
