import { eq } from 'drizzle-orm';
import { kindForRequestType } from '../../../common/matching.ts';
import { capacityLabel } from '../../../common/capacity.ts';
import { NONE_NOTIFIED_ADVICE, notifiedSentence, NOTIFIED_NEXT, providerNoun } from '../../../common/notified-providers.ts';
import { formatRequestTime } from '../../../common/dates.ts';
import type { StateAgencyContact } from '../../../common/state-agencies.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { helpRequestSubmissions as requests, users } from '../../db/schema.ts';
import type { PayloadOf } from '../../jobs/registry.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import { notifiedCount } from '../help-requests/get-help-request.ts';
import { requestOutcome } from '../help-requests/request-outcome.ts';
import type { NotificationServices } from './notify.ts';

// The requester's confirmation e-mail (issue 13, docs/decisions/016), enqueued with the request
// by submit-help-request: what was sent, how many providers were notified (the number the
// request stored, as /request-submitted says it) and, with none, whom to call now, the state
// agency and the guide's first aid. A street address is never repeated in it.

/** The agency as lines of text: its phone only once an administrator entered it, else its website. */
function agencyLines(agency: StateAgencyContact): string[] {
  return [
    `Your state wildlife agency: ${agency.name}`,
    ...(agency.phone ? [`Phone: ${agency.phone}${agency.hours ? ` (${agency.hours})` : ''}`] : []),
    ...(agency.website ? [`Website: ${agency.website}`] : []),
    ...(agency.notes ? [agency.notes] : []),
  ];
}

export function confirmRequest({ db, mailer, config }: NotificationServices): JobHandler<PayloadOf<'confirm-request'>> {
  return async ({ requestId }, { logger }) => {
    const [request] = await db
      .select({
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
      })
      .from(requests)
      .innerJoin(users, eq(users.id, requests.userId))
      .where(eq(requests.id, requestId));
    if (!request || request.status === 'cancelled') {
      logger.info({ status: request?.status ?? 'deleted' }, 'request gone or cancelled: no confirmation sent');
      return;
    }

    const kind = kindForRequestType(request.type);
    const { matches, agency, firstAid } = await requestOutcome(db, ANONYMOUS, request);
    const sentence = notifiedSentence(kind, request.notifiedCount);
    const callable = matches.providers.filter((p) => p.phone).slice(0, 5);
    const fallbackAgency = agency ?? matches.fallback?.agency ?? null;
    const none = request.notifiedCount === 0;
    const lines = [
      `Hello ${request.fullName.replace(/\s+/g, ' ').trim()},`,
      '',
      `We received your request for help${request.animalType ? ` with ${request.animalType}` : ''} in ${request.city}, ${request.state} ${request.zip}, sent ${formatRequestTime(request.createdAt, request.state)}.`,
      '',
      `${sentence}.`,
      none ? NONE_NOTIFIED_ADVICE : NOTIFIED_NEXT,
      ...(callable.length
        ? [
            '',
            none ? `Call one of these ${providerNoun(kind, 2)} now:` : 'If the animal is in danger now, do not wait: call one of them.',
            ...callable.map((p) => `- ${p.name} (${p.city}, ${p.state}): ${p.phone}${p.capacity ? `. ${capacityLabel(p.capacity, p.state)}` : ''}`),
          ]
        : []),
      ...(none && fallbackAgency ? ['', ...agencyLines(fallbackAgency)] : []),
      ...(matches.fallback ? ['', 'Other resources:', ...matches.fallback.national.map((r) => `- ${r.name}: ${r.website}`)] : []),
      ...(firstAid ? ['', `While you wait${firstAid.issue ? ` (${firstAid.issue.title})` : ''}:`, ...firstAid.actions.map((action) => `- ${action}`)] : []),
      '',
      'Your request:',
      `${config.baseUrl}/request-submitted?id=${requestId}`,
      '',
      'Follow it, update or cancel it on your dashboard:',
      `${config.baseUrl}/dashboard`,
      '',
      'Wildline',
    ];
    const subject = none ? `Your request for help: call for help now, nobody could be notified` : `Your request for help: ${sentence}`;
    await mailer.send({ to: request.email, subject, text: lines.join('\n') });
  };
}
