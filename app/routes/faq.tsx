import { contentRoute } from '../components/content-page.tsx';
import { FaqContent } from '../content/faq-content.tsx';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/faq';

const page = contentRoute({
  title: 'Frequently Asked Questions',
  description: 'Answers for wildlife rehabilitators and control operators: requests, listings, verification, fees and working within the law.',
  intro: 'Short answers to the questions providers ask most. For more detail, see Provider Resources.',
  Content: FaqContent,
});

// SPEC §2 "Routes needing a logged-in user": any signed-in account, not only providers.
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return null;
}

export const meta = page.meta;
export default page.Component;
