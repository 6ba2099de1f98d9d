import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { i18n, setUpI18n } from '../common/i18n.ts';
import { localeOfPath } from '../common/locales.ts';

// React Router's default browser entry, after the page's own catalog is loaded (issue 18): a page
// hydrates in the language it was rendered in, and only that language's words are downloaded.
// The language switch is a full page load (app/components/language-switch.tsx), so it never changes here.

const catalog = localeOfPath(window.location.pathname) === 'es' ? import('../common/locales/es.json') : import('../common/locales/en.json');

void catalog.then(({ default: translation }) => {
  setUpI18n({ [localeOfPath(window.location.pathname)]: { translation } });
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
});
