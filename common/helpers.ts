import { z } from './zod.ts';
import { US_STATES } from './us-states.ts';

// What a helper (an approved volunteer, SPEC §4) sends from the helper dashboard (issue 7): the
// state they help in, and an offer of help on an open request.

export const HELPER_OFFER_KINDS = ['transport', 'supplies', 'foster', 'other'] as const;
export type HelperOfferKind = (typeof HELPER_OFFER_KINDS)[number];

export const HELPER_OFFER_LABELS: Record<HelperOfferKind, string> = {
  transport: 'Transport to a rehabilitator',
  supplies: 'Supplies (a box, towels, a carrier)',
  foster: 'A quiet place to keep the animal for a short time',
  other: 'Something else',
};

const STATE_CODES = US_STATES.map(([code]) => code) as [string, ...string[]];

export const ZHelperState = z.object({
  state: z.enum(STATE_CODES, { error: 'Choose the state you help in' }),
});

export const ZHelperOffer = z.object({
  kind: z.enum(HELPER_OFFER_KINDS, { error: 'Choose what you can offer' }),
  message: z
    .string({ error: 'Say what you can do and when' })
    .trim()
    .min(10, 'Say what you can do and when (at least 10 characters)')
    .max(1000, 'Please keep your offer under 1,000 characters'),
});
export type THelperOfferInput = z.input<typeof ZHelperOffer>;
