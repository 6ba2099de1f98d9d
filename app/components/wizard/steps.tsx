import { useId, type ReactNode } from 'react';
import { Form, useActionData } from 'react-router';
import { Link } from '../link.tsx';
import { DONATION_DEFAULTS, type DonationSuggestions } from '../../../common/donations.ts';
import { formatMoney } from '../../../common/numbers.ts';
import { kindForRequestType, type FallbackContacts, type MatchResult } from '../../../common/matching.ts';
import { CallButton, NationalResources, WhereToTurn } from '../state-agency-fallback.tsx';
import { OUTSIDE_STATES } from '../../../common/outside-states.ts';
import { inLanguage } from '../../../common/state-agencies.ts';
import { StateOptions } from '../state-options.tsx';
import { ANIMAL_FIELD_ANCHOR, authStep, wizardUrl, type RequestType, type WizardDraft } from '../../../common/wizard.ts';
import { ErrorSummary, Field, FieldErrorsScope, FieldMessages, fieldId, SubmitButton } from '../form.tsx';
import { UseMyLocation, ZipField } from './location-fields.tsx';
import { NearbyProviders } from './nearby-providers.tsx';
import { PlaceField, PlaceIdField } from './place-field.tsx';
import { PhotosField } from './photos-field.tsx';
import { PHOTO_FIELD, type RequestPhotoView } from '../../../common/request-photos.ts';
import { QuestionField, ShownQuestions, type WizardQuestion } from './question-field.tsx';
import { sentText, type ActionResult } from '../../lib/action-result.ts';
import { useLocale, useLocalizedPath, useT } from '../../lib/i18n.ts';
import { animalTypeLabel, sortedByLabel } from '../../../common/localized-text.ts';
import { translateMessage } from '../../../common/i18n.ts';
import { AcceptTermsCheckbox } from '../accept-terms.tsx';

// The wizard's steps. Every step is a plain form that posts to the route's action;
// `replace` would keep the step changes out of the history, but the wizard is not hydrated
// (docs/decisions/038): each step is a page load of its own, and Back goes one step back.

export type StepErrors = Partial<ActionResult<{ locked?: boolean; outside?: string | null }>> | undefined;
export const useStepErrors = () => useActionData() as StepErrors;
/** Whether the step's last submit was refused: the error summary, not the heading, then takes focus. */
export const refused = (result: StepErrors) => Boolean(result?.formError || Object.keys(result?.fieldErrors ?? {}).length);
const selectClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2';

function BackLink({ type, step }: { type: RequestType; step: number }) {
  const t = useT();
  return (
    <Link
      to={wizardUrl(type, step)}
      replace
      className="rounded-md border border-slate-400 px-5 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
    >
      {t('Back')}
    </Link>
  );
}

/** A step's Back link and Continue button, side by side. */
function BackAndContinue({ type, back, pendingLabel }: { type: RequestType; back: number; pendingLabel: string }) {
  const t = useT();
  return (
    <div className="flex gap-3">
      <BackLink type={type} step={back} />
      <SubmitButton pendingLabel={pendingLabel} className="flex-1">
        {t('Continue')}
      </SubmitButton>
    </div>
  );
}

export function HelpTypeStep() {
  const t = useT();
  const options = [
    {
      type: 'emergency',
      title: t('Wildlife Emergency'),
      examples: t('Injured birds or mammals, orphaned babies, stuck or trapped animals, oil-covered waterfowl'),
      tone: 'border-red-300 bg-red-50 hover:bg-red-100',
    },
    {
      type: 'conflict',
      title: t('Wildlife Conflict'),
      examples: t('Animals in the attic or walls, property damage, under the deck or in the chimney, repeated problems'),
      tone: 'border-amber-300 bg-amber-50 hover:bg-amber-100',
    },
  ];
  return (
    <div>
      <p className="text-lg text-slate-700">{t('What kind of help do you need?')}</p>
      <Form method="post" replace className="mt-4 grid gap-4 sm:grid-cols-2">
        {options.map((option) => (
          <button key={option.type} type="submit" name="type" value={option.type} className={`rounded-xl border-2 p-5 text-left ${option.tone}`}>
            <span className="block text-xl font-semibold text-slate-900">{option.title}</span>
            <span className="mt-2 block text-slate-700">{option.examples}</span>
          </button>
        ))}
      </Form>
      <p className="mt-6 text-slate-700">
        {t('Not sure which? Read')}{' '}
        <Link to="/help-guide" className="font-semibold text-brand-700 underline">
          {t('how to use Wildline')}
        </Link>
        .
      </p>
    </div>
  );
}

export function LocationStep({ type, location }: { type: RequestType; location: WizardDraft['location'] | null }) {
  const t = useT();
  const result = useStepErrors();
  const typed = result?.values;
  return (
    <Form method="post" replace noValidate className="space-y-5">
      <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
      {result?.outside ? <OutsideCoverage code={result.outside} /> : null}
      <UseMyLocation />
      <ZipField defaultValue={sentText(typed, 'zip') ?? location?.zip} errors={result?.fieldErrors} />
      <div className="grid gap-5 sm:grid-cols-2">
        <PlaceField
          label={t('City')}
          name="city"
          autoComplete="address-level2"
          defaultValue={sentText(typed, 'city') ?? location?.city}
          errors={result?.fieldErrors}
        />
        <div>
          <label htmlFor={fieldId('state')} className="block text-sm font-medium text-slate-800">
            {t('State')}
          </label>
          <select
            id={fieldId('state')}
            name="state"
            autoComplete="address-level1"
            defaultValue={sentText(typed, 'state') ?? location?.state ?? ''}
            aria-invalid={result?.fieldErrors?.state ? true : undefined}
            aria-describedby={result?.fieldErrors?.state ? `${fieldId('state')}-error` : undefined}
            className={selectClass}
          >
            <option value="">{t('Choose a state')}</option>
            <StateOptions />
          </select>
          <FieldMessages id={`${fieldId('state')}-error`} messages={result?.fieldErrors?.state} />
        </div>
      </div>
      <PlaceField
        label={t('Street address')}
        name="address"
        // street-address is for a multi-line field (a textarea); a one-line one takes the street line
        autoComplete="address-line1"
        defaultValue={sentText(typed, 'address') ?? location?.address}
        hint={t('Optional, but it helps a rescuer find the animal.')}
        errors={result?.fieldErrors}
      />
      <PlaceIdField />
      <BackAndContinue type={type} back={1} pendingLabel={t('Finding providers...')} />
    </Form>
  );
}

/**
 * A ZIP code outside the 50 states: Wildline does not cover it, so instead of asking for a state,
 * where to turn there (docs/decisions/046), its number first where a source gives one.
 */
function OutsideCoverage({ code }: { code: string }) {
  const t = useT();
  const locale = useLocale();
  const place = OUTSIDE_STATES[code];
  const contact = place?.contact;
  const hours = contact ? inLanguage(contact.hours, contact.hoursEs, locale) : null;
  return (
    <section aria-labelledby="outside-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 id="outside-heading" className="text-lg font-semibold text-slate-900">
        {t('Where to turn in {{place}}', { place: t(place?.name ?? code) })}
      </h2>
      {contact ? (
        <div className="mt-2">
          <p className="font-semibold text-slate-900">{contact.organisation}</p>
          {hours ? (
            <p className="text-sm text-slate-700">
              {t('Hours:')} {hours.text}
            </p>
          ) : null}
          <p className="mt-2">
            <CallButton phone={contact.phone} name={contact.organisation} label={t('Call {{phone}}', { phone: contact.phone })} />
          </p>
        </div>
      ) : null}
      <p className="mt-3 text-slate-800">{t('Animal Help Now finds wildlife help by where you are:')}</p>
      <NationalResources />
    </section>
  );
}

/** "Boulder, CO 80302 · Change" above the later steps: a place changed in another tab shows. */
export function ChosenPlace({ type, location }: { type: RequestType; location: NonNullable<WizardDraft['location']> }) {
  const t = useT();
  return (
    <p className="mt-2 text-slate-700">
      <span className="font-medium text-slate-900">
        {location.address ? `${location.address}, ` : ''}
        {location.city}, {location.state} {location.zip}
      </span>
      {' · '}
      <Link to={wizardUrl(type, 2)} replace className="font-semibold text-brand-700 underline">
        {t('Change')}
        <span className="sr-only"> {t('the location')}</span>
      </Link>
    </p>
  );
}

interface DetailsData {
  animalTypes: { id: string; name: string; nameEs: string | null }[];
  details: { animalType: string; situationDetails: string } | null;
  questions: (WizardQuestion & { value: string | string[] | number | '' })[];
  questionsError: string | null;
  animalTypesError: string | null;
  photos: RequestPhotoView[];
}

/**
 * Where the wizard's script saves step 3's answers while typing (app/enhance/step-forms.ts):
 * the step's action through React Router's data address, which answers without rendering a page.
 */
function autosaveUrl(stepUrl: string) {
  const [path, query] = stepUrl.split('?');
  return `${path}.data?${query}`;
}

/**
 * The details step asks the animal first (docs/decisions/051): `afterAnimal` (who nearby takes
 * it, its first aid) comes right under its field, then the description and the animal's own
 * questions. The parts that follow from the animal are marked `data-follows-animal`: with
 * JavaScript, choosing the animal replaces them in place (app/enhance/step-forms.ts), the page
 * keeping its place and the focus; without it, "Show questions" reloads the page at the field.
 */
export function DetailsStep({ type, data, afterAnimal }: { type: RequestType; data: DetailsData; afterAnimal?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  const result = useStepErrors();
  const localized = useLocalizedPath();
  const refreshId = useId();
  return (
    <Form method="post" encType="multipart/form-data" replace noValidate className="space-y-5" data-autosave={autosaveUrl(localized(wizardUrl(type, 3)))}>
      <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
      <div id={ANIMAL_FIELD_ANCHOR}>
        <label htmlFor={fieldId('animalType')} className="block text-sm font-medium text-slate-800">
          {t('Animal type')}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <div className="flex gap-2">
          <select
            id={fieldId('animalType')}
            name="animalType"
            required
            defaultValue={data.details?.animalType ?? ''}
            // With JavaScript, choosing the animal posts the step as "Show questions" does, and what
            // follows from the animal is replaced in place; what was typed is saved too.
            data-refresh-with={refreshId}
            aria-invalid={result?.fieldErrors?.animalType ? true : undefined}
            aria-describedby={result?.fieldErrors?.animalType || data.animalTypesError ? `${fieldId('animalType')}-error` : undefined}
            className={selectClass}
          >
            <option value="">{t('Choose an animal')}</option>
            {sortedByLabel(data.animalTypes, locale).map((animal) => (
              <option key={animal.id} value={animal.name}>
                {animalTypeLabel(animal, locale)}
              </option>
            ))}
          </select>
          {/* Without JavaScript this shows the chosen animal's own questions. */}
          <button
            id={refreshId}
            type="submit"
            name="intent"
            value="refresh"
            formNoValidate
            className="mt-1 shrink-0 rounded-md border border-slate-400 px-3 py-2 text-sm"
          >
            {t('Show questions')}
          </button>
        </div>
        <FieldMessages
          id={`${fieldId('animalType')}-error`}
          messages={result?.fieldErrors?.animalType ?? (data.animalTypesError ? [data.animalTypesError] : undefined)}
        />
        {/* Said by the script once the parts below follow the animal just chosen. */}
        <p role="status" className="sr-only" data-animal-status="" data-shown={t('The list and the questions below are now for {{animal}}.')} />
      </div>
      {afterAnimal}
      <div>
        <label htmlFor={fieldId('situationDetails')} className="block text-sm font-medium text-slate-800">
          {t('Describe the situation')}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <textarea
          id={fieldId('situationDetails')}
          name="situationDetails"
          rows={4}
          required
          defaultValue={data.details?.situationDetails ?? ''}
          aria-invalid={result?.fieldErrors?.situationDetails ? true : undefined}
          aria-describedby={result?.fieldErrors?.situationDetails ? `${fieldId('situationDetails')}-error` : undefined}
          className={selectClass}
        />
        <FieldMessages id={`${fieldId('situationDetails')}-error`} messages={result?.fieldErrors?.situationDetails} />
      </div>
      <div data-follows-animal="questions" className="space-y-5">
        {data.questionsError ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
            <h2 className="font-semibold">{t('Error loading questions')}</h2>
            <p className="mt-1">{translateMessage(t, data.questionsError)}</p>
          </div>
        ) : null}
        {data.questions.map((question) => (
          <QuestionField key={question.id} question={question} value={question.value} errors={result?.fieldErrors?.[`q_${question.id}`]} />
        ))}
        <ShownQuestions questions={data.questions} />
      </div>
      <PhotosField photos={data.photos} errors={result?.fieldErrors?.[PHOTO_FIELD]} />
      <BackAndContinue type={type} back={2} pendingLabel={t('Saving...')} />
    </Form>
  );
}

/**
 * Money never gets in the way of help (docs/decisions/049): the step starts with no amount chosen
 * ("No pledge"), and its main button continues without a pledge unless an amount was chosen. With
 * JavaScript the button names what it does ("Continue without a pledge", "Continue with a pledge
 * of $25"); without it, the line under it says so.
 */
export function DonationStep({
  type,
  suggestions,
  donation,
}: {
  type: RequestType;
  suggestions: DonationSuggestions | null;
  donation: WizardDraft['donation'] | null;
}) {
  const t = useT();
  const locale = useLocale();
  const result = useStepErrors();
  const amounts = suggestions ?? DONATION_DEFAULTS;
  // Only an amount the person chose before (Back from a later step) is chosen again.
  const preset = donation && !donation.none && !donation.custom ? donation.amount : null;
  const custom = Boolean(donation && !donation.none && donation.custom);
  const nothingChosen = preset === null && !custom;
  // Continue is disabled while "Another amount" is chosen with no usable amount, and
  // says why next to it: the wizard's script does it (app/enhance/step-forms.ts). Without
  // JavaScript the server says what is missing instead.
  const continueId = useId();
  const whyId = useId();
  const noteId = useId();
  const option = 'flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50';
  return (
    <Form method="post" replace noValidate className="space-y-5" data-donation={continueId}>
      <p className="text-slate-700">
        {t(
          'Wildlife rehabilitators are volunteers who care for animals free of charge and rely on donations. You can pledge a gift for the rehabilitator who helps you.',
        )}{' '}
        <strong>{t('No payment is taken now')}</strong>
        {t(': the pledge is recorded with your request.')}
      </p>
      <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('Pledge an amount (optional)')}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          <label className={option}>
            <input id={fieldId('choice')} type="radio" name="choice" value="none" defaultChecked={nothingChosen} />
            {t('No pledge')}
          </label>
          {amounts.amounts.map((amount) => (
            <label key={amount} className={option}>
              <input type="radio" name="choice" value={`preset:${amount}`} defaultChecked={amount === preset} data-amount={formatMoney(amount, locale)} />
              {formatMoney(amount, locale)}
            </label>
          ))}
          <label className={option}>
            <input type="radio" name="choice" value="custom" defaultChecked={custom} />
            {t('Another amount')}
          </label>
        </div>
      </fieldset>
      <Field
        label={t('Custom amount (USD)')}
        name="customAmount"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        defaultValue={custom && donation ? String(donation.amount) : ''}
        errors={result?.fieldErrors}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <BackLink type={type} step={3} />
        <SubmitButton id={continueId} pendingLabel={t('Saving...')} className="flex-1" describedBy={noteId}>
          {t('Continue')}
        </SubmitButton>
      </div>
      <p
        id={noteId}
        className="text-sm text-slate-700"
        data-pledge-note=""
        data-without={t('Continue without a pledge')}
        data-with={t('Continue with a pledge of {{amount}}')}
      >
        {t('Nothing is pledged unless you choose an amount.')}
      </p>
      <p
        id={whyId}
        role="status"
        className="text-sm font-medium text-red-800 empty:hidden"
        data-why-disabled=""
        data-empty={t('Enter an amount to continue, or continue without donating.')}
        data-negative={t('Enter an amount of 0 or more, or continue without donating.')}
      />
      <button
        type="submit"
        name="intent"
        value="none"
        className="w-full rounded-md border border-slate-400 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {t('CONTINUE WITHOUT DONATING')}
      </button>
    </Form>
  );
}

/** The login page's query from the wizard: its banner (how many matches were found) and the way back to submit. */
function wizardAuthQuery(type: RequestType, matchCount: number) {
  const back = wizardUrl(type, authStep(type) - 1);
  return `?${new URLSearchParams({ type, providers: String(matchCount), returnUrl: back })}`;
}

/**
 * A sign-in or sign-up refused for too many attempts cannot stop anyone calling for help: the
 * nearest providers' numbers and the state agency, right under the message.
 */
function CallForHelpNow({ matches, contacts, kind }: { matches: MatchResult | null; contacts: FallbackContacts | null; kind: 'rehabilitator' | 'control' }) {
  const t = useT();
  return (
    <section aria-label={t('Call for help now')} className="space-y-3">
      {/* With nobody nearby, the list below the form already says where to turn. */}
      {matches?.providers.length ? <NearbyProviders matches={matches} kind={kind} count={3} heading={t('You can still call for help now')} /> : null}
      {contacts && matches?.providers.length ? (
        <div className="text-slate-800">
          <p>{t('Or your state wildlife agency:')}</p>
          <WhereToTurn contacts={contacts} />
        </div>
      ) : null}
    </section>
  );
}

/**
 * Who will hear of the request once it is sent, said before the account is asked for
 * (docs/decisions/048), from what the submission will do; where nobody can be told, the numbers to
 * call come first and the account is only to keep a record.
 */
function WhoWillBeTold({
  type,
  matchCount,
  reach,
  matches,
  contacts,
}: {
  type: RequestType;
  matchCount: number;
  reach: { accounts: number; emails: number } | null;
  matches: MatchResult | null;
  contacts: FallbackContacts | null;
}) {
  const t = useT();
  const rehabilitators = kindForRequestType(type) === 'rehabilitator';
  const told = reach ? reach.accounts + reach.emails : 0;
  if (told === 0) {
    return (
      <section aria-labelledby="nobody-told" className="space-y-3 rounded-xl border-2 border-red-700 bg-red-50 p-4">
        <h2 id="nobody-told" className="text-lg font-bold text-red-900">
          {t(
            rehabilitators
              ? 'No rehabilitator on Wildline can be told of your request here'
              : 'No control operator on Wildline can be told of your request here',
          )}
        </h2>
        <p className="text-red-950">
          {t(
            'Do not wait: call one of these numbers now. You can still send the request below to keep a record of it, and we tell anyone who can take it later.',
          )}
        </p>
        {matches?.providers.length ? <NearbyProviders matches={matches} kind={kindForRequestType(type)} count={3} heading={t('Call now')} /> : null}
        {contacts ? <WhereToTurn contacts={contacts} /> : null}
      </section>
    );
  }
  const how = [
    reach?.emails ? t('{{count}} by e-mail', { count: reach.emails }) : null,
    reach?.accounts ? t('{{count}} on their Wildline dashboard', { count: reach.accounts }) : null,
  ]
    .filter(Boolean)
    .join('; ');
  return (
    <p role="status" className="rounded-md bg-slate-100 p-3 text-slate-800">
      {t(
        rehabilitators
          ? '{{count}} rehabilitators near you will get your request ({{how}}).'
          : '{{count}} control operators near you will get your request ({{how}}).',
        {
          count: told,
          how,
        },
      )}{' '}
      {matchCount > told ? t('We found {{count}} matching providers near you.', { count: matchCount }) : null}{' '}
      {t('Sign in or create an account so they can contact you.')}
    </p>
  );
}

export function YourDetailsStep({
  type,
  matchCount,
  mode,
  matches,
  contacts,
  reach,
}: {
  type: RequestType;
  matchCount: number;
  mode: 'new' | 'login';
  matches: MatchResult | null;
  contacts: FallbackContacts | null;
  reach: { accounts: number; emails: number } | null;
}) {
  const t = useT();
  const result = useStepErrors();
  const tab = (value: 'new' | 'login', label: string) => (
    <Link
      to={`${wizardUrl(type, authStep(type))}${value === 'login' ? '&mode=login' : ''}`}
      replace
      aria-current={mode === value ? 'page' : undefined}
      className={`flex-1 rounded-md px-4 py-2 text-center font-semibold ${mode === value ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800'}`}
    >
      {label}
    </Link>
  );
  return (
    <section aria-labelledby="contact" className="space-y-5">
      <WhoWillBeTold type={type} matchCount={matchCount} reach={reach} matches={matches} contacts={contacts} />
      <h2 id="contact" className="text-xl font-semibold text-slate-900">
        {t('Your Contact Information')}
      </h2>
      <div className="flex gap-2">
        {tab('new', t('New Account'))}
        {tab('login', t('Login'))}
      </div>
      <p className="text-sm text-slate-700">
        {t('Forgot your password? Use the')}{' '}
        <Link to={`/login${wizardAuthQuery(type, matchCount)}`} className="font-semibold text-brand-700 underline">
          {t('login page')}
        </Link>
        {t(': your answers are kept, and you come back here to submit.')}
      </p>
      <Form method="post" replace noValidate className="space-y-5">
        <input type="hidden" name="mode" value={mode} />
        <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
        {result?.locked ? <CallForHelpNow matches={matches} contacts={contacts} kind={kindForRequestType(type)} /> : null}
        <FieldErrorsScope errors={result?.fieldErrors}>
          {mode === 'new' ? (
            <>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t('First name')} name="firstName" autoComplete="given-name" required defaultValue={sentText(result?.values, 'firstName')} />
                <Field label={t('Last name')} name="lastName" autoComplete="family-name" required defaultValue={sentText(result?.values, 'lastName')} />
              </div>
              <Field label={t('Email')} name="email" type="email" autoComplete="email" required defaultValue={sentText(result?.values, 'email')} />
              <Field label={t('Phone')} name="phone" type="tel" autoComplete="tel" required defaultValue={sentText(result?.values, 'phone')} />
              <Field label={t('Password')} name="password" type="password" autoComplete="new-password" required />
              <Field label={t('Confirm password')} name="confirmPassword" type="password" autoComplete="new-password" required />
              <AcceptTermsCheckbox />
            </>
          ) : (
            <>
              <Field label={t('Email')} name="email" type="email" autoComplete="email" required defaultValue={sentText(result?.values, 'email')} />
              <Field label={t('Password')} name="password" type="password" autoComplete="current-password" required />
            </>
          )}
        </FieldErrorsScope>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link
            to={wizardUrl(type, authStep(type) - 1)}
            replace
            className="rounded-md border border-slate-400 px-5 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('Cancel')}
          </Link>
          <SubmitButton pendingLabel={t('Submitting your request...')} className="flex-1">
            {t(mode === 'new' ? 'Create Account & Submit Request' : 'Login & Submit Request')}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
