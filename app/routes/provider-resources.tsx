import { contentRoute } from '../components/content-page.tsx';
import { ProviderResourcesContent } from '../content/provider-resources-content.tsx';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/provider-resources';

const page = contentRoute({
  title: 'Provider Resources',
  description: 'For wildlife rehabilitators and control operators: how requests reach you, accepting them, your listing, verification, fees and humane practice.',
  intro: 'For wildlife rehabilitators and wildlife control operators: how requests reach you, what to do with them, and how to keep your listing right.',
  Content: ProviderResourcesContent,
});

// SPEC §2 "Routes needing a logged-in user": any signed-in account, not only providers, so a
// professional can read this before claiming a listing.
export function loader({ request, context }: Route.LoaderArgs) {
  requireUser(context, request);
  return null;
}

export const meta = page.meta;
export default page.Component;
