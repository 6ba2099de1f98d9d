import type { PlaceSuggestion } from '../../server/lib/geocoder.ts';

export type Place = Pick<PlaceSuggestion, 'address' | 'city' | 'state' | 'zip' | 'placeId'>;

/**
 * Puts a chosen place into the form's fields. A place without a street (a ZIP or a city) empties
 * the street field when it was chosen there: what was typed to find it is no street address.
 */
export function fillForm(form: HTMLFormElement | null, place: Place, chosenIn: string) {
  const set = (name: string, value: string | undefined) => {
    const field = form?.elements.namedItem(name);
    if (value !== undefined && (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) field.value = value;
  };
  set('address', place.address ?? (chosenIn === 'address' ? '' : undefined));
  set('city', place.city);
  set('state', place.state);
  set('zip', place.zip);
  // The form's one hidden placeId says the last choice, in whichever field (an offline one has none).
  set('placeId', place.placeId ?? '');
}

/** The places the server suggests for what was typed (an empty list when it cannot say). */
export async function suggestedPlaces(query: string, signal: AbortSignal): Promise<PlaceSuggestion[]> {
  const res = await fetch(`/api/v1/places/suggestions?q=${encodeURIComponent(query)}`, { signal });
  return res.ok ? ((await res.json()) as { suggestions: PlaceSuggestion[] }).suggestions : [];
}
