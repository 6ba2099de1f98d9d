import { Link } from './link.tsx';
import { capacityLabel, type ListingCapacity } from '../../common/capacity.ts';
import { shownStandardsLevel, type ProviderKind, type StandardsLevel } from '../../common/matching.ts';
import { openingLabel, translating, type NextOpening, type OpeningToday } from '../../common/opening-hours.ts';
import { SAMPLE_LISTING_LABEL } from '../../common/providers.ts';
import { useLocale, useT } from '../lib/i18n.ts';
import { useStandardsLevelName } from './standards-level-name.tsx';

// The badges a provider listing carries, the same wherever it is shown, so that a listing means the same thing on every page.

// One piece each: a badge never breaks across two lines on a phone.
const chip = 'inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-semibold';

/** Seed content, never a real organization: marked on every page that shows the listing, so nobody calls it for help. */
export function SampleListingBadge({ sample, className = '' }: { sample: boolean; className?: string }) {
  const t = useT();
  return sample ? <span className={`${chip} bg-slate-200 text-slate-700 ${className}`}>{t(SAMPLE_LISTING_LABEL)}</span> : null;
}

/** Only a listing that went through verification (documents, standards, then approval), never an import or a sample. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useT();
  return verified ? <span className={`${chip} bg-green-100 text-green-900`}>{t('Verified by Wildline')}</span> : null;
}

/**
 * Every control operator shows its standards level, explained on /standards; rehabilitators
 * none. The level's name is the stored one, in the page's language (decision 039).
 */
export function StandardsBadge({ listing, className = '' }: { listing: { type: ProviderKind; standards: StandardsLevel }; className?: string }) {
  const nameOf = useStandardsLevelName();
  const level = shownStandardsLevel(listing);
  const name = level ? nameOf(level) : null;
  if (!name) return null;
  return (
    <Link to="/standards" lang={name.inEnglish ? 'en' : undefined} className={`${chip} bg-brand-100 text-brand-900 underline ${className}`}>
      {name.text}
    </Link>
  );
}

/** A listing full for now (docs/decisions/032): its label and the provider's note, wherever it is matched. */
export function CapacityNotice({ listing, className = '' }: { listing: { capacity: ListingCapacity | null; state: string }; className?: string }) {
  const t = useT();
  const locale = useLocale();
  if (!listing.capacity) return null;
  return (
    <span className={`block text-sm font-medium text-amber-900 ${className}`}>
      {capacityLabel(listing.capacity, listing.state, undefined, translating(t), locale)}
      {listing.capacity.note ? <span className="font-normal"> · “{listing.capacity.note}”</span> : null}
    </span>
  );
}

/** "Open now", "24-hour hotline", "Opens at 9:00 AM" or "Closed now · opens 9:00 AM tomorrow", read in the listing's state time zone; nothing when its hours are unknown. A closed listing is no help right now, so a person sees at once whom to call. */
export function OpeningBadge({
  listing,
  className = '',
}: {
  listing: { openingToday: OpeningToday | null; opensMinute: number | null; opensNext: NextOpening | null };
  className?: string;
}) {
  const t = useT();
  const label = openingLabel(listing, translating(t), useLocale());
  if (!label) return null;
  const open = listing.openingToday === 'open' || listing.openingToday === 'hotline';
  return <span className={`${chip} ${open ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'} ${className}`}>{label}</span>;
}
