import { data, redirect, useLoaderData } from 'react-router';
import { kindForRequestType } from '../../common/matching.ts';
import { localeOfPath } from '../../common/locales.ts';
import { authStep, parseWizardParams } from '../../common/wizard.ts';
import { ChosenPlace, DetailsStep, DonationStep, HelpTypeStep, LocationStep, refused, useStepErrors, YourDetailsStep } from '../components/wizard/steps.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { FirstAidBox } from '../components/wizard/first-aid.tsx';
import { NearbyProviders } from '../components/wizard/nearby-providers.tsx';
import { StepIndicator } from '../components/wizard/step-indicator.tsx';
import { wizardStepData } from '../lib/wizard-data.server.ts';
import { draftIdOf, PERSONAL, runStep } from '../lib/wizard.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/find-help';
import { actionRefused } from '../lib/forms.server.ts';
import { kept } from '../lib/public-page.server.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { animalTypeLabel } from '../../common/localized-text.ts';
import { loadAsDocument, withOwnScript } from '../lib/page-scripts.ts';
import wizardScript from '../enhance/wizard.ts?worker&url';
import { message } from '../../common/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta('Find Help', 'Find the nearest wildlife rehabilitator or humane wildlife control operator, step by step. It takes about a minute.', location);

// The wizard is HTML forms and a few kilobytes of script, never hydrated (
// docs/decisions/038): a phone on a bad signal gets the steps without React's ~125 KB.
export const handle = withOwnScript(wizardScript);

export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const s = requestServices(context);
  const url = new URL(request.url);
  const { type, step } = parseWizardParams(url.searchParams);
  // Step 1 reads no draft and sets no cookie: the same page for everyone, kept for anonymous
  // visitors, so it is rendered once and served fast. The draft and its cookie start with the first answer (the action).
  if (step === 1) {
    const first = await wizardStepData(s, null, type, step, 'new', localeOfPath(url.pathname));
    if ('redirectTo' in first) throw redirect(first.redirectTo);
    return data(first, kept);
  }
  const { draftId, setCookie } = draftIdOf(request, s.config);
  // Steps 2 on show the visitor's own street and situation: never for a shared cache, as a
  // signed-in person's pages are not (server/lib/personal-answers.ts).
  const headers = new Headers({ 'Cache-Control': PERSONAL, ...(setCookie ? { 'Set-Cookie': setCookie } : {}) });
  const result = await wizardStepData(s, draftId, type, step, url.searchParams.get('mode') === 'login' ? 'login' : 'new', localeOfPath(url.pathname));
  if ('redirectTo' in result) throw redirect(result.redirectTo, { headers });
  return data(result, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const s = requestServices(context);
  const { type, step } = parseWizardParams(new URL(request.url).searchParams);
  const { draftId, setCookie } = draftIdOf(request, s.config);
  // The first answer starts the draft; any later one without its cookie means cookies are off.
  if (setCookie && step === 1) return runStep(s, request, type, step, draftId, setCookie);
  if (setCookie) {
    return actionRefused({ formError: message('Please allow cookies for this site: your answers are kept between steps with a cookie.') });
  }
  return runStep(s, request, type, step, draftId);
}

/**
 * A final submit refused by the limit per address says when to try again; step 1 may be kept
 * (its loader says so); cookies pass on by themselves.
 */
export function headers({ parentHeaders, loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const cacheControl = loaderHeaders.get('Cache-Control');
  if (cacheControl) headers.set('Cache-Control', cacheControl);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}

export default function FindHelp() {
  const loaded = useLoaderData<typeof loader>();
  const result = useStepErrors();
  const { type, step, matches } = loaded;
  const kind = kindForRequestType(type);
  const t = useT();
  const emergency = type === 'emergency';
  const nobodyToTell = (loaded.reach?.accounts ?? 0) + (loaded.reach?.emails ?? 0) === 0;
  const locale = useLocale();
  // The animal chosen on the details step, as the page's language names it: the nearby list says it is for it.
  const chosen = loaded.details?.animalType ? loaded.animalTypes.find((a) => a.name === loaded.details?.animalType) : undefined;
  const animal = chosen ? animalTypeLabel(chosen, locale) : undefined;
  const heading = t(
    step === 1
      ? 'Find Help'
      : step === 2
        ? emergency
          ? 'Wildlife Emergency: Enter your location'
          : 'Wildlife Conflict: Enter your location'
        : step === 3
          ? emergency
            ? 'Wildlife Emergency Details'
            : 'Wildlife Conflict Details'
          : step === authStep(type)
            ? 'Your Details'
            : 'Support Wildlife Care',
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-4 sm:py-8">
      <StepIndicator type={type} step={step} signedIn={loaded.signedIn} />
      {/* Each step opens on its heading; a refused one on its error summary. */}
      <PageHeading focus={!refused(result)} className="mt-2 text-2xl font-bold text-slate-900 sm:mt-4 sm:text-3xl">
        {heading}
      </PageHeading>
      {step >= 3 && loaded.location ? <ChosenPlace type={type} location={loaded.location} /> : null}
      <div className="mt-4 grid gap-6 sm:mt-6 sm:gap-8">
        {step === 1 ? <HelpTypeStep /> : null}
        {step === 2 ? <LocationStep type={type} location={loaded.location} /> : null}
        {/* The animal comes first (docs/decisions/051), then calling: the nearest three and the
            first aid under the animal field, the rest of the nearest below the form. Each part that
            follows from the animal is marked, so that the wizard's script can replace it in place. */}
        {step === 3 ? (
          <DetailsStep
            type={type}
            data={loaded}
            afterAnimal={
              <>
                <div data-follows-animal="nearby" className="empty:hidden">
                  {matches ? (
                    <NearbyProviders
                      matches={matches}
                      kind={kind}
                      count={3}
                      heading={
                        animal
                          ? t(
                              kind === 'rehabilitator'
                                ? 'We found {{count}} wildlife rehabilitators near you for this animal ({{animal}})'
                                : 'We found {{count}} humane control operators near you for this animal ({{animal}})',
                              { count: matches.providers.length, animal },
                            )
                          : t(
                              kind === 'rehabilitator'
                                ? 'We found {{count}} wildlife rehabilitators near you'
                                : 'We found {{count}} humane control operators near you',
                              {
                                count: matches.providers.length,
                              },
                            )
                      }
                      scope={animal ? undefined : t('For any animal: choose the animal above to see only those who take it.')}
                    />
                  ) : null}
                </div>
                <div data-follows-animal="first-aid" className="empty:hidden">
                  {loaded.firstAid ? <FirstAidBox aid={loaded.firstAid} /> : null}
                </div>
              </>
            }
          />
        ) : null}
        {step === 3 ? (
          <div data-follows-animal="more" className="empty:hidden">
            {matches ? (
              <NearbyProviders
                matches={matches}
                kind={kind}
                from={3}
                count={matches.providers.length}
                heading={
                  animal
                    ? t(
                        kind === 'rehabilitator'
                          ? 'More wildlife rehabilitators near you for this animal ({{animal}})'
                          : 'More humane control operators near you for this animal ({{animal}})',
                        { animal },
                      )
                    : t(kind === 'rehabilitator' ? 'More wildlife rehabilitators near you' : 'More humane control operators near you')
                }
              />
            ) : null}
          </div>
        ) : null}
        {/* On "Your Details" whom the request reaches (or the numbers to call) comes first, first aid after it. */}
        {loaded.firstAid && step === 4 && step !== authStep(type) ? <FirstAidBox aid={loaded.firstAid} /> : null}
        {step === 4 && step !== authStep(type) ? <DonationStep type={type} suggestions={loaded.donationSuggestions} donation={loaded.donation} /> : null}
        {step === authStep(type) ? (
          <YourDetailsStep type={type} matchCount={loaded.matchCount} mode={loaded.mode} matches={matches} contacts={loaded.contacts} reach={loaded.reach} />
        ) : null}
        {loaded.firstAid && step === authStep(type) ? <FirstAidBox aid={loaded.firstAid} /> : null}
        {/* "Your Details" with nobody to tell gives the numbers at its top already. */}
        {matches && step >= 4 && !(step === authStep(type) && nobodyToTell) ? <NearbyProviders matches={matches} kind={kind} /> : null}
      </div>
    </div>
  );
}
