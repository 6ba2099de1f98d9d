import { ECDH } from 'node:crypto';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AlertChannel } from '../../../common/alert-channels.ts';
import type { PushSubscriptionInput } from '../../../common/push-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireSignedIn } from '../../auth/permissions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { fieldTeamMembers, pushSubscriptions, users } from '../../db/schema.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { ENDPOINT_REFUSED, isAllowedPushEndpoint } from './endpoints.ts';
import { message } from '../../../common/i18n.ts';

// Browser notifications (docs/decisions/030): the devices a provider or field-team member turned
// them on in, and how a provider hears of a new request. Every function checks who is asking.

export const PUSH_ONLY_FOR = message('Browser notifications are for providers with a listing and field-team members.');
const NOT_YOURS = message('That device is not in your list.');
const CHANNEL_ONLY_FOR = message('Only a provider with a listing chooses how it hears of new requests.');

const isListingProvider = (user: Extract<Actor, { kind: 'user' }>) => user.role === 'provider' && user.providerId !== null;

/** Whether this person may turn notifications on (the account page asks, to show the section). */
export async function mayUsePush(db: Db, actor: Actor): Promise<boolean> {
  if (actor.kind !== 'user') return false;
  if (isListingProvider(actor)) return true;
  const [member] = await db.select({ id: fieldTeamMembers.id }).from(fieldTeamMembers).where(eq(fieldTeamMembers.userId, actor.id)).limit(1);
  return Boolean(member);
}

async function requirePushUser(db: Db, actor: Actor) {
  const user = requireSignedIn(actor);
  if (!(await mayUsePush(db, user))) throw forbidden(PUSH_ONLY_FOR);
  return user;
}

export async function listPushSubscriptions(db: Db, actor: Actor) {
  const user = await requirePushUser(db, actor);
  return db
    .select({ id: pushSubscriptions.id, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(desc(pushSubscriptions.createdAt));
}

/**
 * The most devices one account keeps: a person's phones, tablets and computers. A new one past it
 * drops the oldest, so one account cannot make one new request into hundreds of pushes.
 */
export const MAX_PUSH_DEVICES = 10;
export const KEY_REFUSED = message("This is not a browser's push key: turn notifications off and on again in this browser.");

/** Whether the browser's key is a point on P-256, as every push service's encryption needs (RFC 8291). */
function isP256PublicKey(base64url: string): boolean {
  const bytes = Buffer.from(base64url, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps a browser's subscription; the same browser subscribing again (or for another account)
 * replaces its row. An account keeps its newest MAX_PUSH_DEVICES.
 */
export async function addPushSubscription(db: Db, config: Pick<Config, 'pushEndpointOrigins'>, actor: Actor, input: PushSubscriptionInput & { label: string }) {
  const user = await requirePushUser(db, actor);
  if (!isAllowedPushEndpoint(config, input.endpoint)) throw badRequest(ENDPOINT_REFUSED, { endpoint: [ENDPOINT_REFUSED] });
  if (!isP256PublicKey(input.keys.p256dh)) throw badRequest(KEY_REFUSED, { keys: [KEY_REFUSED] });
  const values = { userId: user.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, label: input.label };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, createdAt: new Date() } })
    .returning({ id: pushSubscriptions.id, label: pushSubscriptions.label, createdAt: pushSubscriptions.createdAt });
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_DEVICES);
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, user.id), notInArray(pushSubscriptions.id, newest)));
  // Turning alerts on in a browser is asking for them: a provider still on e-mail alone (the
  // default) would otherwise turn them on and hear nothing. E-mail stays; they can choose again.
  if (isListingProvider(user))
    await db
      .update(users)
      .set({ newRequestAlerts: 'both' })
      .where(and(eq(users.id, user.id), eq(users.newRequestAlerts, 'email')));
  return row!;
}

export async function removePushSubscription(db: Db, actor: Actor, id: string): Promise<void> {
  const user = await requirePushUser(db, actor);
  if (!isUuid(id)) throw notFound(NOT_YOURS);
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, user.id)))
    .returning({ id: pushSubscriptions.id });
  if (!deleted.length) throw notFound(NOT_YOURS);
}

export async function getAlertChannel(db: Db, actor: Actor): Promise<AlertChannel> {
  const user = requireSignedIn(actor);
  if (!isListingProvider(user)) throw forbidden(CHANNEL_ONLY_FOR);
  const [row] = await db.select({ channel: users.newRequestAlerts }).from(users).where(eq(users.id, user.id));
  return row?.channel ?? 'email';
}

export async function setAlertChannel(db: Db, actor: Actor, channel: AlertChannel): Promise<void> {
  const user = requireSignedIn(actor);
  if (!isListingProvider(user)) throw forbidden(CHANNEL_ONLY_FOR);
  await db.update(users).set({ newRequestAlerts: channel }).where(eq(users.id, user.id));
}

/**
 * Joined to the accounts that run the listings a new request goes to (submit-help-request): each
 * device of such an account that chose push hears of it too.
 */
export const alertedByPush = and(eq(pushSubscriptions.userId, users.id), inArray(users.newRequestAlerts, ['push', 'both']));

/** The account page's section: null for someone who may not turn notifications on; the channel only for a provider with a listing. */
export async function getPushSettings(db: Db, config: Pick<Config, 'vapidKeys'>, actor: Actor) {
  if (!(await mayUsePush(db, actor))) return null;
  const user = requireSignedIn(actor);
  return {
    publicKey: config.vapidKeys().publicKey,
    devices: await listPushSubscriptions(db, user),
    channel: isListingProvider(user) ? await getAlertChannel(db, user) : null,
  };
}
