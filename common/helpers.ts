import { message } from './i18n.ts';

// What a helper (an approved volunteer) sends from the helper dashboard: the
// state they help in, and an offer of help on an open request.

export const HELPER_OFFER_KINDS = ['transport', 'supplies', 'foster', 'other'] as const;
export type HelperOfferKind = (typeof HELPER_OFFER_KINDS)[number];

export const HELPER_OFFER_LABELS: Record<HelperOfferKind, string> = {
  transport: message('Transport to a rehabilitator'),
  supplies: message('Supplies (a box, towels, a carrier)'),
  foster: message('A quiet place to keep the animal for a short time'),
  other: message('Something else'),
};
