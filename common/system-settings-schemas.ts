import { z } from './zod.ts';
import { DONATION_AMOUNT_LIMIT, DONATION_AMOUNTS_MAX, MATCHING_RADIUS_MAX, MATCHING_RADIUS_MIN, OUTREACH_LIMITS } from './system-settings.ts';

/** "25", "$12.50", "1,000" or 25: dollars with at most two decimals, kept as text to check the decimals. */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;
const amountText = (value: unknown) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/^\$/, '').replaceAll(',', '') : '';

function parseAmount(value: unknown, ctx: z.RefinementCtx): number {
  const text = amountText(value);
  if (!AMOUNT_PATTERN.test(text)) {
    ctx.addIssue({ code: 'custom', message: `“${String(value).trim()}” is not an amount: write dollars with at most two decimals, e.g. 25 or 12.50` });
    return z.NEVER;
  }
  const amount = Number(text);
  if (amount <= 0) ctx.addIssue({ code: 'custom', message: 'Each amount must be more than 0' });
  if (amount > DONATION_AMOUNT_LIMIT) ctx.addIssue({ code: 'custom', message: `Each amount must be at most ${DONATION_AMOUNT_LIMIT.toLocaleString('en-US')}` });
  return amount;
}

const ZAmount = z.unknown().transform(parseAmount);

/** One amount per line from a form's textarea, or a list; blank lines drop out. */
const toAmountList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : (value ?? []);

export const ZDonationSuggestionsInput = z
  .object({
    amounts: z.preprocess(
      toAmountList,
      z
        .array(ZAmount, { error: 'Give the amounts as a list' })
        .min(1, 'Give at least one amount')
        .max(DONATION_AMOUNTS_MAX, `At most ${DONATION_AMOUNTS_MAX} amounts`)
        .superRefine(
          (amounts, ctx) => {
            const numbers = amounts.filter((amount) => typeof amount === 'number');
            const repeated = numbers.find((amount, index) => numbers.indexOf(amount) !== index);
            if (repeated !== undefined) ctx.addIssue({ code: 'custom', message: `Each amount must be different: ${repeated} is listed twice` });
          },
          // told beside a malformed amount, not only after it is fixed
          { when: (payload) => Array.isArray(payload.value) },
        ),
    ),
    default: z.unknown().transform((value, ctx) => {
      if (value === undefined || value === null || value === '') {
        ctx.addIssue({ code: 'custom', message: 'Enter the default amount, one of the amounts above' });
        return z.NEVER;
      }
      return parseAmount(value, ctx);
    }),
  })
  .superRefine(
    (value, ctx) => {
      if (typeof value.default === 'number' && Array.isArray(value.amounts) && !value.amounts.includes(value.default)) {
        ctx.addIssue({ code: 'custom', path: ['default'], message: 'The default must be one of the amounts' });
      }
    },
    { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'default') },
  );

const radiusMessage = `The radius must be a whole number of miles from ${MATCHING_RADIUS_MIN} to ${MATCHING_RADIUS_MAX}`;

export const ZMatchingRadiusInput = z.object({
  matchingRadiusMiles: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ error: 'Enter the radius in miles' }).int(radiusMessage).min(MATCHING_RADIUS_MIN, radiusMessage).max(MATCHING_RADIUS_MAX, radiusMessage),
  ),
});

const wholeNumber = (what: string, [min, max]: readonly [number, number]) => {
  const message = `Enter ${what} from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
  return z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
};

export const ZOutreachSettingsInput = z.object({
  listingsPerRound: wholeNumber('a number of listings', OUTREACH_LIMITS.listingsPerRound),
  emergencyMinutes: wholeNumber('minutes', OUTREACH_LIMITS.emergencyMinutes),
  conflictMinutes: wholeNumber('minutes', OUTREACH_LIMITS.conflictMinutes),
});
