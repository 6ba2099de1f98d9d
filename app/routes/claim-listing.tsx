import { Form, redirect, useLoaderData, useSearchParams } from 'react-router';
import { Link } from '../components/link.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { HOTLINE_FIELD_LABEL } from '../../common/opening-hours.ts';
import { DEFAULT_AVAILABILITY_HOURS, WEEKDAY_LABELS, WEEKDAYS } from '../../common/providers.ts';
import { ZProviderListing } from '../../common/providers-schemas.ts';
import { StateOptions } from '../components/state-options.tsx';
import { Checkbox, ErrorSummary, Field, type FieldErrors, fieldId, FieldMessages, SubmitButton } from '../components/form.tsx';
import { SampleListingBadge, StandardsBadge } from '../components/listing-badges.tsx';
import { ListingDocuments, type DocumentFormResult } from '../components/listing-documents.tsx';
import { sentList, sentText } from '../lib/action-result.ts';
import { readForm, runFormAction } from '../lib/forms.server.ts';
import { isDocumentForm, runDocumentForm, withDocumentForm } from '../lib/listing-documents.server.ts';
import { readForPage } from '../lib/page-errors.server.ts';
import { listActiveAnimalTypes, listingClaims, listingDocuments } from '../lib/services.server.ts';
import { requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/claim-listing';
import { message } from '../../common/i18n.ts';
import { animalTypeLabel } from '../../common/localized-text.ts';
import { useLocale, useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('Claim or Create a Listing'), message('Claim your organization’s listing in the Wildline directory, or create a new one.'), location);

const KIND_LABELS = { rehabilitator: message('Wildlife rehabilitator'), control: message('Wildlife control operator') } as const;

// /claim-listing (signed in): the user's listing status, or a search for an unclaimed
// listing to claim and a form to create a new one. Plain forms: they work without JavaScript.
function requireClaimant(context: Route.LoaderArgs['context'], request: Request) {
  const { actor } = requestServices(context);
  if (actor.kind === 'user') return actor;
  // The claim flow: the login page's banner, then back here after signing in or registering.
  const url = new URL(request.url);
  throw redirect(`/login?claim=1&returnUrl=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireClaimant(context, request);
  const { db } = requestServices(context);
  const url = new URL(request.url);
  const welcome = url.searchParams.get('newRegistration') === '1';
  const own = await listingClaims.getOwnListingStatus(db, user);
  const none = { animals: [], query: { q: '', state: '' }, searched: false, results: [], searchErrors: {} as FieldErrors };
  // A claim waiting for approval: its documents are sent from here, for the administrators' first verification step.
  if (own.status === 'pending') return { welcome, own, ...none, documents: (await listingDocuments.listOwnListingDocuments(db, user))?.documents ?? [] };
  if (own.status !== 'none') return { welcome, own, ...none, documents: [] };
  const query = { q: url.searchParams.get('q') ?? '', state: url.searchParams.get('state') ?? '' };
  const searched = url.searchParams.has('q') || url.searchParams.has('state');
  let searchErrors: FieldErrors = {};
  // A search the service refuses is told beside its fields, with no results.
  const refusedSearch = (error: { fieldErrors?: FieldErrors }) => {
    searchErrors = error.fieldErrors ?? {};
    return [];
  };
  const results = searched ? await readForPage(() => listingClaims.searchUnclaimedListings(db, user, query), { on: { BAD_REQUEST: refusedSearch } }) : [];
  return { welcome, own, animals: await listActiveAnimalTypes(db, user), query, searched, results, searchErrors, documents: [] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireClaimant(context, request);
  const { db, geocoder } = requestServices(context);
  return withDocumentForm(request, async (form) => {
    if (isDocumentForm(form)) return runDocumentForm(db, user, form, '/claim-listing');
    const intent = form.get('intent') === 'create' ? 'create' : 'claim';
    const { input, values } = await readForm(form, ZProviderListing);
    return runFormAction(
      async () => {
        if (intent === 'claim') await listingClaims.claimListing(db, user, String(input.providerId ?? ''));
        else await listingClaims.createListing(db, geocoder, user, input);
        // The page a sent claim or listing opens on, at its top (its heading takes focus).
        throw redirect('/claim-listing?sent=1');
      },
      { values, extra: { intent } },
    );
  });
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

function ListingStatus({
  own,
  documents,
  documentsResult,
}: {
  own: Exclude<LoaderData['own'], { status: 'none' }>;
  documents: LoaderData['documents'];
  documentsResult?: DocumentFormResult;
}) {
  const t = useT();
  const { listing } = own;
  const place = `${t(KIND_LABELS[listing.type])} · ${listing.city}, ${listing.state}${listing.zip ? ` ${listing.zip}` : ''}`;
  if (own.status === 'approved') {
    return (
      <section aria-labelledby="listing-status" className="mt-8 rounded-xl border border-green-300 bg-green-50 p-6">
        <h2 id="listing-status" className="text-xl font-semibold text-green-950">
          {t('Your listing is approved')}
        </h2>
        <p className="mt-2 text-green-950">
          <strong>{listing.name}</strong> · {place}
        </p>
        <p className="mt-4">
          <Link to="/provider-dashboard" className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            {t('Go to your provider dashboard')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <section aria-labelledby="listing-status" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-6">
        <h2 id="listing-status" className="text-xl font-semibold text-amber-950">
          {t('Pending verification')}
        </h2>
        <p className="mt-2 text-amber-950">
          <strong>{listing.name}</strong> · {place}
        </p>
        <p className="mt-3 text-amber-950">
          {t(
            'Thank you. Now upload your permits, licences and proof of insurance below. An administrator reviews them and your standards, then approves the listing. You will then see help requests from people near you on your provider dashboard. Questions? See the',
          )}{' '}
          <Link to="/faq" className="underline">
            {t('provider FAQ')}
          </Link>
          .
        </p>
      </section>
      <ListingDocuments documents={documents} result={documentsResult} state={listing.state} />
    </>
  );
}

const inputClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2';

export default function ClaimListing() {
  const t = useT();
  const locale = useLocale();
  const { welcome, own, animals, query, searched, results, searchErrors, documents } = useLoaderData<typeof loader>();
  const sent = useSearchParams()[0].get('sent') === '1';
  const answer = useSettledActionData<typeof action>();
  const result = answer?.intent === 'claim' || answer?.intent === 'create' ? answer : undefined;
  const documentsResult = answer?.intent === 'documents' ? answer : undefined;
  const created = result?.intent === 'create' ? result : null;
  const errors = created?.fieldErrors ?? {};
  const value = (name: string) => sentText(created?.values, name);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageHeading focus={sent} className="text-3xl font-bold text-slate-900">
        {t('Claim or Create a Listing')}
      </PageHeading>
      {welcome ? (
        <p className="mt-3 rounded-md border border-brand-100 bg-brand-50 p-4 text-brand-900">
          {t("Welcome to Wildline! Your account is ready. Now find your organization's listing, or create a new one.")}
        </p>
      ) : null}
      {own.status !== 'none' ? (
        <ListingStatus own={own} documents={documents} documentsResult={documentsResult} />
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            {t(
              'If your organization or business is already in the directory, claim its listing. If it is not, create a new one. Either way, the listing is verified before it receives requests. An account can hold one listing.',
            )}
          </p>

          <section aria-labelledby="find-listing" className="mt-8">
            <h2 id="find-listing" className="text-xl font-semibold text-slate-900">
              {t("Find your organization's listing")}
            </h2>
            <Form method="get" className="mt-4 grid gap-4 rounded-xl border border-slate-200 p-5 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
              <div>
                <label htmlFor="claim-q" className="block text-sm font-medium text-slate-800">
                  {t('Organization name')}
                </label>
                <input
                  type="text"
                  id="claim-q"
                  name="q"
                  defaultValue={query.q}
                  className={inputClass}
                  aria-describedby={searchErrors.q ? 'claim-q-error' : undefined}
                />
                <FieldMessages id="claim-q-error" messages={searchErrors.q} />
              </div>
              <div>
                <label htmlFor="claim-state" className="block text-sm font-medium text-slate-800">
                  {t('State')}
                </label>
                <select
                  id="claim-state"
                  name="state"
                  defaultValue={query.state}
                  className={inputClass}
                  aria-describedby={searchErrors.state ? 'claim-state-error' : undefined}
                >
                  <option value="">{t('Any state')}</option>
                  <StateOptions />
                </select>
                <FieldMessages id="claim-state-error" messages={searchErrors.state} />
              </div>
              <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                {t('Search listings')}
              </button>
            </Form>
            {result?.intent === 'claim' ? (
              <div className="mt-4">
                <ErrorSummary formError={result.formError} />
              </div>
            ) : null}
            {searched ? (
              <div className="mt-6">
                <h3 className="text-lg font-semibold text-slate-900">
                  {results.length ? `${t('Unclaimed listings')} (${results.length})` : t('No unclaimed listing found')}
                </h3>
                {results.length === 0 ? (
                  <p className="mt-2 text-slate-700">{t('Try another spelling or another state, or create a new listing below.')}</p>
                ) : null}
                <ul className="mt-3 space-y-3">
                  {results.map((listing) => (
                    <li key={listing.id}>
                      <article
                        aria-labelledby={`listing-${listing.id}`}
                        className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 p-4"
                      >
                        <div>
                          <div className="flex flex-wrap items-center gap-2">
                            <h4 id={`listing-${listing.id}`} className="font-semibold text-slate-900">
                              {listing.name}
                            </h4>
                            <SampleListingBadge sample={listing.sample} />
                            <StandardsBadge listing={listing} />
                          </div>
                          <p className="text-sm text-slate-700">
                            {t(KIND_LABELS[listing.type])} · {listing.city}, {listing.state}
                            {listing.phone ? ` · ${listing.phone}` : ''}
                          </p>
                          {listing.website ? <p className="text-sm text-slate-700">{listing.website}</p> : null}
                        </div>
                        <Form method="post">
                          <input type="hidden" name="providerId" value={listing.id} />
                          <button
                            type="submit"
                            name="intent"
                            value="claim"
                            aria-label={t('Claim {{name}}', { name: listing.name })}
                            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                          >
                            {t('Claim')}
                          </button>
                        </Form>
                      </article>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>

          <section aria-labelledby="create-listing" className="mt-12">
            <h2 id="create-listing" className="text-xl font-semibold text-slate-900">
              {t('Create a new listing')}
            </h2>
            <Form method="post" noValidate className="mt-4 space-y-5 rounded-xl border border-slate-200 p-5">
              <input type="hidden" name="intent" value="create" />
              <ErrorSummary formError={created?.formError} fieldErrors={errors} />
              <Field label={t('Organization name')} name="name" required defaultValue={value('name')} errors={errors} />
              <fieldset aria-describedby={errors.type ? 'listing-type-error' : undefined}>
                <legend className="text-sm font-medium text-slate-800">{t('Type of listing')}</legend>
                {(['rehabilitator', 'control'] as const).map((kind) => (
                  <label key={kind} className="mt-1 flex items-center gap-2">
                    <input
                      id={kind === 'rehabilitator' ? fieldId('type') : undefined}
                      type="radio"
                      name="type"
                      value={kind}
                      defaultChecked={value('type') === kind}
                      required
                    />{' '}
                    {t(KIND_LABELS[kind])}
                  </label>
                ))}
                <FieldMessages id="listing-type-error" messages={errors.type} />
              </fieldset>
              <Field label={t('Street address')} name="address" autoComplete="street-address" defaultValue={value('address')} errors={errors} />
              <div className="grid gap-5 sm:grid-cols-3">
                <Field label={t('City')} name="city" required autoComplete="address-level2" defaultValue={value('city')} errors={errors} />
                <div>
                  <label htmlFor={fieldId('state')} className="block text-sm font-medium text-slate-800">
                    {t('State')}
                  </label>
                  <select
                    id={fieldId('state')}
                    name="state"
                    required
                    defaultValue={value('state') ?? ''}
                    className={inputClass}
                    aria-invalid={errors.state ? true : undefined}
                    aria-describedby={errors.state ? 'listing-state-error' : undefined}
                  >
                    <option value="">{t('Choose a state')}</option>
                    <StateOptions />
                  </select>
                  <FieldMessages id="listing-state-error" messages={errors.state} />
                </div>
                <Field label={t('ZIP code')} name="zip" required inputMode="numeric" autoComplete="postal-code" defaultValue={value('zip')} errors={errors} />
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label={t('Phone')} name="phone" type="tel" required autoComplete="tel" defaultValue={value('phone')} errors={errors} />
                <Field label={t('E-mail')} name="email" type="email" autoComplete="email" defaultValue={value('email')} errors={errors} />
              </div>
              <Field label={t('Website')} name="website" type="url" placeholder="https://" defaultValue={value('website')} errors={errors} />
              <div>
                <label htmlFor={fieldId('description')} className="block text-sm font-medium text-slate-800">
                  {t('Description')}
                </label>
                <textarea
                  id={fieldId('description')}
                  name="description"
                  rows={3}
                  maxLength={2000}
                  defaultValue={value('description')}
                  className={inputClass}
                  aria-describedby={errors.description ? 'listing-description-error' : undefined}
                />
                <FieldMessages id="listing-description-error" messages={errors.description} />
              </div>
              <div>
                <label htmlFor={fieldId('services')} className="block text-sm font-medium text-slate-800">
                  {t('Services')}
                </label>
                <textarea
                  id={fieldId('services')}
                  name="services"
                  rows={3}
                  defaultValue={value('services')}
                  className={inputClass}
                  aria-describedby={`listing-services-hint${errors.services ? ' listing-services-error' : ''}`}
                />
                <p id="listing-services-hint" className="mt-1 text-sm text-slate-600">
                  {t('One per line, for example: Rescue and transport.')}
                </p>
                <FieldMessages id="listing-services-error" messages={errors.services} />
              </div>
              <fieldset aria-describedby={`listing-animals-hint${errors.animals ? ' listing-animals-error' : ''}`}>
                <legend className="text-sm font-medium text-slate-800">{t('Animals you take')}</legend>
                <p id="listing-animals-hint" className="text-sm text-slate-600">
                  {t('Leave all unchecked if you take every animal.')}
                </p>
                <div className="mt-2 grid gap-1 sm:grid-cols-3">
                  {animals.map((animal, index) => (
                    <label key={animal.id} className="flex items-center gap-2 text-sm">
                      <input
                        id={index === 0 ? fieldId('animals') : undefined}
                        type="checkbox"
                        name="animals"
                        value={animal.name}
                        defaultChecked={sentList(created?.values, 'animals')?.includes(animal.name)}
                      />{' '}
                      {animalTypeLabel(animal, locale)}
                    </label>
                  ))}
                </div>
                <FieldMessages id="listing-animals-error" messages={errors.animals} />
              </fieldset>
              <fieldset aria-describedby={errors.availabilityDays ? 'listing-days-error' : undefined}>
                <legend className="text-sm font-medium text-slate-800">{t('Days available')}</legend>
                <div className="mt-2 flex flex-wrap gap-4">
                  {WEEKDAYS.map((day, index) => (
                    <label key={day} className="flex items-center gap-2 text-sm">
                      <input
                        id={index === 0 ? fieldId('availabilityDays') : undefined}
                        type="checkbox"
                        name="availabilityDays"
                        value={day}
                        defaultChecked={sentList(created?.values, 'availabilityDays')?.includes(day)}
                      />{' '}
                      {t(WEEKDAY_LABELS[day])}
                    </label>
                  ))}
                </div>
                <FieldMessages id="listing-days-error" messages={errors.availabilityDays} />
              </fieldset>
              <Field
                label={t('Hours available')}
                name="availabilityHours"
                defaultValue={value('availabilityHours') ?? DEFAULT_AVAILABILITY_HOURS}
                errors={errors}
              />
              <Checkbox label={t(HOTLINE_FIELD_LABEL)} name="hotline24h" defaultChecked={value('hotline24h') === 'on'} errors={errors} />
              <SubmitButton pendingLabel={t('Creating your listing...')}>{t('Create listing')}</SubmitButton>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}
