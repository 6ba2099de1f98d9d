import { z } from './zod.ts';
import { phoneNumber } from './phone-schemas.ts';
import { STATE_CODES } from './us-states.ts';
import { ADULT_REQUIRED, VOLUNTEER_DRIVE_MILES, VOLUNTEER_AVAILABILITY, VOLUNTEER_INTERESTS, VOLUNTEER_SKILLS } from './volunteers.ts';

const MAX_TEXT = 2000;

const optionalText = (tooLong: string) =>
  z
    .string()
    .trim()
    .max(MAX_TEXT, tooLong)
    .optional()
    .transform((v) => v || null);

/** Checkboxes: absent, one value, or several under one name; only the listed choices, in list order. */
const choices = <T extends readonly [string, ...string[]]>(options: T, invalid: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.enum(options, { error: invalid })))
    .transform((picked) => options.filter((o) => picked.includes(o)));

export const ZVolunteerApplication = z.object({
  /** the "I am 18 or older" checkbox; not stored on the application, only in its audit entry */
  adult: z.literal('yes', { error: ADULT_REQUIRED }),
  reason: z
    .string({ error: 'Tell us why you would like to volunteer' })
    .trim()
    .min(20, 'Tell us in a sentence or two (at least 20 characters) why you would like to volunteer')
    .max(MAX_TEXT, 'Please keep your reason under 2,000 characters'),
  experience: optionalText('Please keep your experience under 2,000 characters'),
  // Where the volunteer can help, and how to reach them: what an administrator needs to place them (docs/decisions/060).
  state: z.enum(STATE_CODES, { error: 'Choose the state where you can help' }),
  place: z
    .string({ error: 'Enter a ZIP code or a town where you can help' })
    .trim()
    .min(2, 'Enter a ZIP code or a town where you can help')
    .max(100, 'Please keep the ZIP code or town under 100 characters'),
  driveMiles: z.enum(VOLUNTEER_DRIVE_MILES, { error: 'Choose how far you can drive' }).transform(Number),
  phone: phoneNumber({ missing: 'Enter a phone number with its area code', invalid: 'Enter a phone number with its area code, like 303-555-0100' }),
  availability: choices(VOLUNTEER_AVAILABILITY, 'Choose from the times listed').refine((a) => a.length > 0, 'Choose at least one time you are usually free'),
  skills: choices(VOLUNTEER_SKILLS, 'Choose from the skills listed'),
  interests: choices(VOLUNTEER_INTERESTS, 'Choose from the roles listed').refine((i) => i.length > 0, 'Choose at least one role you are interested in'),
  referenceInfo: optionalText('Please keep your references under 2,000 characters'),
  background: optionalText('Please keep this under 2,000 characters'),
});
export type TVolunteerApplicationInput = z.input<typeof ZVolunteerApplication>;
