import { z } from './zod.ts';
import { PROVIDER_KINDS } from './matching.ts';
import { STATE_CODES } from './us-states.ts';

export const ZMatchQuery = z
  .object({
    state: z.enum(STATE_CODES, { error: 'Choose one of the 50 US states' }),
    type: z.enum(PROVIDER_KINDS, { error: 'type must be rehabilitator or control' }),
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    animal: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { path: ['lat'], message: 'Give both lat and lng, or neither' });
