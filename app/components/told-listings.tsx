import { EVERYONE_IN_REACH_TOLD, TOLD_HOW, WIDENS_AFTER } from '../../common/notified-providers.ts';
import type { ToldListing } from '../../server/features/help-requests/outreach.ts';
import { SampleListingBadge } from './listing-badges.tsx';
import { useT } from '../lib/i18n.ts';

// Who has been told of a request and how (docs/decisions/048), as /request-submitted and the
// dashboard say it: each listing by name, through its account or by e-mail; then what happens next
// while nobody has taken it, or that everyone in reach has been told.

export function ToldListings({
  told,
  waitingFor,
  exhausted,
  headingLevel: Heading = 'h2',
}: {
  told: Pick<ToldListing, 'providerId' | 'name' | 'sample' | 'how'>[];
  /** "20 minutes": how long until more are told; null once the request no longer waits */
  waitingFor: string | null;
  exhausted: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useT();
  if (!told.length) return null;
  return (
    // Not a landmark: a person with two open requests has this twice on /dashboard.
    <div className="mt-3">
      <Heading className="font-semibold text-slate-900">{t('Who has been told')}</Heading>
      <ul className="mt-1 list-disc space-y-0.5 pl-6 text-slate-800">
        {told.map((listing) => (
          <li key={listing.providerId}>
            {listing.name}
            {listing.sample ? (
              <>
                {' '}
                <SampleListingBadge sample />
              </>
            ) : null}
            : {t(TOLD_HOW[listing.how])}
          </li>
        ))}
      </ul>
      {exhausted ? (
        <p className="mt-2 font-medium text-red-900">{t(EVERYONE_IN_REACH_TOLD)}</p>
      ) : waitingFor ? (
        <p className="mt-2 text-slate-700">{t(WIDENS_AFTER, { time: waitingFor })}</p>
      ) : null}
    </div>
  );
}
