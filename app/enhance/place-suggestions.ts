import type { PlaceSuggestion } from '../../server/lib/geocoder.ts';
import { fillForm, suggestedPlaces } from './fill-form.ts';
import { countWords } from './words.ts';

// A location field that suggests places as you type (US addresses only) and fills the
// street, city, state and ZIP from the chosen one, and its place id, so the server can locate a
// chosen street address exactly: an ARIA 1.2 combobox. The server renders the field, its hidden
// list and status (app/components/wizard/place-field.tsx); this gives the field and the list
// their roles (a listbox in the page without the script would be a widget nothing works).

const DEBOUNCE_MS = 200;
const OPTION_CLASS = 'cursor-pointer px-3 py-2 text-slate-900 hover:bg-slate-100 aria-selected:bg-brand-700 aria-selected:text-white';

export function enhancePlaceField(input: HTMLInputElement) {
  const list = document.getElementById(input.dataset.placeList ?? '');
  const status = document.getElementById(input.dataset.placeStatus ?? '');
  if (!list || !status) return;
  let suggestions: PlaceSuggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', list.dataset.label ?? '');
  const optionId = (index: number) => `${list.id}-${index}`;

  const show = (open: boolean) => {
    list.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    list.querySelectorAll('[role="option"]').forEach((option, index) => option.setAttribute('aria-selected', String(index === active)));
    if (open && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
    status.textContent = open ? countWords(status, 'suggested', suggestions.length) : '';
  };
  const choose = (place: PlaceSuggestion) => {
    fillForm(input.form, place, input.name);
    active = -1;
    show(false);
  };
  const render = () => {
    list.replaceChildren(
      ...suggestions.map((place, index) => {
        const option = document.createElement('li');
        option.id = optionId(index);
        option.setAttribute('role', 'option');
        option.className = OPTION_CLASS;
        option.textContent = place.label;
        // mousedown, not click: it comes before the input's blur closes the list
        option.addEventListener('mousedown', (event) => {
          event.preventDefault();
          choose(place);
        });
        return option;
      }),
    );
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    controller?.abort();
    const query = input.value;
    if (query.trim().length < 2) return show(false);
    controller = new AbortController();
    const { signal } = controller;
    timer = setTimeout(() => {
      suggestedPlaces(query, signal)
        .then((found) => {
          suggestions = found;
          active = -1;
          render();
          // Only for the field still being typed in: the person may have moved on.
          show(found.length > 0 && document.activeElement === input);
        })
        .catch(() => {}); // aborted by the next keystroke, or offline: the fields still work by hand
    }, DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    if (list.hidden || suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      active = (active + (event.key === 'ArrowDown' ? 1 : -1) + suggestions.length) % suggestions.length;
      show(true);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault(); // choose, do not submit the step yet
      choose(suggestions[active]!);
    } else if (event.key === 'Escape') {
      show(false);
    }
  });
  input.addEventListener('blur', () => show(false));
}
