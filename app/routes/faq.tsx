import { useLoaderData } from 'react-router';
import { ContentPage } from '../components/content-page.tsx';
import { FaqContent } from '../content/faq-content.tsx';
import { FaqContentEs } from '../content/es/faq-content.tsx';
import { useLocale, useT } from '../lib/i18n.ts';
import { matchingRadiusMiles } from '../lib/services.server.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/faq';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

// Every link and form here works without JavaScript, so none is sent: the page loads faster without it.
export const handle = WITHOUT_JAVASCRIPT;

export const meta = ({ location }: Route.MetaArgs) =>
  pageMeta(
    'Frequently Asked Questions',
    'Answers for wildlife rehabilitators and control operators: requests, listings, verification, fees and working within the law.',
    location,
  );

// Any signed-in account, not only providers, so a professional can read it before claiming a listing. The
// matching radius is the administrators' setting, as matching uses it, so the answer stays true.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return { radiusMiles: await matchingRadiusMiles(requestServices(context).db) };
}

export default function Faq() {
  const { radiusMiles } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <ContentPage
      title={t('Frequently Asked Questions')}
      intro={t('Short answers to the questions providers ask most. For more detail, see Provider Resources.')}
    >
      {useLocale() === 'es' ? <FaqContentEs radiusMiles={radiusMiles} /> : <FaqContent radiusMiles={radiusMiles} />}
    </ContentPage>
  );
}
