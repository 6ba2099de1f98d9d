import type { PlaceSuggestion } from '../../server/lib/geocoder.ts';
import { fillForm, suggestedPlaces } from './fill-form.ts';
import { words } from './words.ts';

// The location step asks for the place once: a ZIP fills its city and state, and "Use my
// location" fills all three from the phone's position (the nearest ZIP, found offline by the
// server). Without the script the server fills the city and state from the ZIP.

/** Five digits typed in the ZIP field fill the city and state, and its status says which place that is. */
export function enhanceZipField(input: HTMLInputElement) {
  const status = document.getElementById(input.dataset.zipStatus ?? '');
  if (!status) return;
  let controller: AbortController | undefined;
  input.addEventListener('input', () => {
    controller?.abort();
    status.textContent = '';
    const zip = input.value.trim();
    if (!/^\d{5}$/.test(zip)) return;
    controller = new AbortController();
    suggestedPlaces(zip, controller.signal)
      .then(([place]) => {
        if (!place) return void (status.textContent = words(status, 'unknown', { zip }));
        fillForm(input.form, { city: place.city, state: place.state, zip: place.zip }, 'zip'); // the street is left alone
        status.textContent = words(status, 'found', { city: place.city, state: place.state });
      })
      .catch(() => {}); // aborted by the next keystroke, or offline: the city and state can still be typed
  });
}

/** "Use my location": shown only where it can work, and asks for the position only when pressed. */
export function enhanceUseMyLocation(box: HTMLElement) {
  const button = box.querySelector('button');
  const status = box.querySelector<HTMLElement>('[role="status"]');
  if (!button || !status || !('geolocation' in navigator)) return;
  box.hidden = false;
  let busy = false;
  const say = (message: string, stillBusy = false) => {
    busy = stillBusy;
    if (stillBusy) button.setAttribute('aria-disabled', 'true');
    else button.removeAttribute('aria-disabled');
    status.textContent = message;
  };
  const fail = (key: string) => say(`${words(box, key)} ${words(box, 'typeZip')}`);
  button.addEventListener('click', () => {
    if (busy) return; // still enabled while busy, so the focus stays on the button
    say(words(box, 'finding'), true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const query = new URLSearchParams({ lat: String(coords.latitude), lng: String(coords.longitude) });
        fetch(`/api/v1/places/nearest?${query}`)
          .then(async (res) => {
            if (!res.ok) return fail(res.status === 404 ? 'noZip' : 'lookupFailed');
            const { place } = (await res.json()) as { place: PlaceSuggestion };
            fillForm(button.form, { city: place.city, state: place.state, zip: place.zip }, 'location');
            say(words(box, 'found', { city: place.city, state: place.state, zip: place.zip }));
          })
          .catch(() => fail('lookupFailed'));
      },
      (error) => fail(error.code === error.PERMISSION_DENIED ? 'notShared' : 'notFound'),
      { timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  });
}
