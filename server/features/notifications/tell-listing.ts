import { eq } from 'drizzle-orm';
import { formatRequestTime } from '../../../common/dates.ts';
import { englishOnly } from '../../../common/i18n.ts';
import { helpRequestSubmissions as requests, providers, users } from '../../db/schema.ts';
import type { PayloadOf } from '../../jobs/registry.ts';
import type { JobHandler } from '../../lib/jobs.ts';
import { linkSignerFor, RESPOND_LINK_DAYS } from '../../lib/signed-links.ts';
import { photosOfRequests } from '../help-requests/request-photos.ts';
import { EMAILS_PER_LISTING_PER_DAY } from '../help-requests/outreach.ts';
import { runsListing } from '../providers/listing-operator.ts';
import { providerVisibleColumns, requestAnswers } from '../providers/provider-requests.ts';
import { listingName, oneLine, type NotificationServices } from './notify.ts';
import { translator } from '../../../common/i18n.ts';

// The e-mail to a listing that has an address and no account (docs/decisions/048): what a
// provider sees of a request before accepting (the kind of help, the animal, the town, the
// situation, the answers, how many photos), never who asked, their street, phone or e-mail; two
// links signed for this listing and this request; why the listing gets it, how to stop these
// e-mails in one click (RFC 8058) and how to correct or remove the listing. In English: nothing
// says which language a listing reads.

/** Where a listing's links lead (app/routes.ts). */
export const respondPath = (token: string) => `/listing-request/${token}`;
export const stopPath = (token: string) => `/listing-emails/stop/${token}`;

export function tellListing({ db, mailer, config }: NotificationServices): JobHandler<PayloadOf<'tell-listing'>> {
  const links = linkSignerFor(config);
  return async ({ requestId, providerId }, { logger, now }) => {
    const [request] = await db.select(providerVisibleColumns).from(requests).where(eq(requests.id, requestId));
    const [listing] = await db
      .select({
        name: providers.name,
        sample: providers.sample,
        type: providers.type,
        state: providers.state,
        email: providers.email,
        stopped: providers.outreachStoppedAt,
        imported: providers.importKey,
        account: users.id,
      })
      .from(providers)
      .leftJoin(users, runsListing)
      .where(eq(providers.id, providerId));
    if (!request || request.status !== 'submitted')
      return logger.info({ status: request?.status ?? 'deleted' }, 'request no longer open: listing not e-mailed');
    if (!listing?.email || listing.stopped || listing.account)
      return logger.info('listing gone, without an address, stopped or now run by an account: not e-mailed');

    const t = translator('en');
    const name = listingName(t, listing);
    const place = `${oneLine(request.city)}, ${request.state} ${request.zip}`;
    const [answers, photos] = await Promise.all([requestAnswers(db, requestId, 'en'), photosOfRequests(db, [requestId])]);
    const photoCount = photos.get(requestId)?.length ?? 0;
    const respond = config.baseUrl + respondPath(links.respond(providerId, requestId, now()));
    const stop = config.baseUrl + stopPath(links.stop(providerId));
    const emergency = request.type === 'emergency';
    const kind = listing.type === 'rehabilitator' ? 'licensed wildlife rehabilitators' : 'wildlife control operators';
    const lines = [
      `Hello ${name},`,
      '',
      `Someone near ${place} asked Wildline for help with a wildlife ${emergency ? 'emergency' : 'conflict'}, and your listing is one of the nearest who can help.`,
      ...(request.locale === 'es' ? ['It was written in Spanish: the person may prefer to speak Spanish when you call.'] : []),
      '',
      `Animal: ${request.animalType ?? 'Not given'}`,
      `Town: ${place}`,
      `Situation: ${request.situationDetails ?? 'Not given'}`,
      ...(answers.length ? ['Answers:', ...answers.map((a) => `- ${oneLine(a.question)} ${oneLine(a.response)}`)] : []),
      `Photos: ${photoCount ? `${photoCount}, shown when you open the request` : 'none'}`,
      `Sent: ${formatRequestTime(request.createdAt, request.state)}`,
      '',
      'Open the request to take it or say you cannot (no account needed):',
      respond,
      '',
      `Whoever takes it first is given the person's name, phone number, e-mail and address, and nobody else is. The link works for ${RESPOND_LINK_DAYS} days, or until the request is taken or closed.`,
      '',
      '--',
      `Why you get this: ${listing.name} is a public listing on Wildline${listing.imported ? `, from the ${listing.state} list of ${kind}` : ''}. It has no Wildline account, so requests near it reach it by e-mail, at most ${EMAILS_PER_LISTING_PER_DAY} a day.`,
      `Stop these e-mails (one click): ${stop}`,
      `Correct or remove your listing: write to ${config.providersEmail}, or take it over with an account after you take a request.`,
    ];
    const subject = englishOnly(`Wildlife ${emergency ? 'emergency' : 'conflict'} near ${oneLine(request.city)}, ${request.state}: can you take it?`);
    await mailer.send({
      to: listing.email,
      subject,
      text: lines.join('\n'),
      // RFC 8058: a mail client's own "Unsubscribe" stops them in one click, by a POST to the link.
      headers: { 'List-Unsubscribe': `<${stop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    });
  };
}
