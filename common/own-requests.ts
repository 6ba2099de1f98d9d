import { z } from './zod.ts';
import { ZDetailsBase } from './wizard.ts';

// What a requester may change on their own help request from the dashboard (issue 7), read the
// same way from the page's forms and from any API: cancel with a reason, correct the situation,
// rate the provider who accepted (SPEC §1 verification step 3).

/** The dashboard's forms, told apart by their `intent` field. */
export const OWN_REQUEST_INTENTS = ['update-situation', 'cancel', 'resolve', 'rate'] as const;
export type OwnRequestIntent = (typeof OWN_REQUEST_INTENTS)[number];

export const ZCancelRequest = z.object({
  reason: z
    .string({ error: 'Tell us why you are cancelling' })
    .trim()
    .min(1, 'Tell us why you are cancelling')
    .max(500, 'Please keep the reason under 500 characters'),
});

/** The wizard's own rule for the situation (SPEC §5 step 3), so an edit cannot loosen it. */
export const ZSituationUpdate = z.object({ situationDetails: ZDetailsBase.shape.situationDetails });

/**
 * A request has ended once it is resolved or cancelled: only then is the provider who accepted
 * it rated (docs/decisions/017), on the dashboard and by the service alike.
 */
export const requestHasEnded = (status: string) => status === 'resolved' || status === 'cancelled';

export const RATINGS = [1, 2, 3, 4, 5] as const;
export const RATING_LABELS: Record<(typeof RATINGS)[number], string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

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
