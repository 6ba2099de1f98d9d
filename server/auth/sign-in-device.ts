import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// A browser that has signed in to an account before carries a device cookie for it: a random
// id and a signature over that id and the account's address, made with the server's secret
// (docs/decisions/052). It proves nothing about the person and opens nothing by itself; it only
// tells the sign-in slow-down that this browser is the owner's usual one, so that guesses made
// elsewhere never hold it up (attempt-limits.ts).

export const DEVICE_COOKIE = 'wildline.device';
/** A year: the owner's phone or laptop stays known between sign-ins. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

const signature = (secret: string, deviceId: string, account: string) =>
  createHmac('sha256', secret).update(`sign-in-device\n${deviceId}\n${account}`).digest('base64url');

/** The cookie's value for a browser that just signed in to `account` (its lower-cased e-mail). */
export function deviceCookieValue(secret: string, account: string, deviceId = randomBytes(16).toString('base64url')): string {
  return `${deviceId}.${signature(secret, deviceId, account)}`;
}

/** The device's id when the Cookie header holds a device cookie made for `account`, else null (none, another account's, or forged). */
export function knownDeviceOf(secret: string, cookieHeader: string | null | undefined, account: string): string | null {
  const value = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE.replace('.', '\\.')}=([\\w-]{1,64})\\.([\\w-]{43})(?:;|$)`));
  if (!value) return null;
  const [, deviceId, sent] = value as unknown as [string, string, string];
  const expected = Buffer.from(signature(secret, deviceId, account));
  return timingSafeEqual(expected, Buffer.from(sent)) ? deviceId : null;
}
