import { redirect } from 'react-router';
import { ACCOUNT_DELETED_QUERY } from '../../common/account-deletion.ts';
import { ALERT_CHANNEL_CHOSEN, ALERT_CHANNELS } from '../../common/alert-channels.ts';
import { z } from '../../common/zod.ts';
import { message } from '../../common/i18n.ts';
import { ZChangePassword, ZPasswordConfirmation, ZProfile, type FieldErrors } from '../../common/auth-schemas.ts';
import { isAuthRefusal } from '../../server/auth/auth.ts';
import type { RequestContext } from '../../server/context.ts';
import { removePushSubscription, setAlertChannel } from '../../server/features/push/subscriptions.ts';
import { deleteOwnAccount } from '../../server/features/users/delete-account.ts';
import type { ActionResult } from './action-result.ts';
import { actionDone, actionRefused, parseForm, runFormAction } from './forms.server.ts';
import { clientIp, cookiesOf, type SignedIn } from './session.server.ts';

// The account page's forms: details, password, two-factor sign-in, deleting the
// account, browser notifications. Each answers naming its intent, so the page can show the result next to
// the right form.

export type AccountResult = ActionResult<{
  intent: string | null;
  /** while turning on two-factor sign-in: what the authenticator app needs */
  setup?: { secret: string; uri: string; backupCodes: string[] };
}>;

const ok = (intent: string, message: string, init?: ResponseInit) => actionDone(message, { intent }, init);
const invalid = (intent: string, fieldErrors: FieldErrors) => actionRefused({ formError: null, fieldErrors }, { intent });

const ZAlertChannel = z.object({ alertChannel: z.enum(ALERT_CHANNELS, message('Choose how you hear of new requests')) });

const ZCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, message('Enter the 6-digit code from your authenticator app')),
});

/** Two-factor sign-in is offered to the accounts that hold other people's data. */
export const canUseTwoFactor = (user: SignedIn) => user.role === 'admin' || user.role === 'provider';

export async function runAccountAction({ auth, db }: Pick<RequestContext, 'auth' | 'db'>, user: SignedIn, request: Request) {
  const headers = request.headers;
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  switch (intent) {
    case 'profile': {
      const parsed = await parseForm(form, ZProfile);
      if (!parsed.ok) return invalid(intent, parsed.fieldErrors);
      await auth.api.updateUser({ body: { name: parsed.data.fullName, phone: parsed.data.phone || null }, headers });
      return ok(intent, message('Your details have been saved.'));
    }
    case 'password': {
      const parsed = await parseForm(form, ZChangePassword);
      if (!parsed.ok) return invalid(intent, parsed.fieldErrors);
      const response = await auth.api.changePassword({
        body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword, revokeOtherSessions: true },
        headers,
        asResponse: true,
      });
      if (!response.ok) return invalid(intent, { currentPassword: [message('Your current password is not correct.')] });
      // A new session replaces this one, and every other device is signed out.
      return ok(intent, message('Your password has been changed. Other devices have been signed out.'), { headers: cookiesOf(response) });
    }
    case 'enable-2fa':
    case 'disable-2fa': {
      if (!canUseTwoFactor(user))
        return actionRefused({ formError: message('Two-factor sign-in is for administrators and providers.'), status: 403 }, { intent });
      const parsed = await parseForm(form, ZPasswordConfirmation);
      if (!parsed.ok) return invalid(intent, parsed.fieldErrors);
      try {
        if (intent === 'disable-2fa') {
          await auth.api.disableTwoFactor({ body: { password: parsed.data.password }, headers });
          return ok(intent, message('Two-factor sign-in is off.'));
        }
        const enabled = await auth.api.enableTwoFactor({ body: { password: parsed.data.password, method: 'totp' }, headers });
        if (enabled.method !== 'totp') throw new Error('expected a TOTP setup');
        const secret = new URL(enabled.totpURI).searchParams.get('secret') ?? '';
        return actionDone(null, { intent, setup: { secret, uri: enabled.totpURI, backupCodes: enabled.backupCodes } });
      } catch {
        return invalid(intent, { password: [message('Your password is not correct.')] });
      }
    }
    case 'verify-2fa': {
      const parsed = await parseForm(form, ZCode);
      if (!parsed.ok) return invalid(intent, parsed.fieldErrors);
      let response: Response;
      try {
        response = await auth.api.verifyTOTP({ body: { code: parsed.data.code }, headers, asResponse: true });
      } catch (error) {
        // A refusal from our hooks (the code was already used) is thrown in process.
        if (isAuthRefusal(error)) return invalid(intent, { code: [error.message] });
        throw error;
      }
      if (!response.ok) return invalid(intent, { code: [message('That code is not right, or it has expired. Please try again.')] });
      return ok(intent, message('Two-factor sign-in is on. You will be asked for a code each time you sign in.'), { headers: cookiesOf(response) });
    }
    case 'delete-account': {
      const deletion = await runFormAction(
        () => deleteOwnAccount(db, user, { password: form.get('deletePassword') ?? undefined, clientIp: clientIp(request) }),
        { extra: { intent } },
      );
      if (!deletion.data.ok) {
        // The password's messages go next to this form's field; a refusal (the last administrator) in the summary.
        const passwordErrors = deletion.data.fieldErrors.password;
        return passwordErrors
          ? actionRefused({ formError: null, fieldErrors: { deletePassword: passwordErrors }, status: deletion.init?.status }, { intent })
          : deletion;
      }
      // Its sessions are gone already: this only clears the cookies in this browser.
      const signedOut = await auth.api.signOut({ headers, asResponse: true });
      throw redirect(`/?${ACCOUNT_DELETED_QUERY}`, { headers: cookiesOf(signedOut) });
    }
    case 'alert-channel': {
      const parsed = await parseForm(form, ZAlertChannel);
      if (!parsed.ok) return invalid(intent, parsed.fieldErrors);
      return runFormAction(() => setAlertChannel(db, user, parsed.data.alertChannel), {
        success: ALERT_CHANNEL_CHOSEN[parsed.data.alertChannel],
        extra: { intent },
      });
    }
    case 'remove-device':
      return runFormAction(() => removePushSubscription(db, user, String(form.get('deviceId') ?? '')), {
        success: message('That device no longer gets notifications.'),
        extra: { intent },
      });
    default:
      return actionRefused({ formError: message('Unknown action.') }, { intent: null });
  }
}
