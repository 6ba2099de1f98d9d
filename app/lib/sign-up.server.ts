import '../../common/i18n-catalogs.ts';
import { message, translator } from '../../common/i18n.ts';
import type { TRegister } from '../../common/auth-schemas.ts';
import type { Actor } from '../../server/auth/actor.ts';
import { rememberOwnLocale } from '../../server/features/users/service.ts';
import { localeOfPath, localizedPath } from '../../common/locales.ts';
import { countSignUp, mayMailAccountExists } from '../../server/auth/attempt-limits.ts';
import { isAuthRefusal } from '../../server/auth/auth.ts';
import type { RequestContext } from '../../server/context.ts';
import { actorFromRequest } from '../../server/auth/session.ts';
import { queueMail } from '../../server/lib/mailer.ts';
import { tooManyAttemptsMessage } from '../../server/lib/rate-limit.ts';
import { clientIp, cookiesOf } from './session.server.ts';

// Account creation for the register page and the wizard's last step, throttled per IP and per
// e-mail against abuse: generous per IP, which many people may share, tight per e-mail, which one person owns (attempt-limits.ts).
// New accounts are always role `user` (enforced in server/auth/auth.ts).

/**
 * `userId` is null when the e-mail already has an account: the register page then answers as for
 * a new account (no user enumeration, docs/decisions/007), only without a session, and the owner is told
 * by e-mail.
 */
const REGISTRATION_FAILED = message('An error occurred during registration');

export type SignUpResult = { ok: true; cookies: Headers; userId: string | null } | { ok: false; message: string; status: number };

export async function signUp(
  { auth, db, mailer, config }: Pick<RequestContext, 'auth' | 'db' | 'mailer' | 'config'>,
  request: Request,
  account: Pick<TRegister, 'email' | 'password' | 'fullName' | 'phone'>,
): Promise<SignUpResult> {
  const counted = await countSignUp(db, account.email, clientIp(request));
  if (!counted.allowed) return { ok: false, status: 429, message: tooManyAttemptsMessage(counted.retryAfterMs) };
  let response: Response;
  try {
    response = await auth.api.signUpEmail({
      body: { email: account.email, password: account.password, name: account.fullName, phone: account.phone || undefined },
      headers: request.headers,
      asResponse: true,
    });
  } catch (error) {
    // Called in process, a refusal from one of better-auth's hooks (a password that is the
    // e-mail address) is thrown rather than answered: it is the service's message all the same.
    if (isAuthRefusal(error)) return { ok: false, status: error.statusCode, message: error.message || REGISTRATION_FAILED };
    throw error;
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string; user?: { id?: string } };
  // The page's language: an account made on a Spanish page gets its e-mails in Spanish.
  const locale = localeOfPath(new URL(request.url).pathname);
  if (response.ok && body.user?.id) {
    const me: Actor = { kind: 'user', id: body.user.id, role: 'user', email: account.email, fullName: account.fullName, providerId: null };
    await rememberOwnLocale(db, me, locale);
    return { ok: true, cookies: cookiesOf(response), userId: body.user.id };
  }
  if (body.code?.startsWith('USER_ALREADY_EXISTS')) {
    // better-auth answers a known address before hashing anything: the hash a new account costs
    // is made here too, so the answer takes as long (docs/decisions/007).
    await (await auth.$context).password.hash(account.password);
    // Past the limit the answer stays the same (nothing to learn from it); only the mail is not
    // sent again, so /register cannot fill someone's inbox.
    if (!(await mayMailAccountExists(db, account.email))) return { ok: true, cookies: new Headers(), userId: null };
    // Queued: waiting for the mail server, or failing with it, would tell that the address is known.
    // In the language of the page it was tried on, with links to the pages in it.
    const t = translator(locale);
    await queueMail(
      { db, config, mailer },
      {
        to: account.email,
        subject: t('Your Wildline account'),
        text: [
          t('Someone, perhaps you, tried to create a Wildline account with this e-mail address, which already has one.'),
          '',
          t('If it was you, sign in at {{login}}, or choose a new password at {{reset}}.', {
            login: `${config.baseUrl}${localizedPath('/login', locale)}`,
            reset: `${config.baseUrl}${localizedPath('/forgot-password', locale)}`,
          }),
          '',
          t('If it was not you, you can ignore this e-mail: nothing has changed.'),
          '',
          'Wildline',
        ].join('\n'),
      },
    );
    return { ok: true, cookies: new Headers(), userId: null };
  }
  // The service's message, else a general one: never a stack or an internal detail.
  return { ok: false, status: response.status, message: body.message || REGISTRATION_FAILED };
}

/** The account behind the session a sign-in or sign-up just made, read back through its cookies. */
export async function sessionActor(services: RequestContext, cookies: Headers): Promise<Extract<Actor, { kind: 'user' }> | null> {
  const cookie = cookies
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  const { actor } = await actorFromRequest(services.auth, new Headers({ cookie }));
  return actor.kind === 'user' ? actor : null;
}
