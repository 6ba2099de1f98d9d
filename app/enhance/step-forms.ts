import { PHOTO_FIELD } from '../../common/request-photos.ts';
import { focusField } from './focus-field.ts';
import { words } from './words.ts';

// What the wizard's forms gain from the script; each step is still a plain form post that loads
// the next step's page (docs/decisions/038).

const SPINNER = 'h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent';

/**
 * One tap, one post: a pressed button with a `data-pending-label` shows it with a spinner, and
 * a second submit of the page is dropped while the first is under way. Coming back to the page
 * from the browser's cache (Back) makes it ready again.
 */
export function guardSubmits(forms: Iterable<HTMLFormElement>) {
  let sending = false;
  const restore: (() => void)[] = [];
  for (const form of forms) {
    form.addEventListener('submit', (event) => {
      if (sending) return event.preventDefault();
      sending = true;
      const button = event.submitter;
      const label = button?.dataset.pendingLabel;
      if (!button || !label) return;
      const before = [...button.childNodes];
      const spinner = Object.assign(document.createElement('span'), { className: SPINNER });
      spinner.setAttribute('aria-hidden', 'true');
      const status = Object.assign(document.createElement('span'), { className: 'inline-flex items-center gap-2' });
      status.setAttribute('role', 'status');
      status.append(spinner, label);
      button.replaceChildren(status);
      // Not `disabled`: the form's data is read after this event, and would leave the button out.
      button.setAttribute('aria-disabled', 'true');
      restore.push(() => {
        button.replaceChildren(...before);
        button.removeAttribute('aria-disabled');
      });
    });
  }
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    sending = false;
    restore.splice(0).forEach((undo) => undo());
  });
}

/** How long typing pauses before step 3's answers are saved to the draft. */
const AUTOSAVE_MS = 800;

/**
 * Step 3's answers are saved to the draft a moment after typing stops, so a reload, a sign-in
 * or the language switch keeps them; choosing the animal posts the step at once to show that
 * animal's questions (the "Show questions" button, which is how it works without the script).
 */
export function autosave(form: HTMLFormElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const answers = new FormData(form);
    answers.set('intent', 'autosave');
    answers.delete(PHOTO_FIELD); // photos are sent on their own (photos.ts), never with every pause in typing
    return fetch(form.dataset.autosave!, { method: 'POST', body: answers }).catch(() => undefined);
  };
  form.addEventListener('input', (event) => {
    clearTimeout(timer);
    if ((event.target as HTMLInputElement).type === 'file') return;
    timer = setTimeout(() => void save(), AUTOSAVE_MS);
  });
  form.addEventListener('submit', () => clearTimeout(timer));
  form.querySelectorAll<HTMLSelectElement>('select[data-refresh-with]').forEach((select) => {
    let latest = 0;
    select.addEventListener('change', () => {
      clearTimeout(timer);
      const asked = ++latest;
      void showForAnimal(form, select).then((shown) => {
        // Only the last choice counts; if it could not be shown in place, the page loads again at the field.
        if (asked === latest && !shown) document.getElementById(select.dataset.refreshWith!)?.click();
      });
    });
  });
}

/**
 * Choosing the animal (docs/decisions/051): the step is posted as "Show questions" posts it (what
 * was typed is saved, that animal's questions come back), and the parts of the page that follow
 * from the animal (`data-follows-animal`: who nearby takes it, its first aid, its questions) are
 * replaced by the same parts of the page that answers. Nothing above them moves, so the page keeps
 * its place, and the animal field keeps the focus. False when it could not be done.
 */
async function showForAnimal(form: HTMLFormElement, select: HTMLSelectElement): Promise<boolean> {
  const answers = new FormData(form);
  answers.set('intent', 'refresh');
  answers.delete(PHOTO_FIELD); // photos are sent on their own (photos.ts)
  let page: Document;
  try {
    const answer = await fetch(form.action, { method: 'POST', body: answers, headers: { Accept: 'text/html' } });
    if (!answer.ok || !answer.redirected || !answer.headers.get('content-type')?.includes('text/html')) return false;
    page = new DOMParser().parseFromString(await answer.text(), 'text/html');
  } catch {
    return false;
  }
  // An answer for another animal than the one now chosen (chosen again meanwhile) is not shown.
  const sent = page.querySelector<HTMLSelectElement>(`select[name="${select.name}"]`);
  if (sent?.querySelector('option[selected]')?.getAttribute('value') !== select.value) return true;
  const parts = [...form.ownerDocument.querySelectorAll<HTMLElement>('[data-follows-animal]')];
  const fresh = parts.map((part) => page.querySelector(`[data-follows-animal="${part.dataset.followsAnimal}"]`));
  if (fresh.some((part) => !part)) return false;
  parts.forEach((part, index) => part.replaceWith(document.importNode(fresh[index]!, true)));
  const status = form.querySelector<HTMLElement>('[data-animal-status]');
  if (status) status.textContent = words(status, 'shown', { animal: select.selectedOptions[0]?.textContent ?? '' });
  return true;
}

/** The error summary's links move focus to their field, its label in view. */
export function errorSummaryLinks(summary: HTMLElement) {
  summary.querySelectorAll<HTMLAnchorElement>('a[href^="#"]').forEach((link) =>
    link.addEventListener('click', (event) => {
      if (focusField(decodeURIComponent(link.hash.slice(1)))) event.preventDefault();
    }),
  );
}

/**
 * The donation step's Continue is disabled while "Another amount" is chosen with no
 * usable amount, and says why next to it; typing an amount chooses "Another amount". Its label
 * says what it does: continue without a pledge, or with the amount chosen (docs/decisions/049).
 * Without the script the server says what is missing, and the line under the button what it does.
 */
export function donationChoice(form: HTMLFormElement) {
  const custom = form.elements.namedItem('customAmount');
  const anotherAmount = form.querySelector<HTMLInputElement>('input[name="choice"][value="custom"]');
  const proceed = document.getElementById(form.dataset.donation ?? '');
  const why = form.querySelector<HTMLElement>('[data-why-disabled]');
  const note = form.querySelector<HTMLElement>('[data-pledge-note]');
  if (!(custom instanceof HTMLInputElement) || !anotherAmount || !(proceed instanceof HTMLButtonElement) || !why || !note) return;
  // As common/numbers.ts formatMoney writes it: cents only when there are any.
  const money = (amount: number) =>
    new Intl.NumberFormat(document.documentElement.lang === 'es' ? 'es-US' : 'en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  /** The amount chosen, as the page writes it; null for no pledge (or none usable yet). */
  const pledged = () => {
    const chosen = form.querySelector<HTMLInputElement>('input[name="choice"]:checked');
    if (chosen === anotherAmount) {
      const amount = Number(custom.value.trim());
      return custom.value.trim() !== '' && amount > 0 ? money(amount) : null;
    }
    return chosen?.dataset.amount ?? null;
  };
  const check = () => {
    const amount = custom.value.trim();
    const reason = !anotherAmount.checked ? '' : amount === '' ? why.dataset.empty! : Number(amount) >= 0 ? '' : why.dataset.negative!;
    proceed.disabled = Boolean(reason);
    proceed.setAttribute('aria-disabled', String(Boolean(reason)));
    proceed.setAttribute('aria-describedby', reason ? why.id : note.id);
    why.textContent = reason;
    const pledge = pledged();
    proceed.textContent = pledge ? words(note, 'with', { amount: pledge }) : words(note, 'without');
  };
  custom.addEventListener('input', () => {
    if (custom.value !== '') anotherAmount.checked = true;
    check();
  });
  form.addEventListener('change', check);
  check();
}
