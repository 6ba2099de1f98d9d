import { Form } from 'react-router';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import {
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
  MAX_IMPORT_SIZE_LABEL,
  SPECIES_ANIMALS,
  SPECIES_FLAGS,
  WILDLIFEREHABBER_TEMPLATE,
  type ImportReport,
} from '../../common/provider-import.ts';
import { ZProviderImportForm } from '../../common/provider-import-schemas.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { ErrorSummary, Field, SubmitButton, SuccessBox, TextArea } from '../components/form.tsx';
import { ImportRowsTable, importSummary } from '../components/import-report.tsx';
import { actionDone, actionRefused, invalidForm, parseForm, runFormAction } from '../lib/forms.server.ts';
import { listingImport } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-import';

export const meta = () => pageMeta('Import provider listings', "Provider listings from a state wildlife agency's CSV: preview, then import.");

// An administrator imports a state agency's list of licensed rehabilitators and
// control operators. The preview writes nothing; its Import button sends the same text back,
// so what is imported is exactly what was previewed. The import runs within the request
// (a few thousand rows take seconds): the button shows it is busy, then the summary shows.

type ImportPageAnswer = {
  report: ImportReport | null;
  /** the file's text, sent back with the Import button */
  csv: string;
  /** the text area's contents, kept when the page is sent again without JavaScript */
  pasted: string;
};

const TOO_LARGE = `The file is larger than ${MAX_IMPORT_SIZE_LABEL}: split it into smaller files.`;
/** A file and a pasted text may both come, each up to the limit, with the form's own fields. */
const MAX_REQUEST_BYTES = 2 * MAX_IMPORT_BYTES + 256 * 1024;

// Nothing to load, but a loader makes a client-side visit ask the server, whose admin layout
// middleware turns away anyone but an administrator.
export function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db, geocoder } = requestServices(context);
  const nothing = (pasted = ''): ImportPageAnswer => ({ report: null, csv: '', pasted });
  const refuse = (formError: string, fieldErrors: Record<string, string[]>, status: number, pasted = '') =>
    actionRefused({ formError, fieldErrors, status }, nothing(pasted));
  const upload = (field: 'file' | 'csv', message: string) => ({ [field]: [message] });

  if (Number(request.headers.get('content-length') ?? 0) > MAX_REQUEST_BYTES)
    return refuse('Please correct the file marked below.', upload('file', TOO_LARGE), 413);
  const form = await request.formData();
  const chosen = form.get('file');
  const file = chosen instanceof File && chosen.size > 0 ? chosen : null;
  const pasted = String(form.get('csv') ?? '');
  if (file && file.size > MAX_IMPORT_BYTES) return refuse('Please correct the file marked below.', upload('file', TOO_LARGE), 413, pasted);
  const csv = file ? listingImport.decodeCsvBytes(new Uint8Array(await file.arrayBuffer())) : pasted;

  form.set('csv', csv); // a chosen file's text is what is checked and imported
  const parsed = await parseForm(form, ZProviderImportForm);
  if (!parsed.ok) return invalidForm(parsed, nothing(pasted));
  const done: { report?: ImportReport } = {};
  const outcome = await runFormAction(
    async () => {
      const run = parsed.data.intent === 'import' ? listingImport.importListings : listingImport.previewListingImport;
      done.report = await run(db, geocoder, admin, parsed.data.csv);
    },
    { extra: nothing(pasted) },
  );
  if (done.report) return actionDone<ImportPageAnswer>(null, { report: done.report, csv: parsed.data.csv, pasted });
  // What is wrong with the file as a whole is told next to where it came from.
  const fileErrors = outcome.data.fieldErrors.csv;
  if (fileErrors)
    return refuse('Please correct the file marked below.', upload(file ? 'file' : 'csv', fileErrors.join(' ')), outcome.init?.status ?? 400, pasted);
  return outcome;
}

function ColumnsHelp() {
  return (
    <details className="mt-6 rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">Which columns the file needs</summary>
      <div className="prose prose-slate mt-3 max-w-none text-sm">
        <p>
          The first row names the columns. Names are matched whatever their case, spaces, underscores or hyphens (<code>Zip Code</code> is <code>zip</code>);
          columns we do not know are ignored.
        </p>
        <p>
          A list in WildlifeRehabber.com&apos;s state-agency template is read as that template is published: <code>mail</code> is the e-mail,{' '}
          <code>last_name</code> alone is an organisation&apos;s name, a blank <code>listing_type</code> is a wildlife rehabilitator, and <code>custom_1</code>{' '}
          and <code>custom_2</code> are not read. Its columns: <code>{WILDLIFEREHABBER_TEMPLATE.join(', ')}</code>.
        </p>
        <ul>
          <li>
            <strong>organisation</strong>, or <strong>first_name</strong> and <strong>last_name</strong>: the listing&apos;s name. A last_name that is an
            organisation&apos;s name (&ldquo;Foothills Wildlife Center&rdquo;) is the name on its own, even with a contact&apos;s first name beside it.
          </li>
          <li>
            <strong>listing_type</strong>: a rehabilitator (&ldquo;Wildlife rehabilitator&rdquo;, &ldquo;rehab&rdquo;) or a control operator (&ldquo;Nuisance
            wildlife control operator&rdquo;, &ldquo;NWCO&rdquo;).
          </li>
          <li>
            <strong>city</strong>, <strong>state</strong> (one of the 50 states) and <strong>zip</strong>; <strong>street</strong> if known (never shown to the
            public). <strong>country</strong>, if there is one, must be US or blank.
          </li>
          <li>
            <strong>phone</strong> or <strong>email</strong> (or <strong>mail</strong>): at least one for each listing. <strong>permit</strong>: the
            agency&apos;s permit number, if any.
          </li>
          <li>
            <strong>state_verified</strong>: 1 (or Y, yes, true, x) when the agency vouches for the listing. When a file marks some rows, the rows it does not
            mark are imported but not shown or told of requests until the agency marks them or their claim is verified. A file that marks none is the
            agency&apos;s list as a whole, and every row is approved.
          </li>
          <li>
            <strong>comments</strong> (in the template only): the listing&apos;s description. <strong>federal_permit</strong>: 1 (or the permit number) when the
            listing holds a federal migratory bird permit; kept with its certifications.
          </li>
          <li>
            <strong>hotline_24h</strong>: Y, yes, true, 1 or x when the listing answers a 24-hour hotline (any hour, any day); it is then shown as
            &ldquo;24-hour hotline&rdquo; and matched as open at any hour.
          </li>
          <li>
            Species columns, marked Y, yes, true, 1 or x when the listing takes them. A listing with none marked is matched for every animal.
            <ul>
              {SPECIES_FLAGS.map((flag) => (
                <li key={flag}>
                  <strong>{flag}</strong>: {SPECIES_ANIMALS[flag].join(', ')}
                </li>
              ))}
            </ul>
          </li>
        </ul>
        <p>
          Imported listings are approved (the agency licensed them) and unclaimed until their organisation claims them. A row is found again by its permit
          number, or else by its type, name and ZIP code, so importing the same file again changes nothing. A column the file does not have leaves what the
          listing holds as it is. Once a listing is claimed, an import keeps its owner&apos;s phone, e-mail, animals, hotline, description, certifications and
          type, and updates only the name, address and permit.
        </p>
      </div>
    </details>
  );
}

export default function AdminImport() {
  const result = useSettledActionData<typeof action>();
  const report = result?.report ?? null;
  const importable = report && !report.committed && report.counts.rows > report.counts.rejected;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <AdminPageHeader title="Import provider listings">
        <p>
          A state wildlife agency&apos;s list of licensed rehabilitators and control operators, as a CSV file, in WildlifeRehabber.com&apos;s state-agency
          template or with the columns below. The preview shows what would happen to each row and saves nothing; then import. At most {MAX_IMPORT_SIZE_LABEL}{' '}
          and {MAX_IMPORT_ROWS.toLocaleString('en-US')} rows per file.
        </p>
      </AdminPageHeader>
      <ColumnsHelp />

      <Form method="post" encType="multipart/form-data" className="mt-6 space-y-4">
        <Field
          type="file"
          label="CSV file"
          name="file"
          accept=".csv,text/csv"
          errors={result?.fieldErrors}
          hint="A chosen file is used instead of pasted text."
        />
        <TextArea label="Or paste the CSV" name="csv" rows={8} defaultValue={result?.pasted} errors={result?.fieldErrors} spellCheck={false} />
        <SubmitButton
          name="intent"
          value="preview"
          pendingLabel="Checking the file…"
          pendingFor={(form) => form.get('intent') === 'preview'}
          className="sm:w-auto"
        >
          Preview import
        </SubmitButton>
      </Form>

      <div className="mt-6">
        <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
      </div>
      {report ? (
        <section aria-labelledby="result-heading" className="mt-8">
          <h2 id="result-heading" className="text-xl font-semibold text-slate-900">
            {report.committed ? 'Import summary' : 'Preview'}
          </h2>
          <div className="mt-3">
            <SuccessBox>{importSummary(report)}</SuccessBox>
          </div>
          {importable ? (
            <Form method="post" encType="multipart/form-data" className="mt-4">
              <input type="hidden" name="csv" value={result!.csv} />
              <SubmitButton
                name="intent"
                value="import"
                pendingLabel="Importing… a few thousand rows take a little while"
                pendingFor={(form) => form.get('intent') === 'import'}
                className="sm:w-auto"
              >
                Import listings
              </SubmitButton>
            </Form>
          ) : null}
          <ImportRowsTable report={report} />
        </section>
      ) : null}
    </div>
  );
}
