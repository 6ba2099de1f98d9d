import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { register, signInAs } from './people.ts';

// Issue 18: a person signed in on the Spanish site reads their dashboard in Spanish, and its
// links stay in Spanish; a provider's dashboard likewise.

describeE2E('the dashboards in Spanish', () => {
  const browser = useBrowser();

  it('a member signed in on /es sees the Spanish dashboard, its links to the Spanish pages', async () => {
    const email = `es-dash-${randomUUID()}@example.org`;
    await register(await browser.newPage(), email, { first: 'Ana', last: 'Solicitante' });

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await signInAs(page, email, '/es/dashboard', 'kestrel-field-77');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('heading', { level: 1, name: 'Mi panel' }).waitFor();
    const main = await page.getByRole('main').innerText();
    expect(main).toContain('Hola, Ana Solicitante.');
    expect(main).toContain('Su función: Miembro');
    expect(main).toContain('Todavía no tiene ninguna.');
    expect(main).not.toMatch(/Welcome|My help requests|Where to go/);
    await page.getByRole('heading', { name: 'Mis solicitudes de ayuda' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Mi panel' }).getByRole('link', { name: 'Mi cuenta' }).getAttribute('href')).toBe('/es/account');
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Mi panel' }).getByRole('link', { name: 'Mi cuenta' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mi cuenta' }).waitFor();
    await page.getByRole('button', { name: 'Guardar datos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/account');
  });

  it('a provider signed in on /es sees the Spanish provider dashboard', async () => {
    const page = await browser.newPage();
    try {
      await signInAs(page, 'provider@wildline.test', '/es/provider-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Panel de proveedor' }).waitFor();
      await page.getByRole('heading', { name: /^Solicitudes que puede aceptar \(\d+\)$/ }).waitFor();
      await page.getByRole('heading', { name: '¿Sin espacio por ahora?' }).waitFor();
      expect(await page.getByRole('main').innerText()).toContain('Su función: Proveedor de');
      await expectNoAxeViolations(page);
    } finally {
      // The sample provider's remembered language back to English: other files read its e-mail.
      await page.goto('/provider-dashboard');
    }
  });
});
