import type { z } from 'zod';
import { fieldErrorsOf } from '../../common/auth-schemas.ts';
import { badRequest } from './errors.ts';
import { englishOnly, message } from '../../common/i18n.ts';

// The one way a domain function (or the JSON API) checks its input: a schema, and a 400 with each
// field's messages when it does not fit (STYLE.md §3), so pages show them beside the fields.

/** The form-level message of a refusal whose field errors say what is wrong. */
export const FIELDS_INVALID = message('Please correct the fields marked below.');

/** The JSON API's refusal of a query string that does not fit. */
export const SEARCH_INVALID = englishOnly('Some search parameters are not valid.');

export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown, message: string = FIELDS_INVALID): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw badRequest(message, fieldErrorsOf(parsed.error));
  return parsed.data;
}
