import { formatCalendarDay } from '../../common/dates.ts';
import { PURPOSE_NAMES, shownNumber } from '../../common/phone-lines.ts';
import type { AdminPhoneLine } from '../../server/features/help-requests/manage-phone-lines.ts';

/** A number as administrators read it in a list: what it is for, the number, when it was last checked. */
export function LineSummary({ line }: { line: AdminPhoneLine }) {
  return (
    <>
      <span className="font-medium text-slate-900">{shownNumber(line)}</span> · {PURPOSE_NAMES[line.purpose]}
      {line.checkedOn ? ` · checked ${formatCalendarDay(line.checkedOn)}` : ' · never checked'}
      {line.sourceUrl ? '' : ' · no source'}
    </>
  );
}
