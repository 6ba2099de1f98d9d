import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import { fieldTeamMembers, helpRequestSubmissions as requests, pushSubscriptions, users } from '../../db/schema.ts';
import { PermanentJobError, type JobHandler } from '../../lib/jobs.ts';
import type { PayloadOf } from '../../jobs/registry.ts';
import type { JobServices } from '../../jobs/handlers.ts';
import { providerVisibleColumns } from '../providers/provider-requests.ts';
import { isAllowedPushEndpoint } from './endpoints.ts';
import { recordDelivery } from '../../lib/deliveries.ts';
import { animalTypeEsOf } from '../../lib/animal-type-es.ts';
import '../../../common/i18n-catalogs.ts';
import { translator } from '../../../common/i18n.ts';
import { localizedPath, type Locale } from '../../../common/locales.ts';
import { animalTypeLabel } from '../../../common/localized-text.ts';

// The push behind the `push-new-request` job (docs/decisions/030): web-push encrypts (aes128gcm)
// and signs (VAPID); Node's fetch sends, so a test's plain-HTTP stand-in on 127.0.0.1 receives it.
// What is pushed passes through a push service we do not run: the kind, animal and town only, never
// who asked or how to reach them (DESIGN.md "Privacy"), as the provider's e-mail. In the language
// the device's owner last read the site in (users.locale), opening the page in it.

/** The device's owner's remembered language, read with the device. */
const ownerLocale = { locale: users.locale };
const SEND_TIMEOUT_MS = 10_000;
/** How long a push service keeps an alert for a phone that is off: a request an hour old is still news. */
const TTL_SECONDS = 60 * 60;

export interface NewRequestPush {
  title: string;
  body: string;
  /** the page the notification opens */
  url: string;
  /** one notification per request on a device, however often it is sent */
  tag: string;
}

export function newRequestPush(
  request: { id: string; type: 'emergency' | 'conflict'; animalType: string | null; animalTypeEs?: string | null; city: string; state: string },
  locale: Locale = 'en',
): NewRequestPush {
  const t = translator(locale);
  const place = `${request.city.replace(/\s+/g, ' ').trim()}, ${request.state}`;
  const animal = request.animalType ? animalTypeLabel({ name: request.animalType, nameEs: request.animalTypeEs }, locale) : null;
  const title =
    request.type === 'emergency'
      ? t(animal ? 'New emergency: {{animal}} in {{place}}' : 'New emergency in {{place}}', { animal, place })
      : t(animal ? 'New conflict: {{animal}} in {{place}}' : 'New conflict in {{place}}', { animal, place });
  return {
    title,
    body: t('Open it to see the situation and accept or decline.'),
    url: localizedPath(`/help-request/${request.id}`, locale),
    tag: request.id,
  };
}

export function sendNewRequestPush({ db, config }: JobServices): JobHandler<PayloadOf<'push-new-request'>> {
  return async ({ requestId, subscriptionId }, { logger }) => {
    const [device] = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        ...ownerLocale,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.id, subscriptionId));
    const [request] = await db.select(providerVisibleColumns).from(requests).where(eq(requests.id, requestId));
    if (!device) return logger.info('push subscription removed: not sent');
    if (!request || request.status !== 'submitted') return logger.info({ status: request?.status ?? 'deleted' }, 'request no longer open: not pushed');
    await deliver({ db, config }, device, newRequestPush(request, device.locale), logger);
  };
}

/**
 * A rehabilitator took an emergency: the field team of its state may pick the animal up
 * (docs/decisions/004). The kind, animal and town again; the address is on the team's page.
 */
export function fieldPickupPush(
  request: { id: string; animalType: string | null; animalTypeEs?: string | null; city: string; state: string },
  locale: Locale = 'en',
): NewRequestPush {
  const t = translator(locale);
  const place = `${request.city.replace(/\s+/g, ' ').trim()}, ${request.state}`;
  return {
    title: t('Pickup needed: {{animal}} in {{place}}', {
      animal: request.animalType ? animalTypeLabel({ name: request.animalType, nameEs: request.animalTypeEs }, locale) : t('an animal'),
      place,
    }),
    body: t('A rehabilitator took this emergency. Open the field team page for where to go.'),
    url: localizedPath('/field-team-dashboard', locale),
    tag: `pickup:${request.id}`,
  };
}

export function sendFieldPickupPush({ db, config }: JobServices): JobHandler<PayloadOf<'push-field-pickup'>> {
  return async ({ requestId, subscriptionId }, { logger }) => {
    // Read again when sending: the member may have left the team, or the pickup been done.
    const [request] = await db
      .select({
        id: requests.id,
        animalType: requests.animalType,
        animalTypeEs: animalTypeEsOf(requests.animalType),
        city: requests.city,
        state: requests.state,
        status: requests.status,
        done: requests.pickupDoneAt,
      })
      .from(requests)
      .where(eq(requests.id, requestId));
    if (!request || request.status !== 'assigned' || request.done)
      return logger.info({ status: request?.status ?? 'deleted' }, 'no pickup waiting: not pushed');
    const [device] = await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        id: pushSubscriptions.id,
        ...ownerLocale,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .innerJoin(fieldTeamMembers, and(eq(fieldTeamMembers.userId, pushSubscriptions.userId), eq(fieldTeamMembers.state, request.state)))
      .where(eq(pushSubscriptions.id, subscriptionId));
    if (!device) return logger.info("push subscription removed, or its owner no longer on this state's field team: not sent");
    await deliver({ db, config }, device, fieldPickupPush(request, device.locale), logger);
  };
}

/** Encrypts, signs and sends one push; a subscription the push service reports gone is deleted. */
async function deliver(
  { db, config }: Pick<JobServices, 'db' | 'config'>,
  device: { id: string; endpoint: string; p256dh: string; auth: string },
  payload: NewRequestPush,
  logger: Parameters<JobHandler<unknown>>[1]['logger'],
): Promise<void> {
  // Checked again when sending: the allowed origins may have changed since it was stored.
  if (!isAllowedPushEndpoint(config, device.endpoint)) throw new PermanentJobError('push endpoint not on an allowed push service');
  const { publicKey, privateKey } = config.vapidKeys();
  const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject: `mailto:${config.contactEmail}`, publicKey, privateKey },
    TTL: TTL_SECONDS,
    urgency: 'high',
    contentEncoding: 'aes128gcm',
  });
  let response: Response;
  try {
    response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    await recordDelivery(db, logger, 'push', { delivered: false, error });
    throw error;
  }
  await response.body?.cancel();
  if (response.ok) return recordDelivery(db, logger, 'push', { delivered: true });
  if (response.status === 404 || response.status === 410) {
    // The browser unsubscribed or the subscription expired: it will never work again.
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    return logger.info({ status: response.status }, 'push subscription gone: deleted');
  }
  const failure = `push service answered ${response.status}`;
  await recordDelivery(db, logger, 'push', { delivered: false, error: failure });
  // 429 and 5xx may pass; anything else (a bad key, a refused signature) will not by retrying.
  if (response.status === 429 || response.status >= 500) throw new Error(failure);
  throw new PermanentJobError(failure);
}
