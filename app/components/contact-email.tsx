import { useT } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';

// The addresses come from configuration (CONTACT_EMAIL, PROVIDERS_EMAIL), so a deployment shows addresses that reach someone: people
// write to one about their data or the terms, providers to the other about their listing.

export function ContactEmail({ audience, className }: { audience: 'people' | 'providers'; className?: string }) {
  const address = useRootData()?.contact[audience];
  const t = useT();
  // Only when the root loader itself failed (an error page): no address rather than a wrong one.
  if (!address) return <>{audience === 'people' ? t('our contact address') : t('our providers’ address')}</>;
  return (
    <a href={`mailto:${address}`} className={className}>
      {address}
    </a>
  );
}
