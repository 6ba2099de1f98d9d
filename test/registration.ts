import { postForm, type TestApp } from './services.ts';

// What the register page and the wizard's last step are sent, for the tests of signing up.

export const REGISTRATION_PASSWORD = 'heron-marsh-2025';

/** The register form filled in as a person would, for `email`. */
export const registrationForm = (email: string, extra: Record<string, string> = {}) => ({
  firstName: 'Robin',
  lastName: 'Quill',
  email,
  password: REGISTRATION_PASSWORD,
  confirmPassword: REGISTRATION_PASSWORD,
  acceptTerms: 'on',
  ...extra,
});

/** Answers the conflict wizard's steps 1 to 3 for the draft in `cookie`, so a test can post its last step (4). */
export async function answerWizardUpToLastStep(app: TestApp, cookie: { Cookie: string }) {
  const steps: [number, Record<string, string>][] = [
    [1, { type: 'conflict' }],
    [2, { city: 'Boulder', state: 'CO', zip: '80302' }],
    [3, { animalType: 'Raccoon', situationDetails: 'A raccoon is living in the attic.' }],
  ];
  for (const [step, fields] of steps) {
    const res = await postForm(app, `/find-help?type=conflict&step=${step}`, fields, cookie);
    if (res.status !== 302) throw new Error(`wizard step ${step} answered ${res.status}`);
  }
}
