import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../../context.ts';
import { helpRequestSubmissions as requests, providerResponses, providers, pushSubscriptions, users } from '../../db/schema.ts';
import { SAMPLE_LISTING_LABEL } from '../../../common/providers.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import type { PayloadOf } from '../../jobs/registry.ts';
import { formatRequestTime } from '../../../common/dates.ts';
import { runsListing } from '../providers/listing-operator.ts';
import { providerVisibleColumns } from '../providers/provider-requests.ts';
import { photosOfRequests } from '../help-requests/request-photos.ts';
import { requestPhotoUrl } from '../../../common/request-photos.ts';

// The e-mails behind the notification jobs (server/jobs/registry.ts). `notify-provider` is
// enqueued for each notified provider by submit-help-request, with the requester's
// `confirm-request` (./confirm-request.ts); `notify-requester` when a provider accepts. Both re-read
// the request when they run, because the world may have moved on since (and a job can run twice).
// A provider that chose push only (issue 20) gets no e-mail while it has a device to push to.
// Privacy (DESIGN.md): a provider is told the city, ZIP, animal, type and situation of a
// request, never who asked, their street address, phone or e-mail.

export type NotificationServices = Pick<AppServices, 'db' | 'mailer' | 'config'>;

/** Text typed by people goes into a subject line: one line, whatever they typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A listing's name as an e-mail gives it: a sample one says so, as its badge does on the pages (issue 14). */
const listingName = (listing: { name: string; sample: boolean }) => `${oneLine(listing.name)}${listing.sample ? ` (${SAMPLE_LISTING_LABEL})` : ''}`;

const TYPE_LABEL = { emergency: 'Emergency', conflict: 'Conflict' } as const;
const KIND_LABEL = { rehabilitator: 'wildlife rehabilitator', control: 'humane wildlife control operator' } as const;

/** "$50.00" for a pledge above zero; null for none (issue 5: a pledge only, nothing is charged). */
function pledge(amount: string | null): string | null {
  const value = amount === null ? 0 : Number(amount);
  return value > 0 ? `$${value.toFixed(2)}` : null;
}

/** Push only with no device left to push to still e-mails: a request is never announced to nobody (docs/decisions/030). */
async function hasPushDevice(db: NotificationServices['db'], userId: string): Promise<boolean> {
  const [device] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1);
  return Boolean(device);
}

export function notifyProvider({ db, mailer, config }: NotificationServices): JobHandler<PayloadOf<'notify-provider'>> {
  return async ({ requestId, providerId }, { logger }) => {
    // Only the columns a provider may see before accepting: never address or requester.
    const [request] = await db.select(providerVisibleColumns).from(requests).where(eq(requests.id, requestId));
    const [provider] = await db
      .select({
        name: providers.name,
        sample: providers.sample,
        approved: providers.approved,
        email: users.email,
        accountId: users.id,
        alerts: users.newRequestAlerts,
      })
      .from(providers)
      .leftJoin(users, runsListing)
      .where(eq(providers.id, providerId));
    if (!request || request.status !== 'submitted') {
      logger.info({ status: request?.status ?? 'deleted' }, 'request no longer open: provider not notified');
      return;
    }
    if (!provider?.approved || !provider.email) {
      logger.info('provider gone, unapproved or not run by a verified provider account: not notified');
      return;
    }
    if (provider.alerts === 'push' && provider.accountId && (await hasPushDevice(db, provider.accountId))) {
      logger.info('provider chose push only: no e-mail');
      return;
    }

    const place = `${oneLine(request.city)}, ${request.state}`;
    const name = listingName(provider);
    const promised = pledge(request.donationAmount);
    // Issue 19: how many photos, each a link that asks the provider to sign in.
    const photos = (await photosOfRequests(db, [requestId])).get(requestId) ?? [];
    const lines = [
      `Hello ${name},`,
      '',
      `Someone near ${place} ${request.zip} needs help with a wildlife ${request.type}.`,
      '',
      `Type: ${TYPE_LABEL[request.type]}`,
      `Animal: ${request.animalType ?? 'Not given'}`,
      `City: ${place}`,
      `ZIP: ${request.zip}`,
      `Situation: ${request.situationDetails ?? 'Not given'}`,
      `Sent: ${formatRequestTime(request.createdAt, request.state)}`,
      ...(promised ? [`Donation pledged by the requester: ${promised}`] : []),
      `Photos: ${photos.length ? `${photos.length} (sign in to see them)` : 'None'}`,
      ...photos.map((photo) => `${config.baseUrl}${requestPhotoUrl(photo.id)}`),
      '',
      'To see the request and accept or decline it, sign in and open:',
      `${config.baseUrl}/help-request/${requestId}`,
      '',
      "The requester's name and contact details are shown to the provider who accepts.",
      '',
      `You receive this because ${name} is a verified provider on Wildline near ${place}.`,
      '',
      'Wildline',
    ];
    await mailer.send({ to: provider.email, subject: `New wildlife ${request.type} near ${place}`, text: lines.join('\n') });
  };
}

export function notifyRequester({ db, mailer, config }: NotificationServices): JobHandler<PayloadOf<'notify-requester'>> {
  return async ({ requestId, providerId }, { logger }) => {
    const [row] = await db
      .select({
        city: requests.city,
        state: requests.state,
        animalType: requests.animalType,
        status: requests.status,
        email: users.email,
        fullName: users.fullName,
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .where(eq(requests.id, requestId));
    const [provider] = await db
      .select({
        name: providers.name,
        sample: providers.sample,
        type: providers.type,
        city: providers.city,
        state: providers.state,
        phone: providers.phone,
        email: providers.email,
        website: providers.website,
        acceptedAt: providerResponses.createdAt,
      })
      .from(providers)
      .innerJoin(
        providerResponses,
        and(eq(providerResponses.providerId, providers.id), eq(providerResponses.requestId, requestId), eq(providerResponses.status, 'accepted')),
      )
      .where(eq(providers.id, providerId));
    if (!row || row.status === 'cancelled') {
      logger.info({ status: row?.status ?? 'deleted' }, 'request gone or cancelled: requester not notified');
      return;
    }
    if (!provider) {
      logger.info('no accepted response from this provider: requester not notified');
      return;
    }

    const name = listingName(provider);
    const contact = [
      ...(provider.phone ? [`Phone: ${provider.phone}`] : []),
      ...(provider.email ? [`E-mail: ${provider.email}`] : []),
      ...(provider.website ? [`Website: ${provider.website}`] : []),
    ];
    const lines = [
      `Hello ${oneLine(row.fullName)},`,
      '',
      `${name}, a ${KIND_LABEL[provider.type]} in ${oneLine(provider.city)}, ${provider.state}, accepted your request for help${row.animalType ? ` with ${row.animalType}` : ''} in ${oneLine(row.city)}, ${row.state} on ${formatRequestTime(provider.acceptedAt, row.state)}.`,
      'They can now see your contact details and should get in touch with you soon.',
      ...(contact.length ? ['', 'You can also reach them:', ...contact] : []),
      '',
      'Follow your request on your dashboard:',
      `${config.baseUrl}/dashboard`,
      '',
      'Wildline',
    ];
    await mailer.send({ to: row.email, subject: `${name} accepted your help request`, text: lines.join('\n') });
  };
}
