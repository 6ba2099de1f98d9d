import { useEffect } from 'react';
import { Form, useActionData, useLoaderData, useNavigate } from 'react-router';
import { Link } from '../components/link.tsx';
import { ZResetPassword } from '../../common/auth-schemas.ts';
import { ErrorBox, ErrorSummary, Field, SubmitButton, SuccessBox } from '../components/form.tsx';
import { isResetTokenValid, resetPassword } from '../lib/password-reset.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/reset-password';
import { actionDone, actionRefused, parseForm } from '../lib/forms.server.ts';

export const meta = ({ location }: Route.MetaArgs) => pageMeta('Reset Password', 'Choose a new password for your Wildline account.', location);

const REDIRECT_DELAY_MS = 3000; // long enough to read the message, then on to the next page

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const valid = token.length > 0 && token.length <= 200 && (await isResetTokenValid(requestServices(context), token));
  return { token: valid ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, ZResetPassword);
  if (!parsed.ok) return actionRefused({ formError: null, fieldErrors: parsed.fieldErrors }, { invalidLink: false });
  const result = await resetPassword(requestServices(context), parsed.data.token, parsed.data.password);
  if (!result.ok) return actionRefused({ formError: null }, { invalidLink: true });
  return actionDone(null, { invalidLink: false });
}

/** After the message has been read, move on (JavaScript only; the link is always there). */
function useRedirectAfter(to: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!to) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [to, navigate]);
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const invalid = !token || result?.invalidLink;
  const done = result?.ok;
  useRedirectAfter(done ? '/login' : invalid ? '/forgot-password' : null);

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('Reset Password')}</h1>
      <div className="mt-6">
        {done ? (
          <SuccessBox>
            {t('Your password has been reset. Redirecting to login...')}{' '}
            <Link to="/login" className="font-semibold underline">
              {t('Go to login')}
            </Link>
          </SuccessBox>
        ) : invalid ? (
          <ErrorBox>
            {t('Invalid or expired password reset link. Please try again.')}{' '}
            <Link to="/forgot-password" className="font-semibold underline">
              {t('Request a new link')}
            </Link>
          </ErrorBox>
        ) : (
          <Form method="post" noValidate className="space-y-5">
            <input type="hidden" name="token" value={token} />
            <ErrorSummary fieldErrors={result?.fieldErrors} />
            <Field label={t('New Password')} name="password" type="password" autoComplete="new-password" required errors={result?.fieldErrors} />
            <Field label={t('Confirm New Password')} name="confirmPassword" type="password" autoComplete="new-password" required errors={result?.fieldErrors} />
            <SubmitButton pendingLabel={t('Resetting...')}>{t('Reset Password')}</SubmitButton>
          </Form>
        )}
      </div>
    </div>
  );
}
