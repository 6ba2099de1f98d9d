import { redirect } from 'react-router';
import { requestServices } from '../lib/session.server.ts';
import { sendDraftPhotos } from '../lib/wizard.server.ts';
import type { Route } from './+types/find-help-photos';

// The wizard's photos sent by the page's script as soon as they are chosen, so that it
// can show their progress: the same check and storage as the step's own form, answered as JSON.
/** Only the script posts here: a visit goes to the wizard. */
export const loader = () => redirect('/find-help');

export async function action({ request, context }: Route.ActionArgs) {
  return sendDraftPhotos(requestServices(context), request);
}
