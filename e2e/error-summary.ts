import type { Locator, Page } from 'playwright-core';

// A refused form's error summary (GOV.UK's, app/components/form.tsx) as a person meets it: a box
// headed "There is a problem" at the top of the form, with the form's own message and a link
// per field message (the same message is also next to its field).

/** The summary's alert; waits for it. */
export async function errorSummaryOf(scope: Page | Locator): Promise<Locator> {
  // `has` is looked for inside each alert: it must be made from the page, not from `scope`.
  const page = 'locator' in scope && 'page' in scope ? (scope as Locator).page() : (scope as Page);
  // Its heading in either language.
  const summary = scope.getByRole('alert').filter({ has: page.getByRole('heading', { name: /^(There is a problem|Hay un problema)$/ }) });
  await summary.waitFor();
  return summary;
}

/** The form's own message (not a field's), exactly as shown; '' when it has none. */
export async function summaryMessage(scope: Page | Locator): Promise<string> {
  return (await (await errorSummaryOf(scope)).locator('p').allInnerTexts()).join('\n');
}

/** The field messages the summary links to, in order. */
export async function summaryProblems(scope: Page | Locator): Promise<string[]> {
  return (await errorSummaryOf(scope)).getByRole('link').allInnerTexts();
}
