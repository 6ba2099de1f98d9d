import { translator } from '../common/i18n.ts';
import { localeOfPath } from '../common/locales.ts';

// Page titles and descriptions: every page has its own, for search engines, where most visitors start, in the page's language
// when the page gives its location: both are English keys of the catalogs.
export function pageMeta(title: string, description: string, location?: { pathname: string }) {
  const t = translator(localeOfPath(location?.pathname ?? '/'));
  return [{ title: `${t(title)} | Wildline` }, { name: 'description', content: t(description) }];
}
