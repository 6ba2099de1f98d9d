import { contentRoute } from '../components/content-page.tsx';
import { StandardsContent } from '../content/standards-content.tsx';
import { StandardsContentEs } from '../content/es/standards-content.tsx';
import { message } from '../../common/i18n.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: message('Wildlife Control Standards'),
  description: message('The three standards levels for wildlife control operators on Wildline, and how we verify providers.'),
  intro: message('What the standards badges on control operator listings mean, and how we check them.'),
  Content: { en: StandardsContent, es: StandardsContentEs },
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
