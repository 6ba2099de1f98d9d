import { Form, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { US_STATES } from '../../common/us-states.ts';
import { ErrorBox, SubmitButton, SuccessBox } from '../components/form.tsx';
import { SampleListingBadge } from '../components/listing-badges.tsx';
import { runFormAction } from '../lib/forms.server.ts';
import { fieldTeam } from '../lib/services.server.ts';
import { requireUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/field-team-dashboard';
import { formatRequestTime } from '../../common/dates.ts';
import { telHref } from '../../common/phone.ts';
import { message } from '../../common/i18n.ts';
import { useLocale, useT } from '../lib/i18n.ts';

export const meta: Route.MetaFunction = ({ location }) =>
  pageMeta(message('Field Team Dashboard'), message('Animals waiting for a field team pickup.'), location);

// /field-team-dashboard (any signed-in user): members, a row checked on the server,
// see accepted emergencies in their state that need a pickup and mark each done;
// everyone else learns what the field team is and how to join.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = requestServices(context);
  const membership = await fieldTeam.getFieldTeamMembership(db, user);
  return { membership, work: membership.member ? await fieldTeam.listFieldWork(db, user) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const requestId = String((await request.formData()).get('requestId') ?? '');
  return runFormAction(() => fieldTeam.markPickupDone(requestServices(context).db, user, requestId), { success: message('Pickup marked done. Thank you.') });
}

type Work = NonNullable<Awaited<ReturnType<typeof loader>>['work']>;

function Pickup({ pickup }: { pickup: Work['waiting'][number] }) {
  const t = useT();
  const locale = useLocale();
  const headingId = `pickup-${pickup.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('{{animal}} in {{place}}', { animal: pickup.animalType ?? t('Wildlife'), place: `${pickup.city}, ${pickup.state} ${pickup.zip}` })}
      </h3>
      <p className="text-sm text-slate-600">{t('Asked {{time}}', { time: formatRequestTime(pickup.createdAt, pickup.state, locale) })}</p>
      {pickup.situationDetails ? <p className="mt-2 whitespace-pre-line text-slate-800">{pickup.situationDetails}</p> : null}
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-medium text-slate-900">{t('Where')}</dt>
          <dd className="text-slate-800">{[pickup.address, pickup.city, `${pickup.state} ${pickup.zip}`].filter(Boolean).join(', ')}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('Who asked')}</dt>
          <dd className="text-slate-800">
            {pickup.requesterName ?? t('Removed: they deleted their account')}
            {pickup.requesterPhone ? (
              <>
                {' · '}
                <a href={telHref(pickup.requesterPhone)} className="font-semibold underline">
                  {t('Call {{phone}}', { phone: pickup.requesterPhone })}
                </a>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-900">{t('Rehabilitator')}</dt>
          <dd className="text-slate-800">
            <SampleListingBadge sample={pickup.providerSample} className="mr-1" /> {pickup.providerName}
            {pickup.providerPhone ? (
              <>
                {' · '}
                <a href={telHref(pickup.providerPhone)} className="font-semibold underline">
                  {t('Call {{phone}}', { phone: pickup.providerPhone })}
                </a>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      {pickup.pickupDoneAt ? (
        <p className="mt-3 font-medium text-green-800">{t('Picked up {{time}}', { time: formatRequestTime(pickup.pickupDoneAt, pickup.state, locale) })}</p>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="requestId" value={pickup.id} />
          <SubmitButton pendingLabel={t('Saving...')} className="sm:w-auto" pendingFor={(f) => f.get('requestId') === pickup.id}>
            <span>
              {t('Mark pickup done')}
              <span className="sr-only">
                {' '}
                {t(pickup.animalType ? 'for the {{animal}} in {{city}}' : 'for the animal in {{city}}', { animal: pickup.animalType ?? '', city: pickup.city })}
              </span>
            </span>
          </SubmitButton>
        </Form>
      )}
    </article>
  );
}

function NotAMember() {
  const t = useT();
  return (
    <div className="mt-6 space-y-4 text-slate-800">
      <p>
        {t(
          'The Wildline field team is a group of trained volunteers who collect injured and orphaned animals for the rehabilitator who has accepted a request, when the person who found the animal cannot bring it in themselves.',
        )}
      </p>
      <p>
        {t(
          "Field team members are experienced volunteers: they know how to contain an animal safely, never handle rabies-vector species bare-handed, and keep to the rehabilitator's instructions. An administrator adds members after their volunteer application is approved.",
        )}
      </p>
      <p>
        <Link to="/volunteer#apply" className="font-semibold text-brand-700 underline">
          {t('Apply to volunteer')}
        </Link>{' '}
        {t('and choose “Field team” among the roles you are interested in.')}
      </p>
    </div>
  );
}

export default function FieldTeamDashboard() {
  const { membership, work } = useLoaderData<typeof loader>();
  const t = useT();
  const result = useSettledActionData<typeof action>();
  const stateName = US_STATES.find(([code]) => code === membership.state)?.[1];
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t('Field Team Dashboard')}</h1>
      {!membership.member || !work ? (
        <NotAMember />
      ) : !stateName ? (
        <p className="mt-4 text-slate-800">{t('You are on the field team, but no state is set for you yet. An administrator will set it.')}</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {t('Emergencies in {{state}} that a rehabilitator accepted and that may need a pickup.', { state: t(stateName) })}
          </p>
          <div className="mt-4 space-y-3">
            {result?.message ? <SuccessBox>{t(result.message)}</SuccessBox> : null}
            <ErrorBox>{result?.formError ? t(result.formError) : null}</ErrorBox>
          </div>
          <section aria-labelledby="waiting-heading" className="mt-6">
            <h2 id="waiting-heading" className="text-xl font-semibold text-slate-900">
              {t('Waiting for a pickup')} ({work.waiting.length})
            </h2>
            {work.waiting.length === 0 ? <p className="mt-2 text-slate-700">{t('Nothing is waiting right now.')}</p> : null}
            <ul className="mt-4 space-y-4">
              {work.waiting.map((pickup) => (
                <li key={pickup.id}>
                  <Pickup pickup={pickup} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="done-heading" className="mt-10">
            <h2 id="done-heading" className="text-xl font-semibold text-slate-900">
              {t('Done in the last 7 days')} ({work.done.length})
            </h2>
            <ul className="mt-4 space-y-4">
              {work.done.map((pickup) => (
                <li key={pickup.id}>
                  <Pickup pickup={pickup} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </div>
  );
}
