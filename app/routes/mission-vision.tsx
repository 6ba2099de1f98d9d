import { contentRoute } from '../components/content-page.tsx';
import { MissionVisionContent } from '../content/mission-vision-content.tsx';
import { publicPage } from '../lib/public-page.server.ts';
import { WITHOUT_JAVASCRIPT } from '../lib/page-scripts.ts';

const page = contentRoute({
  title: 'Mission & Vision',
  description: 'Why Wildline exists: timely, humane help for wild animals and the people who find them.',
  intro: 'Every wild animal in trouble, and every person who finds one, deserves quick and humane help.',
  Content: MissionVisionContent,
});
// The same for every visitor who is not signed in: rendered once and kept.
export const headers = publicPage;

export const meta = page.meta;
export const handle = WITHOUT_JAVASCRIPT;
export default page.Component;
