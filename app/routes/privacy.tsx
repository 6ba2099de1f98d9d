import { contentRoute } from '../components/content-page.tsx';
import { PrivacyContent } from '../content/privacy-content.tsx';
import { PrivacyContentEs } from '../content/es/privacy-content.tsx';
import { message } from '../../common/i18n.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: message('Privacy Policy'),
  description: message('How Wildline collects, uses, shares and protects your information.'),
  intro: message('What we collect, why, who sees it, and the choices you have.'),
  Content: { en: PrivacyContent, es: PrivacyContentEs },
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
