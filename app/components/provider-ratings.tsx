import type { TFunction } from 'i18next';
import { formatRequestTime } from '../../common/dates.ts';
import { translator } from '../../common/i18n.ts';
import type { RatingSummary } from '../../server/features/providers/provider-feedback.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// A listing's rating from the requesters it helped (watching what requesters say is the last step of a listing's verification), as the
// administrators and the listing's own provider see it: never who gave it.

/** "4.5 out of 5 from 6 ratings", in the page's language when given its `t` (administration reads English). */
export function ratingText({ average, count }: Pick<RatingSummary, 'average' | 'count'>, t: TFunction = translator('en')) {
  if (average === null || count === 0) return t('No ratings yet');
  return t('{{average}} out of 5 from {{count}} ratings', { average: average.toFixed(1), count });
}

export function RecentComments({ recent, label }: { recent: RatingSummary['recent']; label: string }) {
  const t = useT();
  const locale = useLocale();
  if (recent.length === 0) return <p className="mt-2 text-sm text-slate-600">{t('No comments yet.')}</p>;
  return (
    <ul aria-label={label} className="mt-2 space-y-2">
      {recent.map((feedback, i) => (
        <li key={i} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {t('{{rating}} out of 5', { rating: feedback.rating })} ·{' '}
            {t('{{animal}} in {{place}}', { animal: feedback.animalType ?? t('Animal not given'), place: feedback.city })} ·{' '}
            {formatRequestTime(feedback.createdAt, feedback.state, locale)}
          </p>
          <blockquote className="mt-1 text-slate-800">{feedback.comment}</blockquote>
        </li>
      ))}
    </ul>
  );
}
