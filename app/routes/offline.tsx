import { Link } from '../components/link.tsx';
import { ContentPage } from '../components/content-page.tsx';
import { GENERAL_FIRST_AID } from '../lib/services.server.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/offline';

// What the service worker shows, with no connection, for any page it has not kept (issue 19,
// service-worker/sw.ts): asking for help needs a connection; the first-aid steps and the guide
// pages kept on this device do not. The worker fills the list of kept pages in.

export function loader() {
  return { firstAid: GENERAL_FIRST_AID };
}

export const meta = () => [
  ...pageMeta('You are offline', 'Wildline with no connection: first aid, and the guide pages kept on this device.'),
  { name: 'robots', content: 'noindex' },
];
export const headers = publicPage;
export const handle = WITHOUT_JAVASCRIPT;

export default function Offline({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage title="You are offline" intro="Finding help near you and sending a request need a connection. When you have signal again, reload this page.">
      <h2>While you wait</h2>
      <ul>
        {loaderData.firstAid.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <h2>The guide on this device</h2>
      <p>
        The <Link to="/resources">guide to common wildlife issues</Link> and <Link to="/help-guide">how to use Wildline</Link> open without a connection, and so
        do the guide pages you opened before:
      </p>
      <ul id="saved-guide-pages" aria-label="Guide pages kept on this device"></ul>
    </ContentPage>
  );
}
