import { data, Form, redirect, useLoaderData } from 'react-router';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ErrorSummary, Field, FieldErrorsScope, SubmitButton } from '../components/form.tsx';
import { useAnimalName } from '../components/request-summary.tsx';
import { RequesterContact, RequestSituation, RequestSubmittedLine } from '../components/request-details.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { ZListingAnswer } from '../../common/providers-schemas.ts';
import { ZRegister } from '../../common/auth-schemas.ts';
import { CONTACT_REMOVED } from '../../common/retention.ts';
import { formatMoney } from '../../common/numbers.ts';
import { message } from '../../common/i18n.ts';
import { LINK_REFUSAL_HEADING, LINK_REFUSED, type LinkRefusal } from '../../common/listing-links.ts';
import { actionRefused, invalidForm, parseForm, runFormAction } from '../lib/forms.server.ts';
import { linkedRequests } from '../lib/services.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { sessionActor, signUp } from '../lib/sign-up.server.ts';
import { pageMeta } from '../meta.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import type { Route } from './+types/listing-request';
import type { LinkedRequest } from '../../server/features/providers/respond-by-link.ts';
import { AcceptTermsCheckbox } from '../components/accept-terms.tsx';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('A Request Near You'), message('A wildlife help request you can take, sent to your listing by e-mail.'), location);

// The request a listing without an account opens from its e-mail (docs/decisions/048): as a
// provider sees it before accepting, with Accept and "I can't take it", no account needed; once
// accepted, who asked and how to reach them, and an offer to take over the listing with an
// account for its own e-mail address. The link is the only key; a refused one says why.

const photoUrl = (token: string) => (id: string, size?: 'full' | 'thumbnail') =>
  `/listing-request/${token}/photos/${id}${size === 'thumbnail' ? '?size=thumbnail' : ''}`;

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = requestServices(context);
  const view = await linkedRequests.open(services, params.token);
  return data({ view, token: params.token, photos: await linkedRequests.photosFor(services, view) }, view.state === 'refused' ? 404 : 200);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = requestServices(context);
  const form = await request.formData();
  if (form.get('intent') === 'take-over') return takeOver(services, request, params.token, form);
  const parsed = await parseForm(form, ZListingAnswer);
  if (!parsed.ok) return invalidForm(parsed);
  const view = await linkedRequests.answer(services, params.token, parsed.data.intent);
  return { view };
}

/**
 * "Take over this listing": signed in with the listing's own address, the claim is made; else an
 * account for that address is made first (the address is the listing's, never what the form says).
 */
async function takeOver(services: ReturnType<typeof requestServices>, request: Request, token: string, form: FormData) {
  const view = await linkedRequests.open(services, token);
  if (view.state !== 'accepted' || !view.listing.email)
    return actionRefused({ formError: message('Take the request first: the listing can be taken over from this page once you have.') });
  let actor = services.actor.kind === 'user' ? services.actor : null;
  let cookies: Headers | undefined;
  if (!actor) {
    form.set('email', view.listing.email);
    const parsed = await parseForm(form, ZRegister);
    if (!parsed.ok) return invalidForm(parsed);
    const result = await signUp(services, request, parsed.data);
    if (!result.ok) return actionRefused({ formError: result.message, status: result.status, values: parsed.values });
    if (!result.userId)
      return actionRefused({
        formError: message(
          'There is already an account with this listing’s e-mail address: sign in with it, then open this link again to take over the listing.',
        ),
        status: 409,
      });
    cookies = result.cookies;
    actor = await sessionActor(services, result.cookies);
    if (!actor) return actionRefused({ formError: message('Authentication failed. Please try again.'), status: 401, headers: cookies });
  }
  const signedIn = actor;
  return runFormAction(async () => {
    await linkedRequests.takeOver(services, token, signedIn);
    throw redirect('/claim-listing', cookies ? { headers: cookies } : undefined);
  });
}

export default function ListingRequest() {
  const loaded = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const view = result && 'view' in result ? result.view : loaded.view;
  const refusal = result && !('view' in result) ? result : undefined;
  if (view.state === 'refused') return <Refused reason={view.reason} />;
  return <LinkedRequestPage view={view} photos={loaded.photos} refusal={refusal} />;
}

function Refused({ reason }: { reason: LinkRefusal }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading className="text-3xl font-bold text-slate-900">{t(LINK_REFUSAL_HEADING[reason])}</PageHeading>
      <p className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">{t(LINK_REFUSED[reason])}</p>
      <p className="mt-4 text-slate-700">{t('Nothing was changed. Newer requests near you come in new e-mails.')}</p>
    </div>
  );
}

type Shown = Exclude<LinkedRequest, { state: 'refused' }>;

function LinkedRequestPage({
  view,
  photos,
  refusal,
}: {
  view: Shown;
  photos: Awaited<ReturnType<typeof loader>>['data']['photos'];
  refusal?: { formError: string | null; fieldErrors: Record<string, string[] | undefined> };
}) {
  const t = useT();
  const animalName = useAnimalName();
  const { request, listing } = view;
  const { token } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-slate-700">{t('For {{name}}', { name: listing.name })}</p>
      <PageHeading className="mt-2 text-3xl font-bold text-slate-900">
        {t('{{animal}} in {{place}}', { animal: animalName(request) ?? t('Wildlife'), place: `${request.city}, ${request.state}` })}
      </PageHeading>
      <RequestSubmittedLine request={request} />
      {view.state === 'taken' ? (
        <p role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {t('Another provider has already taken this request. Thank you for looking.')}
        </p>
      ) : (
        <RequestSituation situationDetails={request.situationDetails} photos={photos} photoUrl={photoUrl(token)} answers={view.answers} />
      )}
      {view.state === 'open' ? <Answer refusal={refusal} /> : null}
      {view.state === 'declined' ? (
        <p role="status" className="mt-6 rounded-md bg-slate-100 p-4 text-slate-800">
          {t('You said you cannot take this request. Thank you for telling us: we tell someone else.')}
        </p>
      ) : null}
      {view.state === 'accepted' ? <Accepted view={view} refusal={refusal} /> : null}
    </div>
  );
}

function Answer({ refusal }: { refusal?: { formError: string | null; fieldErrors: Record<string, string[] | undefined> } }) {
  const t = useT();
  return (
    <section aria-labelledby="respond" className="mt-6 space-y-4">
      <h2 id="respond" className="text-lg font-semibold text-slate-900">
        {t('Can you take it?')}
      </h2>
      <p className="text-slate-700">
        {t(
          "Taking it gives you the person's name, phone number, e-mail and address, and tells them at once who is coming. Whoever takes it first has it: nobody else is given their details.",
        )}
      </p>
      <ErrorSummary formError={refusal?.formError} fieldErrors={refusal?.fieldErrors} />
      <Form method="post" className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton pendingLabel={t('Accepting...')} className="flex-1" name="intent" value="accept">
          {t('I can take this')}
        </SubmitButton>
        <button
          type="submit"
          name="intent"
          value="decline"
          className="flex-1 rounded-md border border-slate-400 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('I can’t take this')}
        </button>
      </Form>
    </section>
  );
}

function Accepted({ view, refusal }: { view: Shown; refusal?: { formError: string | null; fieldErrors: Record<string, string[] | undefined> } }) {
  const t = useT();
  const { request, requester, listing, pledge } = view;
  const locale = useLocale();
  return (
    <>
      <section aria-labelledby="requester" className="mt-6 rounded-xl border border-green-300 bg-green-50 p-5">
        <h2 id="requester" className="text-lg font-semibold text-green-950">
          {t('You took this request: contact the person now')}
        </h2>
        {!requester || 'removed' in requester ? (
          <p className="mt-2 text-green-950">{t(CONTACT_REMOVED)}</p>
        ) : (
          <RequesterContact requester={requester} request={request} />
        )}
        {/* Only now: a pledge plays no part in whether a request is taken (docs/decisions/049). */}
        {pledge ? (
          <p className="mt-3 text-green-950">
            {t('Donation pledged for the rehabilitator who helps: {{amount}} (a pledge; Wildline takes no payment).', {
              amount: formatMoney(Number(pledge), locale),
            })}
          </p>
        ) : null}
        <p className="mt-3 text-green-950">{t('They were told by e-mail that you took it. Keep this page: its link shows these details again.')}</p>
      </section>
      {listing.withoutAccount && listing.email ? <TakeOver email={listing.email} refusal={refusal} /> : null}
    </>
  );
}

function TakeOver({ email, refusal }: { email: string; refusal?: { formError: string | null; fieldErrors: Record<string, string[] | undefined> } }) {
  const t = useT();
  return (
    <section aria-labelledby="take-over" className="mt-8 rounded-xl border border-slate-200 p-5">
      <h2 id="take-over" className="text-lg font-semibold text-slate-900">
        {t('Take over your listing')}
      </h2>
      <p className="mt-2 text-slate-700">
        {t(
          'With an account for {{email}}, you keep your listing right, say when you are full, and see requests on your dashboard. This link shows the address is yours, so your claim of the listing is made at once; our staff then check it as any claim.',
          { email },
        )}
      </p>
      <div className="mt-3">
        <ErrorSummary formError={refusal?.formError} fieldErrors={refusal?.fieldErrors} />
      </div>
      <Form method="post" noValidate className="mt-3 space-y-4">
        <input type="hidden" name="intent" value="take-over" />
        <FieldErrorsScope errors={refusal?.fieldErrors}>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('First name')} name="firstName" autoComplete="given-name" required />
            <Field label={t('Last name')} name="lastName" autoComplete="family-name" required />
          </div>
          <Field label={t('Password')} name="password" type="password" autoComplete="new-password" required />
          <Field label={t('Confirm password')} name="confirmPassword" type="password" autoComplete="new-password" required />
          <AcceptTermsCheckbox />
        </FieldErrorsScope>
        <SubmitButton pendingLabel={t('Creating your account...')}>{t('Create my account and claim the listing')}</SubmitButton>
      </Form>
    </section>
  );
}
