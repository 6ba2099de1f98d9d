import { href } from 'react-router';
import { Link } from './link.tsx';
import { formatRequestTime } from '../../common/dates.ts';
import type { RequestSummary } from '../../server/features/providers/provider-requests.ts';

// A help request as a provider first sees it: what, where (city and ZIP only) and when.

export function RequestTypeBadge({ type }: { type: 'emergency' | 'conflict' }) {
  return type === 'emergency' ? (
    <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Emergency</span>
  ) : (
    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Conflict</span>
  );
}

/**
 * The opening of a request's card for the person who sent it or a helper: its kind, animal,
 * place and time, with the heading the article is labelled by (`request-heading-{id}`).
 */
export function RequestHeader({ request }: { request: Pick<RequestSummary, 'id' | 'type' | 'animalType' | 'city' | 'state' | 'zip' | 'createdAt'> }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RequestTypeBadge type={request.type} />
      <h3 id={`request-heading-${request.id}`} className="font-semibold text-slate-900">
        {request.animalType ?? 'Wildlife'} in {request.city}, {request.state} {request.zip}
      </h3>
      <span className="text-sm text-slate-600">{formatRequestTime(request.createdAt, request.state)}</span>
    </div>
  );
}

export function RequestCard({ request, children }: { request: RequestSummary; children?: React.ReactNode }) {
  return (
    <article className="rounded-xl border border-slate-200 p-4" aria-labelledby={`request-${request.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <RequestTypeBadge type={request.type} />
        <h3 id={`request-${request.id}`} className="text-lg font-semibold text-slate-900">
          <Link to={href('/help-request/:requestId', { requestId: request.id })} className="underline">
            {request.animalType ?? 'Animal not given'} in {request.city}, {request.state} {request.zip}
          </Link>
        </h3>
      </div>
      <p className="mt-1 text-sm text-slate-600">Submitted {formatRequestTime(request.createdAt, request.state)}</p>
      {request.situationDetails ? <p className="mt-2 line-clamp-3 text-slate-800">{request.situationDetails}</p> : null}
      {request.donationAmount && Number(request.donationAmount) > 0 ? (
        <p className="mt-1 text-sm text-slate-700">Donation pledged: ${Number(request.donationAmount).toFixed(2)}</p>
      ) : null}
      {children}
    </article>
  );
}
