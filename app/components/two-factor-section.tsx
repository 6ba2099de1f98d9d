import { Form } from 'react-router';
import type { AccountResult } from '../lib/account-actions.server.ts';
import { useT } from '../lib/i18n.ts';
import { Field, SubmitButton } from './form.tsx';

/** Turning TOTP two-factor sign-in on and off, for administrators and providers, whose accounts can see and change other people's data. */
export function TwoFactorSection({ enabled, result }: { enabled: boolean; result: AccountResult | undefined }) {
  const errors = (intent: string) => (result?.intent === intent ? result.fieldErrors : undefined);
  const setup = result?.setup;
  const verifying = setup || result?.intent === 'verify-2fa';
  const t = useT();
  return (
    <section aria-labelledby="two-factor" className="mt-8 rounded-xl border border-slate-200 p-6">
      <h2 id="two-factor" className="text-xl font-semibold text-slate-900">
        {t('Two-factor sign-in')}
      </h2>
      <p className="mt-2 text-slate-700">
        {enabled
          ? t('Two-factor sign-in is on: after your password you enter a code from your authenticator app.')
          : t('Protect your account with a code from an authenticator app (such as a password manager or phone app) each time you sign in.')}
      </p>
      {enabled ? (
        <Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="disable-2fa" />
          <Field label={t('Your password')} name="password" type="password" autoComplete="current-password" required errors={errors('disable-2fa')} />
          <SubmitButton pendingLabel={t('Turning off...')}>{t('Turn off two-factor sign-in')}</SubmitButton>
        </Form>
      ) : verifying ? (
        <div className="mt-4 space-y-4">
          {setup ? (
            <>
              <p className="text-slate-700">{t('Add this key to your authenticator app, then enter the code it shows.')}</p>
              <p>
                {t('Key:')} <code className="rounded bg-slate-100 px-2 py-1 font-mono break-all">{setup.secret}</code>
              </p>
              <p className="text-sm break-all text-slate-600">
                {t('Setup link:')} {setup.uri}
              </p>
              <div>
                <p className="font-medium text-slate-800">{t('Backup codes (keep them somewhere safe; each works once):')}</p>
                <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
                  {setup.backupCodes.map((code) => (
                    <li key={code}>{code}</li>
                  ))}
                </ul>
              </div>
            </>
          ) : null}
          <Form method="post" noValidate className="space-y-4">
            <input type="hidden" name="intent" value="verify-2fa" />
            <Field
              label={t('Code from your app')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
              errors={errors('verify-2fa')}
            />
            <SubmitButton pendingLabel={t('Checking...')}>{t('Confirm and turn on')}</SubmitButton>
          </Form>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="enable-2fa" />
          <Field label={t('Your password')} name="password" type="password" autoComplete="current-password" required errors={errors('enable-2fa')} />
          <SubmitButton pendingLabel={t('Preparing...')}>{t('Turn on two-factor sign-in')}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
