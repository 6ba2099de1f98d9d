import { Field, fieldId, type FieldErrors } from '../form.tsx';
import { message } from '../../../common/i18n.ts';
import { useT } from '../../lib/i18n.ts';

// The location step asks for the place once: a ZIP fills its city and state, and "Use my
// location" fills all three from the phone's position (the nearest ZIP, found offline by the
// server). Both need JavaScript (app/enhance/location.ts); without it the server fills the city
// and state from the ZIP. The script's messages are rendered here, in the page's language.

/** The ZIP code field: five digits typed fill the city and state, and its status says which place that is. */
export function ZipField({ defaultValue, errors }: { defaultValue?: string; errors?: FieldErrors }) {
  const t = useT();
  const statusId = `${fieldId('zip')}-status`;
  return (
    <div>
      <Field
        label={t('ZIP code')}
        name="zip"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={10}
        required
        defaultValue={defaultValue}
        errors={errors}
        hint={t('Your ZIP code is enough: we fill in the city and state.')}
        data-zip-status={statusId}
      />
      <p
        id={statusId}
        role="status"
        className="mt-1 text-sm font-medium text-slate-800 empty:hidden"
        data-unknown={t('We do not know ZIP code {{zip}}: please check it, or type the city and state.', { zip: '{{zip}}' })}
        data-found={t('{{city}}, {{state}}: the city and state are filled in.', { city: '{{city}}', state: '{{state}}' })}
      />
    </div>
  );
}

const LOCATE_FAILURES = {
  noZip: message('We could not find a US ZIP code near you.'),
  lookupFailed: message('We could not look up your location.'),
  notShared: message('Your location was not shared.'),
  notFound: message('Your location could not be found.'),
};

/** "Use my location": hidden until the script finds the phone can tell its position. */
export function UseMyLocation() {
  const t = useT();
  return (
    <div
      data-use-my-location=""
      hidden
      data-finding={t('Finding your location…')}
      data-found={t('Found {{city}}, {{state}} {{zip}}. Check it, then continue.', { city: '{{city}}', state: '{{state}}', zip: '{{zip}}' })}
      data-type-zip={t('Please type your ZIP code.')}
      data-no-zip={t(LOCATE_FAILURES.noZip)}
      data-lookup-failed={t(LOCATE_FAILURES.lookupFailed)}
      data-not-shared={t(LOCATE_FAILURES.notShared)}
      data-not-found={t(LOCATE_FAILURES.notFound)}
    >
      <button
        type="button"
        className="w-full rounded-md border-2 border-brand-700 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:opacity-60 sm:w-auto"
      >
        <span aria-hidden="true">📍 </span>
        {t('Use my location')}
      </button>
      <p role="status" className="mt-1 text-sm font-medium text-slate-800" />
    </div>
  );
}
