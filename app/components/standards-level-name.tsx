import { standardsLevelName, type NamedStandardsLevel } from '../../common/matching.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';

// The standards levels' names are rows administrators edit (decision 039); the root loader reads
// them for every page, and these show them in the page's language: a level without a Spanish name
// shows its English one, marked `lang="en"` for screen readers.

/** A level's name as this page shows it; null only where the root's data is missing (its error page). */
export function useStandardsLevelName(): (level: NamedStandardsLevel) => { text: string; inEnglish: boolean } | null {
  const levels = useRootData()?.standardsLevels;
  const locale = useLocale();
  return (level) => (levels ? standardsLevelName(levels[level], locale) : null);
}

export function StandardsLevelName({ level }: { level: NamedStandardsLevel }) {
  const name = useStandardsLevelName()(level);
  return name ? <span lang={name.inEnglish ? 'en' : undefined}>{name.text}</span> : null;
}

const SLOT = '\u0000';

/** A message with `{{level}}` in it (marked `message('…')` where it is written), the level's name put in as StandardsLevelName shows it. */
export function WithStandardsLevelName({ message, level }: { message: string; level: NamedStandardsLevel }) {
  const t = useT();
  const [before, after] = t(message, { level: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <StandardsLevelName level={level} />
      {after}
    </>
  );
}
