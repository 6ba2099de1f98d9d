import { z } from './zod.ts';
import { STATE_CODES } from './us-states.ts';

// The wizard's answers and their rules, checked on the server: zod stays out of the
// browser (it is large), so pages import these only in their actions and loaders.

export const ZLocation = z.object({
  address: z.string().trim().max(200, 'Street address is too long').default(''),
  city: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(100, 'City is too long'),
  state: z.enum(STATE_CODES, { error: 'State is required' }),
  zip: z
    .string({ error: 'ZIP code is required' })
    .trim()
    // One message for an empty ZIP, not two (the error summary lists each)
    .min(1, { error: 'ZIP code is required', abort: true })
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
});

export const ZDetailsBase = z.object({
  animalType: z.string({ error: 'Animal type is required' }).trim().min(1, 'Animal type is required').max(100),
  situationDetails: z
    .string({ error: 'Situation description is required' })
    .trim()
    .min(1, 'Situation description is required')
    .max(5000, 'Please keep the description under 5,000 characters'),
});

/** A custom amount is a number of at least 0 with cents; empty clears it. */
export const ZDonation = z.union([
  z.object({ choice: z.literal('none') }),
  z.object({ choice: z.literal('preset'), amount: z.coerce.number().positive().max(100_000) }),
  z.object({
    choice: z.literal('custom'),
    customAmount: z.coerce
      .number({ error: 'Enter an amount of 0 or more' })
      .min(0, 'Enter an amount of 0 or more')
      .max(100_000, 'Please enter a smaller amount')
      .refine((value) => Math.round(value * 100) === value * 100, 'Use at most two decimals'),
  }),
]);
