import { eq } from 'drizzle-orm';
import { kindForRequestType } from '../../../common/matching.ts';
import type { TFunction } from 'i18next';
import '../../../common/i18n-catalogs.ts';
import { translator } from '../../../common/i18n.ts';
import { localizedPath, type Locale } from '../../../common/locales.ts';
import {
  EVERYONE_IN_REACH_TOLD,
  NONE_NOTIFIED_ADVICE,
  notifiedSentence,
  NOTIFIED_NEXT,
  TOLD_HOW,
  waitText,
  WIDENS_AFTER,
} from '../../../common/notified-providers.ts';
import { listingsTold, outreachSettings } from '../help-requests/outreach.ts';
import type { Logger } from '../../lib/logger.ts';
import { capacityLabel } from '../../../common/capacity.ts';
import { translating } from '../../../common/opening-hours.ts';
import { formatRequestTime } from '../../../common/dates.ts';
import { agencyNotesIn } from '../../../common/state-agencies.ts';
import type { FallbackContacts } from '../../../common/matching.ts';
import { answeringLabel, lineLabel, lineTextsIn, shownNumber } from '../../../common/phone-lines.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { helpRequestSubmissions as requests, users } from '../../db/schema.ts';
import type { PayloadOf } from '../../jobs/registry.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import { animalTypeNameIn } from '../guide/animal-types.ts';
import { notifiedCount } from '../help-requests/get-help-request.ts';
import { requestOutcome } from '../help-requests/request-outcome.ts';
import { listingName, oneLine, type NotificationServices } from './notify.ts';

// The requester's confirmation e-mail (docs/decisions/016), enqueued with the request
// by submit-help-request: what was sent, how many providers were notified (the number the
// request stored, as /request-submitted says it) and, with none, whom to call now, the state
// agency and the guide's first aid. A street address is never repeated in it. In the language
// the request was written in, with links to the pages in it.

/**
 * Where to turn, as lines of text, in the order the pages give it (docs/decisions/046): each
 * number with what it is for and whether it is answered now, then the agency's website and notes,
 * then the national websites. "Call now" only above a number.
 */
function whereToTurnLines(t: TFunction, contacts: FallbackContacts, locale: Locale): string[] {
  const say = translating(t);
  const numbers = contacts.lines.map((line) => {
    const { hours, note } = lineTextsIn(line, locale);
    const status = answeringLabel(line.answering, say, locale);
    const about = [lineLabel(line, say), status, hours ? `${t('Hours:')} ${hours.text}` : null, note?.text].filter(Boolean).join('. ');
    return `- ${oneLine(line.organisation)}: ${shownNumber(line)}. ${about}`;
  });
  const notes = contacts.agency ? agencyNotesIn(contacts.agency, locale) : null;
  return [
    ...(numbers.length ? ['', `${t('Call now.')} ${t('These numbers can tell you who can help:')}`, ...numbers] : []),
    ...(contacts.agency?.website
      ? ['', t('Your state wildlife agency: {{name}}', { name: contacts.agency.name }), `${t('Website:')} ${contacts.agency.website}`]
      : []),
    ...(notes ? [notes.text] : []),
    '',
    t('Other resources:'),
    ...contacts.national.map((r) => `- ${t(r.name)}: ${r.website}`),
  ];
}

/** Why the requester is written to: the request was sent, more were told after a wait, or everyone in reach was. */
type Occasion = 'sent' | 'widened' | 'exhausted';

/** The mail a requester gets about who has been told of their request, and whom to call meanwhile. */
function requesterMail({ db, mailer, config, match }: NotificationServices) {
  return async (requestId: string, occasion: Occasion, { logger }: { logger: Logger }) => {
    const [request] = await db
      .select({
        id: requests.id,
        type: requests.type,
        city: requests.city,
        state: requests.state,
        zip: requests.zip,
        lat: requests.lat,
        lng: requests.lng,
        animalType: requests.animalType,
        situationDetails: requests.situationDetails,
        status: requests.status,
        createdAt: requests.createdAt,
        notifiedCount: notifiedCount(),
        email: users.email,
        fullName: users.fullName,
        locale: requests.locale,
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .where(eq(requests.id, requestId));
    // After the first mail, only while the request still waits for someone to take it.
    if (!request || request.status === 'cancelled' || (occasion !== 'sent' && request.status !== 'submitted')) {
      logger.info({ status: request?.status ?? 'deleted', occasion }, 'request gone, taken or cancelled: the requester is not written to');
      return;
    }

    const kind = kindForRequestType(request.type);
    const [{ matches, contacts, firstAid }, told, settings] = await Promise.all([
      requestOutcome(db, ANONYMOUS, request, { locale: request.locale, match }),
      listingsTold(db, [requestId]),
      outreachSettings(db),
    ]);
    const t = translator(request.locale);
    const page = (path: string) => config.baseUrl + localizedPath(path, request.locale);
    const sentence = notifiedSentence(t, kind, request.notifiedCount);
    const callable = matches.providers.filter((p) => p.phone).slice(0, 5);
    const none = request.notifiedCount === 0;
    const toldLines = (told.get(requestId) ?? []).map((listing) => `- ${listingName(t, listing)}: ${t(TOLD_HOW[listing.how])}`);
    const waitMinutes = request.type === 'emergency' ? settings.emergencyMinutes : settings.conflictMinutes;
    const place = `${request.city}, ${request.state} ${request.zip}`;
    const animal = request.animalType ? await animalTypeNameIn(db, request.animalType, request.locale) : '';
    const opening =
      occasion === 'sent'
        ? t(
            request.animalType
              ? 'We received your request for help with {{animal}} in {{place}}, sent {{time}}.'
              : 'We received your request for help in {{place}}, sent {{time}}.',
            {
              animal,
              place,
              time: formatRequestTime(request.createdAt, request.state, request.locale),
            },
          )
        : t(
            occasion === 'widened'
              ? 'Nobody has taken your request for help in {{place}} yet, so we told more of them, further away.'
              : 'Your request for help in {{place}}.',
            {
              place,
            },
          );
    const lines = [
      t('Hello {{name}},', { name: request.fullName.replace(/\s+/g, ' ').trim() }),
      '',
      opening,
      '',
      `${sentence}.`,
      ...(toldLines.length ? [t('Who has been told:'), ...toldLines] : []),
      ...(occasion === 'exhausted' ? [t(EVERYONE_IN_REACH_TOLD)] : [t(none ? NONE_NOTIFIED_ADVICE : NOTIFIED_NEXT)]),
      ...(!none && occasion !== 'exhausted' ? [t(WIDENS_AFTER, { time: waitText(translating(t), waitMinutes) })] : []),
      ...(callable.length
        ? [
            '',
            t(
              none || occasion === 'exhausted'
                ? kind === 'rehabilitator'
                  ? 'Call one of these rehabilitators now:'
                  : 'Call one of these control operators now:'
                : 'If the animal is in danger now, do not wait: call one of them.',
            ),
            ...callable.map(
              (p) =>
                `- ${listingName(t, p)} (${p.city}, ${p.state}): ${p.phone}${p.capacity ? `. ${capacityLabel(p.capacity, p.state, undefined, translating(t), request.locale)}` : ''}`,
            ),
          ]
        : []),
      ...(contacts ? whereToTurnLines(t, contacts, request.locale) : []),
      ...(firstAid
        ? [
            '',
            firstAid.issue ? t('While you wait ({{issue}}):', { issue: firstAid.issue.title }) : t('While you wait:'),
            ...firstAid.actions.map((action) => `- ${action}`),
          ]
        : []),
      '',
      t('Your request:'),
      page(`/request-submitted?id=${requestId}`),
      '',
      t('Follow it, update or cancel it on your dashboard:'),
      page('/dashboard'),
      '',
      'Wildline',
    ];
    const subject =
      occasion === 'exhausted'
        ? t('Your request for help: nobody has taken it yet, call for help now')
        : none
          ? t('Your request for help: call for help now, nobody could be notified')
          : t('Your request for help: {{sentence}}', { sentence });
    await mailer.send({ to: request.email, subject, text: lines.join('\n') });
  };
}

/** The requester's confirmation: what was sent, who was told, whom to call now. */
export function confirmRequest(services: NotificationServices): JobHandler<PayloadOf<'confirm-request'>> {
  const send = requesterMail(services);
  return ({ requestId }, context) => send(requestId, 'sent', context);
}

/** After a round of telling: who has been told so far, or that everyone in reach has been (widen-reach.ts). */
export function reachUpdate(services: NotificationServices): JobHandler<PayloadOf<'reach-update'>> {
  const send = requesterMail(services);
  return async ({ requestId }, context) => {
    const [request] = await services.db.select({ exhausted: requests.reachExhaustedAt }).from(requests).where(eq(requests.id, requestId));
    await send(requestId, request?.exhausted ? 'exhausted' : 'widened', context);
  };
}
