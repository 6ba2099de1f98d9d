import { redirect } from 'react-router';
import { cookiesOf, requestServices } from '../lib/session.server.ts';
import type { Route } from './+types/logout';
import { englishOnly } from '../../common/i18n.ts';

// Logout is a POST (a form in the header), so a link or an image cannot sign anyone out.
export function loader() {
  throw redirect('/');
}

export async function action({ request, context }: Route.ActionArgs) {
  // React Router refuses cross-site posts only to routes with a page, and this one has none:
  // another site's form must not sign anyone out, or end every session of their account.
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(request.url).origin) return new Response(englishOnly('Bad Request'), { status: 400 });
  const { auth, actor } = requestServices(context);
  if (actor.kind !== 'user') throw redirect('/');
  const form = await request.formData();
  // "Sign out everywhere" ends every session of this account, on every device.
  if (form.get('scope') === 'all') await auth.api.revokeSessions({ headers: request.headers });
  const response = await auth.api.signOut({ headers: request.headers, asResponse: true });
  throw redirect('/', { headers: cookiesOf(response) });
}
