import { Form, redirect, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ErrorBox, Field, FieldErrorsScope, SubmitButton, TextArea } from '../components/form.tsx';
import { ZStateAgencyInput } from '../../common/state-agencies-schemas.ts';
import { sentText } from '../lib/action-result.ts';
import { actionRefused, readForm, runFormAction } from '../lib/forms.server.ts';
import { readForPage } from '../lib/page-errors.server.ts';
import { adminPhoneLines, adminStateAgencies } from '../lib/services.server.ts';
import { LineSummary } from '../components/phone-line-summary.tsx';
import { href } from 'react-router';
import type { StateCode } from '../../common/us-states.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-agency-edit';

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data ? `Wildlife Agency: ${data.agency.stateName}` : 'State Not Found', 'Edit a state’s wildlife agency.');

// One state's agency and its numbers (docs/decisions/046). Saved, it is what the next person in
// that state is shown.
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const agency = await readForPage(() => adminStateAgencies.getStateAgency(db, admin, params.state));
  return { agency, lines: await adminPhoneLines.statePhoneLines(db, admin, agency.state as StateCode) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { input, values } = await readForm(request, ZStateAgencyInput);
  const result = await runFormAction(
    async () => {
      const saved = await adminStateAgencies.updateStateAgency(requestServices(context).db, admin, params.state, input);
      throw redirect(`/admin-dashboard/agencies?saved=${saved.state}`);
    },
    { values },
  );
  // Changed meanwhile by someone else: the form starts again from the agency as it is now.
  return result.init?.status === 409 ? actionRefused({ ...result.data, values: null, status: 409 }) : result;
}

export default function AdminAgencyEdit() {
  const { agency, lines } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const value = (field: 'name' | 'website' | 'notes' | 'notesEs' | 'checkedOn') => sentText(result?.values, field) ?? agency[field] ?? '';
  const errors = result?.fieldErrors;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link to="/admin-dashboard/agencies" className="font-semibold text-brand-700 underline">
          ← All state agencies
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Wildlife agency for {agency.stateName}</h1>
      <p className="mt-2 text-slate-700">
        People in {agency.stateName} are shown these numbers and this agency when no provider matches their request or none could be notified.
      </p>
      <section aria-labelledby="numbers-heading" className="mt-6 rounded-xl border border-slate-200 p-5">
        <h2 id="numbers-heading" className="text-xl font-semibold text-slate-900">
          Numbers
        </h2>
        {lines.length ? (
          <ul className="mt-2 divide-y divide-slate-200">
            {lines.map((line) => (
              <li key={line.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-2">
                <div className="min-w-0 flex-1 break-words">
                  <p className="font-medium text-slate-900">{line.organisation}</p>
                  <p className="text-sm text-slate-700">
                    <LineSummary line={line} />
                  </p>
                </div>
                <Link
                  to={href('/admin-dashboard/agencies/lines/:lineId', { lineId: line.id })}
                  className="rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Edit<span className="sr-only"> {line.organisation}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 font-medium text-red-800">No number yet: people in {agency.stateName} are given only the website.</p>
        )}
        <p className="mt-3">
          <Link to={`/admin-dashboard/agencies/lines/new?state=${agency.state}`} className="font-semibold text-brand-700 underline">
            Add a number for {agency.stateName}
          </Link>
        </p>
      </section>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">The agency</h2>
      <div className="mt-4">
        <ErrorBox>{result?.formError}</ErrorBox>
      </div>
      {/* A new version (saved by someone else meanwhile) starts the form again from it. */}
      <Form key={agency.version} method="post" noValidate className="mt-6 space-y-5">
        <input type="hidden" name="version" value={agency.version} />
        <FieldErrorsScope errors={errors}>
          <Field label="Official name" name="name" required maxLength={200} defaultValue={value('name')} />
          <Field
            label="Website"
            name="website"
            type="url"
            inputMode="url"
            maxLength={300}
            defaultValue={value('website')}
            hint="The full address, starting with https://"
          />
          <TextArea
            label="Notes"
            name="notes"
            rows={3}
            maxLength={1000}
            defaultValue={value('notes')}
            hint="Shown with the agency, for example what to do after hours."
          />
          <TextArea
            label="Notas"
            name="notesEs"
            lang="es"
            rows={3}
            maxLength={1000}
            defaultValue={value('notesEs')}
            hint="The notes in Spanish, optional: shown on Spanish pages; left blank, they show the English notes."
          />
          <Field
            label="Checked with the agency on"
            name="checkedOn"
            type="date"
            defaultValue={value('checkedOn')}
            hint="The day you last confirmed the name, website and notes on the agency’s own website. Each number has its own."
          />
        </FieldErrorsScope>
        <SubmitButton pendingLabel="Saving...">Save agency</SubmitButton>
      </Form>
    </div>
  );
}
