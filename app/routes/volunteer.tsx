import { Form, redirect, useLoaderData, useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { VOLUNTEER_AVAILABILITY, VOLUNTEER_DRIVE_MILES, VOLUNTEER_INTERESTS, VOLUNTEER_SKILLS } from '../../common/volunteers.ts';
import { ZVolunteerApplication } from '../../common/volunteers-schemas.ts';
import { ContentPage } from '../components/content-page.tsx';
import { Checkbox, CheckboxGroup, ErrorSummary, Field, FieldErrorsScope, SelectField, SubmitButton, SuccessBox, TextArea } from '../components/form.tsx';
import { US_STATES } from '../../common/us-states.ts';
import { VolunteerContent } from '../content/volunteer-content.tsx';
import { VolunteerContentEs } from '../content/es/volunteer-content.tsx';
import { useLocale, useT } from '../lib/i18n.ts';
import { message } from '../../common/i18n.ts';
import { sentList, sentText } from '../lib/action-result.ts';
import { readForm, runFormAction } from '../lib/forms.server.ts';
import { volunteers } from '../lib/services.server.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/volunteer';
import { OFFICE_TIME_ZONE, formatDate } from '../../common/dates.ts';
import { publicPage } from '../lib/public-page.server.ts';

// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(
    'Volunteer with Wildline',
    'Help injured and orphaned wildlife in your state: drive animals to rehabilitators, bring supplies, foster, or join the field team.',
    location,
  );

// /volunteer: what volunteering is (public), then the application (a
// volunteer_applications row) for a signed-in member, or the member's application status.
export async function loader({ context }: Route.LoaderArgs) {
  const { actor, db } = requestServices(context);
  if (actor.kind !== 'user') return { viewer: 'visitor' as const, application: null };
  if (actor.role !== 'user') return { viewer: actor.role, application: null };
  return { viewer: 'user' as const, application: await volunteers.getOwnApplication(db, actor) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const { input, values } = await readForm(request, ZVolunteerApplication);
  return runFormAction(
    async () => {
      await volunteers.submitApplication(requestServices(context).db, user, input);
      throw redirect('/volunteer?applied=1#apply');
    },
    { values },
  );
}

function ApplicationStatus({ application }: { application: NonNullable<Awaited<ReturnType<typeof loader>>['application']> }) {
  const t = useT();
  const locale = useLocale();
  if (application.status === 'pending') {
    return (
      <SuccessBox>
        {t(
          'Thank you! Your application of {{date}} is waiting for review. This page will show our decision, and once you are approved your dashboard becomes a helper dashboard.',
          { date: formatDate(application.createdAt, 'longDay', OFFICE_TIME_ZONE, locale) },
        )}
      </SuccessBox>
    );
  }
  if (application.status === 'rejected') {
    return (
      <p className="rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
        {t('Your application was not approved. This decision is final. Thank you for offering your time.')}
      </p>
    );
  }
  return (
    <p className="rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
      {t('Your application is approved.')} <Link to="/helper-dashboard">{t('Go to your helper dashboard')}</Link>.
    </p>
  );
}

/** The form's choices: the values stay English, each shown in the page's language. */
const CHOICES = [
  { name: 'availability', legend: message('When are you usually free?'), options: VOLUNTEER_AVAILABILITY },
  { name: 'skills', legend: message('Skills'), options: VOLUNTEER_SKILLS, hint: message('Optional. Choose any that apply.') },
  { name: 'interests', legend: message('Roles you are interested in'), options: VOLUNTEER_INTERESTS },
];

function ApplicationForm() {
  const result = useSettledActionData<typeof action>();
  const errors = result?.fieldErrors ?? {};
  const text = (name: string) => sentText(result?.values, name);
  const list = (name: string) => sentList(result?.values, name) ?? [];
  const t = useT();
  const optionLabel = (option: string) => t(option);
  return (
    <Form method="post" noValidate className="mt-6 space-y-6">
      <ErrorSummary formError={result?.formError} fieldErrors={errors} />
      <FieldErrorsScope errors={errors}>
        <TextArea label={t('Why would you like to volunteer?')} name="reason" required maxLength={2000} defaultValue={text('reason')} />
        <TextArea
          label={t('Experience with animals or volunteering')}
          name="experience"
          maxLength={2000}
          defaultValue={text('experience')}
          hint={t('Optional. Pets, shelters, farms, rescue work, anything that helps us place you.')}
        />
        <fieldset className="space-y-4">
          <legend className="font-semibold text-slate-900">{t('Where you can help')}</legend>
          <SelectField label={t('State')} name="state" required value={text('state') ?? ''}>
            <option value="">{t('Choose a state')}</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {t(name)}
              </option>
            ))}
          </SelectField>
          <Field label={t('ZIP code or town')} name="place" required maxLength={100} autoComplete="postal-code" defaultValue={text('place')} />
          <SelectField label={t('How far you can drive')} name="driveMiles" required value={text('driveMiles') ?? ''}>
            <option value="">{t('Choose a distance')}</option>
            {VOLUNTEER_DRIVE_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {t('Up to {{miles}} miles', { miles })}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <Field
          label={t('Phone number')}
          name="phone"
          type="tel"
          required
          autoComplete="tel"
          defaultValue={text('phone')}
          hint={t('So the coordinator can call you about a pickup near you.')}
        />
        {CHOICES.map(({ name, legend, options, hint }) => (
          <CheckboxGroup
            key={name}
            legend={t(legend)}
            name={name}
            options={options}
            optionLabel={optionLabel}
            checked={list(name)}
            hint={hint ? t(hint) : undefined}
          />
        ))}
        <TextArea
          label={t('References')}
          name="referenceInfo"
          maxLength={2000}
          rows={3}
          defaultValue={text('referenceInfo')}
          hint={t('Optional. Someone who knows your work with people or animals: name and how to reach them.')}
        />
        <TextArea
          label={t('Anything else we should know')}
          name="background"
          maxLength={2000}
          rows={3}
          defaultValue={text('background')}
          hint={t('Optional. For example a rabies pre-exposure vaccination, a wildlife permit, or a language you speak.')}
        />
        <Checkbox
          label={
            <>
              {t('I am 18 or older')} <span aria-hidden="true">*</span>
            </>
          }
          name="adult"
          value="yes"
          required
          defaultChecked={text('adult') === 'yes'}
        />
      </FieldErrorsScope>
      <SubmitButton pendingLabel={t('Sending your application...')}>{t('Send my application')}</SubmitButton>
    </Form>
  );
}

function OtherRole({ role }: { role: 'helper' | 'provider' | 'admin' }) {
  const t = useT();
  if (role === 'helper')
    return (
      <p className="rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
        {t('You are a Wildline helper.')} <Link to="/helper-dashboard">{t('Go to your helper dashboard')}</Link>.
      </p>
    );
  return (
    <p className="text-slate-700">
      {role === 'provider'
        ? t('You already work with us as a provider, so there is nothing to apply for. Thank you for what you do.')
        : t('Administrators review applications on the admin dashboard.')}
    </p>
  );
}

export default function Volunteer() {
  const { viewer, application } = useLoaderData<typeof loader>();
  // Sent here by the application form: the page opens on this section's heading.
  const applied = useSearchParams()[0].get('applied') === '1';
  const t = useT();
  return (
    <ContentPage title={t('Volunteer with Wildline')} intro={t('Rehabilitators and rescuers depend on volunteers. Here is how you can help.')}>
      {useLocale() === 'es' ? <VolunteerContentEs /> : <VolunteerContent />}
      <section id="apply" aria-labelledby="apply-heading" className="not-prose mt-12 rounded-xl border border-slate-200 p-6">
        <PageHeading level={2} id="apply-heading" focus={applied} className="text-2xl font-semibold text-slate-900">
          {t('Apply to volunteer')}
        </PageHeading>
        <div className="mt-4">
          {viewer === 'visitor' ? (
            <p className="text-slate-700">
              <Link to="/login?returnUrl=%2Fvolunteer" className="font-semibold text-brand-700 underline">
                {t('Sign in')}
              </Link>{' '}
              {t('or')}{' '}
              <Link to="/register?returnUrl=%2Fvolunteer" className="font-semibold text-brand-700 underline">
                {t('create a free account')}
              </Link>{' '}
              {t('to apply. It takes about five minutes.')}
            </p>
          ) : viewer !== 'user' ? (
            <OtherRole role={viewer} />
          ) : application ? (
            <ApplicationStatus application={application} />
          ) : (
            <>
              <p className="text-slate-700">{t('Fields marked * are required. We only use your answers to review your application.')}</p>
              <ApplicationForm />
            </>
          )}
        </div>
      </section>
    </ContentPage>
  );
}
