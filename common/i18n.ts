import i18next, { type Resource, type TFunction } from 'i18next';
import type { Locale } from './locales.ts';

// The site's words in each language (issue 18, docs/decisions/033). A message's key is its English
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
export const message = (english: string): string => english;
