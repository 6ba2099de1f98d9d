import { contentRoute } from '../components/content-page.tsx';
import { MissionVisionContent } from '../content/mission-vision-content.tsx';
import { MissionVisionContentEs } from '../content/es/mission-vision-content.tsx';
import { message } from '../../common/i18n.ts';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: message('Mission & Vision'),
  description: message('Why Wildline exists: timely, humane help for wild animals and the people who find them.'),
  intro: message('Every wild animal in trouble, and every person who finds one, deserves quick and humane help.'),
  Content: { en: MissionVisionContent, es: MissionVisionContentEs },
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
