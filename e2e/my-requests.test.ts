import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { register, signInAs } from './people.ts';
import { submitEmergency } from './wizard.ts';

// The requester's side of a request after sending it: on /dashboard they correct the
// situation, cancel with a reason, mark it resolved and rate the provider who accepted. The
// sample provider account runs the Boulder rehabilitation listing (seed data).

/** My request on the dashboard, found by words of its situation (or its reason for cancelling). */
const myRequest = (page: Page, text: string) => page.getByRole('region', { name: 'My help requests' }).getByRole('article').filter({ hasText: text });

describeE2E('my requests', () => {
  const browser = useBrowser();

  it('a person corrects one request, cancels another with a reason, then resolves and rates the first once a provider accepts (JavaScript on)', async () => {
    const tag = randomUUID().slice(0, 8);
    const page = await browser.newPage();
    await register(page, `jo-${randomUUID()}@example.org`);
    const hawkId = await submitEmergency(page, `A hawk is sitting in our yard and cannot fly (${tag}).`, true);
    await submitEmergency(page, `An owlet is on the ground below its nest (${tag}).`, true);

    await page.goto('/dashboard');
    const hawk = myRequest(page, `cannot fly (${tag})`);
    const owlet = myRequest(page, `below its nest (${tag})`);
    await expect.poll(() => hawk.getByText('Waiting for a provider').count()).toBe(1);

    // Correct the situation; an empty description is refused next to the field.
    await hawk.getByText('Update the situation').click();
    await hawk.getByLabel('Situation details').fill('');
    await hawk.getByRole('button', { name: 'Save the situation' }).click();
    await hawk.getByRole('link', { name: 'Situation description is required' }).waitFor(); // in the error summary
    const corrected = `The hawk has hopped under the porch; its left wing droops (${tag}).`;
    await hawk.getByLabel('Situation details').fill(corrected);
    await hawk.getByRole('button', { name: 'Save the situation' }).click();
    const hawkNow = myRequest(page, `its left wing droops (${tag})`);
    await hawkNow.getByText('The situation details are saved.').waitFor();
    await hawkNow.getByRole('paragraph').filter({ hasText: corrected }).waitFor();
    await expect.poll(() => hawkNow.getByLabel('Situation details').inputValue()).toBe(corrected);
    await expectNoAxeViolations(page);

    // Cancel the other one: a reason is needed.
    await owlet.getByText('Cancel this request').click();
    await owlet.getByRole('button', { name: 'Cancel request' }).click();
    await owlet.getByRole('link', { name: 'Tell us why you are cancelling' }).waitFor(); // in the error summary
    await expectNoAxeViolations(page);
    await owlet.getByLabel('Reason for cancelling').fill('Its parents came back and are feeding it.');
    await owlet.getByRole('button', { name: 'Cancel request' }).click();
    await owlet.getByText('Your request is cancelled.').waitFor();
    await owlet.getByText('Your reason for cancelling: Its parents came back and are feeding it.').waitFor();
    await owlet.getByText('Cancelled', { exact: true }).waitFor();
    await expect.poll(() => owlet.getByText('Cancel this request').count()).toBe(0);
    await expect.poll(() => owlet.getByText('Update the situation').count()).toBe(0);

    // Nothing to rate or resolve until a provider accepts.
    await expect.poll(() => hawkNow.getByRole('button', { name: 'Mark as resolved' }).count()).toBe(0);
    await expect.poll(() => hawkNow.getByRole('button', { name: 'Send rating' }).count()).toBe(0);

    const provider = await browser.newPage();
    await signInAs(provider, 'provider@wildline.test', `/help-request/${hawkId}`);
    await expect.poll(() => provider.locator('main').innerText()).toContain(corrected);
    await provider.getByRole('button', { name: 'Accept request' }).click();
    await provider.getByRole('heading', { name: 'You accepted this request: contact the requester' }).waitFor();

    // The dashboard hears of it without a reload: the provider's contact; a rating only once it has ended.
    await hawkNow.getByText(/Boulder Creek Wildlife Rehabilitation Center accepted your request\./).waitFor();
    await expect.poll(() => hawkNow.getByRole('link', { name: /^Call / }).count()).toBe(1);
    await expect.poll(() => hawkNow.getByText('Boulder Creek Wildlife Rehabilitation Center: accepted', { exact: false }).count()).toBe(1);
    // The seed's Boulder listing is a sample, badged so where it accepted and among the responses.
    await expect.poll(() => hawkNow.getByText('Sample listing', { exact: true }).count()).toBe(2);
    await expect.poll(() => hawkNow.getByRole('button', { name: 'Send rating' }).count()).toBe(0);

    await hawkNow.getByRole('button', { name: 'Mark as resolved' }).click();
    await hawkNow.getByText('Your request is marked resolved.').waitFor();
    await hawkNow.getByText('Resolved', { exact: true }).waitFor();
    await expect.poll(() => hawkNow.getByText('Update the situation').count()).toBe(0);
    await expect.poll(() => hawkNow.getByRole('button', { name: 'Mark as resolved' }).count()).toBe(0);

    const rating = hawkNow.getByRole('group', { name: 'Rate Boulder Creek Wildlife Rehabilitation Center' });
    await hawkNow.getByRole('button', { name: 'Send rating' }).click();
    await rating.getByText('Choose a rating from 1 to 5').waitFor();
    await rating.getByLabel('5 – Excellent').check();
    await hawkNow.getByLabel('Comment (optional)').fill('Called back within ten minutes and came to pick the hawk up.');
    await hawkNow.getByRole('button', { name: 'Send rating' }).click();
    await hawkNow.getByText('Thank you: your rating is saved.').waitFor();
    await hawkNow.getByText(/You rated Boulder Creek Wildlife Rehabilitation Center 5 out of 5: “Called back/).waitFor();
    await expect.poll(() => hawkNow.getByRole('button', { name: 'Send rating' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  }, 120_000);

  it('without JavaScript: errors next to the field, the update and the cancellation; nobody else can cancel it', async () => {
    const tag = randomUUID().slice(0, 8);
    const page = await browser.newPage({ javaScriptEnabled: false });
    await register(page, `jo-${randomUUID()}@example.org`);
    const id = await submitEmergency(page, `A great horned owl is tangled in netting (${tag}).`, false);

    // Another account posting the dashboard's own form for this request: not found, nothing changes.
    const stranger = await browser.newPage();
    await signInAs(stranger, 'user@wildline.test', '/dashboard');
    const refused = await stranger.evaluate(async (requestId) => {
      const form = new FormData();
      form.set('intent', 'cancel');
      form.set('requestId', requestId);
      form.set('reason', 'Not mine to cancel');
      const res = await fetch('/dashboard', { method: 'POST', body: form });
      return { status: res.status, body: await res.text() };
    }, id);
    expect(refused.status).toBe(404);
    expect(refused.body).toContain('Help request not found');

    await page.goto('/dashboard');
    const owl = myRequest(page, `tangled in netting (${tag})`);
    await expect.poll(() => owl.getByText('Waiting for a provider').count()).toBe(1);
    await owl.getByText('Update the situation').click();
    await owl.getByLabel('Situation details').fill('');
    await owl.getByRole('button', { name: 'Save the situation' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).hash).toBe(`#request-${id}`);
    await owl.getByRole('link', { name: 'Situation description is required' }).waitFor(); // in the error summary
    await expect.poll(() => owl.getByLabel('Situation details').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    const corrected = `The owl is free of the netting but still cannot fly (${tag}).`;
    await owl.getByLabel('Situation details').fill(corrected);
    await owl.getByRole('button', { name: 'Save the situation' }).click();
    await page.waitForLoadState('load');
    const owlNow = myRequest(page, `free of the netting but still cannot fly (${tag})`);
    await owlNow.getByText('The situation details are saved.').waitFor();

    await owlNow.getByText('Cancel this request').click();
    await owlNow.getByLabel('Reason for cancelling').fill('A neighbour drove it to the emergency vet.');
    await owlNow.getByRole('button', { name: 'Cancel request' }).click();
    await page.waitForLoadState('load');
    await owlNow.getByText('Your request is cancelled.').waitFor();
    await owlNow.getByText('Your reason for cancelling: A neighbour drove it to the emergency vet.').waitFor();
    await expect.poll(() => owlNow.getByText('Cancel this request').count()).toBe(0);
    await expectNoAxeViolations(page);
  });
});
