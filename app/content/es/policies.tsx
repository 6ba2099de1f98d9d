import { SITE } from '../../../common/site';
import { formatCalendarDay } from '../../../common/dates.ts';

// What the Spanish privacy policy and terms share (docs/decisions/035).

/** "1 día", "7 días": a count of a unit with its Spanish plural. */
export const countOf = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The top of a translated policy: its date, and that the English version governs where the two
 * differ (a common US practice), with a link to it.
 */
export function TranslatedPolicy({ englishPath, translationOf }: { englishPath: '/privacy' | '/terms'; translationOf: string }) {
  return (
    <>
      <p>
        <strong>Última actualización: {formatCalendarDay(englishPath === '/privacy' ? SITE.privacyUpdated : SITE.termsUpdated, 'monthAndYear', 'es')}</strong>
      </p>
      <p>
        Esta es una traducción de {translationOf} en inglés. Si las dos versiones no coinciden, la{' '}
        {/* A plain link: the English page, not this page's language (app/components/link.tsx). */}
        <a href={englishPath} hrefLang="en">
          versión en inglés
        </a>{' '}
        es la que rige.
      </p>
    </>
  );
}
