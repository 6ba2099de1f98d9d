import { z } from './zod.ts';
import { HELPER_OFFER_KINDS } from './helpers.ts';
import { US_STATES } from './us-states.ts';

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
