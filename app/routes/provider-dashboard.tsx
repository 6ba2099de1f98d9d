import { redirect, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { ZCapacity } from '../../common/providers-schemas.ts';
import { CapacitySection } from '../components/capacity-section.tsx';
import { invalidForm, parseForm, runFormAction, unknownIntent } from '../lib/forms.server.ts';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { CONTACT_REMOVED } from '../../common/retention.ts';
import { ROLE_LABELS } from '../../common/roles.ts';
import { SampleListingBadge } from '../components/listing-badges.tsx';
import { LiveRefresh } from '../components/live-refresh.tsx';
import { ratingText, RecentComments } from '../components/provider-ratings.tsx';
import { RequestCard, useAnimalName } from '../components/request-summary.tsx';
import { FAILED, readForPage } from '../lib/page-errors.server.ts';
import { getProviderHelpRequests, listActiveAnimalTypes, listingCapacity, providerRatings, pushAlerts } from '../lib/services.server.ts';
import { requireRole, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import { message } from '../../common/i18n.ts';
import type { Route } from './+types/provider-dashboard';
import { telHref } from '../../common/phone.ts';
import type { AlertChannel } from '../../common/alert-channels.ts';
import { useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('Provider Dashboard'), message('Help requests you can take, and the ones you answered.'), location);

// /provider-dashboard (provider role): the requests this listing may take, newest
// first, and its answers, with its rating from requesters (read-only: administrators watch it as part of verification); a
// listing still pending verification says so instead.
export async function loader({ request, context }: Route.LoaderArgs) {
  const since = Date.now();
  const actor = requireRole(context, request, 'provider');
  const { db } = requestServices(context);
  const user = { fullName: actor.fullName, role: ROLE_LABELS[actor.role] };
  const requests = await readForPage<Awaited<ReturnType<typeof getProviderHelpRequests>> | { notice: string }>(() => getProviderHelpRequests(db, actor), {
    failure: FAILED.gettingHelpRequests,
    // No approved listing yet (pending verification): a notice, not an error.
    on: { FORBIDDEN: (error) => ({ notice: error.message }) },
  });
  const capacityDone = new URL(request.url).searchParams.get('capacity');
  const done = capacityDone === 'set' || capacityDone === 'ended' ? capacityDone : null;
  const now = new Date();
  if ('notice' in requests)
    return { user, since, notice: requests.notice, provider: null, eligible: [], responses: [], rating: null, alerts: null, capacity: null };
  const [rating, own, animals, alerts] = await Promise.all([
    providerRatings.getOwnRating(db, actor),
    listingCapacity.getOwnCapacity(db, actor, now),
    listActiveAnimalTypes(db, actor),
    pushAlerts.getAlertChannel(db, actor),
  ]);
  // A listing is full only for animals it takes: those it lists, or with none listed, every one.
  const { takes, ...capacity } = own;
  const choices = takes.length ? takes : animals.map((a) => a.name);
  const spanishNames = Object.fromEntries(animals.map((a) => [a.name, a.nameEs]));
  return { user, since, notice: null, ...requests, rating, alerts, capacity: { ...capacity, animals: choices, spanishNames, done, now: now.toISOString() } };
}

// The listing is full for now, or takes animals again (docs/decisions/032).
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireRole(context, request, 'provider');
  const { db } = requestServices(context);
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'end-capacity') {
    return runFormAction(async () => {
      await listingCapacity.endOwnCapacity(db, actor);
      throw redirect('/provider-dashboard?capacity=ended#capacity');
    });
  }
  if (intent !== 'capacity') return unknownIntent();
  const parsed = await parseForm(form, ZCapacity);
  if (!parsed.ok) return invalidForm(parsed);
  return runFormAction(
    async () => {
      await listingCapacity.setOwnCapacity(db, actor, parsed.data);
      throw redirect('/provider-dashboard?capacity=set#capacity');
    },
    { values: parsed.values },
  );
}

/** How new requests reach this provider, as the dashboard says it (the choice is made on /account). */
const ALERTS_REACH_YOU: Record<AlertChannel, string> = {
  email: message('New requests reach you by e-mail.'),
  push: message('New requests reach you by browser notifications, and by e-mail while no device has them on.'),
  both: message('New requests reach you by e-mail and browser notifications.'),
};

export default function ProviderDashboard() {
  const { user, since, notice, provider, eligible, responses, rating, alerts, capacity } = useLoaderData<typeof loader>();
  const t = useT();
  const animalName = useAnimalName();
  const result = useSettledActionData<typeof action>();
  const accepted = responses.filter((r) => r.status === 'accepted');
  const declined = responses.filter((r) => r.status === 'declined');
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('Provider Dashboard')}</h1>
      {provider ? (
        <p className="mt-1 text-slate-700">
          <strong>{provider.name}</strong> <SampleListingBadge sample={provider.sample} className="ml-1" />
        </p>
      ) : null}
      {notice ? <p className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">{t(notice)}</p> : null}

      {/* The requests come first: on a phone between feedings, the newest is on the first screen (docs/decisions/060). */}
      <section aria-labelledby="open-requests" className="mt-4">
        <h2 id="open-requests" className="text-xl font-semibold text-slate-900">
          {t('Requests you can take')} ({eligible.length})
        </h2>
        {eligible.length === 0 ? (
          <p className="mt-3 text-slate-700">{t('No open requests near you right now. New ones arrive by e-mail and appear here.')}</p>
        ) : (
          <ul className="mt-3 space-y-4">
            {eligible.map((request) => (
              <li key={request.id}>
                <RequestCard request={request}>
                  <p className="mt-2 text-sm text-slate-600">{t("The requester's contact details appear once you accept.")}</p>
                </RequestCard>
              </li>
            ))}
          </ul>
        )}
        {alerts ? (
          <p className="mt-4 text-slate-700" data-testid="alert-channel">
            {t(ALERTS_REACH_YOU[alerts])}{' '}
            <Link to="/account#notifications" className="font-semibold text-brand-700 underline">
              {t('Turn on browser notifications or change this')}
            </Link>
          </p>
        ) : null}
      </section>

      <section aria-labelledby="accepted-requests" className="mt-10">
        <h2 id="accepted-requests" className="text-xl font-semibold text-slate-900">
          {t('Accepted by you')} ({accepted.length})
        </h2>
        {accepted.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("Requests you accept appear here with the requester's contact details.")}</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {accepted.map(({ request, requester, pledge }) => (
              <li key={request.id}>
                <RequestCard request={request} pledge={pledge}>
                  {requester && 'removed' in requester ? (
                    <p className="mt-2 text-slate-700">{t(CONTACT_REMOVED)}</p>
                  ) : requester ? (
                    <p className="mt-2 text-slate-800">
                      {requester.fullName} ·{' '}
                      {requester.phone ? (
                        <a href={telHref(requester.phone)} className="font-semibold text-brand-800 underline">
                          {requester.phone}
                        </a>
                      ) : null}{' '}
                      ·{' '}
                      <a href={`mailto:${requester.email}`} className="text-brand-800 underline">
                        {requester.email}
                      </a>
                    </p>
                  ) : null}
                </RequestCard>
              </li>
            ))}
          </ul>
        )}
      </section>

      {capacity ? <CapacitySection {...capacity} result={result} /> : null}

      {provider ? (
        <section aria-labelledby="your-listing" className="mt-10">
          <h2 id="your-listing" className="text-xl font-semibold text-slate-900">
            {t('Your listing')}
          </h2>
          <p className="mt-2 text-slate-700">
            {t('Welcome,')} <strong>{user.fullName}</strong>. {t('Your role:')} <strong>{t(user.role)}</strong> {t('for')} <strong>{provider.name}</strong>{' '}
            <SampleListingBadge sample={provider.sample} className="ml-1" />
          </p>
          {rating ? (
            <>
              <p className="mt-1 text-slate-700">
                {t('Your rating:')} <strong>{ratingText(rating, t)}</strong>
                {rating.count === 0 ? `. ${t('Requesters can rate you once a request you accepted is resolved or cancelled.')}` : null}
              </p>
              {rating.recent.length ? (
                <details className="mt-2 text-slate-700">
                  <summary className="cursor-pointer font-medium text-brand-800">
                    {t('Newest comments from requesters')} ({rating.recent.length})
                  </summary>
                  <RecentComments recent={rating.recent} label={t('Newest comments from requesters')} />
                </details>
              ) : null}
            </>
          ) : null}
          <p className="mt-3">
            <Link to="/provider-dashboard/listing" className="font-semibold text-brand-700 underline">
              {t('Edit my listing')}
            </Link>
          </p>
        </section>
      ) : null}

      {declined.length > 0 ? (
        <section aria-labelledby="declined-requests" className="mt-10">
          <h2 id="declined-requests" className="text-xl font-semibold text-slate-900">
            {t('Declined')} ({declined.length})
          </h2>
          <ul className="mt-4 space-y-2">
            {declined.map(({ request, responseNotes }) => (
              <li key={request.id} className="text-slate-700">
                {t('{{animal}} in {{place}}', { animal: animalName(request) ?? t('Animal not given'), place: `${request.city}, ${request.zip}` })}
                {responseNotes ? `: ${responseNotes}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {provider ? <LiveRefresh since={since} /> : null}
      <p className="mt-10 text-slate-700">
        {t('New to answering requests? Read the')}{' '}
        <Link to="/provider-resources" className="font-semibold text-brand-700 underline">
          {t('provider resources')}
        </Link>
        .
      </p>
    </div>
  );
}
