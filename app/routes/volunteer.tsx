import { Form, redirect, useLoaderData, useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { VOLUNTEER_AVAILABILITY, VOLUNTEER_INTERESTS, VOLUNTEER_SKILLS } from '../../common/volunteers.ts';
import { ZVolunteerApplication } from '../../common/volunteers-schemas.ts';
import { ContentPage } from '../components/content-page.tsx';
import { Checkbox, CheckboxGroup, ErrorSummary, FieldErrorsScope, SubmitButton, SuccessBox, TextArea } from '../components/form.tsx';
import { VolunteerContent } from '../content/volunteer-content.tsx';
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

export const meta = () =>
  pageMeta(
    'Volunteer with Wildline',
    'Help injured and orphaned wildlife in your state: drive animals to rehabilitators, bring supplies, foster, or join the field team.',
  );

// /volunteer: what volunteering is (public), then the application (SPEC §3
// volunteer_applications) for a signed-in member, or the member's application status.
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
  if (application.status === 'pending') {
    return (
      <SuccessBox>
        Thank you! Your application of {formatDate(application.createdAt, 'longDay', OFFICE_TIME_ZONE)} is waiting for review. This page will show our decision,
        and once you are approved your dashboard becomes a helper dashboard.
      </SuccessBox>
    );
  }
  if (application.status === 'rejected') {
    return (
      <p className="rounded-md border border-slate-300 bg-slate-50 p-4 text-slate-800">
        Your application was not approved. This decision is final. Thank you for offering your time.
      </p>
    );
  }
  return (
    <p className="rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
      Your application is approved. <Link to="/helper-dashboard">Go to your helper dashboard</Link>.
    </p>
  );
}

function ApplicationForm() {
  const result = useSettledActionData<typeof action>();
  const errors = result?.fieldErrors ?? {};
  const text = (name: string) => sentText(result?.values, name);
  const list = (name: string) => sentList(result?.values, name) ?? [];
  return (
    <Form method="post" noValidate className="mt-6 space-y-6">
      <ErrorSummary formError={result?.formError} fieldErrors={errors} />
      <FieldErrorsScope errors={errors}>
        <TextArea label="Why would you like to volunteer?" name="reason" required maxLength={2000} defaultValue={text('reason')} />
        <TextArea
          label="Experience with animals or volunteering"
          name="experience"
          maxLength={2000}
          defaultValue={text('experience')}
          hint="Optional. Pets, shelters, farms, rescue work, anything that helps us place you."
        />
        <CheckboxGroup legend="When are you usually free?" name="availability" options={VOLUNTEER_AVAILABILITY} checked={list('availability')} />
        <CheckboxGroup legend="Skills" name="skills" options={VOLUNTEER_SKILLS} checked={list('skills')} hint="Optional. Choose any that apply." />
        <CheckboxGroup legend="Roles you are interested in" name="interests" options={VOLUNTEER_INTERESTS} checked={list('interests')} />
        <TextArea
          label="References"
          name="referenceInfo"
          maxLength={2000}
          rows={3}
          defaultValue={text('referenceInfo')}
          hint="Optional. Someone who knows your work with people or animals: name and how to reach them."
        />
        <TextArea
          label="Anything else we should know"
          name="background"
          maxLength={2000}
          rows={3}
          defaultValue={text('background')}
          hint="Optional. For example a rabies pre-exposure vaccination, a wildlife permit, or a language you speak."
        />
        <Checkbox
          label={
            <>
              I am 18 or older <span aria-hidden="true">*</span>
            </>
          }
          name="adult"
          value="yes"
          required
          defaultChecked={text('adult') === 'yes'}
        />
      </FieldErrorsScope>
      <SubmitButton pendingLabel="Sending your application...">Send my application</SubmitButton>
    </Form>
  );
}

const OTHER_ROLES = {
  helper: (
    <p className="rounded-md border border-green-300 bg-green-50 p-4 text-green-950">
      You are a Wildline helper. <Link to="/helper-dashboard">Go to your helper dashboard</Link>.
    </p>
  ),
  provider: <p className="text-slate-700">You already work with us as a provider, so there is nothing to apply for. Thank you for what you do.</p>,
  admin: <p className="text-slate-700">Administrators review applications on the admin dashboard.</p>,
};

export default function Volunteer() {
  const { viewer, application } = useLoaderData<typeof loader>();
  // Sent here by the application form: the page opens on this section's heading.
  const applied = useSearchParams()[0].get('applied') === '1';
  return (
    <ContentPage title="Volunteer with Wildline" intro="Rehabilitators and rescuers depend on volunteers. Here is how you can help.">
      <VolunteerContent />
      <section id="apply" aria-labelledby="apply-heading" className="not-prose mt-12 rounded-xl border border-slate-200 p-6">
        <PageHeading level={2} id="apply-heading" focus={applied} className="text-2xl font-semibold text-slate-900">
          Apply to volunteer
        </PageHeading>
        <div className="mt-4">
          {viewer === 'visitor' ? (
            <p className="text-slate-700">
              <Link to="/login?returnUrl=%2Fvolunteer" className="font-semibold text-brand-700 underline">
                Sign in
              </Link>{' '}
              or{' '}
              <Link to="/register?returnUrl=%2Fvolunteer" className="font-semibold text-brand-700 underline">
                create a free account
              </Link>{' '}
              to apply. It takes about five minutes.
            </p>
          ) : viewer !== 'user' ? (
            OTHER_ROLES[viewer]
          ) : application ? (
            <ApplicationStatus application={application} />
          ) : (
            <>
              <p className="text-slate-700">Fields marked * are required. We only use your answers to review your application.</p>
              <ApplicationForm />
            </>
          )}
        </div>
      </section>
    </ContentPage>
  );
}
