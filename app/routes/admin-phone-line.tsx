import { Form, redirect, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { CheckboxGroup, ErrorSummary, Field, FieldErrorsScope, SelectField, SubmitButton, TextArea } from '../components/form.tsx';
import { ZPhoneLineInput, ZRemovePhoneLine } from '../../common/phone-lines-schemas.ts';
import { LINE_PURPOSES, LINE_SITUATIONS, LINE_SITUATION_NAMES, MARINE_REGIONS, PURPOSE_NAMES, regionName, shownNumber } from '../../common/phone-lines.ts';
import { STATE_CODES, US_STATES, type StateCode } from '../../common/us-states.ts';
import { sentList, sentText } from '../lib/action-result.ts';
import { actionRefused, parseForm, readForm, runFormAction } from '../lib/forms.server.ts';
import { readForPage } from '../lib/page-errors.server.ts';
import { adminPhoneLines } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-phone-line';
import type { AdminPhoneLine } from '../../server/features/help-requests/manage-phone-lines.ts';

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta(data?.line ? `Number: ${data.line.organisation}` : 'Add a Number', 'A number people are given when no provider can help.');

// One number people are given when no provider can help (docs/decisions/046), with what it is
// for, its hours, and the page it was read from: /admin-dashboard/agencies/lines/new?state=OH (or
// ?scope=national) adds one.

type Draft = Partial<AdminPhoneLine> & { scope: 'state' | 'national'; version: string };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  if (params.lineId === 'new') {
    const query = new URL(request.url).searchParams;
    const state = query.get('state')?.toUpperCase();
    const draft: Draft =
      query.get('scope') === 'national'
        ? { scope: 'national', version: adminPhoneLines.NEW_LINE, region: 'US' }
        : {
            scope: 'state',
            version: adminPhoneLines.NEW_LINE,
            state: (STATE_CODES as readonly string[]).includes(state ?? '') ? (state as StateCode) : undefined,
          };
    return { line: null, draft };
  }
  const line = await readForPage(() => adminPhoneLines.getPhoneLine(requestServices(context).db, admin, params.lineId));
  return { line, draft: line as Draft };
}

/** Back to the state's agency for a state's line, to the list for a national one. */
const backTo = (line: Pick<AdminPhoneLine, 'scope' | 'state'>) =>
  line.scope === 'state' ? `/admin-dashboard/agencies/${line.state}` : '/admin-dashboard/agencies';

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const form = await request.formData();
  const id = params.lineId === 'new' ? null : params.lineId;
  if (form.get('intent') === 'remove' && id) {
    const parsed = await parseForm(form, ZRemovePhoneLine);
    return runFormAction(async () => {
      const removed = await adminPhoneLines.deletePhoneLine(db, admin, id, parsed.ok ? parsed.data.version : null);
      throw redirect(`${backTo(removed)}?removed=1`);
    });
  }
  const { input, values } = await readForm(form, ZPhoneLineInput);
  const result = await runFormAction(
    async () => {
      const saved = await adminPhoneLines.savePhoneLine(db, admin, id, input);
      throw redirect(saved.scope === 'state' ? `/admin-dashboard/agencies/${saved.state}?saved=${saved.id}` : `/admin-dashboard/agencies?saved=${saved.id}`);
    },
    { values },
  );
  // Changed meanwhile by someone else: the form starts again from the line as it is now.
  return result.init?.status === 409 ? actionRefused({ ...result.data, values: null, status: 409 }) : result;
}

export default function AdminPhoneLine() {
  const { line, draft } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  const sent = result?.values;
  const value = (field: keyof AdminPhoneLine & string) => sentText(sent, field) ?? (draft[field] as string | null | undefined) ?? '';
  const national = draft.scope === 'national';
  const title = line ? `${line.organisation}: ${shownNumber(line)}` : national ? 'Add a national line' : 'Add a number';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p>
        <Link
          to={line ? backTo(line) : national ? '/admin-dashboard/agencies' : `/admin-dashboard/agencies/${draft.state ?? ''}`}
          className="font-semibold text-brand-700 underline"
        >
          ← {national ? 'All agencies and national lines' : 'The state’s agency'}
        </Link>
      </p>
      <h1 className="mt-4 break-words text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">
        Frightened people will call this number when no provider can help them. Enter only a number you have read on the page you name below, and say what a
        caller can expect.
      </p>
      <div className="mt-4">
        <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
      </div>
      <Form key={draft.version} method="post" noValidate className="mt-6 space-y-5">
        <input type="hidden" name="version" value={draft.version} />
        <input type="hidden" name="scope" value={draft.scope} />
        <FieldErrorsScope errors={result?.fieldErrors}>
          {national ? (
            <>
              <SelectField label="Where it answers" name="region" value={value('region')}>
                {(['US', ...MARINE_REGIONS, ...STATE_CODES] as const).map((region) => (
                  <option key={region} value={region}>
                    {regionName(region)}
                  </option>
                ))}
              </SelectField>
              <CheckboxGroup
                legend="What it is for"
                name="situations"
                options={LINE_SITUATIONS}
                checked={sentList(sent, 'situations') ?? draft.situations ?? []}
                optionLabel={(situation) => LINE_SITUATION_NAMES[situation as (typeof LINE_SITUATIONS)[number]]}
              />
            </>
          ) : (
            <SelectField label="State" name="state" value={value('state')}>
              <option value="">Choose the state</option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </SelectField>
          )}
          <Field
            label="Who answers"
            name="organisation"
            required
            maxLength={200}
            defaultValue={value('organisation')}
            hint="The agency or office, as its page names it."
          />
          <Field
            label="Number"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            required
            maxLength={60}
            defaultValue={line?.printedAs ?? value('phone')}
            hint="As the source prints it, with the area code: 614-265-6300 or 1-800-WILDLIFE. A number spelled in letters is dialled by the phone keypad."
          />
          <SelectField label="What the line is for" name="purpose" value={value('purpose')}>
            <option value="">Choose</option>
            {LINE_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {PURPOSE_NAMES[purpose]}
              </option>
            ))}
          </SelectField>
          <Field
            label="Hours"
            name="hours"
            maxLength={200}
            defaultValue={value('hours')}
            hint="When it is answered, in the source’s words: Monday to Friday, 8 a.m. to 5 p.m."
          />
          <Field
            label="Hours as the app reads them"
            name="hoursRule"
            maxLength={200}
            defaultValue={value('hoursRule')}
            hint="24/7, or days and times in the state’s own time like Mon-Fri 08:00-17:00; Sat 09:00-12:00. Leave blank when the source gives no exact hours: people then see the hours above, not whether it is answered now."
          />
          <TextArea
            label="What a caller can expect"
            name="callerNote"
            rows={2}
            maxLength={500}
            defaultValue={value('callerNote')}
            hint="From the source, for example: Calls are answered by a recording device; leave the details."
          />
          <Field label="Horario" name="hoursEs" lang="es" maxLength={200} defaultValue={value('hoursEs')} hint="The hours in Spanish, optional." />
          <TextArea
            label="Nota para quien llama"
            name="callerNoteEs"
            lang="es"
            rows={2}
            maxLength={500}
            defaultValue={value('callerNoteEs')}
            hint="The note in Spanish, optional."
          />
          <Field
            label="Source"
            name="sourceUrl"
            type="url"
            inputMode="url"
            required
            maxLength={500}
            defaultValue={value('sourceUrl')}
            hint="The address of the page that shows this number, starting with https://"
          />
          <TextArea
            label="The source’s words"
            name="sourceExcerpt"
            rows={3}
            maxLength={1000}
            defaultValue={value('sourceExcerpt')}
            hint="The sentence on that page that gives the number."
          />
          <Field
            label="Read in the source on"
            name="checkedOn"
            type="date"
            required
            defaultValue={value('checkedOn')}
            hint="The day you last read the number on that page."
          />
        </FieldErrorsScope>
        <SubmitButton pendingLabel="Saving...">Save number</SubmitButton>
      </Form>
      {line ? (
        <Form method="post" className="mt-10 border-t border-slate-200 pt-6">
          <input type="hidden" name="version" value={line.version} />
          <p className="text-slate-700">Remove this number if it is wrong or no longer answered. People stop seeing it at once.</p>
          <button
            type="submit"
            name="intent"
            value="remove"
            className="mt-3 rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50"
          >
            Remove this number
          </button>
        </Form>
      ) : null}
    </div>
  );
}
