import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';

// The wizard's draft id, in the visitor's cookie (docs/decisions/053). The server makes it and
// signs it with the session secret: a value it did not make (any 36 characters a script chooses)
// is no draft at all, and the visitor starts a new one. The id itself stays the draft's only key,
// random (122 bits) and never shown in a URL. All of the draft id's handling is here.

export const DRAFT_COOKIE = 'wildline.wizard';
const DRAFT_COOKIE_MAX_AGE_S = 7 * 24 * 3600;
const COOKIE_VALUE = new RegExp(`(?:^|;\\s*)${DRAFT_COOKIE.replace('.', '\\.')}=([0-9a-f-]{36})\\.([\\w-]{43})(?:;|$)`);

const signature = (secret: string, draftId: string) => createHmac('sha256', secret).update(`wizard-draft\n${draftId}`).digest('base64url');

/** The cookie's value for a draft id: the id and its signature. */
export const signedDraftId = (secret: string, draftId: string) => `${draftId}.${signature(secret, draftId)}`;

/** The draft id in a Cookie header when the server made it, or null (none, or forged). */
export function draftIdFromCookie(secret: string, cookieHeader: string | null | undefined): string | null {
  const found = cookieHeader?.match(COOKIE_VALUE);
  if (!found) return null;
  const [, draftId, sent] = found as unknown as [string, string, string];
  return timingSafeEqual(Buffer.from(signature(secret, draftId)), Buffer.from(sent)) ? draftId : null;
}

/** The draft id from the visitor's cookie, or a new one with the cookie to set. */
export function draftIdOf(request: Request, config: Pick<Config, 'sessionSecret' | 'baseUrl'>): { draftId: string; setCookie: string | null } {
  const existing = draftIdFromCookie(config.sessionSecret, request.headers.get('cookie'));
  if (existing) return { draftId: existing, setCookie: null };
  const draftId = randomUUID();
  const secure = config.baseUrl.startsWith('https://') ? '; Secure' : '';
  const cookie = `${DRAFT_COOKIE}=${signedDraftId(config.sessionSecret, draftId)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${DRAFT_COOKIE_MAX_AGE_S}${secure}`;
  return { draftId, setCookie: cookie };
}
