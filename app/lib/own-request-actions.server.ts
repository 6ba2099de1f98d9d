import { message } from '../../common/i18n.ts';
import { OWN_REQUEST_INTENTS, type OwnRequestIntent } from '../../common/own-requests.ts';
import type { Db } from '../../server/db/client.ts';
import { actionRefused, runFormAction } from './forms.server.ts';
import { cancelOwnHelpRequest, rateProvider, resolveOwnHelpRequest, updateOwnSituation } from './services.server.ts';
import type { SignedIn } from './session.server.ts';

// The dashboard's forms on the user's own requests: each posts an `intent` and the
// request's id; the services check ownership, state and input. The answer names the request
// and the form, so the page shows it in the right place.

const SUCCESS: Record<OwnRequestIntent, string> = {
  'update-situation': message('The situation details are saved. Providers now see the new details.'),
  cancel: message('Your request is cancelled. Thank you for letting us know.'),
  resolve: message('Your request is marked resolved. Thank you for helping wildlife.'),
  rate: message('Thank you: your rating is saved. It helps us keep an eye on the providers we list.'),
};

export async function runOwnRequestAction(db: Db, user: SignedIn, form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const intent = OWN_REQUEST_INTENTS.find((known) => known === text('intent')) ?? null;
  const requestId = text('requestId') ?? '';
  if (!intent) return actionRefused({ formError: message('Unknown action.') }, { intent, requestId });
  return runFormAction(
    async () => {
      if (intent === 'update-situation') await updateOwnSituation(db, user, requestId, text('situationDetails'));
      else if (intent === 'cancel') await cancelOwnHelpRequest(db, user, requestId, text('reason'));
      else if (intent === 'resolve') await resolveOwnHelpRequest(db, user, requestId);
      else await rateProvider(db, user, requestId, { rating: text('rating') ?? '', comment: text('comment') });
    },
    { success: SUCCESS[intent], extra: { intent, requestId } },
  );
}
