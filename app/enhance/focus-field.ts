/**
 * Moves focus to an error summary's field and shows its label above it (GOV.UK's error summary).
 * False when the page has no such field: the link's own jump is then all there is.
 */
export function focusField(id: string): boolean {
  const field = document.getElementById(id);
  if (!field) return false;
  const label = field.closest('fieldset')?.querySelector('legend') ?? document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? field;
  label.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
  return true;
}
