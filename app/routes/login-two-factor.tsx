import { Form, useActionData, useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { message, translateMessage } from '../../common/i18n.ts';
import { z } from '../../common/zod.ts';
import { dashboardPathFor } from '../../common/roles.ts';
import { safeReturnPath } from '../../common/safe-redirect.ts';
import { ErrorBox, ErrorSummary, Field, SubmitButton } from '../components/form.tsx';
import { authFlowQuery, readAuthFlow } from '../lib/auth-flow.ts';
import { onAfterSignIn, verifyTwoFactorCode, type TwoFactorCode } from '../lib/sign-in.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { useT } from '../lib/i18n.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/login-two-factor';
import { actionRefused, parseForm } from '../lib/forms.server.ts';

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta('Two-Factor Sign-In', 'Enter the code from your authenticator app, or one of your backup codes.', location);

const TOTP_CODE = /^\d{6}$/;
/** better-auth's backup codes: ten letters and digits, shown as "abcde-12345" (the dash may be left out). */
const BACKUP_CODE = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/;

/** `?backup=1`: the page asks for a backup code. Either kind of code is taken in either case. */
const usingBackupCode = (search: URLSearchParams) => search.get('backup') === '1';

const codeSchema = (message: string) =>
  z.object({
    code: z.string().transform((typed, ctx): TwoFactorCode => {
      const code = typed.replace(/\s+/g, '');
      if (TOTP_CODE.test(code)) return { kind: 'totp', code };
      const backup = BACKUP_CODE.exec(code);
      if (backup) return { kind: 'backup', code: `${backup[1]}-${backup[2]}` };
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }),
  });

const ZAppCode = codeSchema(message('Enter the 6-digit code from your authenticator app'));
const ZBackupCode = codeSchema(message('Enter one of your backup codes: ten letters and digits, such as a1b2c-3d4e5'));

export async function action({ request, context }: Route.ActionArgs) {
  const search = new URL(request.url).searchParams;
  const schema = usingBackupCode(search) ? ZBackupCode : ZAppCode;
  const parsed = await parseForm(request, schema);
  if (!parsed.ok) return actionRefused({ formError: null, fieldErrors: parsed.fieldErrors }, { signInAgain: false });
  const result = await verifyTwoFactorCode(requestServices(context), request, parsed.data.code);
  if (!result.ok) return actionRefused({ formError: result.message, status: result.status, headers: result.cookies }, { signInAgain: result.signInAgain });
  const flow = readAuthFlow(search);
  const destination = safeReturnPath(flow.returnUrl) ?? (flow.fromClaimListing ? '/claim-listing' : dashboardPathFor(result.role ?? 'user'));
  throw onAfterSignIn(destination, { headers: result.cookies });
}

export default function LoginTwoFactor() {
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const backup = usingBackupCode(search);
  const flow = readAuthFlow(search);
  const t = useT();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t('Two-Factor Sign-In')}</h1>
      <p className="mt-4 text-slate-700">
        {backup
          ? t('Enter one of the backup codes you saved when you turned on two-factor sign-in. Each code works once.')
          : t('Open your authenticator app and enter the 6-digit code for Wildline.')}
      </p>
      {result?.signInAgain ? (
        // This sign-in is over (too many wrong codes, or expired): no code can finish it, a new one can.
        <div className="mt-6">
          <ErrorBox>
            <p>{result.formError ? translateMessage(t, result.formError) : null}</p>
            <p className="mt-2">
              <Link to={`/login${authFlowQuery(flow)}`} className="font-semibold underline">
                {t('Sign in again')}
              </Link>
            </p>
          </ErrorBox>
        </div>
      ) : (
        // keyed: switching between the two kinds of code starts an empty field
        <Form key={backup ? 'backup' : 'app'} method="post" noValidate className="mt-6 space-y-5">
          <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
          {backup ? (
            <Field
              label={t('Backup code')}
              name="code"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              errors={result?.fieldErrors}
            />
          ) : (
            <Field label={t('Code')} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required errors={result?.fieldErrors} />
          )}
          <SubmitButton pendingLabel={t('Checking...')}>{t('Verify and Sign In')}</SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center">
        {backup ? (
          <Link to={`/login/two-factor${authFlowQuery(flow)}`} className="font-semibold text-brand-700 underline">
            {t('Use your authenticator app instead')}
          </Link>
        ) : (
          <Link to={`/login/two-factor${authFlowQuery(flow, { backup: '1' })}`} className="font-semibold text-brand-700 underline">
            {t('Lost your phone? Use a backup code instead')}
          </Link>
        )}
      </p>
      <p className="mt-4 text-center">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          {t('Back to login')}
        </Link>
      </p>
    </div>
  );
}
