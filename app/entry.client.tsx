import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { i18n, setUpI18n } from '../common/i18n.ts';
import { localeOfPath } from '../common/locales.ts';
import { catalogUrl } from './lib/catalog-url.ts';

// React Router's default browser entry, after the page's own catalog is loaded: a page
// hydrates in the language it was rendered in, and only that language's words are downloaded
// (asked for already by the page's <head>, root.tsx). The language switch is a full page load
// (app/components/language-switch.tsx), so it never changes here. Should the catalog not arrive,
// the page stays as the server rendered it, where every link and form works without JavaScript.

const locale = localeOfPath(window.location.pathname);

void fetch(catalogUrl(locale))
  .then((response) => (response.ok ? (response.json() as Promise<Record<string, string>>) : Promise.reject(new Error(`catalog: ${response.status}`))))
  .then((translation) => {
    setUpI18n({ [locale]: { translation } });
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <I18nextProvider i18n={i18n}>
            <HydratedRouter />
          </I18nextProvider>
        </StrictMode>,
      );
    });
  })
  .catch((error: unknown) => console.error('Wildline: the page works without JavaScript from here', error));
