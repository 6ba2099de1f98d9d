import { Form } from 'react-router';
import { CAPACITY_MAX_DAYS, CAPACITY_NOTE_MAX, capacityLabel, capacitySetMessage, type ListingCapacity } from '../../common/capacity.ts';
import { formatRequestTime, localDateTime, zoneName } from '../../common/dates.ts';
import { animalTypeLabel } from '../../common/localized-text.ts';
import { timeZoneOf } from '../../common/us-states.ts';
import { sentList, sentText, type ActionResult } from '../lib/action-result.ts';
import { CheckboxGroup, ErrorSummary, Field, FieldErrorsScope, SubmitButton, SuccessBox, TextArea } from './form.tsx';
import { translating } from '../../common/opening-hours.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// "Full for now" on the provider dashboard (docs/decisions/032): plain forms, so it works
// without JavaScript. The end is entered in the listing's own time and read there.

const isCapacityForm = (intent: string) => (submission: FormData) => submission.get('intent') === intent;

export function CapacitySection({
  state,
  capacity,
  animals,
  spanishNames,
  result,
  done,
  now,
}: {
  state: string;
  capacity: ListingCapacity | null;
  /** the animal types to choose from */
  animals: string[];
  /** their Spanish names, by English name (null: none yet), for a Spanish page */
  spanishNames: Record<string, string | null>;
  /** the capacity form's refusal, if any */
  result: ActionResult | undefined;
  done: string | null;
  /** ISO: the server's clock, so the page and its hydration agree */
  now: string;
}) {
  const t = useT();
  const locale = useLocale();
  const zone = timeZoneOf(state);
  const clock = new Date(now);
  const sent = result?.values;
  const checked = sentList(sent, 'animals') ?? capacity?.animals ?? [];
  const untilDefault = capacity ? localDateTime(new Date(capacity.until), zone) : '';
  const min = localDateTime(clock, zone);
  const max = localDateTime(new Date(clock.getTime() + CAPACITY_MAX_DAYS * 86_400_000), zone);
  return (
    <section id="capacity" aria-labelledby="capacity-heading" className="mt-8 rounded-xl border border-slate-200 p-4 sm:p-5">
      <h2 id="capacity-heading" className="text-xl font-semibold text-slate-900">
        {t('Full for now?')}
      </h2>
      {done && !result ? (
        <div className="mt-3">
          <SuccessBox>{done === 'set' ? capacitySetMessage(capacity, translating(t), locale) : t('Your listing takes animals again.')}</SuccessBox>
        </div>
      ) : null}
      {capacity ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          <p>
            <strong>{capacityLabel(capacity, state, clock, translating(t), locale)}</strong>
            {capacity.note ? <> · “{capacity.note}”</> : null}
          </p>
          <p className="mt-1 text-sm">
            {t(
              'Requesters see this, your listing comes after those with room, and you are not sent requests you are full for. It ends by itself on {{time}}.',
              { time: formatRequestTime(capacity.until, state, locale) },
            )}
          </p>
          <Form method="post" action="/provider-dashboard#capacity" className="mt-3 sm:max-w-xs">
            <input type="hidden" name="intent" value="end-capacity" />
            <SubmitButton pendingLabel={t('Ending…')} pendingFor={isCapacityForm('end-capacity')}>
              {t('We have room again')}
            </SubmitButton>
          </Form>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">
          {t('When you cannot take more animals, say so here: requesters see it, and you are not sent requests you are full for until the time you choose.')}
        </p>
      )}
      <FieldErrorsScope errors={result?.fieldErrors}>
        <Form method="post" action="/provider-dashboard#capacity" noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="capacity" />
          <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
          <h3 className="text-lg font-semibold text-slate-900">{t(capacity ? 'Change it' : 'Mark your listing full')}</h3>
          {/* Closed unless some are chosen: most are full for everything, and the list can be long. */}
          <details open={checked.length > 0 || Boolean(result?.fieldErrors.animals)} className="rounded-md border border-slate-200 p-3">
            <summary className="cursor-pointer font-medium text-brand-800">{t('Full only for some animals')}</summary>
            <div className="mt-3">
              <CheckboxGroup
                legend={t('Full for')}
                name="animals"
                options={animals}
                checked={checked}
                optionLabel={(animal) => animalTypeLabel({ name: animal, nameEs: spanishNames[animal] }, locale)}
                hint={t('Choose none to be full for every animal.')}
              />
            </div>
          </details>
          <Field
            label={t('Until')}
            name="until"
            type="datetime-local"
            min={min}
            max={max}
            defaultValue={sentText(sent, 'until') ?? untilDefault}
            hint={t('In {{zone}}, at most {{days}} days ahead. It ends by itself then.', { zone: zoneName(zone, locale), days: CAPACITY_MAX_DAYS })}
            required
          />
          <TextArea
            label={t('Note for requesters (optional)')}
            name="note"
            rows={2}
            maxLength={CAPACITY_NOTE_MAX}
            defaultValue={sentText(sent, 'note') ?? capacity?.note ?? ''}
            hint={t('For example: Call for raptors.')}
          />
          <div className="sm:max-w-xs">
            <SubmitButton pendingLabel={t('Saving…')} pendingFor={isCapacityForm('capacity')}>
              {t(capacity ? 'Save' : 'Mark as full')}
            </SubmitButton>
          </div>
        </Form>
      </FieldErrorsScope>
    </section>
  );
}
