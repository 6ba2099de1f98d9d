import { useId } from 'react';
import type { MatchResult } from '../../../common/matching.ts';
import { CapacityNotice, OpeningBadge, SampleListingBadge, StandardsBadge } from '../listing-badges.tsx';
import { CallButton, StateAgencyFallback } from '../state-agency-fallback.tsx';
import { useT } from '../../lib/i18n.ts';

/**
 * Because minutes matter: the nearest help, with tap-to-call, before
 * anyone has to create an account; the state agency when nobody matches. Those open now come
 * first, each saying whether it is open, since a closed listing is no help right now.
 */
export function NearbyProviders({
  matches,
  kind,
  from = 0,
  count = 5,
  heading,
  scope,
  inCard = false,
}: {
  matches: MatchResult;
  kind: 'rehabilitator' | 'control';
  /** the wizard's details step lists the nearest three above its form and the rest below it */
  from?: number;
  count?: number;
  heading?: string;
  /** a line under the heading saying whom the list is for (the wizard's details step: any animal, until one is chosen) */
  scope?: string;
  /**
   * Inside a request's card on /dashboard the list is a part of the card: its heading one level
   * under the card's, and no landmark of its own (cards for like requests would give several
   * landmarks of one name).
   */
  inCard?: boolean;
}) {
  const t = useT();
  const noun = t(kind === 'rehabilitator' ? 'wildlife rehabilitators' : 'humane control operators');
  // A page may show several lists (the nearest above a form, the rest below): each its own heading id.
  const headingId = useId();
  if (matches.providers.length === 0 && from > 0) return null;
  if (matches.providers.length === 0) return <StateAgencyFallback fallback={matches.fallback} noun={noun} />;
  const listed = matches.providers.slice(from, from + count);
  const [Container, Heading] = inCard ? (['div', 'h4'] as const) : (['aside', 'h2'] as const);
  if (listed.length === 0) return null;
  return (
    <Container aria-labelledby={inCard ? undefined : headingId} className="rounded-xl border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        {heading ?? t('Nearest {{noun}}', { noun })}
      </Heading>
      {scope ? <p className="text-sm font-medium text-slate-800">{scope}</p> : null}
      {from === 0 ? <p className="text-sm text-slate-700">{t('You can call now; you do not need an account to phone them.')}</p> : null}
      <ul className="mt-2 divide-y divide-brand-100">
        {listed.map((provider) => (
          <li key={provider.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
            <span className="min-w-0">
              {/* The spaces keep a screen reader from running the name and the badges together. */}
              <span className="font-medium text-slate-900">{provider.name}</span> <SampleListingBadge sample={provider.sample} className="ml-1" />{' '}
              <StandardsBadge listing={provider} className="ml-1" /> <OpeningBadge listing={provider} className="ml-1" />
              <span className="block text-sm text-slate-600">
                {provider.city}, {provider.state}
                {provider.distanceMiles !== null ? ` · ${t('{{distance}} miles', { distance: provider.distanceMiles })}` : ''}
              </span>
              <CapacityNotice listing={provider} />
            </span>
            {provider.phone ? <CallButton phone={provider.phone} name={provider.name} label={t('Call {{phone}}', { phone: provider.phone })} /> : null}
          </li>
        ))}
      </ul>
    </Container>
  );
}
