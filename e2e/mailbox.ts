import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The newest e-mail to `email` in the development mailbox, as its text: polled, since mail is
 * written by a job just after the answer that caused it.
 */
export async function mailTo(page: Page, email: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        await page.goto('/dev/mailbox');
        const mail = page
          .getByRole('main')
          .getByRole('listitem')
          .filter({ hasText: `To ${email}` });
        text = (await mail.count()) ? await mail.first().innerText() : '';
        return text;
      },
      { timeout: 20_000, interval: 500 },
    )
    .not.toBe('');
  return text;
}
