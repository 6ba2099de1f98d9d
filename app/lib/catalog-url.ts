import type { Locale } from '../../common/locales.ts';
import englishCatalog from '../../common/locales/en.json?url&no-inline';
import spanishCatalog from '../../common/locales/es.json?url&no-inline';

// Where the browser gets a page's words: a JSON file with a hashed name, so that the
// page can ask for it in its <head> while the app's scripts download (root.tsx), instead of
// after they have run (app/entry.client.tsx), a round trip later on a slow phone.

export const catalogUrl = (locale: Locale): string => (locale === 'es' ? spanishCatalog : englishCatalog);
