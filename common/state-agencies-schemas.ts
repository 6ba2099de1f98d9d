import { z } from './zod.ts';
import { ZProviderListing } from './providers-schemas.ts';
import { CHECKED_ON_INVALID } from './state-agencies.ts';

/**
 * The edit replaces every field, so the form sends each one (blank when empty): a field left out
 * is a partial or forged form, which would otherwise clear it.
 */
const sent = (field: string) => z.string({ error: `The form did not send the ${field}: reload the page and try again` }).trim();
const blankIsNull = (v: string) => v || null;

const dayAfterToday = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export const ZStateAgencyInput = z.object({
  version: z.string({ error: 'The form did not say which version it changes: reload the page and try again' }),
  name: sent('name').min(1, 'Enter the agency’s official name').max(200, 'Please keep the name under 200 characters'),
  // The listing form's own rule for a web address.
  website: sent('website')
    .transform((v) => v || undefined)
    .pipe(ZProviderListing.shape.website),
  notes: sent('notes').max(1000, 'Please keep the notes under 1,000 characters').transform(blankIsNull),
  // Their Spanish: optional; left out, there is none, and Spanish pages show the English.
  notesEs: z
    .string()
    .trim()
    .max(1000, 'Please keep the Spanish notes under 1,000 characters')
    .optional()
    .transform((v) => v || null),
  checkedOn: sent('date checked')
    .transform(blankIsNull)
    .pipe(
      z.iso
        .date({ error: CHECKED_ON_INVALID })
        // A day ahead of UTC at most: an administrator in Guam is already in tomorrow.
        .refine((day) => day >= '2000-01-01' && day <= dayAfterToday(), CHECKED_ON_INVALID)
        .nullable(),
    ),
});
