import { useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { isAccountDeletedLanding } from '../../common/account-deletion.ts';
import { wizardUrl } from '../../common/wizard.ts';
import { sampleTestimonials } from '../content/home-testimonials.ts';
import { stateName } from '../../common/us-states.ts';
import { SuccessBox } from '../components/form.tsx';
import { pageMeta } from '../meta.ts';
import { publicPage } from '../lib/public-page.server.ts';

import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';
import { useT } from '../lib/i18n.ts';
import { message } from '../../common/i18n.ts';
import type { Route } from './+types/home';

// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

// Every link and form here works without JavaScript, so none is sent: the page loads faster without it.
export const handle = WITHOUT_JAVASCRIPT;

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(
    'Help for injured wildlife and wildlife conflicts',
    'Found an injured or orphaned wild animal, or have a raccoon in the attic? Wildline connects you with volunteer wildlife rehabilitators and humane control operators near you.',
    location,
  );

const steps = [
  { title: message('Find Help'), text: message('Tell us what you found and where. It takes about a minute.') },
  { title: message('Connect'), text: message('We show the nearest qualified providers and let them know about your request.') },
  { title: message('Get Help'), text: message('A rehabilitator or operator contacts you with advice and next steps.') },
];

const helpTypes = [
  {
    type: 'emergency',
    title: message('Wildlife Emergency'),
    intro: message('An animal is hurt, orphaned or in danger. Volunteer wildlife rehabilitators care for it free of charge.'),
    examples: [message('Injured birds or mammals'), message('Orphaned babies'), message('Stuck or trapped animals'), message('Oil-covered waterfowl')],
    cta: message('Get emergency help'),
    tone: 'border-red-200 bg-red-50',
    button: 'bg-red-700 hover:bg-red-800',
  },
  {
    type: 'conflict',
    title: message('Wildlife Conflict'),
    intro: message('An animal is where it should not be. Humane control operators solve it for a fee they set; you are never obliged to accept a quote.'),
    examples: [message('Animals in the attic or walls'), message('Property damage'), message('Under the deck or in the chimney'), message('Repeated problems')],
    cta: message('Solve a wildlife conflict'),
    tone: 'border-amber-200 bg-amber-50',
    button: 'bg-amber-700 hover:bg-amber-800',
  },
] as const;

export default function Home() {
  const [search] = useSearchParams();
  const t = useT();
  return (
    <>
      {isAccountDeletedLanding(search) ? (
        <div className="mx-auto max-w-6xl px-4 py-6">
          <SuccessBox>
            <strong>{t('Your account has been deleted')}</strong>{' '}
            {t(
              'and you are signed out on every device. Requests a provider answered are kept for that provider, without your name, street address, phone number or e-mail address.',
            )}
          </SuccessBox>
        </div>
      ) : null}
      <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('Found a wild animal that needs help?')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">
            {t(
              'Wildline connects you with volunteer wildlife rehabilitators for injured and orphaned animals, and with humane wildlife control operators when an animal is in your home. Anywhere in the United States.',
            )}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={wizardUrl('emergency', 2)}
              className="rounded-lg bg-red-600 px-6 py-4 text-center text-lg font-semibold text-white shadow hover:bg-red-700"
            >
              {t('Wildlife Emergency')}
            </Link>
            <Link
              to={wizardUrl('conflict', 2)}
              className="rounded-lg bg-white px-6 py-4 text-center text-lg font-semibold text-brand-900 shadow hover:bg-brand-50"
            >
              {t('Wildlife Conflict')}
            </Link>
          </div>
          <p className="mt-6 text-sm text-brand-100">
            {t(
              'Wildline is a connecting service, not an emergency service. If a person has been bitten or scratched, call your doctor or local health department.',
            )}
          </p>
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-it-works" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('How it works')}
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800">{index + 1}</span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(step.title)}</h3>
              <p className="mt-2 text-slate-700">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="help-types" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="help-types" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('What kind of help do you need?')}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            {helpTypes.map((help) => (
              <article key={help.type} className={`rounded-xl border p-6 ${help.tone}`}>
                <h3 className="text-xl font-semibold text-slate-900">{t(help.title)}</h3>
                <p className="mt-2 text-slate-700">{t(help.intro)}</p>
                <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-800">
                  {help.examples.map((example) => (
                    <li key={example}>{t(example)}</li>
                  ))}
                </ul>
                <Link to={wizardUrl(help.type, 2)} className={`mt-6 inline-block rounded-lg px-5 py-3 font-semibold text-white ${help.button}`}>
                  {t(help.cta)}
                </Link>
              </article>
            ))}
          </div>
          <p className="mt-6 text-slate-700">
            {t('Not sure? Read')}{' '}
            <Link to="/help-guide" className="font-semibold text-brand-700 underline">
              {t('how to use Wildline')}
            </Link>{' '}
            {t('or browse')}{' '}
            <Link to="/resources" className="font-semibold text-brand-700 underline">
              {t('common wildlife issues')}
            </Link>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="professionals" className="mx-auto max-w-6xl px-4 py-14">
        <div className="rounded-2xl bg-brand-50 p-8 sm:flex sm:items-center sm:justify-between sm:gap-8">
          <div>
            <h2 id="professionals" className="text-2xl font-bold text-slate-900">
              {t('Are you a rehabilitator or wildlife control professional?')}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              {t(
                'Claim your listing or create one, show your standards level, and receive requests from people near you. Wildline takes no share of your fees.',
              )}
            </p>
          </div>
          <div className="mt-6 flex shrink-0 flex-col gap-3 sm:mt-0">
            <Link to="/claim-listing" className="rounded-lg bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800">
              {t('Claim or create a listing')}
            </Link>
            <Link to="/standards" className="text-center font-semibold text-brand-800 underline">
              {t('Our standards')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="stories" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="stories" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('Success stories')}
          </h2>
          <p className="mt-2 text-sm font-medium text-slate-600">{t('Sample stories: illustrations of how Wildline works, not real testimonials.')}</p>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {sampleTestimonials.map((story) => (
              <li key={story.name} className="rounded-xl border border-slate-200 bg-white p-6">
                <figure>
                  <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t(story.situation)}</p>
                  <blockquote className="mt-3 text-slate-800">“{t(story.quote)}”</blockquote>
                  <figcaption className="mt-4 text-sm text-slate-600">
                    {t('{{name}} (sample)', { name: story.name })}, {t(stateName(story.state))}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="final-cta" className="mx-auto max-w-6xl px-4 py-14 text-center">
        <h2 id="final-cta" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('An animal needs help right now?')}
        </h2>
        <p className="mt-2 text-slate-700">{t('Start a request and see the nearest providers in about a minute.')}</p>
        <Link to="/find-help" className="mt-6 inline-block rounded-lg bg-red-700 px-8 py-4 text-lg font-semibold text-white hover:bg-red-800">
          {t('Find Help Now')}
        </Link>
      </section>
    </>
  );
}
