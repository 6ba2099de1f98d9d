import { Form, useLoaderData } from 'react-router';
import { sentText } from '../lib/action-result.ts';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { DONATION_AMOUNTS_MAX, MATCHING_RADIUS_MAX, MATCHING_RADIUS_MIN, OUTREACH_LIMITS } from '../../common/system-settings.ts';
import { ZDonationSuggestionsInput, ZMatchingRadiusInput, ZOutreachSettingsInput } from '../../common/system-settings-schemas.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { ErrorSummary, Field, SubmitButton, SuccessBox, TextArea } from '../components/form.tsx';
import { readForm, runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { adminSettings } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-settings';

export const meta = () => pageMeta('System Settings', 'Donation suggestions, the matching radius and who is told of a request.');

// The donation suggestions, the matching radius and who is told of a request
// (docs/decisions/048), used by the wizard, matching and outreach from the next request on.

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
    case 'outreach': {
      const { input } = await readForm(form, ZOutreachSettingsInput);
      return runFormAction(() => adminSettings.updateOutreachSettings(db, admin, input), { success: 'Who is told of a request saved.', values });
    }
    default:
      return unknownIntent();
  }
}

/** "30 to 10,080 (7 days)": the limits as the schema's messages write them, with what they come to. */
const minutesLimit = ([min, max]: readonly [number, number]) => `${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')} (${duration(max)})`;
const duration = (minutes: number) => (minutes % 1440 === 0 ? `${minutes / 1440} day${minutes === 1440 ? '' : 's'}` : `${minutes / 60} hours`);

export default function AdminSettings() {
  const settings = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  // The refused form shows what was sent; the other keeps the stored values.
  const sentFor = (intent: string, key: string) => (sentText(result?.values, 'intent') === intent ? sentText(result?.values, key) : undefined);
  const errors = result?.fieldErrors;
  const { donationSuggestions, matchingRadiusMiles, outreach } = settings;
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

      <section aria-labelledby="outreach" className="mt-12">
        <h2 id="outreach" className="text-2xl font-semibold text-slate-900">
          Who is told of a request
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Listings run by an account are always told. Of the matched listings with an e-mail address and no account, the nearest are e-mailed the request. If
          nobody accepts in time, the next ones are told, out to twice the matching radius.
        </p>
        <Form key={JSON.stringify(outreach)} method="post" noValidate className="mt-4 space-y-5">
          <input type="hidden" name="intent" value="outreach" />
          <Field
            label="Listings e-mailed in each round"
            name="listingsPerRound"
            type="number"
            min={OUTREACH_LIMITS.listingsPerRound[0]}
            max={OUTREACH_LIMITS.listingsPerRound[1]}
            step={1}
            required
            defaultValue={sentFor('outreach', 'listingsPerRound') ?? String(outreach.listingsPerRound)}
            errors={errors}
            hint={`From ${OUTREACH_LIMITS.listingsPerRound[0]} to ${OUTREACH_LIMITS.listingsPerRound[1]}. Each listing gets at most 10 such e-mails a day.`}
          />
          <Field
            label="Wait before telling more, for an emergency (minutes)"
            name="emergencyMinutes"
            type="number"
            min={OUTREACH_LIMITS.emergencyMinutes[0]}
            max={OUTREACH_LIMITS.emergencyMinutes[1]}
            step={1}
            required
            defaultValue={sentFor('outreach', 'emergencyMinutes') ?? String(outreach.emergencyMinutes)}
            errors={errors}
            hint={`Whole minutes from ${minutesLimit(OUTREACH_LIMITS.emergencyMinutes)}.`}
          />
          <Field
            label="Wait before telling more, for a conflict (minutes)"
            name="conflictMinutes"
            type="number"
            min={OUTREACH_LIMITS.conflictMinutes[0]}
            max={OUTREACH_LIMITS.conflictMinutes[1]}
            step={1}
            required
            defaultValue={sentFor('outreach', 'conflictMinutes') ?? String(outreach.conflictMinutes)}
            errors={errors}
            hint={`Whole minutes from ${minutesLimit(OUTREACH_LIMITS.conflictMinutes)}. 1,440 minutes is a day.`}
          />
          <SubmitButton pendingLabel="Saving..." pendingFor={(data) => data.get('intent') === 'outreach'}>
            Save who is told
          </SubmitButton>
        </Form>
      </section>
    </div>
  );
}
