import { data, redirect, useLoaderData } from 'react-router';
import { kindForRequestType } from '../../common/matching.ts';
import { authStep, parseWizardParams } from '../../common/wizard.ts';
import { DetailsStep, DonationStep, HelpTypeStep, LocationStep, YourDetailsStep } from '../components/wizard/steps.tsx';
import { FirstAidBox } from '../components/wizard/first-aid.tsx';
import { NearbyProviders } from '../components/wizard/nearby-providers.tsx';
import { StepIndicator } from '../components/wizard/step-indicator.tsx';
import { wizardStepData } from '../lib/wizard-data.server.ts';
import { draftIdOf, runStep } from '../lib/wizard.server.ts';
import { services } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/find-help';

export const meta = () =>
  pageMeta('Find Help', 'Find the nearest wildlife rehabilitator or humane wildlife control operator, step by step. It takes about a minute.');

export async function loader({ request, context }: Route.LoaderArgs) {
  const s = services(context);
  const url = new URL(request.url);
  const { type, step } = parseWizardParams(url.searchParams);
  const { draftId, setCookie } = draftIdOf(request, s.config.baseUrl.startsWith('https://'));
  const headers = new Headers(setCookie ? { 'Set-Cookie': setCookie } : {});
  const result = await wizardStepData(s, draftId, type, step, url.searchParams.get('mode') === 'login' ? 'login' : 'new');
  if ('redirectTo' in result) throw redirect(result.redirectTo, { headers });
  return data(result, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const s = services(context);
  const { type, step } = parseWizardParams(new URL(request.url).searchParams);
  const { draftId, setCookie } = draftIdOf(request, false);
  if (setCookie) {
    return data({ fieldErrors: {}, formError: 'Please allow cookies for this site: your answers are kept between steps with a cookie.' }, 400);
  }
  return runStep(s, request, type, step, draftId);
}

/** A final submit refused by the limit per address says when to try again; cookies pass on by themselves. */
export function headers({ parentHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

export default function FindHelp() {
  const loaded = useLoaderData<typeof loader>();
  const { type, step } = loaded;
  const heading =
    step === 1 ? 'Find Help' : step === 2 ? `Wildlife ${type === 'emergency' ? 'Emergency' : 'Conflict'}: Enter your location` : step === 3 ? `Wildlife ${type === 'emergency' ? 'Emergency' : 'Conflict'} Details` : step === authStep(type) ? 'Your Details' : 'Support Wildlife Care';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <StepIndicator type={type} step={step} />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{heading}</h1>
      <div className="mt-6 grid gap-8">
        {step === 1 ? <HelpTypeStep /> : null}
        {step === 2 ? <LocationStep type={type} location={loaded.location} states={loaded.states} /> : null}
        {loaded.firstAid && step >= 3 ? <FirstAidBox aid={loaded.firstAid} /> : null}
        {step === 3 ? <DetailsStep type={type} data={loaded} /> : null}
        {step === 4 && step !== authStep(type) ? <DonationStep type={type} suggestions={loaded.donationSuggestions} donation={loaded.donation} /> : null}
        {step === authStep(type) ? <YourDetailsStep type={type} matchCount={loaded.matchCount} mode={loaded.mode} /> : null}
        {loaded.matches && step >= 3 ? <NearbyProviders matches={loaded.matches} kind={kindForRequestType(type)} /> : null}
      </div>
    </div>
  );
}
