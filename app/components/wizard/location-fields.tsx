import { useEffect, useRef, useState } from 'react';
import { Field, useHydrated, type FieldErrors } from '../form.tsx';
import { fillForm, type Suggestion } from './place-field.tsx';
import { useT } from '../../lib/i18n.ts';
import { message } from '../../../common/i18n.ts';

// The location step asks for the place once: a ZIP fills its city and state, and "Use my
// location" fills all three from the phone's position (the nearest ZIP, found offline by the
// server). Both need JavaScript; without it the server fills the city and state from the ZIP.

/** The ZIP code field: five digits typed fill the city and state, and say which place that is. */
export function ZipField({ defaultValue, errors }: { defaultValue?: string; errors?: FieldErrors }) {
  const t = useT();
  const hydrated = useHydrated();
  const [zip, setZip] = useState('');
  const [found, setFound] = useState('');
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (!/^\d{5}$/.test(zip)) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const res = await fetch(`/api/v1/places/suggestions?q=${zip}`, { signal: controller.signal });
        const [place] = res.ok ? ((await res.json()) as { suggestions: Suggestion[] }).suggestions : [];
        if (!place) return setFound(t('We do not know ZIP code {{zip}}: please check it, or type the city and state.', { zip }));
        const form = input.current?.form ?? null;
        fillForm(form, { city: place.city, state: place.state, zip: place.zip }, 'zip'); // the street is left alone
        setFound(t('{{city}}, {{state}}: the city and state are filled in.', { city: place.city, state: place.state }));
      } catch {
        // Aborted by the next keystroke, or offline: the city and state can still be typed.
      }
    })();
    return () => controller.abort();
  }, [zip, t]);

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
        onFocus={(event) => (input.current = event.currentTarget)}
        onChange={(event) => {
          input.current = event.currentTarget;
          setZip(event.target.value.trim());
          setFound('');
        }}
      />
      {hydrated ? (
        <p role="status" className="mt-1 text-sm font-medium text-slate-800">
          {found}
        </p>
      ) : null}
    </div>
  );
}

type LocateState = { busy: boolean; message: string };

/** "Use my location": asks for the position only when pressed; shown only where it can work. */
export function UseMyLocation() {
  const t = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<LocateState>({ busy: false, message: '' });
  const button = useRef<HTMLButtonElement>(null);
  if (!hydrated || !('geolocation' in navigator)) return null;

  // Each failure is marked where it is chosen, below, so the catalogs hold its Spanish.
  const fail = (failure: string) => setState({ busy: false, message: `${t(failure)} ${t('Please type your ZIP code.')}` });
  const locate = () => {
    if (state.busy) return; // still enabled while busy, so the focus stays on the button
    setState({ busy: true, message: t('Finding your location…') });
    // Errors are caught inside: the promise is left to run on its own.
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        void (async () => {
          try {
            const res = await fetch(`/api/v1/places/nearest?${new URLSearchParams({ lat: String(coords.latitude), lng: String(coords.longitude) })}`);
            if (!res.ok)
              return fail(res.status === 404 ? message('We could not find a US ZIP code near you.') : message('We could not look up your location.'));
            const { place } = (await res.json()) as { place: Suggestion };
            fillForm(button.current?.form ?? null, { city: place.city, state: place.state, zip: place.zip }, 'location');
            setState({
              busy: false,
              message: t('Found {{city}}, {{state}} {{zip}}. Check it, then continue.', { city: place.city, state: place.state, zip: place.zip }),
            });
          } catch {
            fail(message('We could not look up your location.'));
          }
        })(),
      (error) => fail(error.code === error.PERMISSION_DENIED ? message('Your location was not shared.') : message('Your location could not be found.')),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };

  return (
    <div>
      <button
        ref={button}
        type="button"
        onClick={locate}
        aria-disabled={state.busy || undefined}
        className="w-full rounded-md border-2 border-brand-700 px-4 py-3 font-semibold text-brand-800 hover:bg-brand-50 aria-disabled:opacity-60 sm:w-auto"
      >
        <span aria-hidden="true">📍 </span>
        {t('Use my location')}
      </button>
      <p role="status" className="mt-1 text-sm font-medium text-slate-800">
        {state.message}
      </p>
    </div>
  );
}
