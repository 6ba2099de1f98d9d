import type { ReactNode } from 'react';
import { formatRequestTime } from '../../common/dates.ts';
import { telHref } from '../../common/phone.ts';
import type { RequestPhotoView } from '../../common/request-photos.ts';
import type { RequestSummary } from '../../server/features/providers/provider-requests.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { RequestPhotos } from './request-photos.tsx';
import { RequestTypeBadge, SubmittedInSpanish } from './request-summary.tsx';

// A request as the provider deciding on it reads it, on /help-request/:id (signed in) and on the
// page a listing's e-mail link opens: the one way both show it.

/** Under the request's heading: its kind, the language it was written in, when, and the ZIP. */
export function RequestSubmittedLine({ request }: { request: Pick<RequestSummary, 'type' | 'locale' | 'createdAt' | 'state' | 'zip'> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
      <RequestTypeBadge type={request.type} /> <SubmittedInSpanish locale={request.locale} />{' '}
      {t('Submitted {{time}}', { time: formatRequestTime(request.createdAt, request.state, locale) })} · {t('ZIP {{zip}}', { zip: request.zip })}
    </p>
  );
}

/** What the person described, with their photos and answers; `children` follow inside the section. */
export function RequestSituation({
  situationDetails,
  photos,
  photoUrl,
  answers,
  children,
}: {
  situationDetails: string | null;
  photos: RequestPhotoView[];
  photoUrl?: (id: string, size?: 'full' | 'thumbnail') => string;
  answers: { question: string; response: string }[];
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-labelledby="situation" className="mt-6 rounded-xl border border-slate-200 p-5">
      <h2 id="situation" className="text-lg font-semibold text-slate-900">
        {t('The situation')}
      </h2>
      <p className="mt-2 whitespace-pre-line text-slate-800">{situationDetails || t('No description given.')}</p>
      <RequestPhotos photos={photos} urlOf={photoUrl} />
      {answers.length ? (
        <dl className="mt-4 space-y-2">
          {answers.map((a) => (
            <div key={a.question}>
              <dt className="font-medium text-slate-900">{a.question}</dt>
              <dd className="text-slate-800">{a.response || '—'}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {children}
    </section>
  );
}

/** The requester's contact details, which only the provider who accepted is given. */
export function RequesterContact({
  requester,
  request,
}: {
  requester: { fullName: string; phone: string | null; email: string; address: string | null };
  request: { city: string; state: string; zip: string };
}) {
  const t = useT();
  return (
    <ul className="mt-2 space-y-1 text-green-950">
      <li>{requester.fullName}</li>
      {requester.phone ? (
        <li>
          <a href={telHref(requester.phone)} className="font-semibold underline">
            {t('Call {{phone}}', { phone: requester.phone })}
          </a>
        </li>
      ) : null}
      <li>
        <a href={`mailto:${requester.email}`} className="underline">
          {requester.email}
        </a>
      </li>
      {requester.address ? (
        <li>
          {requester.address}, {request.city}, {request.state} {request.zip}
        </li>
      ) : null}
    </ul>
  );
}
