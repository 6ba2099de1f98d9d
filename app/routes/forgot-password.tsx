import { Form, useActionData } from 'react-router';
import { Link } from '../components/link.tsx';
import { ZForgotPassword } from '../../common/auth-schemas.ts';
import { ErrorSummary, Field, SubmitButton, SuccessBox } from '../components/form.tsx';
import { requestPasswordReset } from '../lib/password-reset.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/forgot-password';
import { actionDone, actionRefused, parseForm } from '../lib/forms.server.ts';
import { publicPage } from '../lib/public-page.server.ts';

// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = ({ location }: Route.MetaArgs) => pageMeta('Forgot Password', 'Get a link to reset your Wildline password.', location);

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = await parseForm(request, ZForgotPassword);
  if (!parsed.ok) return actionRefused({ formError: null, fieldErrors: parsed.fieldErrors, values: parsed.values });
  const result = await requestPasswordReset(requestServices(context), request, parsed.data.email);
  // Nothing typed is sent back: a known and an unknown address must get the same page.
  if (!result.ok) return actionRefused({ formError: result.message, status: result.status });
  return actionDone(null);
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('Forgot Password')}</h1>
      {result?.ok ? (
        <div className="mt-6">
          <SuccessBox>{t('If an account exists for this email, a password reset link has been sent.')}</SuccessBox>
        </div>
      ) : (
        <>
          <p className="mt-4 text-slate-700">{t('Enter the email address of your account and we will send you a link to choose a new password.')}</p>
          <Form method="post" noValidate className="mt-6 space-y-5">
            <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
            <Field label={t('Email')} name="email" type="email" autoComplete="email" required errors={result?.fieldErrors} />
            <SubmitButton pendingLabel={t('Sending...')}>{t('Send Reset Link')}</SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t('Back to login')}
        </Link>
      </p>
    </div>
  );
}
