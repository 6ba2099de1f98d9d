import { z } from './zod.ts';

// One rule for an e-mail address, zod's, which every form, the CSV import and the server's
// settings use, in two shapes: an account's address identifies a person (required, lowercased,
// so one address is one account); a listing's contact address is optional and kept as written.
// Each form passes its own words (SPEC §5 gives some of them).

/** RFC 5321: the longest address a mail server takes. */
export const MAX_EMAIL_LENGTH = 254;

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
