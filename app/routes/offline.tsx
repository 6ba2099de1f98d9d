import { Link } from '../components/link.tsx';
import { ContentPage } from '../components/content-page.tsx';
import { localeOfPath } from '../../common/locales.ts';
import { generalFirstAid } from '../lib/services.server.ts';
import { useT } from '../lib/i18n.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/offline';

// What the service worker shows, with no connection, for any page it has not kept
// (service-worker/sw.ts, docs/decisions/029): asking for help needs a connection; the numbers the
// person was last shown, the first-aid steps and the guide pages kept on this device do not. The
// worker fills in the numbers and the kept pages. /es/offline is the same page in Spanish.

export function loader({ request }: Route.LoaderArgs) {
  return { firstAid: generalFirstAid(localeOfPath(new URL(request.url).pathname)) };
}

export const meta = ({ location }: Route.MetaArgs) => [
  ...pageMeta('You are offline', 'Wildline with no connection: first aid, and the guide pages kept on this device.', location),
  { name: 'robots', content: 'noindex' },
];
export const headers = publicPage;
export const handle = WITHOUT_JAVASCRIPT;

export default function Offline({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ContentPage
      title={t('You are offline')}
      intro={t('Finding help near you and sending a request need a connection. When you have signal again, reload this page.')}
    >
      {/* The numbers the person was last shown, which the service worker fills in and shows (docs/decisions/046). */}
      <section id="saved-numbers-section" hidden aria-labelledby="saved-numbers-heading">
        <h2 id="saved-numbers-heading">{t('Numbers you were given')}</h2>
        <p>{t('A phone call needs no data connection. These are the numbers you were last shown:')}</p>
        <ul id="saved-numbers"></ul>
      </section>
      <h2>{t('While you wait')}</h2>
      <ul>
        {loaderData.firstAid.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <h2>{t('The guide on this device')}</h2>
      <p>{t('These pages open without a connection:')}</p>
      <ul>
        <li>
          <Link to="/resources">{t('Common wildlife issues')}</Link>
        </li>
        <li>
          <Link to="/help-guide">{t('How to Use Wildline')}</Link>
        </li>
      </ul>
      <p>{t('And so do the guide pages you opened before:')}</p>
      {/* Introduced by the paragraph above, as it is to the eye: a list takes no name of its own (html-validate's aria-label-misuse). */}
      <ul id="saved-guide-pages"></ul>
    </ContentPage>
  );
}
