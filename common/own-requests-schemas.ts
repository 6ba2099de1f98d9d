import { z } from './zod.ts';
import { ZDetailsBase } from './wizard-schemas.ts';

export const ZCancelRequest = z.object({
  reason: z
    .string({ error: 'Tell us why you are cancelling' })
    .trim()
    .min(1, 'Tell us why you are cancelling')
    .max(500, 'Please keep the reason under 500 characters'),
});

/** The wizard's own rule for the situation (ZDetailsBase), so an edit cannot loosen it. */
export const ZSituationUpdate = z.object({ situationDetails: ZDetailsBase.shape.situationDetails });

const CHOOSE_RATING = 'Choose a rating from 1 to 5';

export const ZProviderRating = z.object({
  // A form posts "4"; an API may send 4. Anything else, including 4.5, is refused.
  rating: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, CHOOSE_RATING).transform(Number)], { error: CHOOSE_RATING })
    .pipe(z.number().int(CHOOSE_RATING).min(1, CHOOSE_RATING).max(5, CHOOSE_RATING)),
  comment: z
    .string()
    .trim()
    .max(1000, 'Please keep the comment under 1,000 characters')
    .nullish()
    .transform((v) => v || null),
});
export type TProviderRatingInput = z.input<typeof ZProviderRating>;
