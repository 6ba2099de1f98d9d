import { z } from './zod.ts';
import { STATE_CODES, type StateCode } from './us-states.ts';

// The help-request wizard (SPEC §2, §4, §5): its steps, its answers and their rules.

export const REQUEST_TYPES = ['emergency', 'conflict'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const STEP_TITLES: Record<RequestType, string[]> = {
  emergency: ['Help Type', 'Location', 'Details', 'Support Wildlife Care', 'Your Details'],
  conflict: ['Help Type', 'Location', 'Details', 'Your Details'],
};
/** SPEC §9: 5 steps for an emergency, 4 for a conflict. */
export const stepCount = (type: RequestType) => STEP_TITLES[type].length;
/** The 'Your Details' (sign in or sign up) step. */
export const authStep = (type: RequestType) => stepCount(type);

export function parseWizardParams(params: URLSearchParams): { type: RequestType; step: number } {
  const type = params.get('type') === 'conflict' ? 'conflict' : 'emergency';
  const step = Number.parseInt(params.get('step') ?? '1', 10);
  return { type, step: Number.isInteger(step) && step >= 1 && step <= stepCount(type) ? step : 1 };
}

export const wizardUrl = (type: RequestType, step: number) => `/find-help?type=${type}&step=${step}`;

export type QuestionAnswer = string | string[] | number | '';

export interface WizardDraft {
  type?: RequestType;
  location?: { address: string; city: string; state: StateCode; zip: string; lat: number | null; lng: number | null };
  matchCount?: number;
  details?: { animalType: string; situationDetails: string; responses: Record<string, QuestionAnswer> };
  /** what step 3 holds while it is being filled in (not yet checked) */
  detailsDraft?: { animalType: string; situationDetails: string; responses: Record<string, QuestionAnswer> };
  donation?: { amount: number; custom: boolean; none: boolean };
  /** the Idempotency-Key of the final submit: one draft makes at most one request */
  submissionKey?: string;
  /** the request this draft last made: a late second submit is sent to it */
  submittedRequestId?: string;
}

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

/** SPEC §5: custom amount is a number of at least 0 with cents; empty clears it. */
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
