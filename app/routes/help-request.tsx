import { data, Form, redirect, useLoaderData, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ErrorSummary, fieldId, FieldMessages, SubmitButton } from '../components/form.tsx';
import { HelperOffers } from '../components/helper-offers.tsx';
import { useAnimalName } from '../components/request-summary.tsx';
import { RequesterContact, RequestSituation, RequestSubmittedLine } from '../components/request-details.tsx';
import { actionRefused, parseForm, runFormAction } from '../lib/forms.server.ts';
import { ZProviderResponse } from '../../common/providers-schemas.ts';
import { CONTACT_REMOVED } from '../../common/retention.ts';
import { FAILED, notFoundPage, readForPage } from '../lib/page-errors.server.ts';
import { getHelpRequestForProvider, listRequestPhotos, respondToHelpRequest } from '../lib/services.server.ts';
import type { RequestPhotoView } from '../../common/request-photos.ts';
import { requireRole, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import { message } from '../../common/i18n.ts';
import type { Route } from './+types/help-request';
import { formatMoney } from '../../common/numbers.ts';
import { localeOfPath } from '../../common/locales.ts';
import { useLocale, useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) => pageMeta(message('Help Request'), message('A help request you can accept or decline.'), location);

// /help-request/{requestId} (provider role): the request and its answers; the requester's
// contact details and pledge only after this provider accepts (docs/decisions/049). Accept or decline with
// a plain form, so it works without JavaScript. The answers' questions and options are worded in
// the page's language: on a Spanish page it is the provider's remembered language too,
// and an English page never mixes in Spanish labels; the values kept stay English.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const actor = requireRole(context, request, 'provider');
  const detail = await readForPage<Awaited<ReturnType<typeof getHelpRequestForProvider>> | { closed: string }>(
    () => getHelpRequestForProvider(requestServices(context).db, actor, params.requestId, localeOfPath(new URL(request.url).pathname)),
    {
      failure: FAILED.gettingHelpRequests,
      on: {
        // Taken by another provider, cancelled or resolved: say so (the e-mail's link, a lost race).
        CONFLICT: (error) => ({ closed: error.message }),
        // Another provider's request, or one this provider may not see: as if it did not exist.
        FORBIDDEN: (error) => {
          throw notFoundPage(error.message);
        },
      },
    },
  );
  if ('closed' in detail) return data({ detail: null, closed: detail.closed, photos: [] }, 409);
  // The photos come with the request, before it is accepted: they help the provider decide whether to take it.
  return { detail, closed: null, photos: await listRequestPhotos(requestServices(context).db, actor, params.requestId) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireRole(context, request, 'provider');
  const parsed = await parseForm(request, ZProviderResponse);
  if (!parsed.ok) return actionRefused({ formError: null, fieldErrors: parsed.fieldErrors, values: parsed.values });
  return runFormAction(
    async () => {
      await respondToHelpRequest(requestServices(context).db, actor, params.requestId, parsed.data);
      throw redirect(href('/help-request/:requestId', { requestId: params.requestId }));
    },
    { values: parsed.values },
  );
}

export default function HelpRequestPage() {
  const { detail, closed, photos } = useLoaderData<typeof loader>();
  if (!detail) return <ClosedRequest message={closed} />;
  return <OpenRequest detail={detail} photos={photos} />;
}

function BackToDashboard() {
  const t = useT();
  return (
    <Link to="/provider-dashboard" className="text-brand-700 underline">
      {t('Back to the provider dashboard')}
    </Link>
  );
}

function ClosedRequest({ message }: { message: string }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('This request is no longer open')}</h1>
      <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">{t(message)}</p>
      <p className="mt-4 text-slate-700">{t('Your dashboard lists the requests you can still take.')}</p>
    </div>
  );
}

function OpenRequest({ detail, photos }: { detail: Awaited<ReturnType<typeof getHelpRequestForProvider>>; photos: RequestPhotoView[] }) {
  const { request, answers, response, requester, pledge, offers } = detail;
  const t = useT();
  const locale = useLocale();
  const animalName = useAnimalName();
  const result = useSettledActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        {t('{{animal}} in {{place}}', { animal: animalName(request) ?? t('Wildlife'), place: `${request.city}, ${request.state}` })}
      </h1>
      <RequestSubmittedLine request={request} />

      <RequestSituation situationDetails={request.situationDetails} photos={photos} answers={answers}>
        {pledge ? (
          <p className="mt-4 text-slate-800">
            {t('Donation pledged for the rehabilitator who helps: {{amount}} (a pledge; Wildline takes no payment).', {
              amount: formatMoney(Number(pledge), locale),
            })}
          </p>
        ) : null}
      </RequestSituation>

      {requester ? (
        <section aria-labelledby="requester" className="mt-6 rounded-xl border border-green-300 bg-green-50 p-5">
          <h2 id="requester" className="text-lg font-semibold text-green-950">
            {t('You accepted this request: contact the requester')}
          </h2>
          {'removed' in requester ? <p className="mt-2 text-green-950">{t(CONTACT_REMOVED)}</p> : <RequesterContact requester={requester} request={request} />}
          <HelperOffers offers={offers} state={request.state} headingLevel="h3" />
        </section>
      ) : response?.status === 'declined' ? (
        <p className="mt-6 rounded-md bg-slate-100 p-4 text-slate-800">
          {t('You declined this request')}
          {response.responseNotes ? `: ${response.responseNotes}` : '.'}
        </p>
      ) : (
        <section aria-labelledby="respond" className="mt-6 space-y-4">
          <h2 id="respond" className="text-lg font-semibold text-slate-900">
            {t('Can you help?')}
          </h2>
          <p className="text-slate-700">
            {t(
              "Accepting assigns the request to you and shows you the requester's name, phone, e-mail and address; they are told by e-mail. Only one provider can accept a request.",
            )}
          </p>
          <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
          <Form method="post" className="space-y-3">
            <label htmlFor={fieldId('notes')} className="block text-sm font-medium text-slate-800">
              {t('Note (optional)')}
            </label>
            <textarea
              id={fieldId('notes')}
              name="notes"
              rows={3}
              maxLength={2000}
              className="block w-full rounded-md border border-slate-400 px-3 py-2"
              aria-describedby={result?.fieldErrors?.notes ? 'response-notes-error' : undefined}
            />
            <FieldMessages id="response-notes-error" messages={result?.fieldErrors?.notes} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <SubmitButton pendingLabel={t('Accepting...')} className="flex-1" name="action" value="accept">
                {t('Accept request')}
              </SubmitButton>
              <button
                type="submit"
                name="action"
                value="decline"
                className="flex-1 rounded-md border border-slate-400 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50"
              >
                {t('Decline')}
              </button>
            </div>
          </Form>
        </section>
      )}
    </div>
  );
}
