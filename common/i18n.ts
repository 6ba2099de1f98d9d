import i18next, { type Resource, type TFunction } from 'i18next';
import type { Locale } from './locales.ts';

// The site's words in each language (docs/decisions/033). A message's key is its English
// text, so English needs no catalog (only its plural forms), the Spanish catalog reads as a list
// of translations, and a message built anywhere (a form's rule, a service's refusal) is
// translated where it is shown by the same key. The catalogs are in common/locales/.

export const i18n = i18next.createInstance();

/** Starts the one instance with the catalogs given: the server gives both, a browser its page's. */
export function setUpI18n(resources: Resource): void {
  if (i18n.isInitialized) return;
  void i18n.init({
    resources,
    // Keys are English sentences: a '.' or ':' in them is text, not structure.
    keySeparator: false,
    nsSeparator: false,
    // A key missing from a catalog is shown as its English key (a test keeps the catalog complete).
    fallbackLng: false,
    returnEmptyString: false,
    // React escapes what it renders; e-mail templates escape what they interpolate.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

/** The words of `locale`, for what is not a component: e-mails, a service's messages. */
export const translator = (locale: Locale): TFunction => i18n.getFixedT(locale);

/** Marks a message for the catalogs where it is written; it is translated where it is shown. */
export const message = <English extends string>(english: English): English => english;

/**
 * Marks a text that stays English on purpose, so the catalogs' test (scripts/i18n-messages.ts)
 * leaves it: administration's words where a shared file holds them, the JSON API's, a name.
 */
export const englishOnly = <English extends string>(english: English): English => english;

/** A message with a number in it, in English: `fillMessage(message('… {{min}} …'), { min: 6 })`. */
export const fillMessage = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The Spanish catalog's templates as patterns that read a filled English message's values back. */
let templates: { bundle: object; patterns: { key: string; names: string[]; pattern: RegExp }[] } | undefined;

function templatePatterns() {
  const bundle = i18n.isInitialized ? (i18n.getResourceBundle('es', 'translation') as Record<string, string> | undefined) : undefined;
  if (!bundle) return [];
  if (templates?.bundle !== bundle) {
    const patterns = Object.keys(bundle)
      .filter((key) => key.includes('{{'))
      .map((key) => {
        const names = [...key.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => name!);
        const source = key
          .split(/\{\{\w+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('(.+?)');
        return { key, names, pattern: new RegExp(`^${source}$`) };
      });
    templates = { bundle, patterns };
  }
  return templates.patterns;
}

/**
 * A message made away from the page (a form's rule, a service's refusal) in the page's words. A
 * message filled with a number ('Password must be at least 6 characters') is found by its
 * template's shape, so the number comes along: the same on the server and in the browser. A
 * placeholder named `reason` holds another message ('Error getting help requests: {{reason}}',
 * as the error pages say it), translated the same way; any other value the catalog holds as a word of its own is
 * translated too (a state's name: 'This ZIP code is in New York, not New Jersey.').
 */
export function translateMessage(t: TFunction, text: string): string {
  const translated = t(text);
  if (translated !== text) return translated;
  for (const { key, names, pattern } of templatePatterns()) {
    const found = pattern.exec(text);
    if (found) {
      const value = (name: string, text: string) => (name === 'reason' ? translateMessage(t, text) : t(text));
      return t(key, Object.fromEntries(names.map((name, index) => [name, value(name, found[index + 1]!)])));
    }
  }
  return text;
}
