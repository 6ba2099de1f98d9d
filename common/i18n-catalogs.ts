import { setUpI18n } from './i18n.ts';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };

// The server's catalogs, both languages at once (a browser loads only its page's, app/entry.client.tsx).
setUpI18n({ en: { translation: en }, es: { translation: es } });
