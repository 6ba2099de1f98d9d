import { formatRequestTime } from '../../common/dates.ts';
import type { RatingSummary } from '../../server/features/providers/provider-feedback.ts';

// A listing's rating from the requesters it helped (SPEC §1 verification step 3), as the
// administrators and the listing's own provider see it: never who gave it.

/** "4.5 out of 5 from 6 ratings" */
export function ratingText({ average, count }: Pick<RatingSummary, 'average' | 'count'>) {
  if (average === null || count === 0) return 'No ratings yet';
  return `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`;
}

export function RecentComments({ recent, label }: { recent: RatingSummary['recent']; label: string }) {
  if (recent.length === 0) return <p className="mt-2 text-sm text-slate-600">No comments yet.</p>;
  return (
    <ul aria-label={label} className="mt-2 space-y-2">
      {recent.map((feedback, i) => (
        <li key={i} className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">
            {feedback.rating} out of 5 · {feedback.animalType ?? 'Animal'} in {feedback.city} · {formatRequestTime(feedback.createdAt, feedback.state)}
          </p>
          <blockquote className="mt-1 text-slate-800">{feedback.comment}</blockquote>
        </li>
      ))}
    </ul>
  );
}
