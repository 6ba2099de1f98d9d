import type { MatchResult } from '../../../common/matching.ts';
import { SampleListingBadge, StandardsBadge } from '../listing-badges.tsx';
import { StateAgencyFallback } from '../state-agency-fallback.tsx';

/**
 * Beyond SPEC, because minutes matter (issue 5): the nearest help, with tap-to-call, before
 * anyone has to create an account; the state agency when nobody matches.
 */
export function NearbyProviders({ matches, kind }: { matches: MatchResult; kind: 'rehabilitator' | 'control' }) {
  const noun = kind === 'rehabilitator' ? 'wildlife rehabilitators' : 'humane control operators';
  if (matches.providers.length === 0) return <StateAgencyFallback fallback={matches.fallback} noun={noun} />;
  return (
    <aside aria-labelledby="nearby" className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="nearby" className="text-lg font-semibold text-slate-900">Nearest {noun}</h2>
      <p className="mt-1 text-sm text-slate-700">You can call now; you do not need an account to phone them.</p>
      <ul className="mt-3 divide-y divide-brand-100">
        {matches.providers.slice(0, 5).map((provider) => (
          <li key={provider.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              <span className="font-medium text-slate-900">{provider.name}</span>
              <SampleListingBadge sample={provider.sample} className="ml-2" />
              <StandardsBadge listing={provider} className="ml-2" />
              <span className="block text-sm text-slate-600">
                {provider.city}, {provider.state}
                {provider.distanceMiles !== null ? ` · ${provider.distanceMiles} miles` : ''}
              </span>
            </span>
            {provider.phone ? (
              <a href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`} className="rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800">
                Call {provider.phone}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
