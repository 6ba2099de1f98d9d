import { contentRoute } from '../components/content-page.tsx';
import { TermsContent } from '../content/terms-content.tsx';
import { TermsContentEs } from '../content/es/terms-content.tsx';
import { message } from '../../common/i18n.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: message('Terms of Service'),
  description: message('The terms for using Wildline, for requesters and for provider accounts.'),
  intro: message('Please read these terms before you use Wildline or list your organization.'),
  Content: { en: TermsContent, es: TermsContentEs },
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
