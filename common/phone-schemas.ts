import { z } from './zod.ts';
import { normalisePhone } from './phone.ts';

/**
 * A form's phone field, stored in the one format. `missing`: the field was not sent; `invalid`:
 * not a US number with its area code; blank is '' where the number is optional.
 */
export function phoneNumber(messages: { invalid: string; missing?: string }, { optional = false } = {}) {
  return z
    .string({ error: messages.missing ?? messages.invalid })
    .trim()
    .transform((value, ctx) => {
      if (value === '' && optional) return '';
      const phone = normalisePhone(value);
      if (phone === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return phone;
    });
}
