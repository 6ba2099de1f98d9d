import { z } from './zod.ts';
import { contactEmail } from './email-schemas.ts';
import { phoneNumber } from './phone-schemas.ts';
import { PROVIDER_KINDS, STANDARDS_LEVELS } from './matching.ts';
import { DEFAULT_AVAILABILITY_HOURS, WEEKDAYS } from './providers.ts';
import { STATE_CODES } from './us-states.ts';
import { CAPACITY_NOTE_MAX } from './capacity.ts';
import { fillMessage, message } from './i18n.ts';

// A provider's answer to a help request (a provider_responses row), for the page and the API.
export const ZProviderResponse = z.object({
  action: z.enum(['accept', 'decline'], { error: 'action must be accept or decline' }),
  notes: z
    .string()
    .trim()
    .max(2000, 'Please keep the note under 2,000 characters')
    .optional()
    .transform((v) => v || null),
});

/** A search's state: a state's code, or blank for any state. */
const optionalState = () =>
  z
    .union([z.enum(STATE_CODES), z.literal('')])
    .optional()
    .transform((v) => v || undefined);

/** /view-providers' search: a ZIP, or a city and state; a kind; an animal. */
export const ZDirectorySearch = z
  .object({
    zip: z
      .string()
      .trim()
      .regex(/^(\d{5}(-\d{4})?)?$/, 'Enter a 5-digit ZIP code')
      .optional()
      .transform((v) => v || undefined),
    city: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
    state: optionalState(),
    kind: z.enum(PROVIDER_KINDS).default('rehabilitator'),
    animal: z
      .string()
      .trim()
      .max(100)
      .optional()
      .transform((v) => v || undefined),
  })
  .refine((q) => q.zip || (q.city && q.state), { path: ['zip'], message: 'Enter a ZIP code, or a city and state' });
export type DirectorySearch = z.infer<typeof ZDirectorySearch>;

/** Search for an unclaimed listing to claim: by name (typos forgiven), by state, or both. */
export const ZUnclaimedSearch = z.object({
  q: z
    .string()
    .trim()
    .max(200, 'Please keep the name under 200 characters')
    .optional()
    .transform((v) => v || undefined),
  state: optionalState(),
});

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || null);

/**
 * A list from a form or the API. Services come from a text box, one per line or comma-separated;
 * animals from checkboxes (one value or several under one name), and their names hold commas.
 */
const textList = (maxItems: number, tooMany: string, splitText: boolean) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : splitText ? v.split(/[\n,]/) : [v]).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(100, 'Please keep each entry under 100 characters')).max(maxItems, tooMany))
    .transform((items) => [...new Set(items)]);

/** A new listing made by its organization (claimed at once, waiting for an administrator's approval). */
export const ZProviderListing = z.object({
  name: z
    .string({ error: 'Enter the name of your organization' })
    .trim()
    .min(2, 'Enter the name of your organization')
    .max(200, 'Please keep the name under 200 characters'),
  type: z.enum(PROVIDER_KINDS, { error: 'Choose whether you are a wildlife rehabilitator or a wildlife control operator' }),
  address: optionalText(200, 'Please keep the street address under 200 characters'),
  city: z.string({ error: 'Enter the city' }).trim().min(1, 'Enter the city').max(100, 'Please keep the city under 100 characters'),
  state: z.enum(STATE_CODES, { error: 'Choose one of the 50 US states' }),
  zip: z
    .string({ error: 'Enter a 5-digit ZIP code' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
  phone: phoneNumber({ missing: 'Enter a phone number with its area code', invalid: 'Enter a phone number with its area code, like 303-555-0100' }),
  email: contactEmail({ tooLong: 'Please keep the e-mail address under 200 characters', invalid: 'Enter an e-mail address like name@example.org' }, 200),
  website: z
    .string()
    .trim()
    .max(300, 'Please keep the web address under 300 characters')
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || (/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v) && URL.canParse(v)), 'Enter a web address starting with http:// or https://'),
  description: optionalText(2000, 'Please keep the description under 2,000 characters'),
  services: textList(20, 'Please list at most 20 services', true),
  /** active animal type names (checked against the list on the server); none means every animal */
  animals: textList(100, 'Please choose at most 100 animals', false),
  availabilityDays: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.enum(WEEKDAYS, { error: 'Choose days of the week' })))
    .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
  availabilityHours: z
    .string()
    .trim()
    .max(100, 'Please keep the hours under 100 characters')
    .optional()
    .transform((v) => v || DEFAULT_AVAILABILITY_HOURS),
  /** a checkbox (absent: no), or a boolean from JSON: answers at any hour, any day */
  hotline24h: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true'),
});
export type TProviderListingInput = z.input<typeof ZProviderListing>;

/** What a provider may change itself; a new standards level waits for verification. */
const ZListingEditFields = ZProviderListing.pick({
  phone: true,
  email: true,
  website: true,
  description: true,
  services: true,
  animals: true,
  availabilityDays: true,
  availabilityHours: true,
  hotline24h: true,
}).extend({
  standards: z.enum(STANDARDS_LEVELS, { error: 'Choose a standards level' }).default('none'),
  certifications: ZProviderListing.shape.services.pipe(z.array(z.string()).max(20, 'Please list at most 20 certifications')),
});

/**
 * The edit replaces the whole listing, so its form sends every text field (blank when empty): one
 * left out means a partial or forged form, which would otherwise clear it. (A checkbox sends
 * nothing when none is ticked, so animals and days may be absent.)
 */
const LISTING_FORM_TEXT_FIELDS = ['email', 'website', 'description', 'services', 'availabilityHours', 'certifications'] as const;
export const ZListingEdit = z.preprocess((raw, ctx) => {
  const sent = raw !== null && typeof raw === 'object' ? raw : {};
  for (const name of LISTING_FORM_TEXT_FIELDS) {
    if (!(name in sent))
      ctx.addIssue({ code: 'custom', path: [name], message: 'This field was missing from the form. Reload the page and try again.', input: raw });
  }
  return raw;
}, ZListingEditFields);
export type TListingEdit = z.infer<typeof ZListingEdit>;

/**
 * "Full for now" (docs/decisions/032): until a date and time in the listing's own time
 * (a datetime-local value; the server reads it in the listing's state's zone and checks it lies
 * ahead, within CAPACITY_MAX_DAYS), for the animals chosen (none: every animal), with a public note.
 */
export const ZCapacity = z.object({
  until: z
    .string({ error: 'Enter the date and time you expect to have room again' })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'Enter the date and time you expect to have room again'),
  animals: textList(100, 'Please choose at most 100 animals', false),
  note: optionalText(CAPACITY_NOTE_MAX, fillMessage(message('Please keep the note under {{max}} characters'), { max: CAPACITY_NOTE_MAX })),
});
export type TCapacity = z.output<typeof ZCapacity>;

/** A listing's answer to a request from its e-mail link (docs/decisions/048). */
export const ZListingAnswer = z.object({ intent: z.enum(['accept', 'decline'], { error: 'Choose whether you can take the request' }) });

/** A provider stops or resumes the e-mails about requests to its listing's address (docs/decisions/058). */
export const ZListingEmailsChoice = z.object({ emails: z.enum(['stop', 'resume'], { error: 'Choose whether to stop or resume the e-mails' }) });
