import { contentRoute } from '../components/content-page.tsx';
import { AboutContent } from '../content/about-content.tsx';
import { AboutContentEs } from '../content/es/about-content.tsx';
import { message } from '../../common/i18n.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: message('About Wildline'),
  description: message(
    'Wildline connects people facing wildlife emergencies and conflicts with volunteer rehabilitators and humane control operators across the United States.',
  ),
  intro: message('A free connecting service for people who find wildlife in trouble, or wildlife in the wrong place.'),
  Content: { en: AboutContent, es: AboutContentEs },
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
