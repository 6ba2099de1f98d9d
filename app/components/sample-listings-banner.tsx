import { useRootData } from '../lib/root-data.ts';
import { useT } from '../lib/i18n.ts';

/**
 * While any sample listing is shown, every page says so, so nobody mistakes the demo
 * directory for a real one. Its own landmark, above the sticky header, scrolling away.
 */
export function SampleListingsBanner() {
  const t = useT();
  if (!useRootData()?.sampleListings) return null;
  return (
    <aside aria-label={t('Sample listings')} className="border-b border-amber-300 bg-amber-50 px-4 py-1.5 text-center text-sm text-amber-950">
      <strong>{t('This directory holds sample listings.')}</strong>{' '}
      {t('Listings marked “Sample listing” are examples, not real organizations: their 555-01xx phone numbers cannot be called.')}
    </aside>
  );
}
