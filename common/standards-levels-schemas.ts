import { STANDARDS_LEVEL_NAME_MAX } from './matching.ts';
import { z } from './zod.ts';

// Administration's form for a standards level's names (decision 039; English, decision 033). The
// edit replaces both names, so the form sends each: one left out is a partial or forged form.

export const ZStandardsLevelInput = z.object({
  version: z.string({ error: 'The form did not say which version it changes: reload the page and try again' }),
  name: z
    .string({ error: 'The form did not send the name: reload the page and try again' })
    .trim()
    .min(1, 'Enter the level’s name')
    .max(STANDARDS_LEVEL_NAME_MAX, `Please keep the name under ${STANDARDS_LEVEL_NAME_MAX} characters`),
  // Optional: left blank, Spanish pages show the English name.
  nameEs: z
    .string({ error: 'The form did not send the Spanish name: reload the page and try again' })
    .trim()
    .max(STANDARDS_LEVEL_NAME_MAX, `Please keep the Spanish name under ${STANDARDS_LEVEL_NAME_MAX} characters`)
    .transform((v) => v || null),
});
