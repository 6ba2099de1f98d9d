import { href } from 'react-router';
import { Link } from './link.tsx';
import { formatRequestTime } from '../../common/dates.ts';
import { formatMoney } from '../../common/numbers.ts';
import { animalTypeLabel, SUBMITTED_IN_SPANISH } from '../../common/localized-text.ts';
import type { RequestSummary } from '../../server/features/providers/provider-requests.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// A help request as a provider first sees it: what, where (city and ZIP only) and when.

export function RequestTypeBadge({ type }: { type: 'emergency' | 'conflict' }) {
  const t = useT();
  return type === 'emergency' ? (
    <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">{t('Emergency')}</span>
  ) : (
    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('Conflict')}</span>
  );
}

/** A request's animal as the page's language names it (the English name is the one kept); null when not given. */
export function useAnimalName(): (request: { animalType: string | null; animalTypeEs?: string | null }) => string | null {
  const locale = useLocale();
  return ({ animalType, animalTypeEs }) => (animalType ? animalTypeLabel({ name: animalType, nameEs: animalTypeEs }, locale) : null);
}

/** A request written in Spanish says so to the provider, so that they can prepare. */
export function SubmittedInSpanish({ locale }: { locale: RequestSummary['locale'] }) {
  const t = useT();
  if (locale !== 'es') return null;
  return <span className="rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">{t(SUBMITTED_IN_SPANISH)}</span>;
}

/**
 * The opening of a request's card for the person who sent it or a helper: its kind, animal,
 * place and time, with the heading the article is labelled by (`request-heading-{id}`).
 */
export function RequestHeader({
  request,
}: {
  request: Pick<RequestSummary, 'id' | 'type' | 'animalType' | 'city' | 'state' | 'zip' | 'createdAt'> & { animalTypeEs?: string | null };
}) {
  const t = useT();
  const locale = useLocale();
  const animalName = useAnimalName();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RequestTypeBadge type={request.type} />
      <h3 id={`request-heading-${request.id}`} className="font-semibold text-slate-900">
        {t('{{animal}} in {{place}}', { animal: animalName(request) ?? t('Wildlife'), place: `${request.city}, ${request.state} ${request.zip}` })}
      </h3>
      <span className="text-sm text-slate-600">{formatRequestTime(request.createdAt, request.state, locale)}</span>
    </div>
  );
}

/**
 * `pledge`: the requester's pledge, which the server hands over only to the provider who
 * accepted (docs/decisions/049).
 */
export function RequestCard({ request, pledge = null, children }: { request: RequestSummary; pledge?: string | null; children?: React.ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const animalName = useAnimalName();
  return (
    <article className="rounded-xl border border-slate-200 p-4" aria-labelledby={`request-${request.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <RequestTypeBadge type={request.type} />
        <SubmittedInSpanish locale={request.locale} />
        <h3 id={`request-${request.id}`} className="text-lg font-semibold text-slate-900">
          <Link to={href('/help-request/:requestId', { requestId: request.id })} className="underline">
            {t('{{animal}} in {{place}}', { animal: animalName(request) ?? t('Animal not given'), place: `${request.city}, ${request.state} ${request.zip}` })}
          </Link>
        </h3>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('Submitted {{time}}', { time: formatRequestTime(request.createdAt, request.state, locale) })}</p>
      {request.situationDetails ? <p className="mt-2 line-clamp-3 text-slate-800">{request.situationDetails}</p> : null}
      {pledge ? <p className="mt-1 text-sm text-slate-700">{t('Donation pledged: {{amount}}', { amount: formatMoney(Number(pledge), locale) })}</p> : null}
      {children}
    </article>
  );
}
