import { Form, useLoaderData, useNavigation } from 'react-router';
import type { MatchedProvider } from '../../common/matching.ts';
import { StateOptions } from '../components/state-options.tsx';
import { ErrorSummary, fieldId, FieldMessages } from '../components/form.tsx';
import { CapacityNotice, OpeningBadge, SampleListingBadge, StandardsBadge, VerifiedBadge } from '../components/listing-badges.tsx';
import { NearbyProviders } from '../components/wizard/nearby-providers.tsx';
import { fieldErrorsOf } from '../../common/auth-schemas.ts';
import { ZDirectorySearch } from '../../common/providers-schemas.ts';
import { listActiveAnimalTypes, searchDirectory } from '../lib/services.server.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/view-providers';
import { telHref } from '../../common/phone.ts';
import { message } from '../../common/i18n.ts';
import { animalTypeLabel, sortedByLabel } from '../../common/localized-text.ts';
import { useLocale, useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('Find Providers'), message('Search the directory of wildlife rehabilitators and humane wildlife control operators.'), location);

// /view-providers (signed in): a GET form, so a search is a link that can be shared,
// reloaded and used without JavaScript.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db, geocoder } = requestServices(context);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const animals = await listActiveAnimalTypes(db, user);
  const searched = 'zip' in params || 'city' in params || 'state' in params; // the form was sent
  const parsed = ZDirectorySearch.safeParse(params);
  const base = { animals, query: params, searched };
  const none: Record<string, string[]> = {};
  if (!searched) return { ...base, fieldErrors: none, place: null, result: null };
  if (!parsed.success) return { ...base, fieldErrors: fieldErrorsOf(parsed.error), place: null, result: null };
  const found = await searchDirectory(db, geocoder, user, parsed.data);
  if ('fieldErrors' in found) return { ...base, fieldErrors: found.fieldErrors, place: null, result: null };
  return { ...base, fieldErrors: none, place: found.place, result: found.result };
}

const selectClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2';

function ProviderListing({ provider }: { provider: MatchedProvider }) {
  const t = useT();
  return (
    <article className="rounded-xl border border-slate-200 p-5" aria-labelledby={`provider-${provider.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`provider-${provider.id}`} className="text-lg font-semibold text-slate-900">
          {provider.name}
        </h3>
        <SampleListingBadge sample={provider.sample} />
        <VerifiedBadge verified={provider.verified} />
        <StandardsBadge listing={provider} />
        <OpeningBadge listing={provider} />
      </div>
      <p className="mt-1 text-slate-700">
        {provider.city}, {provider.state}
        {provider.distanceMiles !== null ? ` · ${t('{{distance}} miles away', { distance: provider.distanceMiles })}` : ''}
      </p>
      <CapacityNotice listing={provider} className="mt-1" />
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {provider.services.length ? (
          <div>
            <dt className="font-medium text-slate-900">{t('Services')}</dt>
            <dd className="text-slate-700">{provider.services.join(', ')}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-medium text-slate-900">{t('Animals')}</dt>
          <dd className="text-slate-700">{provider.animals.length ? provider.animals.join(', ') : t('All animals')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('Available')}</dt>
          <dd className="text-slate-700">
            {provider.availabilityDays.length ? `${provider.availabilityDays.join(', ')}, ` : ''}
            {provider.availabilityHours}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {provider.phone ? (
          <a href={telHref(provider.phone)} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t('Call {{phone}}', { phone: provider.phone })}
          </a>
        ) : null}
        {provider.website ? (
          <a
            href={provider.website}
            rel="noopener noreferrer"
            className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
          >
            {t('Website')}
            <span className="sr-only"> {t('of {{name}}', { name: provider.name })}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

export default function ViewProviders() {
  const { animals, query, fieldErrors, place, result } = useLoaderData<typeof loader>();
  const t = useT();
  const locale = useLocale();
  const navigation = useNavigation();
  const kind = query.kind === 'control' ? 'control' : 'rehabilitator';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('Find Providers')}</h1>
      <p className="mt-2 text-slate-700">
        {t('Wildlife rehabilitators care for injured and orphaned wild animals; humane control operators solve conflicts such as animals in the attic.')}
      </p>
      <Form method="get" className="mt-6 grid gap-4 rounded-xl border border-slate-200 p-5 sm:grid-cols-2">
        <ErrorSummary fieldErrors={fieldErrors} />
        <div className="sm:col-span-2">
          <label htmlFor={fieldId('zip')} className="block text-sm font-medium text-slate-800">
            {t('ZIP code')}
          </label>
          <input
            type="text"
            id={fieldId('zip')}
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            defaultValue={query.zip ?? ''}
            aria-describedby={fieldErrors.zip ? 'directory-zip-error' : 'directory-zip-hint'}
            className={selectClass}
          />
          <p id="directory-zip-hint" className="mt-1 text-sm text-slate-600">
            {t('Or leave it empty and give a city and state.')}
          </p>
          <FieldMessages id="directory-zip-error" messages={fieldErrors.zip} />
        </div>
        <div>
          <label htmlFor={fieldId('city')} className="block text-sm font-medium text-slate-800">
            {t('City')}
          </label>
          <input type="text" id={fieldId('city')} name="city" autoComplete="address-level2" defaultValue={query.city ?? ''} className={selectClass} />
        </div>
        <div>
          <label htmlFor={fieldId('state')} className="block text-sm font-medium text-slate-800">
            {t('State')}
          </label>
          <select id={fieldId('state')} name="state" defaultValue={query.state ?? ''} className={selectClass}>
            <option value="">{t('Choose a state')}</option>
            <StateOptions />
          </select>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('Looking for')}</legend>
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="kind" value="rehabilitator" defaultChecked={kind === 'rehabilitator'} /> {t('Wildlife rehabilitators')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="control" defaultChecked={kind === 'control'} /> {t('Humane wildlife control operators')}
          </label>
        </fieldset>
        <div>
          <label htmlFor={fieldId('animal')} className="block text-sm font-medium text-slate-800">
            {t('Animal')}
          </label>
          <select id={fieldId('animal')} name="animal" defaultValue={query.animal ?? ''} className={selectClass}>
            <option value="">{t('Any animal')}</option>
            {sortedByLabel(animals, locale).map((animal) => (
              <option key={animal.id} value={animal.name}>
                {animalTypeLabel(animal, locale)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 sm:col-span-2">
          {t(navigation.state === 'loading' ? 'Searching...' : 'Search')}
        </button>
      </Form>

      {result ? (
        <section aria-labelledby="results" className="mt-8">
          <h2 id="results" className="text-xl font-semibold text-slate-900">
            {result.providers.length
              ? t(kind === 'rehabilitator' ? '{{count}} rehabilitators near {{place}}' : '{{count}} control operators near {{place}}', {
                  count: result.providers.length,
                  place,
                })
              : t('Nobody listed near {{place}} yet', { place })}
          </h2>
          {result.providers.length ? (
            <>
              <p className="mt-1 text-sm text-slate-600">
                {result.byState
                  ? t('In the same state, open now first.')
                  : t('Within {{radius}} miles. Open now first, then the rest; nearest first in each.', { radius: result.radiusMiles })}
              </p>
              <ul className="mt-4 space-y-4">
                {result.providers.map((provider) => (
                  <li key={provider.id}>
                    <ProviderListing provider={provider} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <div className="mt-4">
              <NearbyProviders matches={result} kind={kind} />
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
