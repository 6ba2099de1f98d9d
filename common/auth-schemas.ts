import { z } from './zod.ts';
import { accountEmail } from './email-schemas.ts';
import { phoneNumber } from './phone-schemas.ts';
import { MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG, passwordProblems } from './passwords.ts';

// One schema per form, used by the page and again by its action and the API (STYLE.md).
// Messages keep their established wording: the Spanish catalog is keyed by it.

const email = accountEmail({ required: 'Email is required', tooLong: 'Email is too long', invalid: 'Enter a valid email address' });

/** Each message written out whole, so that the catalogs find it and a page shows it in Spanish. */
const requiredText = (required: string, tooLong: string, max = 100) => z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** A sign-up that sends a help request needs a phone, so help can call back. */
const PHONE_REQUIRED = 'Phone number is required';

const phone = z
  .string()
  .trim()
  .max(30, 'Phone number is too long')
  .pipe(phoneNumber({ invalid: 'Enter a valid phone number' }, { optional: true }));

/** A password being typed to sign in: only its presence and its length are checked. */
const currentPassword = (required: string) => z.string({ error: required }).min(1, required).max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);

/**
 * A new password: its weaknesses are all listed at once, so one try shows all there is to fix; a too
 * long one is told only that (passwordProblems).
 */
const newPassword = (tooShort?: string) =>
  z.string({ error: 'Password is required' }).superRefine((password, ctx) => {
    for (const problem of passwordProblems(password)) {
      const short = problem.startsWith('Password must be at least');
      ctx.addIssue({ code: 'custom', message: short && tooShort ? tooShort : problem });
    }
  });

/** Runs even when other fields failed, so every message shows on the first submit. */
type MatchRefinement = [(value: Record<string, unknown>) => boolean, { path: PropertyKey[]; message: string; when: (payload: { value: unknown }) => boolean }];
const passwordsMatch = (password: string, confirm: string, message: string): MatchRefinement => [
  (value: Record<string, unknown>) => value[password] === value[confirm],
  {
    path: [confirm],
    message,
    when: (payload: { value: unknown }) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.[password] === 'string' && typeof value?.[confirm] === 'string' && value[confirm] !== '';
    },
  },
];

const registration = <Phone extends z.ZodType<string | undefined>>(phoneField: Phone) =>
  z
    .object({
      firstName: requiredText('First name is required', 'First name must be at most 100 characters'),
      lastName: requiredText('Last name is required', 'Last name must be at most 100 characters'),
      email,
      password: newPassword(),
      confirmPassword: z.string({ error: 'Please confirm your password' }).min(1, 'Please confirm your password'),
      phone: phoneField,
      acceptTerms: z.literal('on', { error: 'You must agree to the Terms of Service and Privacy Policy' }),
    })
    .refine(...passwordsMatch('password', 'confirmPassword', 'Passwords do not match'))
    .transform((value) => ({ ...value, fullName: `${value.firstName} ${value.lastName}` }));

export const ZRegister = registration(phone.optional());
export type TRegister = z.infer<typeof ZRegister>;

/** The sign-up that sends a help request (the wizard's, or /register reached from it). */
export const ZRegisterForRequest = registration(z.string({ error: PHONE_REQUIRED }).trim().min(1, PHONE_REQUIRED).pipe(phone));

export const ZLogin = z.object({
  email,
  password: currentPassword('Password is required'),
  rememberMe: z.literal('on').optional(),
});

/** A sign-up or sign-in sent without an e-mail (or phone) or without a password. */
export const CREDENTIALS_MISSING = 'You must provide either an email or phone number and a password';

/** The form-level message for a refused sign-up or sign-in; the fields still say what each lacks. */
export function missingCredentialsError(form: Record<string, unknown>): string | null {
  const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
  return (blank(form.email) && blank(form.phone)) || blank(form.password) ? CREDENTIALS_MISSING : null;
}

export const ZForgotPassword = z.object({ email });

/** The reset form's messages are worded slightly differently from registration's (a full stop, "long"): each keeps its established words. */
export const ZResetPassword = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword('Password must be at least 6 characters long.'),
    confirmPassword: z.string({ error: 'Please confirm your password' }),
  })
  .refine(...passwordsMatch('password', 'confirmPassword', 'Passwords do not match.'));

export const ZProfile = z.object({
  fullName: requiredText('Full name is required', 'Full name must be at most 200 characters', 200),
  phone,
});

export const ZChangePassword = z
  .object({
    currentPassword: currentPassword('Current password is required'),
    newPassword: newPassword(),
    confirmPassword: z.string(),
  })
  .refine(...passwordsMatch('newPassword', 'confirmPassword', 'Passwords do not match'));

/** The password asked for again before a change to how the account signs in (two-factor on or off). */
export const ZPasswordConfirmation = z.object({ password: currentPassword('Enter your password to confirm') });

export type FieldErrors = Record<string, string[]>;

/** zod issues → { field: [messages] }, for showing each message next to its field. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    // A list's entries ("services.3") are told next to the list's field, each message once.
    const key = String(issue.path[0] ?? 'form');
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
