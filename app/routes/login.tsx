import { Form, redirect, useActionData, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { missingCredentialsError, ZLogin } from '../../common/auth-schemas.ts';
import { dashboardPathFor } from '../../common/roles.ts';
import { safeReturnPath } from '../../common/safe-redirect.ts';
import { Checkbox, ErrorSummary, Field, SubmitButton } from '../components/form.tsx';
import { authFlowBanner, authFlowQuery, readAuthFlow } from '../lib/auth-flow.ts';
import { onAfterSignIn, signIn } from '../lib/sign-in.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/login';
import { actionRefused, parseForm } from '../lib/forms.server.ts';
import { publicPage } from '../lib/public-page.server.ts';

// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = ({ location }: Route.MetaArgs) => pageMeta('Login', 'Sign in to your Wildline account.', location);

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const flow = readAuthFlow(url.searchParams);
  // defaultToSignup (signup=1) sends the visitor straight on to registration, for links that mean "create an account".
  if (url.searchParams.get('signup') === '1') throw redirect(`/register${authFlowQuery(flow, { from: 'login' })}`);
  const { actor } = requestServices(context);
  if (actor.kind === 'user') throw onAfterSignIn(safeReturnPath(flow.returnUrl) ?? dashboardPathFor(actor.role));
  return { flow };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, ZLogin);
  const form = Object.fromEntries(parsed.form);
  if (!parsed.ok) return actionRefused({ formError: missingCredentialsError(form), fieldErrors: parsed.fieldErrors, values: parsed.values });
  const flow = readAuthFlow(new URLSearchParams(String(form.flow ?? '')));
  const result = await signIn(requestServices(context), request, parsed.data);
  if (!result.ok) return actionRefused({ formError: result.message, values: parsed.values, status: result.status });
  if (result.twoFactor) throw redirect(`/login/two-factor${authFlowQuery(flow)}`, { headers: result.cookies });
  const destination = safeReturnPath(flow.returnUrl) ?? (flow.fromClaimListing ? '/claim-listing' : dashboardPathFor(result.role));
  throw onAfterSignIn(destination, { headers: result.cookies });
}

export default function Login() {
  const { flow } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const banner = authFlowBanner(flow, t);
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('Login to Your Account')}</h1>
      {banner ? <p className="mt-4 rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-900">{banner}</p> : null}
      <Form method="post" noValidate className="mt-6 space-y-5">
        <input type="hidden" name="flow" value={authFlowQuery(flow).slice(1)} />
        <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
        <Field label={t('Email')} name="email" type="email" autoComplete="email" required errors={result?.fieldErrors} />
        <Field label={t('Password')} name="password" type="password" autoComplete="current-password" required errors={result?.fieldErrors} />
        <div className="flex items-center justify-between">
          <Checkbox label={t('Remember me')} name="rememberMe" defaultChecked />
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 underline">
            {t('Forgot your password?')}
          </Link>
        </div>
        <SubmitButton pendingLabel={t('Signing in...')}>{t('Sign In')}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-slate-700">
        {t('New to Wildline?')}{' '}
        <Link to={`/register${authFlowQuery(flow, { from: 'login' })}`} className="font-semibold text-brand-700 underline">
          {t('Create an Account')}
        </Link>
      </p>
    </div>
  );
}
