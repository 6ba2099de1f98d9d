import { createECDH, randomBytes } from 'node:crypto';

/** A browser's push keys as PushSubscription.toJSON() gives them: a real P-256 public key and a 16-byte secret. */
export const browserPushKeys = () => ({
  p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
});
