import { z } from './zod.ts';
import { MAX_EMAIL_LENGTH } from './email.ts';

// The one e-mail rule (common/email.ts), as the schemas the forms and the server parse with.

/** Whether a value is an e-mail address, told in the caller's words. */
export const emailFormat = (message: string) => z.email(message);

/** An account's address: required, at most 254 characters, lowercased. */
export function accountEmail(messages: { required: string; tooLong: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(MAX_EMAIL_LENGTH, messages.tooLong)
    .pipe(emailFormat(messages.invalid))
    .transform((value) => value.toLowerCase());
}

/** A listing's contact address: blank is none (null); otherwise an address, as written. */
export function contactEmail(messages: { tooLong: string; invalid: string }, max: number) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || emailFormat(messages.invalid).safeParse(value).success, messages.invalid);
}
