import { useRef, useState } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import type { DonationSuggestions } from '../../../common/donations.ts';
import type { StateCode } from '../../../common/us-states.ts';
import { authStep, wizardUrl, type RequestType, type WizardDraft } from '../../../common/wizard.ts';
import { Checkbox, ErrorBox, Field, FieldMessages, SubmitButton, useHydrated } from '../form.tsx';
import { PlaceField } from './place-field.tsx';
import { QuestionField, type WizardQuestion } from './question-field.tsx';

// The wizard's steps (SPEC §2). Every step is a plain form that posts to the route's action;
// `replace` keeps the step changes out of the history (SPEC §2: history replaced, not added).

type StepErrors = { fieldErrors?: Record<string, string[]>; formError?: string | null; values?: Record<string, string> } | undefined;
const useStepErrors = () => useActionData() as StepErrors;
const selectClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2';

function BackLink({ type, step }: { type: RequestType; step: number }) {
  return (
    <Link to={wizardUrl(type, step)} replace className="rounded-md border border-slate-400 px-5 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50">
      Back
    </Link>
  );
}

export function HelpTypeStep() {
  const options = [
    { type: 'emergency', title: 'Wildlife Emergency', examples: 'Injured birds or mammals, orphaned babies, stuck or trapped animals, oil-covered waterfowl', tone: 'border-red-300 bg-red-50 hover:bg-red-100' },
    { type: 'conflict', title: 'Wildlife Conflict', examples: 'Animals in the attic or walls, property damage, under the deck or in the chimney, repeated problems', tone: 'border-amber-300 bg-amber-50 hover:bg-amber-100' },
  ];
  return (
    <div>
      <p className="text-lg text-slate-700">What kind of help do you need?</p>
      <Form method="post" replace className="mt-4 grid gap-4 sm:grid-cols-2">
        {options.map((option) => (
          <button key={option.type} type="submit" name="type" value={option.type} className={`rounded-xl border-2 p-5 text-left ${option.tone}`}>
            <span className="block text-xl font-semibold text-slate-900">{option.title}</span>
            <span className="mt-2 block text-slate-700">{option.examples}</span>
          </button>
        ))}
      </Form>
      <p className="mt-6 text-slate-700">
        Not sure which? Read <Link to="/help-guide" className="font-semibold text-brand-700 underline">how to use Wildline</Link>.
      </p>
    </div>
  );
}

export function LocationStep({ type, location, states }: { type: RequestType; location: WizardDraft['location'] | null; states: readonly (readonly [StateCode, string])[] }) {
  const result = useStepErrors();
  const typed = result?.values;
  return (
    <Form method="post" replace noValidate className="space-y-5">
      <ErrorBox>{result?.formError}</ErrorBox>
      <PlaceField label="Street address" name="address" autoComplete="street-address" defaultValue={typed?.address ?? location?.address} hint="Optional, but it helps a rescuer find the animal." errors={result?.fieldErrors} />
      <div className="grid gap-5 sm:grid-cols-3">
        <PlaceField label="City" name="city" autoComplete="address-level2" required defaultValue={typed?.city ?? location?.city} errors={result?.fieldErrors} />
        <div>
          <label htmlFor="wizard-state" className="block text-sm font-medium text-slate-800">
            State <span aria-hidden="true" className="text-red-700">*</span>
          </label>
          <select id="wizard-state" name="state" required autoComplete="address-level1" defaultValue={typed?.state ?? location?.state ?? ''} aria-describedby={result?.fieldErrors?.state ? 'wizard-state-error' : undefined} className={selectClass}>
            <option value="">Choose a state</option>
            {states.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <FieldMessages id="wizard-state-error" messages={result?.fieldErrors?.state} />
        </div>
        <Field label="ZIP code" name="zip" inputMode="numeric" autoComplete="postal-code" required defaultValue={typed?.zip ?? location?.zip} errors={result?.fieldErrors} />
      </div>
      <div className="flex gap-3">
        <BackLink type={type} step={1} />
        <SubmitButton pendingLabel="Finding providers..." className="flex-1">
          Continue
        </SubmitButton>
      </div>
    </Form>
  );
}

interface DetailsData {
  animalTypes: { id: string; name: string }[];
  details: { animalType: string; situationDetails: string } | null;
  questions: (WizardQuestion & { value: string | string[] | number | '' })[];
  matchCount: number;
  questionsError: string | null;
  animalTypesError: string | null;
}

export function DetailsStep({ type, data }: { type: RequestType; data: DetailsData }) {
  const result = useStepErrors();
  const form = useRef<HTMLFormElement>(null);
  const refresh = useRef<HTMLButtonElement>(null);
  const noun = type === 'emergency' ? 'wildlife rehabilitator' : 'control operator';
  return (
    <div className="space-y-6">
      <p role="status" className="rounded-md bg-slate-100 p-3 text-slate-800">
        {data.matchCount > 0 ? `We found ${data.matchCount} matching ${noun}${data.matchCount === 1 ? '' : 's'} near you.` : `We found no ${noun}s near you yet: we will connect you with your state wildlife agency and other resources.`}
      </p>
      <Form method="post" replace noValidate ref={form} className="space-y-5">
        <ErrorBox>{result?.formError ?? (result?.fieldErrors && Object.keys(result.fieldErrors).length ? 'Please answer the questions marked below.' : null)}</ErrorBox>
        <div>
          <label htmlFor="wizard-animal" className="block text-sm font-medium text-slate-800">
            Animal type <span aria-hidden="true" className="text-red-700">*</span>
          </label>
          <div className="flex gap-2">
            <select
              id="wizard-animal"
              name="animalType"
              required
              defaultValue={data.details?.animalType ?? ''}
              onChange={() => refresh.current?.click()}
              aria-describedby={result?.fieldErrors?.animalType ? 'wizard-animal-error' : undefined}
              className={selectClass}
            >
              <option value="">Choose an animal</option>
              {data.animalTypes.map((animal) => (
                <option key={animal.id} value={animal.name}>
                  {animal.name}
                </option>
              ))}
            </select>
            {/* Without JavaScript this shows the chosen animal's own questions. */}
            <button ref={refresh} type="submit" name="intent" value="refresh" formNoValidate className="mt-1 shrink-0 rounded-md border border-slate-400 px-3 py-2 text-sm">
              Show questions
            </button>
          </div>
          <FieldMessages id="wizard-animal-error" messages={result?.fieldErrors?.animalType ?? (data.animalTypesError ? [data.animalTypesError] : undefined)} />
        </div>
        <div>
          <label htmlFor="wizard-situation" className="block text-sm font-medium text-slate-800">
            Describe the situation <span aria-hidden="true" className="text-red-700">*</span>
          </label>
          <textarea
            id="wizard-situation"
            name="situationDetails"
            rows={4}
            required
            defaultValue={data.details?.situationDetails ?? ''}
            aria-describedby={result?.fieldErrors?.situationDetails ? 'wizard-situation-error' : undefined}
            className={selectClass}
          />
          <FieldMessages id="wizard-situation-error" messages={result?.fieldErrors?.situationDetails} />
        </div>
        {data.questionsError ? (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
            <h2 className="font-semibold">Error loading questions</h2>
            <p className="mt-1">{data.questionsError}</p>
          </div>
        ) : null}
        {data.questions.map((question) => (
          <QuestionField key={question.id} question={question} value={question.value} errors={result?.fieldErrors?.[`q_${question.id}`]} />
        ))}
        <div className="flex gap-3">
          <BackLink type={type} step={2} />
          <SubmitButton pendingLabel="Saving..." className="flex-1">
            Continue
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export function DonationStep({ type, suggestions, donation }: { type: RequestType; suggestions: DonationSuggestions | null; donation: WizardDraft['donation'] | null }) {
  const result = useStepErrors();
  const amounts = suggestions ?? { amounts: [25, 50, 100, 250], default: 50 };
  const selected = donation && !donation.none && !donation.custom ? donation.amount : amounts.default;
  // SPEC §5: Continue is disabled while "Another amount" is chosen with no usable amount. Only
  // once hydrated: without JavaScript the server says what is missing instead.
  const hydrated = useHydrated();
  const [choice, setChoice] = useState(donation?.custom ? 'custom' : 'preset');
  const [custom, setCustom] = useState(donation?.custom ? String(donation.amount) : '');
  const noAmount = choice === 'custom' && !(custom.trim() !== '' && Number(custom) >= 0);
  // Either button may send the request itself (signed in): one tap, one request.
  const submitting = useNavigation().state === 'submitting';
  const declining = (submission: FormData) => submission.get('intent') === 'none';
  return (
    <Form method="post" replace noValidate className="space-y-5">
      <p className="text-slate-700">
        Wildlife rehabilitators are volunteers who care for animals free of charge and rely on donations. You can pledge a gift for the rehabilitator who helps you. <strong>No payment is taken now</strong>: the pledge is recorded with your request.
      </p>
      <ErrorBox>{result?.formError}</ErrorBox>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Choose an amount</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {amounts.amounts.map((amount) => (
            <label key={amount} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
              <input type="radio" name="choice" value={`preset:${amount}`} defaultChecked={!donation?.custom && amount === selected} onChange={() => setChoice('preset')} />${amount}
            </label>
          ))}
          <label className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50">
            <input type="radio" name="choice" value="custom" defaultChecked={Boolean(donation?.custom)} onChange={() => setChoice('custom')} />
            Another amount
          </label>
        </div>
      </fieldset>
      <Field
        label="Custom amount (USD)"
        name="customAmount"
        type="number"
        min={0}
        step={0.01}
        inputMode="decimal"
        defaultValue={donation?.custom ? String(donation.amount) : ''}
        errors={result?.fieldErrors}
        onChange={(event) => {
          setCustom(event.target.value);
          // Typing an amount chooses "Another amount".
          const radio = event.target.form?.querySelector<HTMLInputElement>('input[name="choice"][value="custom"]');
          if (radio && event.target.value !== '') {
            radio.checked = true;
            setChoice('custom');
          }
        }}
      />
      <div className="flex flex-col gap-3 sm:flex-row">
        <BackLink type={type} step={3} />
        <SubmitButton pendingLabel="Saving..." className="flex-1" disabled={(hydrated && noAmount) || submitting} pendingFor={(submission) => !declining(submission)}>
          Continue
        </SubmitButton>
      </div>
      <button
        type="submit"
        name="intent"
        value="none"
        disabled={submitting}
        className="w-full rounded-md border border-slate-400 px-4 py-3 font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        CONTINUE WITHOUT DONATING
      </button>
    </Form>
  );
}

/** The login page's query from the wizard: its banner (SPEC §2) and the way back to submit. */
function wizardAuthQuery(type: RequestType, matchCount: number) {
  const back = wizardUrl(type, authStep(type) - 1);
  return `?${new URLSearchParams({ type, providers: String(matchCount), returnUrl: back })}`;
}

export function YourDetailsStep({ type, matchCount, mode }: { type: RequestType; matchCount: number; mode: 'new' | 'login' }) {
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
      <p role="status" className="rounded-md bg-slate-100 p-3 text-slate-800">
        {matchCount > 0 ? `We found ${matchCount} matching provider${matchCount === 1 ? '' : 's'} near you.` : 'We will connect you with your state wildlife agency and other resources.'} Sign in or create an account so they can contact you.
      </p>
      <h2 id="contact" className="text-xl font-semibold text-slate-900">Your Contact Information</h2>
      <div className="flex gap-2">
        {tab('new', 'New Account')}
        {tab('login', 'Login')}
      </div>
      <p className="text-sm text-slate-700">
        Forgot your password? Use the <Link to={`/login${wizardAuthQuery(type, matchCount)}`} className="font-semibold text-brand-700 underline">login page</Link>: your answers are kept, and you come back here to submit.
      </p>
      <Form method="post" replace noValidate className="space-y-5">
        <input type="hidden" name="mode" value={mode} />
        <ErrorBox>{result?.formError}</ErrorBox>
        {mode === 'new' ? (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="First name" name="firstName" autoComplete="given-name" required defaultValue={result?.values?.firstName} errors={result?.fieldErrors} />
              <Field label="Last name" name="lastName" autoComplete="family-name" required defaultValue={result?.values?.lastName} errors={result?.fieldErrors} />
            </div>
            <Field label="Email" name="email" type="email" autoComplete="email" required defaultValue={result?.values?.email} errors={result?.fieldErrors} />
            <Field label="Phone" name="phone" type="tel" autoComplete="tel" required defaultValue={result?.values?.phone} errors={result?.fieldErrors} />
            <Field label="Password" name="password" type="password" autoComplete="new-password" required errors={result?.fieldErrors} />
            <Field label="Confirm password" name="confirmPassword" type="password" autoComplete="new-password" required errors={result?.fieldErrors} />
            <Checkbox name="acceptTerms" required errors={result?.fieldErrors} label={<>I agree to the <Link to="/terms" className="underline">Terms of Service</Link> and <Link to="/privacy" className="underline">Privacy Policy</Link></>} />
          </>
        ) : (
          <>
            <Field label="Email" name="email" type="email" autoComplete="email" required defaultValue={result?.values?.email} errors={result?.fieldErrors} />
            <Field label="Password" name="password" type="password" autoComplete="current-password" required errors={result?.fieldErrors} />
          </>
        )}
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={wizardUrl(type, authStep(type) - 1)} replace className="rounded-md border border-slate-400 px-5 py-3 text-center font-semibold text-slate-800 hover:bg-slate-50">
            Cancel
          </Link>
          <SubmitButton pendingLabel="Submitting your request..." className="flex-1">
            {mode === 'new' ? 'Create Account & Submit Request' : 'Login & Submit Request'}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
