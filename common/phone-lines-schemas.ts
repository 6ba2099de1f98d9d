import { z } from './zod.ts';
import { printedNumber } from './phone.ts';
import { isHoursRule, LINE_PURPOSES, LINE_SITUATIONS, MARINE_REGIONS } from './phone-lines.ts';
import { STATE_CODES } from './us-states.ts';
import { englishOnly } from './i18n.ts';

// An administrator's phone line (/admin-dashboard/agencies): every number people are given
// carries what it is for, its hours and the page it was read from (docs/decisions/046).

const blankIsNull = (v: string) => v || null;
const text = (field: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep the ${field} under ${max.toLocaleString('en-US')} characters`)
    .optional()
    .transform((v) => blankIsNull(v ?? ''));

const dayAfterToday = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
export const LINE_CHECKED_ON_INVALID = englishOnly('Enter the day you read this number in its source, like 2026-11-28: not a day in the future');

export const ZPhoneLineInput = z
  .object({
    /** the stored line's version (its last change), or 'new' */
    version: z.string({ error: 'The form did not say which version it changes: reload the page and try again' }),
    scope: z.enum(['state', 'national'], { error: 'Choose whether this is a state agency’s line or a national one' }),
    state: z.enum(STATE_CODES, { error: 'Choose the state' }).optional(),
    region: z.enum(['US', ...MARINE_REGIONS, ...STATE_CODES], { error: 'Choose where the line answers' }).optional(),
    situations: z.array(z.enum(LINE_SITUATIONS, { error: 'Choose what the line is for' })).default([]),
    organisation: z
      .string({ error: 'Enter who answers the line' })
      .trim()
      .min(1, 'Enter who answers the line')
      .max(200, 'Please keep the name under 200 characters'),
    phone: z
      .string({ error: 'Enter the number' })
      .trim()
      .transform((value, ctx) => {
        const number = printedNumber(value);
        if (!number) {
          ctx.addIssue({ code: 'custom', message: 'Enter a US number with its area code, as the source prints it: 800-555-0100 or 1-800-WILDLIFE' });
          return z.NEVER;
        }
        return number;
      }),
    purpose: z.enum(LINE_PURPOSES, { error: 'Choose what the line is for' }),
    hours: text('hours', 200),
    hoursEs: text('Spanish hours', 200),
    hoursRule: z
      .string()
      .trim()
      .max(200, 'Please keep the hours rule under 200 characters')
      .default('')
      .refine(
        (rule) => rule.length <= 200 && isHoursRule(rule),
        'Write the hours as 24/7, or like Mon-Fri 08:00-17:00; Sat 09:00-12:00, or leave it blank when the source gives no exact hours',
      ),
    callerNote: text('note', 500),
    callerNoteEs: text('Spanish note', 500),
    sourceUrl: z
      .string({ error: 'Enter the address of the page that shows this number' })
      .trim()
      .max(500, 'Please keep the address under 500 characters')
      // Checked only within the limit: the pattern backtracks on megabytes of text.
      .refine(
        (v) => v.length <= 500 && /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v) && URL.canParse(v),
        'Enter the address of the page that shows this number, starting with https://',
      ),
    sourceExcerpt: text('source’s words', 1000),
    checkedOn: z
      .string({ error: LINE_CHECKED_ON_INVALID })
      .trim()
      .pipe(z.iso.date({ error: LINE_CHECKED_ON_INVALID }).refine((day) => day >= '2000-01-01' && day <= dayAfterToday(), LINE_CHECKED_ON_INVALID)),
  })
  .superRefine((line, ctx) => {
    if (line.scope === 'state' && !line.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose the state' });
    if (line.scope === 'national' && !line.region) ctx.addIssue({ code: 'custom', path: ['region'], message: 'Choose where the line answers' });
    if (line.scope === 'national' && line.situations.length === 0)
      ctx.addIssue({ code: 'custom', path: ['situations'], message: 'Choose at least one situation the line is for' });
  });

/** Removing a line: the version the page showed, so a line changed meanwhile is not removed unseen. */
export const ZRemovePhoneLine = z.object({ intent: z.literal('remove'), version: z.string() });
