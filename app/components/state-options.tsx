import { INTL_LOCALE } from '../../common/locales.ts';
import { US_STATES } from '../../common/us-states.ts';
import { useLocale, useT } from '../lib/i18n.ts';

/**
 * The 50 states as a select's options, named and in order in the page's language
 * ("Carolina del Norte" comes among the C's on a Spanish page). The value is always the code.
 */
export function StateOptions() {
  const t = useT();
  const locale = useLocale();
  const named = US_STATES.map(([code, name]) => ({ code, name: t(name) }));
  if (locale !== 'en') named.sort((a, b) => a.name.localeCompare(b.name, INTL_LOCALE[locale]));
  return named.map(({ code, name }) => (
    <option key={code} value={code}>
      {name}
    </option>
  ));
}
