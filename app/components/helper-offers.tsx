import { HELPER_OFFER_LABELS } from '../../common/helpers.ts';
import { formatRequestTime } from '../../common/dates.ts';
import type { HelperOfferView } from '../../server/features/volunteers/helper-requests.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// Helpers' offers on a request, as the request's owner and the provider who accepted
// it see them: what, a note, and how to reach the helper.

export type HelperOfferItem = Omit<HelperOfferView, 'requestId'>;

/** `state`: the request's state, whose time zone the offers' times are shown in. */
export function HelperOffers({ offers, state, headingLevel = 'h4' }: { offers: HelperOfferItem[]; state: string; headingLevel?: 'h3' | 'h4' }) {
  const t = useT();
  const locale = useLocale();
  if (offers.length === 0) return null;
  const Heading = headingLevel;
  return (
    <div className="mt-2 rounded-md bg-sky-50 p-3 text-sky-950">
      <Heading className="font-semibold">{t('Volunteer helpers offered')}</Heading>
      <ul className="mt-1 space-y-2">
        {offers.map((offer) => (
          <li key={`${offer.helperEmail}-${String(offer.createdAt)}`}>
            <strong>{t(HELPER_OFFER_LABELS[offer.kind])}</strong>{' '}
            {t('from {{name}} ({{time}}):', { name: offer.helperName, time: formatRequestTime(offer.createdAt, state, locale) })} “{offer.message}”{' '}
            <a href={`mailto:${offer.helperEmail}`} className="underline">
              {offer.helperEmail}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
