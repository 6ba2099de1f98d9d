import { exportOwnData } from '../lib/services.server.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import type { Route } from './+types/account-data';

// "Download my data", as the privacy page promises: the signed-in account's data as a JSON file, from a plain
// link on /account, so it works without JavaScript. Never cached: it is one person's data.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const data = await exportOwnData(requestServices(context).db, user);
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="wildline-my-data-${data.exportedAt.slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
