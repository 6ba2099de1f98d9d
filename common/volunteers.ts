import { z } from './zod.ts';

// A volunteer application (SPEC §3 volunteer_applications, §4): the form on /volunteer, checked
// again on the server. The choices match the roles the volunteer page describes.

export const VOLUNTEER_AVAILABILITY = ['Weekday mornings', 'Weekday afternoons', 'Weekday evenings', 'Weekends', 'On call for emergencies'] as const;
export const VOLUNTEER_SKILLS = [
  'Driving with my own car',
  'Answering calls and messages',
  'Handling animals',
  'Building and repairs',
  'Fundraising',
  'Teaching and outreach',
  'Photography and social media',
  'A language other than English',
] as const;
// What a helper can offer on the helper dashboard (common/helpers.ts), and the field team: no role the site does not have.
export const VOLUNTEER_INTERESTS = ['Transport driver', 'Bringing supplies', 'Field team', 'Fostering'] as const;

/** /volunteer asks for it, so the form requires it (issue 14). */
export const ADULT_REQUIRED = 'Confirm that you are 18 or older: volunteers must be adults';

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
  availability: choices(VOLUNTEER_AVAILABILITY, 'Choose from the times listed').refine((a) => a.length > 0, 'Choose at least one time you are usually free'),
  skills: choices(VOLUNTEER_SKILLS, 'Choose from the skills listed'),
  interests: choices(VOLUNTEER_INTERESTS, 'Choose from the roles listed').refine((i) => i.length > 0, 'Choose at least one role you are interested in'),
  referenceInfo: optionalText('Please keep your references under 2,000 characters'),
  background: optionalText('Please keep this under 2,000 characters'),
});
export type TVolunteerApplicationInput = z.input<typeof ZVolunteerApplication>;

export const APPLICATION_STATUS_LABELS = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Not approved' } as const;
