import { useEffect, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Field, useHydrated } from '../form.tsx';
import { useT } from '../../lib/i18n.ts';

// A location field that suggests places as you type (SPEC §7 maps autocomplete) and fills
// the street, city, state and ZIP from the chosen one, and its place id, so the server can
// locate a chosen street address exactly. An ARIA 1.2 combobox once hydrated; without
// JavaScript it is the plain field it was.

export interface Suggestion {
  label: string;
  address?: string;
  city: string;
  state: string;
  zip: string;
  /** Google Places only: the server locates the request by it */
  placeId?: string;
}

const DEBOUNCE_MS = 200;

/**
 * Puts a chosen place into the form's fields. A place without a street (a ZIP or a city) empties
 * the street field when it was chosen there: what was typed to find it is no street address.
 */
export function fillForm(form: HTMLFormElement | null, place: Omit<Suggestion, 'label'>, chosenIn: string) {
  const set = (name: string, value: string | undefined) => {
    const field = form?.elements.namedItem(name);
    if (value !== undefined && (field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) field.value = value;
  };
  set('address', place.address ?? (chosenIn === 'address' ? '' : undefined));
  set('city', place.city);
  set('state', place.state);
  set('zip', place.zip);
  // Every place field has its own hidden placeId; all say the last choice (an offline one has none).
  form?.querySelectorAll<HTMLInputElement>('input[name="placeId"]').forEach((field) => (field.value = place.placeId ?? ''));
}

export function PlaceField(props: ComponentProps<typeof Field>) {
  const t = useT();
  const hydrated = useHydrated();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (query.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () =>
        void (async () => {
          try {
            const res = await fetch(`/api/v1/places/suggestions?q=${encodeURIComponent(query)}`, { signal: controller.signal });
            const body = res.ok ? ((await res.json()) as { suggestions: Suggestion[] }) : { suggestions: [] };
            setSuggestions(body.suggestions);
            setActive(-1);
            // Only for the field still being typed in: the person may have moved on.
            setOpen(body.suggestions.length > 0 && document.activeElement === input.current);
          } catch {
            // Aborted by the next keystroke, or offline: the fields still work by hand.
          }
        })(),
      DEBOUNCE_MS,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const choose = (place: Suggestion) => {
    fillForm(input.current?.form ?? null, place, props.name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault(); // choose, do not submit the step yet
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  // The same elements before and after hydration, so nothing typed early is lost; the
  // combobox roles come with the script that makes them true.
  const combobox = hydrated
    ? ({
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      } as const)
    : {};
  return (
    <div className="relative">
      <Field
        {...props}
        {...combobox}
        onFocus={(event) => (input.current = event.currentTarget)}
        onChange={(event) => {
          setQuery(event.target.value);
          if (event.target.value.trim().length < 2) setOpen(false);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {hydrated ? (
        <>
          <input type="hidden" name="placeId" defaultValue="" />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('Suggested places')}
            hidden={!open}
            className="absolute z-10 mt-1 w-full overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg"
          >
            {suggestions.map((place, index) => (
              <li
                key={`${place.label}-${index}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: it comes before the input's blur closes the list
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(place);
                }}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-700 text-white' : 'text-slate-900 hover:bg-slate-100'}`}
              >
                {place.label}
              </li>
            ))}
          </ul>
          <p role="status" className="sr-only">
            {open ? t('{{count}} suggested places; use the arrow keys to choose', { count: suggestions.length }) : ''}
          </p>
        </>
      ) : null}
    </div>
  );
}
