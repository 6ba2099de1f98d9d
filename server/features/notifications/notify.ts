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
import { requestPhotoUrl, spanishRequestPhotoUrl } from '../../../common/request-photos.ts';
import '../../../common/i18n-catalogs.ts';
import { message, translator } from '../../../common/i18n.ts';
import { localizedPath, type Locale } from '../../../common/locales.ts';
import { animalTypeNameIn } from '../guide/animal-types.ts';
import { SUBMITTED_IN_SPANISH } from '../../../common/localized-text.ts';
import type { TFunction } from 'i18next';

// The e-mails behind the notification jobs (server/jobs/registry.ts). `notify-provider` is enqueued
// for each notified provider by submit-help-request, with the requester's `confirm-request`
// (./confirm-request.ts); `notify-requester` when a provider accepts. Both re-read the request when
// they run, because the world may have moved on since (and a job can run twice). A provider that
// chose push only (docs/decisions/030) gets no e-mail while it has a device to push to. Privacy
// (DESIGN.md): a provider is told the city, ZIP, animal, type and situation of a request, never who
// asked, their street address, phone or e-mail. Each e-mail is in its reader's remembered language
// (users.locale, docs/decisions/036), with links to the pages in it; a provider is told when a
// request was written in Spanish.

/** `match`: the app's matcher, where the worker runs beside the pages (server/start.ts); else matching itself. */
export type NotificationServices = Pick<AppServices, 'db' | 'mailer' | 'config'> & Partial<Pick<AppServices, 'match'>>;

/** Text typed by people goes into a subject line: one line, whatever they typed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A listing's name as an e-mail gives it: a sample one says so, as its badge does on the pages: nobody real answers it. */
export const listingName = (t: TFunction, listing: { name: string; sample: boolean }) =>
  `${oneLine(listing.name)}${listing.sample ? ` (${t(SAMPLE_LISTING_LABEL)})` : ''}`;

const TYPE_LABEL = { emergency: message('Emergency'), conflict: message('Conflict') } as const;
const KIND_LABEL = { rehabilitator: message('a wildlife rehabilitator'), control: message('a humane wildlife control operator') } as const;

/** An address on the site in the reader's language. */
const pageIn = (config: NotificationServices['config'], locale: Locale) => (path: string) => config.baseUrl + localizedPath(path, locale);

/** Push only with no device left to push to still e-mails: a request is never announced to nobody (docs/decisions/030). */
async function hasPushDevice(db: NotificationServices['db'], userId: string): Promise<boolean> {
  const [device] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1);
  return Boolean(device);
}

export function notifyProvider({ db, mailer, config }: NotificationServices): JobHandler<PayloadOf<'notify-provider'>> {
  return async ({ requestId, providerId }, { logger }) => {
    // Only the columns a provider may see before accepting: never address, requester or pledge.
    const [request] = await db.select(providerVisibleColumns).from(requests).where(eq(requests.id, requestId));
    const [provider] = await db
      .select({
        name: providers.name,
        sample: providers.sample,
        approved: providers.approved,
        email: users.email,
        accountId: users.id,
        alerts: users.newRequestAlerts,
        locale: users.locale,
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

    const t = translator(provider.locale ?? 'en');
    const page = pageIn(config, provider.locale ?? 'en');
    const place = `${oneLine(request.city)}, ${request.state}`;
    const name = listingName(t, provider);
    const animal = request.animalType ? await animalTypeNameIn(db, request.animalType, provider.locale ?? 'en') : t('Not given');
    // How many photos, each a link that asks the provider to sign in (in Spanish from a Spanish
    // e-mail, decision 040).
    const photos = (await photosOfRequests(db, [requestId])).get(requestId) ?? [];
    const lines = [
      t('Hello {{name}},', { name }),
      '',
      t(
        request.type === 'emergency'
          ? 'Someone near {{place}} needs help with a wildlife emergency.'
          : 'Someone near {{place}} needs help with a wildlife conflict.',
        { place: `${place} ${request.zip}` },
      ),
      ...(request.locale === 'es' ? ['', `${t(SUBMITTED_IN_SPANISH)}: ${t('the person who asked may prefer to speak Spanish when you call.')}`] : []),
      '',
      `${t('Type:')} ${t(TYPE_LABEL[request.type])}`,
      `${t('Animal:')} ${animal}`,
      `${t('City:')} ${place}`,
      `${t('ZIP:')} ${request.zip}`,
      `${t('Situation:')} ${request.situationDetails ?? t('Not given')}`,
      `${t('Sent:')} ${formatRequestTime(request.createdAt, request.state, provider.locale ?? 'en')}`,
      `${t('Photos:')} ${photos.length ? t('{{number}} (sign in to see them)', { number: photos.length }) : t('None')}`,
      ...photos.map((photo) => config.baseUrl + (provider.locale === 'es' ? spanishRequestPhotoUrl : requestPhotoUrl)(photo.id)),
      '',
      t('To see the request and accept or decline it, sign in and open:'),
      page(`/help-request/${requestId}`),
      '',
      t("The requester's name and contact details are shown to the provider who accepts."),
      '',
      t('You receive this because {{name}} is a verified provider on Wildline near {{place}}.', { name, place }),
      '',
      'Wildline',
    ];
    const subject = t(request.type === 'emergency' ? 'New wildlife emergency near {{place}}' : 'New wildlife conflict near {{place}}', { place });
    await mailer.send({ to: provider.email, subject, text: lines.join('\n') });
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
        locale: users.locale,
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

    const t = translator(row.locale);
    const page = pageIn(config, row.locale);
    const name = listingName(t, provider);
    const contact = [
      ...(provider.phone ? [`${t('Phone:')} ${provider.phone}`] : []),
      ...(provider.email ? [`${t('E-mail:')} ${provider.email}`] : []),
      ...(provider.website ? [`${t('Website:')} ${provider.website}`] : []),
    ];
    const accepted = {
      name,
      kind: t(KIND_LABEL[provider.type]),
      place: `${oneLine(provider.city)}, ${provider.state}`,
      animal: row.animalType ? await animalTypeNameIn(db, row.animalType, row.locale) : '',
      requestPlace: `${oneLine(row.city)}, ${row.state}`,
      time: formatRequestTime(provider.acceptedAt, row.state, row.locale),
    };
    const lines = [
      t('Hello {{name}},', { name: oneLine(row.fullName) }),
      '',
      t(
        row.animalType
          ? '{{name}}, {{kind}} in {{place}}, accepted your request for help with {{animal}} in {{requestPlace}} on {{time}}.'
          : '{{name}}, {{kind}} in {{place}}, accepted your request for help in {{requestPlace}} on {{time}}.',
        accepted,
      ),
      t('They can now see your contact details and should get in touch with you soon.'),
      ...(contact.length ? ['', t('You can also reach them:'), ...contact] : []),
      '',
      t('Follow your request on your dashboard:'),
      page('/dashboard'),
      '',
      'Wildline',
    ];
    await mailer.send({ to: row.email, subject: t('{{name}} accepted your help request', { name }), text: lines.join('\n') });
  };
}
