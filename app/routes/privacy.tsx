import { contentRoute } from '../components/content-page.tsx';
import { PrivacyContent } from '../content/privacy-content.tsx';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: 'Privacy Policy',
  description: 'How Wildline collects, uses, shares and protects your information.',
  intro: 'What we collect, why, who sees it, and the choices you have.',
  Content: PrivacyContent,
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
