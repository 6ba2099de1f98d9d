import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';
import { fillLocation } from './wizard.ts';

// An administrator changes a first-aid rule beside the wizard's questions, and the wizard shows
// the entry the rule now names (docs/decisions/050). The rule is put back at the end, since the
// other end-to-end files share this server.

const FLEDGLING_RULE = 'Edit rule: 50 · Fledgling hopping on the ground';

async function pointFledglingRuleTo(page: Page, entry: string, ruleLink: string) {
  await page.goto('/admin-dashboard/questions/first-aid');
  await page.getByRole('link', { name: ruleLink }).click();
  await page.getByLabel('Guide entry shown').selectOption({ label: entry });
  await page.getByRole('button', { name: 'Save rule' }).click();
  await page.getByText('Rule saved.').waitFor();
}

/** A young, fully feathered songbird, not hurt and not from a window, answered on step 3 without JavaScript. */
async function askAboutAFledgling(page: Page) {
  await page.goto('/find-help?type=emergency&step=2');
  await fillLocation(page);
  await page.getByLabel('Animal type').selectOption('Songbird');
  await page.getByRole('button', { name: 'Show questions' }).click();
  await page.getByLabel('Describe the situation').fill('baby bird on the ground, hopping, has feathers');
  await page
    .getByRole('group', { name: /Is the animal visibly injured or bleeding/ })
    .getByLabel('No', { exact: true })
    .check();
  await page
    .getByRole('group', { name: /Does the bird have feathers/ })
    .getByLabel('Fully feathered with short tail')
    .check();
  await page
    .getByRole('group', { name: /Did the bird hit a window/ })
    .getByLabel('No', { exact: true })
    .check();
  await page.getByRole('button', { name: 'Show questions' }).click();
  await page.waitForLoadState('load');
}

describeE2E('first-aid rules beside the questions', () => {
  const browser = useBrowser();

  it('an administrator points a rule at another entry, and the wizard shows that entry', { timeout: 180_000 }, async () => {
    const admin = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard/questions?form=rehabilitation');
    await admin.getByRole('link', { name: 'First aid rules' }).click();
    await admin.getByRole('heading', { level: 1, name: 'First Aid Rules' }).waitFor();
    await expectNoAxeViolations(admin);

    const visitor = await browser.newPage({ javaScriptEnabled: false });
    await askAboutAFledgling(visitor);
    await visitor.getByRole('heading', { name: 'While you wait: Fledgling hopping on the ground' }).waitFor();

    await pointFledglingRuleTo(admin, 'Bird nest fell down or was cut down', FLEDGLING_RULE);
    try {
      await visitor.reload();
      await visitor.getByRole('heading', { name: 'While you wait: Bird nest fell down or was cut down' }).waitFor();
    } finally {
      await pointFledglingRuleTo(admin, 'Fledgling hopping on the ground', 'Edit rule: 50 · Bird nest fell down or was cut down');
    }
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'While you wait: Fledgling hopping on the ground' }).waitFor();
  });
});
