import { useEffect, useRef, type ReactNode } from 'react';
import { Form, useLoaderData, useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ROLE_LABELS } from '../../common/roles.ts';
import { APPLICATION_STATUS_LABELS } from '../../common/volunteers.ts';
import { ErrorBox, SuccessBox } from '../components/form.tsx';
import { VolunteerPhone, volunteerArea } from '../components/admin-volunteer-area.tsx';
import { runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { readForPage } from '../lib/page-errors.server.ts';
import { volunteers } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-volunteer';
import { OFFICE_TIME_ZONE, formatDate } from '../../common/dates.ts';

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.application ? `Application from ${data.application.applicant.fullName}` : 'Application Not Found', 'A volunteer application.');

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  // Not found has a page of its own here ("Application Not Found"), with the way back to the list.
  const application = await readForPage(() => volunteers.getApplication(requestServices(context).db, admin, params.id), { on: { NOT_FOUND: () => null } });
  return { application };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const intent = (await request.formData()).get('intent');
  if (intent !== 'approve' && intent !== 'reject') return unknownIntent();
  return runFormAction(() => volunteers.decideApplication(db, admin, params.id, intent), {
    success: intent === 'approve' ? 'The application is approved: the applicant is now a helper.' : 'The application is rejected.',
  });
}

function Answer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="mt-1 whitespace-pre-line text-slate-700 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const listed = (items: string[]) => (items.length ? items.join(', ') : 'None given');

/** The 'Reject Application?' step: a page of its own without JavaScript, focused with it. */
function RejectConfirmation({ name }: { name: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alertdialog" aria-labelledby="reject-heading" aria-describedby="reject-text" className="mt-6 rounded-xl border border-red-300 bg-red-50 p-5">
      <h2 id="reject-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-red-900">
        Reject Application?
      </h2>
      <p id="reject-text" className="mt-2 text-red-900">
        {name} will not become a helper. A rejection is final: it cannot be undone, and they cannot apply again.
      </p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="reject" className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800">
          Yes, reject
        </button>
        <Link to="." className="rounded-md border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800">
          Cancel
        </Link>
      </Form>
    </section>
  );
}

export default function AdminVolunteer() {
  const { application } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const [search] = useSearchParams();
  const back = (
    <p>
      <Link to="/admin-dashboard/volunteers" className="font-semibold text-brand-700 underline">
        ← Volunteer applications
      </Link>
    </p>
  );
  if (!application) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {back}
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Application Not Found</h1>
        <p className="mt-2 text-slate-700">There is no volunteer application at this address. It may have been removed with its applicant&apos;s account.</p>
      </div>
    );
  }
  const { applicant } = application;
  const pending = application.status === 'pending';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      {back}
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{applicant.fullName}</h1>
      <p className="mt-1 text-slate-700">
        Volunteer application · <strong>{APPLICATION_STATUS_LABELS[application.status]}</strong>
      </p>
      <div className="mt-6 space-y-3">
        {result?.message ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorBox>{result?.formError}</ErrorBox>
      </div>
      <dl className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
        <Answer label="E-mail">
          <a href={`mailto:${applicant.email}`} className="text-brand-700 underline">
            {applicant.email}
          </a>
        </Answer>
        <Answer label="Phone">
          <VolunteerPhone phone={application.phone} />
        </Answer>
        <Answer label="Where they can help">{volunteerArea(application)}</Answer>
        <Answer label="Current role">{ROLE_LABELS[applicant.role]}</Answer>
        <Answer label="Applied">{formatDate(application.createdAt, 'longDayAndTime', OFFICE_TIME_ZONE)}</Answer>
        <Answer label="Reason">{application.reason}</Answer>
        <Answer label="Experience">{application.experience ?? 'None given'}</Answer>
        <Answer label="Availability">{listed(application.availability)}</Answer>
        <Answer label="Skills">{listed(application.skills)}</Answer>
        <Answer label="Interests">{listed(application.interests)}</Answer>
        <Answer label="References">{application.referenceInfo ?? 'None given'}</Answer>
        <Answer label="Background">{application.background ?? 'None given'}</Answer>
        {application.reviewedAt ? <Answer label="Reviewed">{formatDate(application.reviewedAt, 'longDayAndTime', OFFICE_TIME_ZONE)}</Answer> : null}
      </dl>
      {pending && search.get('confirm') === 'reject' ? (
        <RejectConfirmation name={applicant.fullName} />
      ) : pending ? (
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post">
            <button type="submit" name="intent" value="approve" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
              Approve
            </button>
          </Form>
          <Form method="get">
            <button
              type="submit"
              name="confirm"
              value="reject"
              className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
            >
              Reject
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
