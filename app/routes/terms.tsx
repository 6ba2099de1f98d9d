import { contentRoute } from '../components/content-page.tsx';
import { TermsContent } from '../content/terms-content.tsx';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: 'Terms of Service',
  description: 'The terms for using Wildline, for requesters and for provider accounts.',
  intro: 'Please read these terms before you use Wildline or list your organization.',
  Content: TermsContent,
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
