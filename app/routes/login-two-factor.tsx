import { data, Form, Link, redirect, useActionData } from 'react-router';
import { z } from 'zod';
import { fieldErrorsOf } from '../../common/auth-schemas.ts';
import { dashboardPathFor } from '../../common/roles.ts';
import { safeReturnPath } from '../../common/safe-redirect.ts';
import { ErrorBox, Field, SubmitButton } from '../components/form.tsx';
import { readAuthFlow } from '../lib/auth-flow.ts';
import { verifyTwoFactorCode } from '../lib/sign-in.server.ts';
import { services } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/login-two-factor';

export const meta = () => pageMeta('Two-Factor Sign-In', 'Enter the code from your authenticator app.');

const ZCode = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app') });

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = ZCode.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ fieldErrors: fieldErrorsOf(parsed.error), formError: null }, 400);
  const result = await verifyTwoFactorCode(services(context), request, parsed.data.code);
  if (!result.ok) return data({ fieldErrors: {}, formError: result.message }, result.status);
  const flow = readAuthFlow(new URL(request.url).searchParams);
  const destination = safeReturnPath(flow.returnUrl) ?? (flow.fromClaimListing ? '/claim-listing' : dashboardPathFor(result.role ?? 'user'));
  throw redirect(destination, { headers: result.cookies });
}

export default function LoginTwoFactor() {
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Two-Factor Sign-In</h1>
      <p className="mt-4 text-slate-700">Open your authenticator app and enter the 6-digit code for Wildline.</p>
      <Form method="post" noValidate className="mt-6 space-y-5">
        <ErrorBox>{result?.formError}</ErrorBox>
        <Field label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required errors={result?.fieldErrors} />
        <SubmitButton pendingLabel="Checking...">Verify and Sign In</SubmitButton>
      </Form>
      <p className="mt-6 text-center">
        <Link to="/login" className="font-semibold text-brand-700 underline">
          Back to login
        </Link>
      </p>
    </div>
  );
}
