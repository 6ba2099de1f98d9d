import { Form, redirect, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { ErrorBox, Field, FieldErrorsScope, SubmitButton, TextArea } from '../components/form.tsx';
import { ZStateAgencyInput } from '../../common/state-agencies-schemas.ts';
import { sentText } from '../lib/action-result.ts';
import { actionRefused, readForm, runFormAction } from '../lib/forms.server.ts';
import { readForPage } from '../lib/page-errors.server.ts';
import { adminStateAgencies } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-agency-edit';

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data ? `Wildlife Agency: ${data.agency.stateName}` : 'State Not Found', 'Edit a state’s wildlife agency.');

// Issue 13: one state's agency. Saved, it is what the next person in that state is shown.
export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  return { agency: await readForPage(() => adminStateAgencies.getStateAgency(requestServices(context).db, admin, params.state)) };
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
  const { agency } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const value = (field: 'name' | 'website' | 'phone' | 'hours' | 'notes' | 'hoursEs' | 'notesEs' | 'checkedOn') =>
    sentText(result?.values, field) ?? agency[field] ?? '';
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
        People in {agency.stateName} are shown this when no provider matches their request or none could be notified: the phone number as a Call button once it
        is entered, else the website.
      </p>
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
          <Field
            label="Phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={30}
            defaultValue={value('phone')}
            hint="Only a number you have checked with the agency: frightened people will call it. With its area code, like 907-555-0100. Leave blank to show the website instead."
          />
          <Field
            label="Hours"
            name="hours"
            maxLength={200}
            defaultValue={value('hours')}
            hint="When the phone is answered, for example: Monday to Friday, 8 AM to 5 PM."
          />
          <TextArea
            label="Notes"
            name="notes"
            rows={3}
            maxLength={1000}
            defaultValue={value('notes')}
            hint="Shown with the agency, for example what to do after hours."
          />
          <Field
            label="Horario"
            name="hoursEs"
            lang="es"
            maxLength={200}
            defaultValue={value('hoursEs')}
            hint="The hours in Spanish, optional: shown on Spanish pages, for example: lunes a viernes, de 8 AM a 5 PM. Left blank, Spanish pages show the English."
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
            hint="The day you last confirmed these details on the agency’s own website or by calling it. Leave it as it is when you only fix a typo."
          />
        </FieldErrorsScope>
        <SubmitButton pendingLabel="Saving...">Save agency</SubmitButton>
      </Form>
    </div>
  );
}
