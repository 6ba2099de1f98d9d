import { describe, expect, it } from 'vitest';
import {
  CREDENTIALS_MISSING,
  fieldErrorsOf,
  missingCredentialsError,
  ZChangePassword,
  ZForgotPassword,
  ZLogin,
  ZRegister,
  ZRegisterForRequest,
  ZResetPassword,
} from './auth-schemas.ts';
import { MAX_PASSWORD_LENGTH, passwordProblems } from './passwords.ts';

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error as never);
}

const validRegistration = {
  firstName: 'Jo',
  lastName: 'Rivera',
  email: 'Jo.Rivera@Example.org',
  password: 'fawn-rescue-7',
  confirmPassword: 'fawn-rescue-7',
  acceptTerms: 'on',
};

describe('registration', () => {
  it('joins first and last name into the full name and lower-cases the e-mail', () => {
    const parsed = ZRegister.parse({ ...validRegistration, firstName: '  Jo ', lastName: 'Rivera ' });
    expect(parsed.fullName).toBe('Jo Rivera');
    expect(parsed.email).toBe('jo.rivera@example.org');
  });

  it('requires every field and the terms checkbox, saying so for each at once', () => {
    expect(errorsOf(ZRegister, {})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email is required'],
      password: ['Password is required'],
      confirmPassword: ['Please confirm your password'],
      acceptTerms: ['You must agree to the Terms of Service and Privacy Policy'],
    });
  });

  it("says 'Passwords do not match'", () => {
    expect(errorsOf(ZRegister, { ...validRegistration, confirmPassword: 'fawn-rescue-8' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
  });

  it("says 'Password must be at least 6 characters'", () => {
    expect(errorsOf(ZRegister, { ...validRegistration, password: 'ab1', confirmPassword: 'ab1' }).password).toEqual(['Password must be at least 6 characters']);
  });

  it('refuses a common password with the list of reasons', () => {
    expect(errorsOf(ZRegister, { ...validRegistration, password: 'Password', confirmPassword: 'Password' }).password).toEqual([
      'Password is one of the most commonly used passwords',
    ]);
    expect(errorsOf(ZRegister, { ...validRegistration, password: 'aaaaaaa', confirmPassword: 'aaaaaaa' }).password).toEqual([
      'Password must not be a single repeated character',
    ]);
  });

  it('checks the e-mail and the optional phone number', () => {
    expect(errorsOf(ZRegister, { ...validRegistration, email: 'not-an-email' }).email).toEqual(['Enter a valid email address']);
    expect(errorsOf(ZRegister, { ...validRegistration, phone: 'call me' }).phone).toContain('Enter a valid phone number');
    // Stored in the one format however it was typed (common/phone.ts).
    expect(ZRegister.parse({ ...validRegistration, phone: '(303) 555-0142' }).phone).toBe('303-555-0142');
  });

  it('a sign-up that sends a help request needs a phone', () => {
    expect(errorsOf(ZRegisterForRequest, validRegistration).phone).toEqual(['Phone number is required']);
    expect(errorsOf(ZRegisterForRequest, { ...validRegistration, phone: '   ' }).phone).toEqual(['Phone number is required']);
    expect(errorsOf(ZRegisterForRequest, { ...validRegistration, phone: 'call me' }).phone).toContain('Enter a valid phone number');
    expect(ZRegisterForRequest.parse({ ...validRegistration, phone: ' 303-555-0177 ' }).phone).toBe('303-555-0177');
  });
});

describe('login, forgot and reset password', () => {
  it('login needs an e-mail and a password', () => {
    expect(errorsOf(ZLogin, { email: '', password: '' })).toEqual({ email: ['Email is required'], password: ['Password is required'] });
  });

  it('a sign-up or sign-in without an e-mail or phone, or without a password, is told so as a whole', () => {
    for (const form of [
      {},
      { email: ' ', password: 'a-password' },
      { email: 'a@example.org' },
      { email: 'a@example.org', password: '  ' },
      { email: ['a@example.org'], password: 'a-password' },
    ]) {
      expect(missingCredentialsError(form), JSON.stringify(form)).toBe(CREDENTIALS_MISSING);
    }
    expect(CREDENTIALS_MISSING).toBe('You must provide either an email or phone number and a password');
    expect(missingCredentialsError({ email: 'a@example.org', password: 'x' })).toBeNull();
    expect(missingCredentialsError({ phone: '303-555-0142', password: 'x' })).toBeNull(); // the e-mail field says it is required
  });

  it('forgot password needs an e-mail address', () => {
    expect(errorsOf(ZForgotPassword, { email: 'nope' })).toEqual({ email: ['Enter a valid email address'] });
  });

  it('reset password uses its own wording', () => {
    expect(errorsOf(ZResetPassword, { token: 't', password: 'abc', confirmPassword: 'abd' })).toEqual({
      password: ['Password must be at least 6 characters long.'],
      confirmPassword: ['Passwords do not match.'],
    });
    expect(ZResetPassword.safeParse({ token: 't', password: 'fawn-rescue-7', confirmPassword: 'fawn-rescue-7' }).success).toBe(true);
  });
});

describe('passwords longer than any we keep', () => {
  const long = 'heron-marsh-'.repeat(11); // 132 characters
  const huge = 'a'.repeat(5_000_000);

  it.each([long, huge])('every form that takes a password says it is too long, and only that (%#)', (password) => {
    const message = [`Password must be at most ${MAX_PASSWORD_LENGTH} characters`];
    expect(errorsOf(ZLogin, { email: 'jo@example.org', password })).toEqual({ password: message });
    for (const schema of [ZRegister, ZRegisterForRequest]) {
      expect(errorsOf(schema, { ...validRegistration, phone: '303-555-0142', password, confirmPassword: password })).toEqual({ password: message });
    }
    expect(errorsOf(ZResetPassword, { token: 't', password, confirmPassword: password })).toEqual({ password: message });
    expect(errorsOf(ZChangePassword, { currentPassword: password, newPassword: 'fawn-rescue-7', confirmPassword: 'fawn-rescue-7' })).toEqual({
      currentPassword: message,
    });
    expect(errorsOf(ZChangePassword, { currentPassword: 'fawn-rescue-7', newPassword: password, confirmPassword: password })).toEqual({ newPassword: message });
    expect(passwordProblems(password)).toEqual(message);
  });

  it('128 characters are fine', () => {
    const password = 'heron-marsh-'.repeat(11).slice(0, MAX_PASSWORD_LENGTH);
    expect(ZLogin.safeParse({ email: 'jo@example.org', password }).success).toBe(true);
    expect(ZRegister.safeParse({ ...validRegistration, password, confirmPassword: password }).success).toBe(true);
  });

  it('a single repeated character is told by code point, emoji included', () => {
    expect(passwordProblems('🦝🦝🦝🦝🦝🦝')).toEqual(['Password must not be a single repeated character']);
    expect(passwordProblems('aaaaaab')).toEqual([]);
  });
});
