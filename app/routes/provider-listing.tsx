import { Form, redirect, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { sentList, sentText } from '../lib/action-result.ts';
import { shownStandardsLevel, STANDARDS_LEVELS } from '../../common/matching.ts';
import { HOTLINE_FIELD_LABEL, hoursReadAs, translating } from '../../common/opening-hours.ts';
import { WEEKDAY_LABELS, WEEKDAYS } from '../../common/providers.ts';
import { timeZoneOf } from '../../common/us-states.ts';
import { ZListingEdit, ZListingEmailsChoice } from '../../common/providers-schemas.ts';
import { SampleListingBadge } from '../components/listing-badges.tsx';
import { Checkbox, ErrorSummary, Field, fieldId, FieldMessages, SubmitButton, SuccessBox, TextArea } from '../components/form.tsx';
import { ListingDocuments } from '../components/listing-documents.tsx';
import { ListingEmails } from '../components/listing-emails.tsx';
import { useStandardsLevelName, WithStandardsLevelName } from '../components/standards-level-name.tsx';
import { invalidForm, parseForm, runFormAction } from '../lib/forms.server.ts';
import { isDocumentForm, runDocumentForm, withDocumentForm } from '../lib/listing-documents.server.ts';
import { readForPage } from '../lib/page-errors.server.ts';
import { getOwnListing, listActiveAnimalTypes, listingDocuments, listingEmails, updateOwnListing } from '../lib/services.server.ts';
import { requireRole, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/provider-listing';
import { message } from '../../common/i18n.ts';
import { animalTypeLabel } from '../../common/localized-text.ts';
import { useLocale, useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('My Listing'), message('Keep your Wildline listing right: services, animals, hours and how to reach you.'), location);

const NO_LEVEL = message('No standards level');
const SHOWN_NOW = message('Shown now: {{level}}. A new level shows once we have verified it (see');
const WAITING_FOR = message('Waiting for verification: {{level}}.');

// A provider edits its own listing with a plain form (works without JavaScript).
// Below it, the listing's verification documents, uploaded with a form of their own.
// Last, whether its address is e-mailed requests while no account runs it (docs/decisions/058).
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = requireRole(context, request, 'provider');
  const { db } = requestServices(context);
  // No listing of its own (yet): the page to claim or create one.
  const toClaim = () => {
    throw redirect('/claim-listing');
  };
  const [listing, animals, own, emails] = await readForPage(
    () =>
      Promise.all([
        getOwnListing(db, actor),
        listActiveAnimalTypes(db, actor),
        listingDocuments.listOwnListingDocuments(db, actor),
        listingEmails.ownListingEmails(db, actor),
      ]),
    { on: { FORBIDDEN: toClaim, NOT_FOUND: toClaim } },
  );
  return { listing, animals, documents: own?.documents ?? [], emails, saved: new URL(request.url).searchParams.get('saved') === '1' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireRole(context, request, 'provider');
  return withDocumentForm(request, async (form) => {
    if (isDocumentForm(form)) return runDocumentForm(requestServices(context).db, actor, form, '/provider-dashboard/listing');
    if (form.get('intent') === 'emails') {
      const choice = await parseForm(form, ZListingEmailsChoice);
      const extra = { intent: 'emails' as const };
      if (!choice.ok) return invalidForm(choice, extra);
      const stop = choice.data.emails === 'stop';
      return runFormAction(
        async () => {
          await listingEmails.setOwnListingEmails(requestServices(context).db, actor, stop);
          throw redirect(`/provider-dashboard/listing?emails=${stop ? 'stopped' : 'resumed'}#request-emails`);
        },
        { extra },
      );
    }
    const parsed = await parseForm(form, ZListingEdit);
    const extra = { intent: 'listing' as const };
    if (!parsed.ok) return invalidForm(parsed, extra);
    return runFormAction(
      async () => {
        await updateOwnListing(requestServices(context).db, actor, parsed.data);
        throw redirect('/provider-dashboard/listing?saved=1');
      },
      { values: parsed.values, extra },
    );
  });
}

const boxClass = 'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2';

export default function ProviderListing() {
  const t = useT();
  const locale = useLocale();
  const { listing, animals, documents, emails, saved } = useLoaderData<typeof loader>();
  const answer = useSettledActionData<typeof action>();
  const documentsResult = answer?.intent === 'documents' ? answer : undefined;
  const result = answer?.intent === 'listing' ? answer : undefined;
  const errors = result?.fieldErrors ?? {};
  // After a refusal the form shows what was sent (a page without JavaScript is drawn anew), else what is stored.
  const sent = result?.values;
  const text = (name: string, stored: string) => sentText(sent, name) ?? stored;
  const list = (name: string, stored: string[]) => sentList(sent, name) ?? stored;
  const levelName = useStandardsLevelName();
  const shownLevel = shownStandardsLevel(listing);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <Link to="/provider-dashboard" className="text-brand-700 underline">
        {t('Back to the provider dashboard')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('My Listing')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {listing.name} · {listing.city}, {listing.state} <SampleListingBadge sample={listing.sample} className="ml-1 align-middle" />
      </p>
      {saved && !result ? <SuccessBox>{t('Your listing is saved.')}</SuccessBox> : null}
      <Form method="post" noValidate className="mt-6 space-y-6">
        <ErrorSummary formError={result?.formError} fieldErrors={errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('Phone')} name="phone" type="tel" autoComplete="tel" required defaultValue={text('phone', listing.phone ?? '')} errors={errors} />
          <Field label={t('E-mail')} name="email" type="email" autoComplete="email" defaultValue={text('email', listing.email ?? '')} errors={errors} />
        </div>
        <Field label={t('Website')} name="website" type="url" autoComplete="url" defaultValue={text('website', listing.website ?? '')} errors={errors} />
        <TextArea label={t('Description')} name="description" defaultValue={text('description', listing.description ?? '')} errors={errors} />
        <TextArea
          label={t('Services')}
          name="services"
          defaultValue={text('services', listing.services.join('\n'))}
          hint={t('One per line.')}
          errors={errors}
        />

        <fieldset aria-describedby={errors.animals ? 'listing-animals-error' : 'listing-animals-hint'}>
          <legend className="text-sm font-medium text-slate-800">{t('Animals you take')}</legend>
          <p id="listing-animals-hint" className="text-sm text-slate-600">
            {t('Choose none to take every animal.')}
          </p>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">
            {animals.map((animal, index) => (
              <label key={animal.id} className="flex items-center gap-2">
                <input
                  id={index === 0 ? fieldId('animals') : undefined}
                  type="checkbox"
                  name="animals"
                  value={animal.name}
                  defaultChecked={list('animals', listing.animals).includes(animal.name)}
                />{' '}
                {animalTypeLabel(animal, locale)}
              </label>
            ))}
          </div>
          <FieldMessages id="listing-animals-error" messages={errors.animals} />
        </fieldset>

        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('Days you are available')}</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {WEEKDAYS.map((day, index) => (
              <label key={day} className="flex items-center gap-2">
                <input
                  id={index === 0 ? fieldId('availabilityDays') : undefined}
                  type="checkbox"
                  name="availabilityDays"
                  value={day}
                  defaultChecked={list('availabilityDays', listing.availabilityDays).includes(day)}
                />{' '}
                {t(WEEKDAY_LABELS[day])}
              </label>
            ))}
          </div>
          <FieldMessages id="listing-days-error" messages={errors.availabilityDays} />
        </fieldset>
        <Field
          label={t('Hours')}
          name="availabilityHours"
          defaultValue={text('availabilityHours', listing.availabilityHours)}
          hint={`${t('For example 9:00 AM - 5:00 PM, or 24 hours.')} ${hoursReadAs(listing, timeZoneOf(listing.state), translating(t), locale)}`}
          errors={errors}
        />
        <Checkbox
          label={t(HOTLINE_FIELD_LABEL)}
          name="hotline24h"
          defaultChecked={sent ? sentText(sent, 'hotline24h') === 'on' : listing.hotline24h}
          errors={errors}
        />

        {listing.type === 'control' ? (
          <div>
            <label htmlFor={fieldId('standards')} className="block text-sm font-medium text-slate-800">
              {t('Standards level')}
            </label>
            <select
              id={fieldId('standards')}
              name="standards"
              defaultValue={text('standards', listing.requestedStandards ?? listing.standards)}
              aria-describedby="listing-standards-hint"
              className={boxClass}
            >
              {STANDARDS_LEVELS.map((level) => {
                const name = level === 'none' ? null : levelName(level);
                return (
                  <option key={level} value={level} lang={name?.inEnglish ? 'en' : undefined}>
                    {name ? name.text : t(NO_LEVEL)}
                  </option>
                );
              })}
            </select>
            <p id="listing-standards-hint" className="mt-1 text-sm text-slate-600">
              {shownLevel ? <WithStandardsLevelName message={SHOWN_NOW} level={shownLevel} /> : null}{' '}
              <Link to="/standards" className="underline">
                {t('the standards')}
              </Link>
              ).
              {listing.requestedStandards ? ' ' : ''}
              {listing.requestedStandards === 'none' ? t(WAITING_FOR, { level: t(NO_LEVEL) }) : null}
              {listing.requestedStandards && listing.requestedStandards !== 'none' ? (
                <WithStandardsLevelName message={WAITING_FOR} level={listing.requestedStandards} />
              ) : null}
            </p>
          </div>
        ) : (
          <input type="hidden" name="standards" value="none" />
        )}
        <TextArea
          label={t('Certifications and permits')}
          name="certifications"
          defaultValue={text('certifications', listing.certifications.join('\n'))}
          hint={t('One per line.')}
          errors={errors}
        />
        <SubmitButton pendingLabel={t('Saving...')} pendingFor={(form) => !form.has('intent')}>
          {t('Save my listing')}
        </SubmitButton>
      </Form>
      <ListingDocuments documents={documents} result={documentsResult} state={listing.state} />
      <ListingEmails stoppedAt={emails.stoppedAt} state={listing.state} result={answer?.intent === 'emails' ? answer : undefined} />
    </div>
  );
}
