// The wizard's script has no catalog (docs/decisions/038): the server renders each message it may
// need, in the page's language, into a data attribute beside the element that shows it, with
// {{name}} where a value goes.

/** The message in `element`'s data attribute `key`, with its {{placeholders}} filled. */
export function words(element: HTMLElement, key: string, values: Record<string, string | number> = {}): string {
  const template = element.dataset[key] ?? '';
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A message said for a count: `${key}One` or `${key}Other`, chosen by the page's language's plural rule. */
export function countWords(element: HTMLElement, key: string, count: number): string {
  const form = new Intl.PluralRules(document.documentElement.lang || 'en').select(count) === 'one' ? 'One' : 'Other';
  return words(element, `${key}${form}`, { count });
}
