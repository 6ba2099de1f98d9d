import { Form, useLoaderData } from 'react-router';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { HELPER_OFFER_KINDS, HELPER_OFFER_LABELS } from '../../common/helpers.ts';
import { US_STATES } from '../../common/us-states.ts';
import { StateOptions } from '../components/state-options.tsx';
import { ErrorSummary, fieldId, FieldMessages, FieldScope, SubmitButton, SuccessBox, TextArea, useFieldId, useHydrated } from '../components/form.tsx';
import { SampleListingBadge } from '../components/listing-badges.tsx';
import { LiveRefresh } from '../components/live-refresh.tsx';
import { RequestHeader } from '../components/request-summary.tsx';
import { RoleDashboard } from '../components/role-dashboard.tsx';
import type { ActionResult } from '../lib/action-result.ts';
import { readForm, runFormAction } from '../lib/forms.server.ts';
import { fieldTeam, helperRequests } from '../lib/services.server.ts';
import { requireRole, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/helper-dashboard';
import { FAILED, readForPage } from '../lib/page-errors.server.ts';
import { message } from '../../common/i18n.ts';
import { useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('Helper Dashboard'), message('Open wildlife emergencies near you where a volunteer can help.'), location);

// /helper-dashboard (helper): the open emergencies in the helper's state, without who
// asked or where exactly, and an offer of help on each. Plain forms, so it works
// without JavaScript; with it, new requests appear as they come in.

type Result = ActionResult<{ intent: 'state' | 'offer'; requestId: string | null }>;

/** A field-team member's own page: the pickups in their state (docs/decisions/060). */
const FIELD_TEAM_LINKS = [{ to: '/field-team-dashboard', label: message('Field team: pickups waiting in your state') }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const since = Date.now();
  const helper = requireRole(context, request, 'helper');
  const { db } = requestServices(context);
  const list = await readForPage(() => helperRequests.listRequestsForHelper(db, helper), { failure: FAILED.gettingHelpRequests });
  const { member: fieldTeamMember } = await fieldTeam.getFieldTeamMembership(db, helper);
  return { user: { fullName: helper.fullName, role: helper.role }, since, fieldTeamMember, ...list };
}

export async function action({ request, context }: Route.ActionArgs) {
  const helper = requireRole(context, request, 'helper');
  const { db } = requestServices(context);
  const { input: form } = await readForm(request);
  const intent: Result['intent'] = form.intent === 'offer' ? 'offer' : 'state';
  const requestId = typeof form.requestId === 'string' ? form.requestId : null;
  const success =
    intent === 'state'
      ? message('Saved: these are the open emergencies in your state.')
      : message('Thank you: your offer is sent. The person who asked and the rehabilitator who accepted can now reach you.');
  return runFormAction(
    () => (intent === 'state' ? helperRequests.setHelperState(db, helper, form) : helperRequests.offerHelp(db, helper, requestId ?? '', form)),
    {
      success,
      extra: { intent, requestId },
    },
  );
}

function StateForm({ state, result }: { state: string | null; result: Result | undefined }) {
  const t = useT();
  const errors = result?.intent === 'state' ? result.fieldErrors : {};
  return (
    <Form method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="state" />
      <div>
        <label htmlFor={fieldId('state')} className="block text-sm font-medium text-slate-800">
          {t('The state you help in')}
        </label>
        <select
          id={fieldId('state')}
          name="state"
          defaultValue={state ?? ''}
          aria-invalid={errors.state?.length ? true : undefined}
          aria-describedby={errors.state?.length ? 'helper-state-error' : undefined}
          className="mt-1 block rounded-md border border-slate-400 px-3 py-2"
        >
          <option value="">{t('Choose a state')}</option>
          <StateOptions />
        </select>
        <FieldMessages id="helper-state-error" messages={errors.state} />
      </div>
      <SubmitButton pendingLabel={t('Saving...')} className="sm:w-auto" pendingFor={(f) => f.get('intent') === 'state'}>
        {t('Save')}
      </SubmitButton>
    </Form>
  );
}

type HelperRequest = Awaited<ReturnType<typeof loader>>['requests'][number];

function OfferForm({ request, result }: { request: HelperRequest; result: Result | undefined }) {
  const t = useT();
  // Without JavaScript the answer is a new page: its hash brings the reader back to this request.
  const hydrated = useHydrated();
  const errors = result?.intent === 'offer' && result.requestId === request.id ? result.fieldErrors : {};
  const kindError = `offer-kind-error-${request.id}`;
  const idFor = useFieldId();
  return (
    <details open={Object.keys(errors).length > 0} className="mt-3 rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer font-semibold text-brand-800">{t('Offer help')}</summary>
      <Form method="post" action={hydrated ? undefined : `/helper-dashboard#request-${request.id}`} noValidate className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="offer" />
        <input type="hidden" name="requestId" value={request.id} />
        <fieldset aria-describedby={errors.kind?.length ? kindError : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('What can you offer?')}</legend>
          <div className="mt-1 space-y-1">
            {HELPER_OFFER_KINDS.map((kind, index) => (
              <label key={kind} className="flex items-center gap-2 text-slate-800">
                <input id={index === 0 ? idFor('kind') : undefined} type="radio" name="kind" value={kind} /> {t(HELPER_OFFER_LABELS[kind])}
              </label>
            ))}
          </div>
          <FieldMessages id={kindError} messages={errors.kind} />
        </fieldset>
        <TextArea
          label={t('What you can do, and when')}
          name="message"
          rows={3}
          maxLength={1000}
          errors={errors}
          hint={t('Your name and e-mail are shown to the person who asked and to the rehabilitator who accepted the request.')}
        />
        <SubmitButton pendingLabel={t('Sending...')} className="sm:w-auto" pendingFor={(f) => f.get('requestId') === request.id}>
          {t('Send my offer')}
        </SubmitButton>
      </Form>
    </details>
  );
}

function RequestItem({ request, result }: { request: HelperRequest; result: Result | undefined }) {
  const t = useT();
  const mine = result?.intent === 'offer' && result.requestId === request.id ? result : undefined;
  return (
    <article id={`request-${request.id}`} aria-labelledby={`request-heading-${request.id}`} className="rounded-xl border border-slate-200 p-4">
      <RequestHeader request={request} />
      <p className="mt-1 font-medium text-slate-800">
        {request.acceptedBy ? (
          <>
            {`${t('Accepted by')} `}
            {request.acceptedBy} <SampleListingBadge sample={request.acceptedBySample ?? false} className="ml-1" />
          </>
        ) : (
          t('Waiting for a rehabilitator')
        )}
      </p>
      {request.situationDetails ? <p className="mt-1 whitespace-pre-line text-slate-700">{request.situationDetails}</p> : null}
      <div className="mt-2 space-y-2">
        {mine?.message ? <SuccessBox>{t(mine.message)}</SuccessBox> : null}
        <ErrorSummary formError={mine?.formError} fieldErrors={mine?.fieldErrors} />
      </div>
      {request.ownOffer ? (
        <p className="mt-2 rounded-md bg-sky-50 p-3 text-sky-950">
          {t('You offered:')} <strong>{t(HELPER_OFFER_LABELS[request.ownOffer.kind])}</strong>. “{request.ownOffer.message}”
        </p>
      ) : (
        <OfferForm request={request} result={result} />
      )}
    </article>
  );
}

export default function HelperDashboard() {
  const { user, since, fieldTeamMember, state, requests } = useLoaderData<typeof loader>();
  const t = useT();
  const result = useSettledActionData<typeof action>();
  const stateName = US_STATES.find(([code]) => code === state)?.[1];
  return (
    <>
      <RoleDashboard title={message('Helper Dashboard')} user={user} extra={fieldTeamMember ? FIELD_TEAM_LINKS : undefined} />
      <div className="mx-auto max-w-4xl space-y-8 px-4 pb-12">
        <section aria-labelledby="where-heading">
          <h2 id="where-heading" className="text-xl font-semibold text-slate-900">
            {t('Where you help')}
          </h2>
          <p className="mt-1 text-slate-700">
            {t('We show you the open wildlife emergencies in this state. You never see who asked or their street address.')}
          </p>
          <div className="mt-3 space-y-3">
            {result?.intent === 'state' && result.message ? <SuccessBox>{t(result.message)}</SuccessBox> : null}
            <ErrorSummary
              formError={result?.intent === 'state' ? result.formError : null}
              fieldErrors={result?.intent === 'state' ? result.fieldErrors : null}
            />
            <StateForm state={state} result={result} />
          </div>
        </section>
        {stateName ? (
          <section aria-labelledby="open-heading">
            <h2 id="open-heading" className="text-xl font-semibold text-slate-900">
              {t('Open emergencies in {{state}}', { state: t(stateName) })}
            </h2>
            {requests.length === 0 ? (
              <p className="mt-3 text-slate-700">{t('None right now. New ones appear here as people ask for help.')}</p>
            ) : (
              <ul className="mt-4 space-y-4">
                {requests.map((request) => (
                  <li key={request.id}>
                    {/* A form per request: each gets field ids of its own */}
                    <FieldScope scope={request.id}>
                      <RequestItem request={request} result={result} />
                    </FieldScope>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ) : null}
      </div>
      <LiveRefresh since={since} />
    </>
  );
}
