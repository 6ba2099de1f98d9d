import { Form, useLoaderData } from 'react-router';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ErrorSummary, Field, SubmitButton, SuccessBox } from '../components/form.tsx';
import { getOwnProfile } from '../lib/services.server.ts';
import { TwoFactorSection } from '../components/two-factor-section.tsx';
import { canUseTwoFactor, runAccountAction } from '../lib/account-actions.server.ts';
import { requireUser, services } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/account';

export const meta = () => pageMeta('My Account', 'Change your name, phone number and password.');

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return { profile: await getOwnProfile(services(context).db, user), twoFactorOffered: canUseTwoFactor(user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return runAccountAction(services(context), user, request, Object.fromEntries(await request.formData()));
}

export default function Account() {
  const { profile, twoFactorOffered } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const errorsFor = (intent: string) => (result?.intent === intent ? result.fieldErrors : undefined);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Account</h1>
      <p className="mt-2 text-slate-700">Signed in as {profile.email}</p>
      {result?.message ? (
        <div className="mt-6">
          <SuccessBox>{result.message}</SuccessBox>
        </div>
      ) : null}
      <div className="mt-6">
        <ErrorSummary formError={result?.error} fieldErrors={result?.fieldErrors} />
      </div>

      <section aria-labelledby="details" className="mt-8 rounded-xl border border-slate-200 p-6">
        <h2 id="details" className="text-xl font-semibold text-slate-900">
          Your details
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="profile" />
          <Field label="Full name" name="fullName" autoComplete="name" required defaultValue={profile.fullName} errors={errorsFor('profile')} />
          <Field label="Phone" name="phone" type="tel" autoComplete="tel" defaultValue={profile.phone ?? ''} errors={errorsFor('profile')} />
          <SubmitButton pendingLabel="Saving...">Save details</SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="password" className="mt-8 rounded-xl border border-slate-200 p-6">
        <h2 id="password" className="text-xl font-semibold text-slate-900">
          Change password
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="password" />
          <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" required errors={errorsFor('password')} />
          <Field label="New password" name="newPassword" type="password" autoComplete="new-password" required errors={errorsFor('password')} />
          <Field label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required errors={errorsFor('password')} />
          <SubmitButton pendingLabel="Saving...">Change password</SubmitButton>
        </Form>
      </section>

      {twoFactorOffered ? <TwoFactorSection enabled={Boolean(profile.twoFactorEnabled)} result={result} /> : null}

      <section aria-labelledby="sessions" className="mt-8 rounded-xl border border-slate-200 p-6">
        <h2 id="sessions" className="text-xl font-semibold text-slate-900">
          Signed-in devices
        </h2>
        <p className="mt-2 text-slate-700">Lost a phone, or signed in on a shared computer? Sign out on every device at once.</p>
        <Form method="post" action="/logout" className="mt-4">
          <input type="hidden" name="scope" value="all" />
          <button type="submit" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
            Sign out everywhere
          </button>
        </Form>
      </section>
    </div>
  );
}
