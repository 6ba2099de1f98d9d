import { contentRoute } from '../components/content-page.tsx';
import { HelpGuideContent } from '../content/help-guide-content.tsx';
import { HelpGuideContentEs } from '../content/es/help-guide-content.tsx';
import { message } from '../../common/i18n.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: message('How to Use Wildline'),
  description: message(
    'Step by step: what to do in a wildlife emergency or conflict, what to do while you wait, and when a young animal does not need rescuing.',
  ),
  intro: message('What to do, step by step, when you find a wild animal in trouble or in the wrong place.'),
  Content: { en: HelpGuideContent, es: HelpGuideContentEs },
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
