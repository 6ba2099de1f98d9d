import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { register, signInAs } from './people.ts';

// A person signed in on the Spanish site reads their dashboard in Spanish, and its
// links stay in Spanish; a provider's, a helper's and a field-team member's dashboards likewise,
// with the states Spanish names its own way (Nueva York) named so.

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

  it('a helper signed in on /es sees the Spanish helper dashboard, the states named in Spanish', async () => {
    const page = await browser.newPage();
    try {
      await signInAs(page, 'helper@wildline.test', '/es/helper-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Panel de ayudante' }).waitFor();
      const state = page.getByLabel('El estado donde ayuda');
      await expect.poll(() => state.locator('option[value="NY"]').textContent()).toBe('Nueva York');
      await expect.poll(() => state.locator('option[value="NC"]').textContent()).toBe('Carolina del Norte');
      await state.selectOption('NY');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByRole('heading', { name: 'Emergencias abiertas en Nueva York' }).waitFor();
      const main = await page.getByRole('main').innerText();
      expect(main).toContain('Su función: Ayudante voluntario');
      expect(main).not.toMatch(/Welcome|Where to go|The state you help in|Open emergencies|New York|Choose a state/);
      await expectNoAxeViolations(page);
    } finally {
      // As the other files expect the sample helper: helping in Colorado, reading in English.
      await page.goto('/helper-dashboard');
      await page.getByLabel('The state you help in').selectOption('CO');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: 'Open emergencies in Colorado' }).waitFor();
    }
  });

  it('a field-team member signed in on /es sees the Spanish field team dashboard', async () => {
    const admin = await browser.newPage();
    await signInAs(admin, 'admin@wildline.test', '/admin-dashboard/field-team');
    await admin.getByLabel('E-mail of their account').fill('helper@wildline.test');
    await admin.getByLabel('State they work in').selectOption('NY');
    await admin.getByRole('button', { name: 'Save member' }).click();
    await admin.getByText('Saved: they are on the field team in that state.').waitFor();
    const page = await browser.newPage();
    try {
      await signInAs(page, 'helper@wildline.test', '/es/field-team-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Panel del equipo de campo' }).waitFor();
      await page.getByText('Emergencias en Nueva York que un rehabilitador aceptó y en las que quizá haya que recoger al animal.').waitFor();
      await page.getByRole('heading', { name: /^Esperando que los recojan \(\d+\)$/ }).waitFor();
      await page.getByRole('heading', { name: /^Recogidos en los últimos 7 días \(\d+\)$/ }).waitFor();
      expect(await page.getByRole('main').innerText()).not.toMatch(/Field Team Dashboard|Emergencies in|Waiting for a pickup|Done in the last|New York/);
      await expectNoAxeViolations(page);
    } finally {
      // Off the team again, reading in English, as the other files expect the sample helper.
      await page.goto('/field-team-dashboard');
      await admin.goto('/admin-dashboard/field-team');
      await admin.getByRole('button', { name: 'Remove Hana Helper (sample) from the field team' }).click();
      await expect.poll(() => admin.getByRole('row', { name: /Hana Helper/ }).count()).toBe(0);
    }
  });
});
