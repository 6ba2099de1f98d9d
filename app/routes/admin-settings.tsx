import { Form, useLoaderData } from 'react-router';
import { sentText } from '../lib/action-result.ts';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { DONATION_AMOUNTS_MAX, MATCHING_RADIUS_MAX, MATCHING_RADIUS_MIN } from '../../common/system-settings.ts';
import { ZDonationSuggestionsInput, ZMatchingRadiusInput } from '../../common/system-settings-schemas.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { ErrorSummary, Field, SubmitButton, SuccessBox, TextArea } from '../components/form.tsx';
import { readForm, runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { adminSettings } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-settings';

export const meta = () => pageMeta('System Settings', 'Donation suggestions and the matching radius.');

// Issue 7: SPEC §9's donation suggestions and DESIGN.md's matching radius, used by the wizard
// and matching from the next request on.

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  return adminSettings.getSystemSettings(requestServices(context).db, admin);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { db } = requestServices(context);
  const { form, values } = await readForm(request);
  switch (form.get('intent')) {
    case 'donations': {
      const { input } = await readForm(form, ZDonationSuggestionsInput);
      return runFormAction(() => adminSettings.updateDonationSuggestions(db, admin, input), { success: 'Donation suggestions saved.', values });
    }
    case 'radius': {
      const { input } = await readForm(form, ZMatchingRadiusInput);
      return runFormAction(() => adminSettings.updateMatchingRadius(db, admin, input), { success: 'Matching radius saved.', values });
    }
    default:
      return unknownIntent();
  }
}

export default function AdminSettings() {
  const settings = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  // The refused form shows what was sent; the other keeps the stored values.
  const sentFor = (intent: string, key: string) => (sentText(result?.values, 'intent') === intent ? sentText(result?.values, key) : undefined);
  const errors = result?.fieldErrors;
  const { donationSuggestions, matchingRadiusMiles } = settings;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AdminPageHeader title="System Settings">Changes apply to the next request made, on every server.</AdminPageHeader>
      <div className="mt-4 space-y-3">
        {result?.ok ? <SuccessBox>{result.message}</SuccessBox> : null}
        <ErrorSummary formError={result?.formError} fieldErrors={errors} />
      </div>

      <section aria-labelledby="donations" className="mt-8">
        <h2 id="donations" className="text-2xl font-semibold text-slate-900">
          Donation suggestions
        </h2>
        <p className="mt-1 text-sm text-slate-600">The amounts offered on the wizard’s Support Wildlife Care step, for emergencies only.</p>
        {/* Saved values start the form again (with JavaScript the fields would otherwise keep what was typed). */}
        <Form key={JSON.stringify(donationSuggestions)} method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="donations" />
          <TextArea
            label="Suggested amounts (USD)"
            name="amounts"
            rows={5}
            required
            defaultValue={sentFor('donations', 'amounts') ?? donationSuggestions.amounts.join('\n')}
            errors={errors}
            hint={`One amount per line, in the order shown; 1 to ${DONATION_AMOUNTS_MAX} different amounts from 0.01 to 10,000, e.g. 25 or 12.50.`}
          />
          <Field
            label="Default amount (USD)"
            name="default"
            inputMode="decimal"
            required
            defaultValue={sentFor('donations', 'default') ?? String(donationSuggestions.default)}
            errors={errors}
            hint="Selected at first: one of the amounts above."
          />
          <SubmitButton pendingLabel="Saving..." pendingFor={(data) => data.get('intent') === 'donations'}>
            Save donation suggestions
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="matching" className="mt-12">
        <h2 id="matching" className="text-2xl font-semibold text-slate-900">
          Matching radius
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Providers within this distance of the place of a request are matched to it: those open now first, then the others, each nearest first.
        </p>
        <Form key={matchingRadiusMiles} method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="radius" />
          <Field
            label="Matching radius (miles)"
            name="matchingRadiusMiles"
            type="number"
            min={MATCHING_RADIUS_MIN}
            max={MATCHING_RADIUS_MAX}
            step={1}
            required
            defaultValue={sentFor('radius', 'matchingRadiusMiles') ?? String(matchingRadiusMiles)}
            errors={errors}
            hint={`Whole miles from ${MATCHING_RADIUS_MIN} to ${MATCHING_RADIUS_MAX}.`}
          />
          <SubmitButton pendingLabel="Saving..." pendingFor={(data) => data.get('intent') === 'radius'}>
            Save matching radius
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
