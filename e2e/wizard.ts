import type { Page } from 'playwright-core';

// Filling in the request wizard's steps as a person would (shared by the e2e files).

const LOCATION_WORDS = {
  en: { city: 'City', state: 'State', zip: 'ZIP code', next: 'Continue' },
  es: { city: 'Ciudad', state: 'Estado', zip: 'Código postal (ZIP)', next: 'Continuar' },
};

/** Boulder, CO, on the location step of the wizard in its language (an /es page's in Spanish). */
export async function fillLocation(page: Page, language: keyof typeof LOCATION_WORDS = 'en') {
  const words = LOCATION_WORDS[language];
  await page.getByLabel(words.city).fill('Boulder');
  await page.getByLabel(words.state).selectOption('CO');
  await page.getByLabel(words.zip).fill('80302');
  await page.getByRole('button', { name: words.next }).click();
}

/**
 * Chooses the animal on the details step. With JavaScript the parts of the page that follow from
 * it are replaced in place (app/enhance/step-forms.ts): wait until the page says they were, so
 * nothing is typed into what is replaced. Without it, "Show questions" loads the page again.
 */
export async function chooseAnimal(page: Page, animal: string, javaScript: boolean) {
  await page.getByLabel('Animal type').selectOption(animal);
  if (javaScript) {
    await page.locator('[data-animal-status]').filter({ hasText: animal }).waitFor({ state: 'attached' });
  } else {
    await page.getByRole('button', { name: 'Show questions' }).click();
    await page.waitForLoadState('load');
  }
}

export async function fillDetails(
  page: Page,
  animal: string,
  javaScript: boolean,
  situation = 'A hawk has been sitting on the lawn for an hour and cannot fly.',
) {
  // Unless its questions are already on the page.
  if ((await page.getByLabel('Animal type').inputValue()) !== animal) await chooseAnimal(page, animal, javaScript);
  await page.getByLabel('Describe the situation').fill(situation);
  // Required questions start unanswered (docs/decisions/014): answer each, the way a person would.
  for (const input of await page.locator('main input[type="text"][required], main textarea[required]').all()) {
    if (!(await input.inputValue())) await input.fill('In the back yard, under the oak tree');
  }
  for (const input of await page.locator('main input[type="number"][required]').all()) {
    if (!(await input.inputValue())) await input.fill('1');
  }
  for (const select of await page.locator('main form select[required][name^="q_"]').all()) {
    if (!(await select.inputValue())) await select.selectOption({ index: 1 });
  }
  // A required group's legend carries the asterisk.
  for (const group of await page.locator('main form fieldset:has(legend [aria-hidden="true"])').all()) {
    if ((await group.locator('input:checked').count()) === 0) await group.locator('input[type="radio"], input[type="checkbox"]').first().check();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function fillNewAccount(page: Page, email: string) {
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Alvarez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('303-555-0177');
  await page.getByLabel('Password', { exact: true }).fill('heron-lake-31');
  await page.getByLabel('Confirm password').fill('heron-lake-31');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create Account & Submit Request' }).click();
}

/** A signed-in person sends a Boulder emergency through the wizard; resolves to its id. */
export async function submitEmergency(page: Page, situation: string, javaScript: boolean): Promise<string> {
  await page.goto('/find-help?type=emergency&step=2');
  await fillLocation(page);
  await fillDetails(page, 'Raptor (Hawk, Owl, Eagle)', javaScript, situation);
  await page.getByRole('button', { name: 'CONTINUE WITHOUT DONATING' }).click();
  await page.waitForURL(/\/request-submitted\?id=/);
  return new URL(page.url()).searchParams.get('id')!;
}
