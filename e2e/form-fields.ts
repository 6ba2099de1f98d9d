import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';

// A form's fields as a person meets them, for the account tests in either language: found by
// label, each error next to its field, and a JavaScript-off submit that waits for the next page.

/** A form field by its label (required fields' labels end with an asterisk hidden from screen readers). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}

/** The text of everything a field's aria-describedby points at (its hint and its errors). */
async function descriptionOf(field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby'))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => field.page().locator(`[id="${id}"]`).innerText()));
  return texts.join('\n');
}

/** Expects `message` next to the field, linked to it and marking it invalid. */
export async function expectFieldError(field: Locator, message: string) {
  await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
  expect(await descriptionOf(field)).toContain(message);
}

/**
 * Submits a form on a JavaScript-off page and waits for the next document to load, so the
 * next step reads the new page and not the one it replaces. Returns the POST's response.
 */
export async function submitWithoutScript(page: Page, button: Locator): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.request().isNavigationRequest()),
    page.waitForEvent('load'),
    button.click(),
  ]);
  return response;
}
