import { contentRoute } from '../components/content-page.tsx';
import { TermsContent } from '../content/terms-content.tsx';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: 'Terms of Service',
  description: 'The terms for using Wildline, for requesters and for provider accounts.',
  intro: 'Please read these terms before you use Wildline or list your organization.',
  Content: TermsContent,
});
export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
