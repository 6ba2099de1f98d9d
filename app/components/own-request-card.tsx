import { Form } from 'react-router';
import { RATING_LABELS, RATINGS, requestHasEnded, type OwnRequestIntent } from '../../common/own-requests.ts';
import { ErrorSummary, FieldMessages, FieldScope, SubmitButton, SuccessBox, TextArea, useFieldId, useHydrated } from './form.tsx';
import { HelperOffers, type HelperOfferItem } from './helper-offers.tsx';
import { RequestPhotos } from './request-photos.tsx';
import type { RequestPhotoView } from '../../common/request-photos.ts';
import { SampleListingBadge } from './listing-badges.tsx';
import { RequestHeader } from './request-summary.tsx';
import { formatRequestTime } from '../../common/dates.ts';
import { telHref } from '../../common/phone.ts';
import type { RequestSummary } from '../../server/features/providers/provider-requests.ts';
import type { ActionResult } from '../lib/action-result.ts';
import { message } from '../../common/i18n.ts';
import { kindForRequestType, type FallbackContacts, type MatchResult } from '../../common/matching.ts';
import type { ToldListing } from '../../server/features/help-requests/outreach.ts';
import { ToldListings } from './told-listings.tsx';
import { NearbyProviders } from './wizard/nearby-providers.tsx';
import { WhereToTurn } from './state-agency-fallback.tsx';
import { useLocale, useT } from '../lib/i18n.ts';

// One of the user's own help requests on /dashboard: where it stands, who answered,
// and the changes its state allows, as plain forms that work without JavaScript. The server
// decides what is allowed; this only hides what is not.

export interface OwnRequestView extends Pick<
  RequestSummary,
  'id' | 'type' | 'city' | 'state' | 'zip' | 'animalType' | 'animalTypeEs' | 'situationDetails' | 'createdAt'
> {
  status: 'submitted' | 'assigned' | 'resolved' | 'cancelled';
  cancellationReason: string | null;
  responses: { providerName: string; providerSample: boolean; status: 'accepted' | 'declined'; respondedAt: string | Date }[];
  accepted: { providerName: string; providerSample: boolean; phone: string | null; email: string | null; website: string | null; notes: string | null } | null;
  feedback: { rating: number; comment: string | null } | null;
  offers: HelperOfferItem[];
  photos: RequestPhotoView[];
  /** who has been told of it so far, and whether everyone in reach has (docs/decisions/048) */
  told: Pick<ToldListing, 'providerId' | 'name' | 'sample' | 'how'>[];
  reachExhaustedAt: string | Date | null;
}

/** While a request waits: the listings' numbers and the agency's lines to call now. */
export interface CallNow {
  matches: MatchResult;
  contacts: FallbackContacts | null;
}

/** The last form sent from the page, and what the server said. */
export type OwnRequestResultView = ActionResult<{ intent: OwnRequestIntent | null; requestId: string | null }>;

/** "Waiting for a provider" only while someone has been told; before that, that nobody could be. */
const NOBODY_TOLD = message('Nobody could be told of it yet: call one of the numbers below');
const STATUS_TEXT = {
  submitted: message('Waiting for a provider'),
  assigned: message('A provider accepted'),
  resolved: message('Resolved'),
  cancelled: message('Cancelled'),
} as const;

function ActionForm({ request, intent, children }: { request: OwnRequestView; intent: OwnRequestIntent; children: React.ReactNode }) {
  // Without JavaScript the answer is a new page: its hash brings the reader back to this request.
  const hydrated = useHydrated();
  return (
    <Form method="post" action={hydrated ? undefined : `/dashboard#request-${request.id}`} noValidate className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="requestId" value={request.id} />
      {children}
    </Form>
  );
}

const isSubmissionOf = (request: OwnRequestView, intent: OwnRequestIntent) => (submission: FormData) =>
  submission.get('requestId') === request.id && submission.get('intent') === intent;

const cancelButton = 'rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50';

/** A change that needs typing: folded away until wanted, unfolded again when it came back with an error. */
function Disclosure({ summary, open, children }: { summary: string; open: boolean; children: React.ReactNode }) {
  return (
    <details open={open} className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-brand-800">{summary}</summary>
      <div className="mt-3">{children}</div>
    </details>
  );
}

function RatingForm({ request, providerName, errors }: { request: OwnRequestView; providerName: string; errors: Record<string, string[]> }) {
  const t = useT();
  const errorId = `rating-error-${request.id}`;
  const idFor = useFieldId();
  return (
    <ActionForm request={request} intent="rate">
      <fieldset aria-describedby={errors.rating?.length ? errorId : undefined}>
        <legend className="font-semibold text-slate-900">{t('Rate {{name}}', { name: providerName })}</legend>
        <p className="text-sm text-slate-600">{t('Your rating helps us keep an eye on the providers we list.')}</p>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {RATINGS.map((rating, index) => (
            <label key={rating} className="flex items-center gap-2">
              <input id={index === 0 ? idFor('rating') : undefined} type="radio" name="rating" value={rating} /> {rating} – {t(RATING_LABELS[rating])}
            </label>
          ))}
        </div>
        <FieldMessages id={errorId} messages={errors.rating} />
      </fieldset>
      <TextArea label={t('Comment (optional)')} name="comment" rows={3} maxLength={1000} errors={errors} />
      <SubmitButton pendingLabel={t('Sending...')} className="sm:w-auto" pendingFor={isSubmissionOf(request, 'rate')}>
        {t('Send rating')}
      </SubmitButton>
    </ActionForm>
  );
}

/** A card per request on the page: each gets field ids of its own. */
export function OwnRequestCard({
  request,
  result,
  callNow = null,
}: {
  request: OwnRequestView;
  result: OwnRequestResultView | undefined;
  callNow?: CallNow | null;
}) {
  return (
    <FieldScope scope={request.id}>
      <RequestCard request={request} result={result} callNow={callNow} />
    </FieldScope>
  );
}

function RequestCard({ request, result, callNow }: { request: OwnRequestView; result: OwnRequestResultView | undefined; callNow: CallNow | null }) {
  const t = useT();
  const locale = useLocale();
  const mine = result?.requestId === request.id ? result : undefined;
  const errorsFor = (intent: OwnRequestIntent) => (mine?.intent === intent ? mine.fieldErrors : {});
  const failed = (intent: OwnRequestIntent) => mine?.intent === intent && mine.formError !== null;
  const open = request.status === 'submitted' || request.status === 'assigned';
  const rateable = requestHasEnded(request.status) && request.accepted !== null && request.feedback === null;
  return (
    <article id={`request-${request.id}`} aria-labelledby={`request-heading-${request.id}`} className="rounded-xl border border-slate-200 p-4">
      <RequestHeader request={request} />
      <p className="mt-1 font-medium text-slate-800">
        {t(request.status === 'submitted' && request.told.length === 0 ? NOBODY_TOLD : STATUS_TEXT[request.status])}
      </p>
      {request.status === 'submitted' ? (
        <ToldListings told={request.told} exhausted={request.reachExhaustedAt !== null} waitingFor={null} headingLevel="h3" />
      ) : null}
      {request.status === 'submitted' && callNow ? (
        <div className="mt-3 space-y-3">
          {callNow.matches.providers.some((p) => p.phone) ? (
            <NearbyProviders matches={callNow.matches} kind={kindForRequestType(request.type)} count={3} inCard />
          ) : null}
          {callNow.contacts ? <WhereToTurn contacts={callNow.contacts} /> : null}
        </div>
      ) : null}
      {request.situationDetails ? <p className="mt-1 whitespace-pre-line text-slate-700">{request.situationDetails}</p> : null}
      <RequestPhotos photos={request.photos} />
      {request.cancellationReason ? (
        <p className="mt-1 text-slate-700">{t('Your reason for cancelling: {{reason}}', { reason: request.cancellationReason })}</p>
      ) : null}

      {request.accepted ? (
        <div className="mt-2 rounded-md bg-green-50 p-3 text-green-950">
          <p>
            <SampleListingBadge sample={request.accepted.providerSample} className="mr-1" /> <strong>{request.accepted.providerName}</strong>{' '}
            {t('accepted your request.')}
            {request.accepted.notes ? ` “${request.accepted.notes}”` : ''}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4">
            {request.accepted.phone ? (
              <a href={telHref(request.accepted.phone)} className="font-semibold underline">
                {t('Call {{phone}}', { phone: request.accepted.phone })}
              </a>
            ) : null}
            {request.accepted.email ? (
              <a href={`mailto:${request.accepted.email}`} className="underline">
                {request.accepted.email}
              </a>
            ) : null}
            {request.accepted.website && /^https?:\/\//i.test(request.accepted.website) ? (
              <a href={request.accepted.website} rel="noopener noreferrer" className="underline">
                {t('Website')}
              </a>
            ) : null}
          </p>
        </div>
      ) : null}
      {request.responses.length > 0 ? (
        <div className="mt-2">
          <h4 className="text-sm font-semibold text-slate-800">{t('Provider responses')}</h4>
          <ul className="text-sm text-slate-700">
            {request.responses.map((response) => (
              <li key={`${response.providerName}-${String(response.respondedAt)}`}>
                <SampleListingBadge sample={response.providerSample} className="mr-1" /> {response.providerName}:{' '}
                {t(response.status === 'accepted' ? 'accepted' : 'declined')} ({formatRequestTime(response.respondedAt, request.state, locale)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <HelperOffers offers={request.offers} state={request.state} />
      {request.feedback ? (
        <p className="mt-2 text-slate-700">
          {t('You rated {{name}} {{rating}} out of 5', { name: request.accepted?.providerName ?? t('the provider'), rating: request.feedback.rating })}
          {request.feedback.comment ? `: “${request.feedback.comment}”` : '.'}
        </p>
      ) : null}

      <div className="mt-3 space-y-3">
        {mine?.message ? <SuccessBox>{t(mine.message)}</SuccessBox> : null}
        <ErrorSummary formError={mine?.formError} fieldErrors={mine?.fieldErrors} />
        {open ? (
          <Disclosure summary={t('Update the situation')} open={failed('update-situation')}>
            <ActionForm request={request} intent="update-situation">
              <TextArea
                label={t('Situation details')}
                name="situationDetails"
                maxLength={5000}
                defaultValue={request.situationDetails ?? ''}
                errors={errorsFor('update-situation')}
              />
              <SubmitButton pendingLabel={t('Saving...')} className="sm:w-auto" pendingFor={isSubmissionOf(request, 'update-situation')}>
                {t('Save the situation')}
              </SubmitButton>
            </ActionForm>
          </Disclosure>
        ) : null}
        {request.status === 'assigned' ? (
          <ActionForm request={request} intent="resolve">
            <p className="text-slate-700">{t('Has the animal been helped, or the problem solved?')}</p>
            <SubmitButton pendingLabel={t('Saving...')} className="sm:w-auto" pendingFor={isSubmissionOf(request, 'resolve')}>
              {t('Mark as resolved')}
            </SubmitButton>
          </ActionForm>
        ) : null}
        {rateable ? <RatingForm request={request} providerName={request.accepted!.providerName} errors={errorsFor('rate')} /> : null}
        {open ? (
          <Disclosure summary={t('Cancel this request')} open={failed('cancel')}>
            <ActionForm request={request} intent="cancel">
              <TextArea
                label={t('Reason for cancelling')}
                name="reason"
                rows={2}
                maxLength={500}
                errors={errorsFor('cancel')}
                hint={t('For example: the animal left on its own, or someone else is helping.')}
              />
              <button type="submit" className={cancelButton}>
                {t('Cancel request')}
              </button>
            </ActionForm>
          </Disclosure>
        ) : null}
      </div>
    </article>
  );
}
