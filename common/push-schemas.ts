import { z } from './zod.ts';

// A browser's PushSubscription as its toJSON() gives it, with the device's name.
const base64url = (bytes: number, what: string) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}=*$`), `must be the browser's ${what}`);

export const ZPushSubscription = z.object({
  endpoint: z.url('must be the push service address the browser gave').max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(65, 'P-256 public key'), auth: base64url(16, 'authentication secret') }),
  /** "Chrome on Android": what the list of devices shows; the server names it from the browser otherwise */
  label: z.string().trim().min(1).max(100).optional(),
});
export type PushSubscriptionInput = z.output<typeof ZPushSubscription>;
