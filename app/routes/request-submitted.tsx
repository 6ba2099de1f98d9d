import { redirect, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { kindForRequestType } from '../../common/matching.ts';
import { NONE_NOTIFIED_ADVICE, notifiedSentence, NOTIFIED_NEXT, waitText } from '../../common/notified-providers.ts';
import { WhereToTurn } from '../components/state-agency-fallback.tsx';
import { FirstAidBox } from '../components/wizard/first-aid.tsx';
import { PageHeading } from '../components/page-heading.tsx';
import { NearbyProviders } from '../components/wizard/nearby-providers.tsx';
import { readForPage } from '../lib/page-errors.server.ts';
import { animalTypeNameIn, getOwnHelpRequest, outreachSettings, requestOutcome } from '../lib/services.server.ts';
import { ToldListings } from '../components/told-listings.tsx';
import { localeOfPath } from '../../common/locales.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import { RequestPhotos } from '../components/request-photos.tsx';
import type { Route } from './+types/request-submitted';
import { formatRequestTime } from '../../common/dates.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { formatMoney } from '../../common/numbers.ts';

export const meta: Route.MetaFunction = ({ location }) => pageMeta('Request Submitted', 'Your request for wildlife help has been sent.', location);

// /request-submitted: loaded by id for its owner, so it survives a reload; without a
// request, back to /find-help (replace); another user's request is not found. It says how many
// providers were notified, and with none says so plainly and shows whom to call now
// (docs/decisions/016).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db, match } = requestServices(context);
  const id = new URL(request.url).searchParams.get('id');
  if (!id) throw redirect('/find-help');
  return readForPage(async () => {
    const submitted = await getOwnHelpRequest(db, user, id);
    const locale = localeOfPath(new URL(request.url).pathname);
    const animal = submitted.animalType ? await animalTypeNameIn(db, submitted.animalType, locale) : null;
    const settings = await outreachSettings(db);
    const waitMinutes = submitted.type === 'emergency' ? settings.emergencyMinutes : settings.conflictMinutes;
    return { submitted, animal, waitMinutes, ...(await requestOutcome(db, user, submitted, { locale, match })) };
  });
}

/** Nobody was notified: said first and plainly, then whom to call now (docs/decisions/016). */
function NoneNotified({ sentence }: { sentence: string }) {
  const t = useT();
  return (
    <section aria-labelledby="none-notified" className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-5">
      <h2 id="none-notified" className="text-xl font-bold text-red-900">
        {sentence}
      </h2>
      <p className="mt-2 text-red-950">{t(NONE_NOTIFIED_ADVICE)}</p>
    </section>
  );
}

export default function RequestSubmitted() {
  const t = useT();
  const locale = useLocale();
  const { submitted, animal, matches, contacts, firstAid, waitMinutes } = useLoaderData<typeof loader>();
  const emergency = submitted.type === 'emergency';
  const kind = kindForRequestType(submitted.type);
  const notified = submitted.notifiedCount;
  const sentence = notifiedSentence(t, kind, notified);
  const rehabilitator = kind === 'rehabilitator';
  const callable = matches.providers.some((p) => p.phone) || Boolean(contacts?.lines.length);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHeading className="text-3xl font-bold text-slate-900">{t('Your request has been submitted')}</PageHeading>
      {notified === 0 ? (
        <NoneNotified sentence={sentence} />
      ) : (
        <div role="status" className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950">
          <p>
            <strong>{sentence}.</strong> {t('If the animal is in danger now, do not wait: call one of the providers below.')}
          </p>
          <ToldListings
            told={submitted.told}
            exhausted={submitted.reachExhaustedAt !== null}
            waitingFor={submitted.status === 'submitted' ? waitText(t, waitMinutes) : null}
          />
        </div>
      )}
      {/* Whom to call comes first: on a phone it must be on the first screen. */}
      <div className="mt-4">
        <NearbyProviders matches={matches} kind={kind} />
      </div>
      {contacts && matches.providers.length ? (
        <section aria-labelledby="agency" className="mt-4 rounded-xl border border-slate-300 p-5">
          <h2 id="agency" className="text-lg font-semibold text-slate-900">
            {t('Your state wildlife agency and other lines')}
          </h2>
          <div className="mt-2">
            <WhereToTurn contacts={contacts} />
          </div>
        </section>
      ) : null}
      {firstAid ? (
        <div className="mt-4">
          <FirstAidBox aid={firstAid} />
        </div>
      ) : null}

      <section aria-labelledby="summary" className="mt-6 rounded-xl border border-slate-200 p-5">
        <h2 id="summary" className="text-xl font-semibold text-slate-900">
          {t('Summary')}
        </h2>
        <dl className="mt-3 grid gap-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-medium text-slate-600">{t('Help type')}</dt>
          <dd>{t(emergency ? 'Wildlife Emergency' : 'Wildlife Conflict')}</dd>
          <dt className="font-medium text-slate-600">{t('Location')}</dt>
          <dd>
            {submitted.city}, {submitted.state} {submitted.zip}
          </dd>
          {animal ? (
            <>
              <dt className="font-medium text-slate-600">{t('Animal')}</dt>
              <dd>{animal}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-600">{t('Submitted')}</dt>
          <dd>{formatRequestTime(submitted.createdAt, submitted.state, locale)}</dd>
          {submitted.situationDetails ? (
            <>
              <dt className="font-medium text-slate-600">{t('Situation')}</dt>
              <dd className="whitespace-pre-wrap">{submitted.situationDetails}</dd>
            </>
          ) : null}
          {submitted.donationAmount && Number(submitted.donationAmount) > 0 ? (
            <>
              <dt className="font-medium text-slate-600">{t('Donation pledge')}</dt>
              <dd>
                {formatMoney(Number(submitted.donationAmount), locale)} {t('(no payment has been taken)')}
              </dd>
            </>
          ) : null}
        </dl>
        <RequestPhotos photos={submitted.photos} />
      </section>

      <section aria-labelledby="next" className="mt-6">
        <h2 id="next" className="text-xl font-semibold text-slate-900">
          {t('What happens next')}
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-6 text-slate-800">
          {notified === 0 ? (
            <>
              <li>
                {/* "Call now" heads only a list of numbers: here the numbers are above, so this says where they are. */}
                {callable ? <strong>{t('Phone for help now.')}</strong> : null} {t('Nobody on Wildline has been told of your request:')}{' '}
                {t(callable ? 'phone one of the numbers above.' : 'contact your state wildlife agency or the resources above.')}
              </li>
              <li>
                <strong>{t('Your request stays open.')}</strong>{' '}
                {t(
                  rehabilitator
                    ? 'If a rehabilitator near you accepts it on Wildline, you will see their contact details on your dashboard and get an e-mail.'
                    : 'If a control operator near you accepts it on Wildline, you will see their contact details on your dashboard and get an e-mail.',
                )}
              </li>
            </>
          ) : (
            <>
              <li>
                <strong>{t('Providers notified.')}</strong>{' '}
                {t(
                  rehabilitator
                    ? '{{sentence}}: the nearest rehabilitators, through their Wildline account or by e-mail. Each can take your request.'
                    : '{{sentence}}: the nearest control operators, through their Wildline account or by e-mail. Each can take your request.',
                  { sentence },
                )}
              </li>
              <li>
                <strong>{t('Provider response.')}</strong> {t(NOTIFIED_NEXT)}
              </li>
            </>
          )}
          <li>
            <strong>{t('Follow-up.')}</strong> {t('Check back in a few days: you can update, close or cancel your request from your dashboard.')}
          </li>
        </ol>
      </section>

      {emergency ? null : (
        <section aria-labelledby="payment" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-5">
          <h2 id="payment" className="text-lg font-semibold text-slate-900">
            {t('Payment Information')}
          </h2>
          <p className="mt-2 text-slate-800">
            {t(
              'Wildlife control operators are businesses that set their own fees; Wildline takes no share. They will give you an assessment, a quote and payment terms, and you are under no obligation to accept.',
            )}
          </p>
        </section>
      )}

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link
          to={`/view-providers?${new URLSearchParams({ zip: submitted.zip, kind, animal: submitted.animalType ?? '' })}`}
          className="flex-1 rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800"
        >
          {t('View Available Providers')}
        </Link>
        <Link to="/dashboard" className="flex-1 rounded-md border border-brand-700 px-5 py-3 text-center font-semibold text-brand-800 hover:bg-brand-50">
          {t('View My Dashboard')}
        </Link>
      </div>
    </div>
  );
}
