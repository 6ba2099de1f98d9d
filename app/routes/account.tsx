import { Form, useLoaderData } from 'react-router';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ErrorSummary, Field, SubmitButton, SuccessBox } from '../components/form.tsx';
import { getOwnProfile, pushAlerts } from '../lib/services.server.ts';
import { PushSection } from '../components/push-section.tsx';
import { TwoFactorSection } from '../components/two-factor-section.tsx';
import { canUseTwoFactor, runAccountAction } from '../lib/account-actions.server.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { ReactNode } from 'react';
import type { Route } from './+types/account';
import { message } from '../../common/i18n.ts';
import { useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('My Account'), message('Change your name, phone number and password, download your data or delete your account.'), location);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db, config } = requestServices(context);
  return { profile: await getOwnProfile(db, user), twoFactorOffered: canUseTwoFactor(user), push: await pushAlerts.getPushSettings(db, config, user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  return runAccountAction(requestServices(context), user, request);
}

export default function Account() {
  const { profile, twoFactorOffered, push } = useLoaderData<typeof loader>();
  const t = useT();
  const result = useSettledActionData<typeof action>();
  const errorsFor = (intent: string) => (result?.intent === intent ? result.fieldErrors : undefined);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('My Account')}</h1>
      <p className="mt-2 text-slate-700">{t('Signed in as {{email}}', { email: profile.email })}</p>
      {result?.message ? (
        <div className="mt-6">
          <SuccessBox>{t(result.message)}</SuccessBox>
        </div>
      ) : null}
      <div className="mt-6">
        <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
      </div>

      <AccountSection id="details" title={t('Your details')}>
        <Form method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="profile" />
          <Field label={t('Full name')} name="fullName" autoComplete="name" required defaultValue={profile.fullName} errors={errorsFor('profile')} />
          <Field label={t('Phone')} name="phone" type="tel" autoComplete="tel" defaultValue={profile.phone ?? ''} errors={errorsFor('profile')} />
          <SubmitButton pendingLabel={t('Saving...')}>{t('Save details')}</SubmitButton>
        </Form>
      </AccountSection>

      <AccountSection id="password" title={t('Change password')}>
        <Form method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="password" />
          <Field label={t('Current password')} name="currentPassword" type="password" autoComplete="current-password" required errors={errorsFor('password')} />
          <Field label={t('New password')} name="newPassword" type="password" autoComplete="new-password" required errors={errorsFor('password')} />
          <Field label={t('Confirm new password')} name="confirmPassword" type="password" autoComplete="new-password" required errors={errorsFor('password')} />
          <SubmitButton pendingLabel={t('Saving...')}>{t('Change password')}</SubmitButton>
        </Form>
      </AccountSection>

      {twoFactorOffered ? <TwoFactorSection enabled={Boolean(profile.twoFactorEnabled)} result={result} /> : null}

      {push ? <PushSection settings={push} result={result} /> : null}

      <AccountSection id="sessions" title={t('Signed-in devices')}>
        <p className="mt-2 text-slate-700">{t('Lost a phone, or signed in on a shared computer? Sign out on every device at once.')}</p>
        <Form method="post" action="/logout" className="mt-4">
          <input type="hidden" name="scope" value="all" />
          <button type="submit" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
            {t('Sign out everywhere')}
          </button>
        </Form>
      </AccountSection>

      <AccountSection id="your-data" title={t('Your data')}>
        <p className="mt-2 text-slate-700">
          {t(
            'Download a copy of what Wildline holds about your account: your details, your requests for help with your answers and the providers’ responses, volunteer applications, offers of help, the listing you run and the audit log entries about them. It is a JSON file, which any text editor opens.',
          )}
        </p>
        {/* A plain link: the file downloads with or without JavaScript. */}
        <a
          href="/account/data"
          download
          className="mt-4 inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('Download my data')}
        </a>
      </AccountSection>

      <AccountSection id="delete-account" title={t('Delete my account')} danger>
        <p className="mt-2 text-slate-700">{t('Deleting your account cannot be undone. Download your data first if you want a copy. It:')}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          <li>{t('signs you out on every device, and this e-mail address and password no longer sign in;')}</li>
          <li>{t('deletes your details, volunteer applications, offers of help, and any request no provider answered;')}</li>
          <li>
            {t(
              'keeps a request a provider answered for that provider, without your name, street address, phone number or e-mail address, and cancels it if it is still open;',
            )}
          </li>
          <li>{t('keeps your ratings of providers, without your comments;')}</li>
          <li>{t('leaves a listing you run in the directory for your organization to claim again (a new listing not yet approved is deleted).')}</li>
        </ul>
        <Form method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="delete-account" />
          <Field
            label={t('Confirm with your password')}
            name="deletePassword"
            type="password"
            autoComplete="current-password"
            required
            errors={errorsFor('delete-account')}
          />
          <button
            type="submit"
            className="inline-flex w-full items-center justify-center rounded-md bg-red-700 px-4 py-3 font-semibold text-white hover:bg-red-800"
          >
            {t('Delete my account')}
          </button>
        </Form>
      </AccountSection>
    </div>
  );
}

/** One of the page's boxes, named by its heading; `danger` for what cannot be undone. */
function AccountSection({ id, title, danger = false, children }: { id: string; title: string; danger?: boolean; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`mt-8 rounded-xl border p-6 ${danger ? 'border-red-200' : 'border-slate-200'}`}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
