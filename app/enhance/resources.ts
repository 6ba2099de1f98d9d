import { issueSearchFromParams, issueSearchQuery, SEARCH_DEBOUNCE_MS, SEARCH_STORAGE_KEY, type TIssueSearch } from '../../common/guide-search.ts';
import { words } from './words.ts';

// The guide list's only script (docs/decisions/043). The list is a server-rendered GET
// form and plain links that work without JavaScript, and is never hydrated. This adds what React
// added: the list follows the form as it changes (debounced, the address replaced, not added to the history), and
// the last search is kept in the browser and restored on a bare /resources.

const RESULTS = 'issue-results';

/** What localStorage keeps, as it always has (SEARCH_STORAGE_KEY is named in the privacy page). */
interface StoredSearch {
  query?: string;
  category?: string;
  animalType?: string;
  type?: string;
}

function remember(search: TIssueSearch) {
  try {
    const value: StoredSearch = { query: search.q ?? '', category: search.category ?? '', animalType: search.animal ?? '', type: search.type ?? 'all' };
    localStorage.setItem(SEARCH_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // private mode: nothing to remember
  }
}

/** The remembered search's query string, through the same rules as the address bar (a stored 'all' type is no filter). */
function rememberedQuery(): string {
  try {
    const saved = JSON.parse(localStorage.getItem(SEARCH_STORAGE_KEY) ?? 'null') as StoredSearch | null;
    if (!saved) return '';
    const params = new URLSearchParams({ q: saved.query ?? '', category: saved.category ?? '', animal: saved.animalType ?? '', type: saved.type ?? '' });
    return issueSearchQuery(issueSearchFromParams(params));
  } catch {
    return ''; // storage unavailable or unreadable: start fresh
  }
}

/** The search the form's fields ask for now. */
function searchOf(form: HTMLFormElement): TIssueSearch {
  const data = new FormData(form);
  return issueSearchFromParams(
    new URLSearchParams({
      q: String(data.get('q') ?? ''),
      category: String(data.get('category') ?? ''),
      animal: String(data.get('animal') ?? ''),
      type: String(data.get('type') ?? ''),
    }),
  );
}

/**
 * Puts the fetched page's results in place of the shown ones. The count's live region stays the
 * same element, only its text changing, so a screen reader announces the new count.
 */
function show(results: HTMLElement, fresh: HTMLElement) {
  const status = results.querySelector<HTMLElement>(':scope > [aria-live]');
  const freshStatus = fresh.querySelector<HTMLElement>(':scope > [aria-live]');
  if (!status || !freshStatus) {
    results.replaceChildren(...fresh.childNodes);
    return;
  }
  const nodes = [...fresh.childNodes];
  const at = nodes.indexOf(freshStatus);
  for (const node of [...results.childNodes]) if (node !== status) node.remove();
  status.before(...nodes.slice(0, at));
  status.after(...nodes.slice(at + 1));
  status.textContent = freshStatus.textContent;
}

function followSearch(form: HTMLFormElement, results: HTMLElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  const countRegion = () => results.querySelector<HTMLElement>(':scope > [aria-live]');
  // The address whose list is shown (none after a failed search), and what its count says.
  let shown: string | null = `${location.pathname}${location.search}`;
  let said = countRegion()?.textContent ?? '';

  const search = async () => {
    pending?.abort();
    const status = countRegion();
    const address = `${location.pathname}${issueSearchQuery(searchOf(form))}`;
    if (address === shown) {
      // Back to the search shown (a search in flight was dropped): its count again.
      if (status && status.textContent !== said) status.textContent = said;
      return;
    }
    const controller = (pending = new AbortController());
    if (status) status.textContent = words(results, 'searching');
    try {
      const response = await fetch(address, { headers: { accept: 'text/html' }, signal: controller.signal });
      if (!response.ok) throw new Error(`${response.status}`);
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const fresh = page.getElementById(RESULTS);
      // Not the list (an offline page, say): the page stays as it is, and the form still submits.
      if (!fresh || controller.signal.aborted) throw new Error('no results in the page');
      show(results, fresh);
      shown = address;
      said = countRegion()?.textContent ?? '';
      const url = new URL(response.url || address, location.href);
      history.replaceState(history.state, '', `${url.pathname}${url.search}`);
      // The language switch keeps the search, as it does on a page load.
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
        const other = new URL(link.href);
        other.search = url.search;
        link.href = `${other.pathname}${other.search}`;
      }
      remember(issueSearchFromParams(url.searchParams));
    } catch {
      // A newer search took over: it shows its own list.
      if (controller.signal.aborted) return;
      if (status) status.textContent = said;
      shown = null;
      // This one failed (no signal): the list no longer matches the form, so the guide says so,
      // with Try again for the address asked for. The fields and the address stay as they are.
      const failed = document.querySelector<HTMLTemplateElement>('template#issue-search-failed')?.content.cloneNode(true) as DocumentFragment | undefined;
      const again = failed?.querySelector<HTMLAnchorElement>('a[data-try-again]');
      if (!failed || !again) return;
      again.href = address;
      results.replaceChildren(failed);
    }
  };

  // Each field's input (typing, a choice), never the fields themselves: the one being typed in keeps its focus and its text.
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void search(), SEARCH_DEBOUNCE_MS);
  };
  form.addEventListener('input', later);
  form.addEventListener('change', later);
}

const form = document.querySelector<HTMLFormElement>('form[data-issue-search]');
const results = document.getElementById(RESULTS);
const restore = location.search ? '' : rememberedQuery();
if (restore) {
  // A bare /resources shows the last search, so coming back to the guide finds it as it was left.
  location.replace(`${location.pathname}${restore}`);
} else {
  remember(issueSearchFromParams(new URLSearchParams(location.search)));
  if (form && results) followSearch(form, results);
  // "Clear search and filters" forgets the search, so the bare list it leads to stays bare.
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[data-clear-search]')) return;
    try {
      localStorage.removeItem(SEARCH_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  });
  // For tests and for the curious: the script has run.
  document.documentElement.dataset.enhanced = 'resources';
}
