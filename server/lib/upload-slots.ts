import type { Context, MiddlewareHandler } from 'hono';
import { DRAFT_PHOTO_PATH } from '../../common/request-photos.ts';
import { PHOTO_MESSAGES } from '../../common/request-photo-messages.ts';
import { withoutLocale } from '../../common/locales.ts';
import { FORM_BODY_LIMIT, isFileUpload } from './body-limits.ts';
import { addressKey } from './client-address.ts';
import { retryAfterSeconds } from './rate-limit.ts';
import { plainPage } from './server-error-page.ts';
import { message } from '../../common/i18n.ts';

// Large uploads (a page's file form past the size of any plain form) are received a few at a
// time: each may hold up to 45 MB on its way in and its photos' decoding after, so one client
// address may send 2 at once and the process takes 6 at once. One more is answered at once, its
// body left unread and the connection closed (docs/decisions/053). Counted in this process's
// memory, like the event streams' slots: an upload lives and dies with the process receiving it.

export const UPLOADS_PER_ADDRESS = 2;
export const UPLOADS_AT_ONCE = 6;
/** About how long the uploads in progress take to finish. */
const RETRY_AFTER_MS = 30_000;

export const UPLOADS_FROM_YOUR_NETWORK = message(
  'Files are already being sent from your network. Please wait until they have gone, then try again. Your request can be sent without photos.',
);
export const UPLOADS_BUSY = message('Too many files are being sent to us right now. Please try again in a minute.');

export function createUploadSlots(limits = { perAddress: UPLOADS_PER_ADDRESS, atOnce: UPLOADS_AT_ONCE }) {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    /** A slot for one more upload with its release, or why there is none. */
    take(address: string): { release: () => void } | { refused: 'address' | 'busy' } {
      const held = byAddress.get(address) ?? 0;
      if (held >= limits.perAddress) return { refused: 'address' };
      if (total >= limits.atOnce) return { refused: 'busy' };
      byAddress.set(address, held + 1);
      total++;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          total--;
          const left = (byAddress.get(address) ?? 1) - 1;
          if (left > 0) byAddress.set(address, left);
          else byAddress.delete(address);
        },
      };
    },
    get inUse() {
      return total;
    },
  };
}

/** Only a file form's body larger than a plain form takes a slot: a photo's Remove button does not. */
const isLargeUpload = (c: Context) => {
  if (c.req.method !== 'POST' || !isFileUpload(new URL(c.req.url).pathname, c.req.header('content-type'))) return false;
  const length = c.req.header('content-length');
  return length === undefined || Number(length) > FORM_BODY_LIMIT;
};

export function limitConcurrentUploads(addressOf: (c: Context) => string, slots = createUploadSlots()): MiddlewareHandler {
  return async (c, next) => {
    if (!isLargeUpload(c)) return next();
    const slot = slots.take(addressKey(addressOf(c)));
    if ('refused' in slot) return refuse(c, slot.refused);
    try {
      await next();
    } finally {
      slot.release();
    }
  };
}

function refuse(c: Context, why: 'address' | 'busy') {
  const path = new URL(c.req.url).pathname;
  const photos = withoutLocale(path.replace(/\.data$/, '')) === DRAFT_PHOTO_PATH;
  const text = why === 'address' ? UPLOADS_FROM_YOUR_NETWORK : photos ? PHOTO_MESSAGES.busy : UPLOADS_BUSY;
  const status = why === 'address' ? 429 : 503;
  // The body is not read: closing the connection stops the sender instead of waiting for it.
  c.header('Connection', 'close');
  c.header('Retry-After', retryAfterSeconds(RETRY_AFTER_MS));
  c.header('Cache-Control', 'private, no-store');
  // The wizard's script reads the photo form's answer as JSON; a page's form gets a page.
  if (photos) return c.json({ added: [], fieldErrors: { photos: [text] } }, status);
  return c.html(plainPage(path, message('Please try again in a moment'), text, c.get('requestId') as string | undefined), status);
}
