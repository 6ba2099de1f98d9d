import { Link } from '../components/link.tsx';
import { ContentPage } from '../components/content-page.tsx';
import { localeOfPath } from '../../common/locales.ts';
import { generalFirstAid } from '../lib/services.server.ts';
import { useT } from '../lib/i18n.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/offline';

// What the service worker shows, with no connection, for any page it has not kept (issue 19,
// service-worker/sw.ts): asking for help needs a connection; the first-aid steps and the guide
// pages kept on this device do not. The worker fills the list of kept pages in. /es/offline is
// the same page in Spanish (issue 18), with the first-aid steps in Spanish.

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
      <ul id="saved-guide-pages" aria-label={t('Guide pages kept on this device')}></ul>
    </ContentPage>
  );
}
