import { message } from './i18n.ts';
import type { StateCode } from './us-states.ts';

// The help-request wizard: its steps, its answers and their rules.

export const REQUEST_TYPES = ['emergency', 'conflict'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const STEP_TITLES: Record<RequestType, string[]> = {
  emergency: [message('Help Type'), message('Location'), message('Details'), message('Support Wildlife Care'), message('Your Details')],
  conflict: [message('Help Type'), message('Location'), message('Details'), message('Your Details')],
};
/** 5 steps for an emergency, 4 for a conflict (which asks for no donation). */
export const stepCount = (type: RequestType) => STEP_TITLES[type].length;
/** The 'Your Details' (sign in or sign up) step. */
export const authStep = (type: RequestType) => stepCount(type);

export function parseWizardParams(params: URLSearchParams): { type: RequestType; step: number } {
  const type = params.get('type') === 'conflict' ? 'conflict' : 'emergency';
  const step = Number.parseInt(params.get('step') ?? '1', 10);
  return { type, step: Number.isInteger(step) && step >= 1 && step <= stepCount(type) ? step : 1 };
}

export const wizardUrl = (type: RequestType, step: number) => `/find-help?type=${type}&step=${step}`;

/**
 * The details step's animal field: where the step opens again after "Show questions" (without
 * JavaScript the page reloads, and opens there rather than at its top).
 */
export const ANIMAL_FIELD_ANCHOR = 'animal';

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
