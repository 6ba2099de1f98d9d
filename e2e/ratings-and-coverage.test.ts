import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { acceptAsSampleProvider, register, signInAs } from './people.ts';
import { submitEmergency } from './wizard.ts';

// A requester's rating reaches the provider's dashboard (its rating and the comment,
// never who wrote it) and the administrators' listing page (verification goes on as monitoring of
// customer feedback); the admin overview draws providers and requests by state. All without
// JavaScript: these pages are server-rendered.

const LISTING = 'Boulder Creek Wildlife Rehabilitation Center';

describeE2E('ratings and coverage', () => {
  const browser = useBrowser();

  it('a rating shows on the provider’s dashboard and on the administrators’ listing page, without the requester; the overview maps requests by state', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `rater-${randomUUID()}@example.org`;
    const requester = await browser.newPage();
    await register(requester, email);
    const requestId = await submitEmergency(requester, `A kestrel hit our window and sits stunned (${tag}).`, true);

    const provider = await browser.newPage({ javaScriptEnabled: false });
    await acceptAsSampleProvider(provider, requestId);

    await requester.goto('/dashboard');
    await requester.getByRole('button', { name: 'Mark as resolved' }).click();
    await requester.getByText('Your request is marked resolved.').waitFor();
    const comment = `Picked the kestrel up within the hour (${tag}).`;
    await requester.getByLabel('4 – Very good').check();
    await requester.getByLabel('Comment (optional)').fill(comment);
    await requester.getByRole('button', { name: 'Send rating' }).click();
    await requester.getByText('Thank you: your rating is saved.').waitFor();

    await provider.goto('/provider-dashboard');
    await provider.getByText(/^Your rating: \d\.\d out of 5 from \d+ ratings?$/).waitFor();
    await provider.getByText(/^Newest comments from requesters \(\d\)$/).click();
    const comments = provider.getByRole('list', { name: 'Newest comments from requesters' });
    await expect.poll(() => comments.getByText(comment).count()).toBe(1);
    await expect.poll(() => comments.innerText()).not.toContain(email);
    await expectNoAxeViolations(provider);

    const admin = await browser.newPage({ javaScriptEnabled: false });
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard');
    await admin.getByRole('img', { name: /^Approved providers by state: / }).waitFor();
    await admin.getByRole('img', { name: /^Help requests by state: \d+ in \d+ states?, / }).waitFor();
    await expectNoAxeViolations(admin);

    await admin.goto('/admin-dashboard/providers');
    // Its card under the ratings (the listing may also have one under stopped e-mails, from other files' tests).
    const listing = admin.getByRole('article', { name: LISTING }).filter({ hasText: /Rating: \d/ });
    await listing.getByText(/^Rating: \d\.\d out of 5 from \d+ ratings?$/).waitFor();
    await expect
      .poll(() =>
        listing
          .getByRole('list', { name: `Newest comments on ${LISTING}` })
          .getByText(comment)
          .count(),
      )
      .toBe(1);
    await expect.poll(() => listing.innerText()).not.toContain(email);
    await expectNoAxeViolations(admin);
    // Four people's pages in turn, and the requester now resolves before rating (decision 017).
  }, 120_000);
});
