import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';

// An integrator reads the API's reference at /api/docs: made on the server from the
// OpenAPI document, readable with JavaScript off, with no script at all.

describeE2E('the API reference', () => {
  const browser = useBrowser();

  for (const javaScriptEnabled of [false, true]) {
    it(`lists every operation and shows what a POST takes, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async () => {
      const tab = await browser.newPage({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
      const refused: string[] = [];
      tab.on('console', (message) => {
        if (message.type() === 'error') refused.push(message.text());
      });
      const response = await tab.goto('/api/docs');
      expect(response?.status()).toBe(200);
      await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe('Wildline API');
      await expectNoAxeViolations(tab);

      const operations = tab.getByRole('navigation', { name: 'Operations' }).getByRole('link');
      await expect.poll(() => operations.count()).toBeGreaterThanOrEqual(24);
      await tab.getByRole('link', { name: 'POST /api/v1/help-requests' }).click();
      const section = tab.getByRole('region', { name: 'POST /api/v1/help-requests' });
      await section.getByText('Submit a help request as the signed-in user').waitFor();
      const fields = section.getByRole('table', { name: 'Request body fields' });
      await expect
        .poll(() => fields.getByRole('row', { name: /situationDetails/ }).innerText())
        .toMatch(/situationDetails\s+required\s+string, 1 to 5,000 characters/);
      await expect
        .poll(() => fields.getByRole('row', { name: /donationAmount/ }).innerText())
        .toMatch(/optional\s+number, 0 to 100,000 or null \(default null\)/);
      await section.getByText("The body's JSON Schema").click();
      await expect.poll(() => section.locator('pre').innerText()).toContain('"situationDetails"');

      // The events stream, once missing from the hand-written description, is there.
      await tab.getByRole('link', { name: 'GET /api/v1/events' }).click();
      await tab.getByRole('region', { name: 'GET /api/v1/events' }).getByText('text/event-stream').waitFor();
      await expect.poll(() => tab.locator('script').count()).toBe(0);
      expect(refused).toEqual([]);

      // The machine-readable twin it links to (fetched, not opened: the browser's JSON viewer is not our page).
      const href = await tab.getByRole('link', { name: '/api/openapi.json' }).getAttribute('href');
      await expect((await fetch(`${browser.baseUrl}${href}`)).json()).resolves.toMatchObject({ openapi: '3.1.0' });
    });
  }
});
