import { useLoaderData } from 'react-router';
import { ContentPage } from '../components/content-page.tsx';
import { ProviderResourcesContent } from '../content/provider-resources-content.tsx';
import { ProviderResourcesContentEs } from '../content/es/provider-resources-content.tsx';
import { useLocale, useT } from '../lib/i18n.ts';
import { matchingRadiusMiles } from '../lib/services.server.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/provider-resources';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

// Every link and form here works without JavaScript, so none is sent: the page loads faster without it.
export const handle = WITHOUT_JAVASCRIPT;

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(
    'Provider Resources',
    'For wildlife rehabilitators and control operators: how requests reach you, accepting them, your listing, verification, fees and humane practice.',
    location,
  );

// Any signed-in account, not only providers, so a
// professional can read this before claiming a listing. The matching radius is the
// administrators' setting, as matching uses it, so the page stays true when they change it.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return { radiusMiles: await matchingRadiusMiles(requestServices(context).db) };
}

export default function ProviderResources() {
  const { radiusMiles } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <ContentPage
      title={t('Provider Resources')}
      intro={t('For wildlife rehabilitators and wildlife control operators: how requests reach you, what to do with them, and how to keep your listing right.')}
    >
      {useLocale() === 'es' ? <ProviderResourcesContentEs radiusMiles={radiusMiles} /> : <ProviderResourcesContent radiusMiles={radiusMiles} />}
    </ContentPage>
  );
}
