import { useLoaderData, href } from 'react-router';
import { Link } from '../components/link.tsx';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { APPLICATION_STATUS_LABELS } from '../../common/volunteers.ts';
import { volunteers } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-volunteers';
import { OFFICE_TIME_ZONE, formatDate } from '../../common/dates.ts';

export const meta = () => pageMeta('Volunteer Applications', 'Review applications to the Wildline volunteer programme.');

// The volunteer applications, newest first; each opens its detail page to decide.
export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  return { applications: await volunteers.listApplications(requestServices(context).db, admin) };
}

export default function AdminVolunteers() {
  const { applications } = useLoaderData<typeof loader>();
  const waiting = applications.filter((a) => a.status === 'pending').length;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminPageHeader title="Volunteer Applications">
        {applications.length === 0 ? 'No one has applied yet.' : `${waiting} waiting for review, ${applications.length} in all, newest first.`}
      </AdminPageHeader>
      {applications.length ? (
        <table className="mt-6 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4">
                Applicant
              </th>
              <th scope="col" className="py-2 pr-4">
                E-mail
              </th>
              <th scope="col" className="py-2 pr-4">
                Applied
              </th>
              <th scope="col" className="py-2">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {applications.map((application) => (
              <tr key={application.id} className="border-b border-slate-200">
                <td className="py-2 pr-4">
                  <Link to={href('/admin-dashboard/volunteer/:id', { id: application.id })} className="font-semibold text-brand-700 underline">
                    {application.applicant.fullName}
                  </Link>
                </td>
                <td className="py-2 pr-4">{application.applicant.email}</td>
                <td className="py-2 pr-4">{formatDate(application.createdAt, 'day', OFFICE_TIME_ZONE)}</td>
                <td className="py-2">{APPLICATION_STATUS_LABELS[application.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
