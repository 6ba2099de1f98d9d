import { useEffect } from 'react';
import { Form, redirect, useActionData, useLoaderData, useNavigate, type ShouldRevalidateFunction } from 'react-router';
import { Link } from '../components/link.tsx';
import { missingCredentialsError, ZRegister, ZRegisterForRequest } from '../../common/auth-schemas.ts';
import { MIN_PASSWORD_LENGTH } from '../../common/passwords.ts';
import { dashboardPathFor } from '../../common/roles.ts';
import { safeReturnPath } from '../../common/safe-redirect.ts';
import { ErrorSummary, Field, FieldErrorsScope, HydratedMarker, SubmitButton, SuccessBox } from '../components/form.tsx';
import { authFlowBanner, authFlowQuery, readAuthFlow } from '../lib/auth-flow.ts';
import { requestServices } from '../lib/session.server.ts';
import { signUp } from '../lib/sign-up.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/register';
import { actionDone, actionRefused, parseForm } from '../lib/forms.server.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { AcceptTermsCheckbox } from '../components/accept-terms.tsx';

// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta('Create an Account', 'Create a free Wildline account to request wildlife help or list your organization.', location);

export function loader({ request, context }: Route.LoaderArgs) {
  const { actor } = requestServices(context);
  if (actor.kind === 'user') throw redirect(dashboardPathFor(actor.role));
  const flow = readAuthFlow(new URL(request.url).searchParams);
  return { flow };
}

// After signing up, this page shows its message and moves on after 1 s itself: reloading its
// data would find the new session and send everyone to their dashboard, whatever the flow.
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { redirectTo?: string | null } | undefined)?.redirectTo ? false : defaultShouldRevalidate;

export async function action({ request, context }: Route.ActionArgs) {
  const sent = await request.formData();
  const form = Object.fromEntries(sent);
  const flow = readAuthFlow(new URLSearchParams(String(form.flow ?? '')));
  // Arriving from the wizard, the account is made to send a request: it needs a phone, so a provider can call back.
  const parsed = await parseForm(sent, flow.requestType ? ZRegisterForRequest : ZRegister);
  if (!parsed.ok)
    return actionRefused({ formError: missingCredentialsError(form), fieldErrors: parsed.fieldErrors, values: parsed.values }, { redirectTo: null });
  const result = await signUp(requestServices(context), request, parsed.data);
  if (!result.ok) return actionRefused({ formError: result.message, values: parsed.values, status: result.status }, { redirectTo: null });
  // To /claim-listing with the new-registration flag from the claim flow, else /dashboard;
  // arriving from the wizard (returnUrl), back to it to submit the request.
  const redirectTo = flow.fromClaimListing ? '/claim-listing?newRegistration=1' : (safeReturnPath(flow.returnUrl) ?? '/dashboard');
  // With JavaScript the page says so and moves on after 1 s; without it we go there at once.
  if (form._js !== '1') throw redirect(redirectTo, { headers: result.cookies });
  return actionDone(null, { redirectTo }, { headers: result.cookies });
}

export default function Register() {
  const { flow } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  const t = useT();
  const banner = authFlowBanner(flow, t);
  const redirectTo = result?.redirectTo;
  useEffect(() => {
    if (!redirectTo) return;
    const timer = setTimeout(() => void navigate(redirectTo, { replace: true }), 1000);
    return () => clearTimeout(timer);
  }, [redirectTo, navigate]);

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('Create an Account')}</h1>
      {banner ? <p className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-900">{banner}</p> : null}
      {redirectTo ? (
        <div className="mt-6">
          <SuccessBox>{t('Registration successful! Redirecting to dashboard...')}</SuccessBox>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-5">
          <input type="hidden" name="flow" value={authFlowQuery(flow).slice(1)} />
          <HydratedMarker />
          <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
          <FieldErrorsScope errors={result?.fieldErrors}>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label={t('First name')} name="firstName" autoComplete="given-name" required />
              <Field label={t('Last name')} name="lastName" autoComplete="family-name" required />
            </div>
            <Field label={t('Email')} name="email" type="email" autoComplete="email" required />
            {flow.requestType ? (
              <Field label={t('Phone')} name="phone" type="tel" autoComplete="tel" required hint={t('So the people who help can call you back.')} />
            ) : null}
            <Field
              label={t('Password')}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              hint={t('At least {{min}} characters, and not a commonly used password.', { min: MIN_PASSWORD_LENGTH })}
            />
            <Field label={t('Confirm password')} name="confirmPassword" type="password" autoComplete="new-password" required />
            <AcceptTermsCheckbox linkClassName="font-medium text-brand-700 underline" />
          </FieldErrorsScope>
          <SubmitButton pendingLabel={t('Creating your account...')}>{t('Create Account')}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-slate-700">
        {t('Already have an account?')}{' '}
        <Link to={`/login${authFlowQuery(flow)}`} className="font-semibold text-brand-700 underline">
          {t('Sign in')}
        </Link>
      </p>
    </div>
  );
}
