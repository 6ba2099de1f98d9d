import { Form, useLoaderData } from 'react-router';
import { sentText } from '../lib/action-result.ts';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ZFieldTeamMember } from '../../common/field-team-schemas.ts';
import { US_STATES } from '../../common/us-states.ts';
import { VolunteerPhone, volunteerArea } from '../components/admin-volunteer-area.tsx';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { ErrorSummary, Field, fieldId, FieldMessages, SubmitButton, SuccessBox } from '../components/form.tsx';
import { readForm, runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { fieldTeam } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-field-team';
import { formatRequestTime } from '../../common/dates.ts';

export const meta = () => pageMeta('Field Team', 'Add and remove field team members.');

// Administrators add field team members by their account's e-mail and the state they work in,
// move them, or take them off the team. Every change is audit-logged by the service.

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const [members, helpers] = await Promise.all([fieldTeam.listFieldTeamMembers(db, admin), fieldTeam.listApprovedHelpers(db, admin)]);
  return { members, helpers };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const { input: form, values } = await readForm(request, ZFieldTeamMember);
  switch (form.intent) {
    case 'add':
      // A refusal (not a helper yet) keeps what was typed, so the administrator sees whom it was about.
      return runFormAction(() => fieldTeam.addFieldTeamMember(db, admin, form), { success: 'Saved: they are on the field team in that state.', values });
    case 'remove':
      return runFormAction(() => fieldTeam.removeFieldTeamMember(db, admin, String(form.memberId ?? '')), {
        success: ({ fullName }) => `${fullName} is off the field team.`,
      });
    default:
      return unknownIntent();
  }
}

export default function AdminFieldTeam() {
  const { members, helpers } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const errors = result?.fieldErrors ?? {};
  const stateName = (code: string | null) => US_STATES.find(([c]) => c === code)?.[1] ?? 'No state';
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminPageHeader title="Field Team">
        Field team members pick animals up for the rehabilitator who accepted an emergency in their state. They see the address and the phone numbers of those
        requests, so only approved helpers (volunteers whose application you approved) can be added.
      </AdminPageHeader>
      <div className="mt-6 space-y-3">
        {result?.message ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorSummary formError={result?.formError} fieldErrors={errors} />
      </div>

      <section aria-labelledby="add-heading" className="mt-8 rounded-xl border border-slate-200 p-5">
        <h2 id="add-heading" className="text-xl font-semibold text-slate-900">
          Add a member, or move one to another state
        </h2>
        <Form method="post" noValidate className="mt-4 grid gap-4 sm:grid-cols-3 sm:items-start">
          <input type="hidden" name="intent" value="add" />
          <Field
            label="E-mail of their account"
            name="email"
            type="email"
            autoComplete="off"
            required
            errors={errors}
            defaultValue={sentText(result?.values, 'email') ?? ''}
            key={sentText(result?.values, 'email')}
          />
          <div>
            <label htmlFor={fieldId('state')} className="block text-sm font-medium text-slate-800">
              State they work in
            </label>
            <select
              id={fieldId('state')}
              name="state"
              defaultValue={sentText(result?.values, 'state') ?? ''}
              key={sentText(result?.values, 'state')}
              aria-invalid={errors.state?.length ? true : undefined}
              aria-describedby={errors.state?.length ? 'member-state-error' : undefined}
              className="mt-1 block w-full rounded-md border border-slate-400 px-3 py-2"
            >
              <option value="">Choose a state</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            <FieldMessages id="member-state-error" messages={errors.state} />
          </div>
          <div className="sm:pt-6">
            <SubmitButton pendingLabel="Saving..." pendingFor={(f) => f.get('intent') === 'add'}>
              Save member
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="helpers-heading" className="mt-8">
        <h2 id="helpers-heading" className="text-xl font-semibold text-slate-900">
          Approved helpers and where they can help ({helpers.length})
        </h2>
        {helpers.length === 0 ? (
          <p className="mt-3 text-slate-700">No approved helpers yet: approve a volunteer application first.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
            {helpers.map((helper) => (
              <li key={helper.userId} className="py-3">
                <p className="font-medium text-slate-900">
                  {helper.fullName} <span className="break-all font-normal text-slate-700">· {helper.email}</span>
                </p>
                <p className="text-slate-700">
                  {volunteerArea(helper)} · <VolunteerPhone phone={helper.phone} />
                </p>
                {helper.onTeam ? <p className="text-sm text-slate-600">On the field team in {stateName(helper.onTeamIn)}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <h2 className="mt-10 text-xl font-semibold text-slate-900">Members ({members.length})</h2>
      {members.length === 0 ? (
        <p className="mt-3 text-slate-700">No one is on the field team yet.</p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                Name
              </th>
              <th scope="col">E-mail</th>
              <th scope="col">State</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id} className="border-b border-slate-200">
                <td className="py-2">
                  {member.fullName}
                  {member.role !== 'helper' ? <span className="mt-1 block text-sm font-medium text-red-800">Not an approved helper</span> : null}
                </td>
                <td>{member.email}</td>
                <td>{stateName(member.state)}</td>
                <td>{formatRequestTime(member.addedAt, member.state)}</td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="memberId" value={member.id} />
                    <button
                      type="submit"
                      aria-label={`Remove ${member.fullName} from the field team`}
                      className="rounded-md border border-red-700 px-3 py-1 font-semibold text-red-800 hover:bg-red-50"
                    >
                      Remove
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
