import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import '../common/i18n-catalogs.ts';
import { translator } from '../common/i18n.ts';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { summaryMessage, summaryProblems } from './error-summary.ts';
import { expectFieldError, field, submitWithoutScript } from './form-fields.ts';

// Accounts in Spanish, as a Spanish-speaking person uses them on a phone with
// JavaScript off: a refused password told in Spanish next to its field, then an account, then a
// sign-in on /es/login that stays in Spanish. Makes one account and signs in twice.

const PASSWORD = 'garza-del-lago-31';

describeE2E('accounts in Spanish', () => {
  const browser = useBrowser();

  it('registers on /es/register and signs in on /es/login with JavaScript off, told in Spanish what is wrong', async () => {
    const email = `es-cuenta-${randomUUID()}@example.org`;
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto('/es/register');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.title()).toBe('Crear una cuenta | Wildline');
    await page.getByRole('heading', { level: 1, name: 'Crear una cuenta' }).waitFor();
    await expect(page.getByText('Al menos 6 caracteres, y que no sea una contraseña de uso común.').count()).resolves.toBe(1);

    const password = field(page, 'Contraseña');
    const fillAccount = async (typed: string) => {
      await field(page, 'Nombre').fill('Rosa');
      await field(page, 'Apellido').fill('Martínez');
      await field(page, 'Correo electrónico').fill(email);
      await password.fill(typed);
      await field(page, 'Confirme la contraseña').fill(typed);
      await page.getByLabel(/Acepto los/).check();
    };
    const submit = page.getByRole('button', { name: 'Crear cuenta' });

    // Too short: the rule's number comes through the Spanish template (common/passwords.ts).
    await fillAccount('abc');
    expect((await submitWithoutScript(page, submit)).status()).toBe(400);
    expect(new URL(page.url()).pathname).toBe('/es/register');
    await expect(summaryProblems(page)).resolves.toEqual(['La contraseña debe tener al menos 6 caracteres']);
    await expectFieldError(password, 'La contraseña debe tener al menos 6 caracteres');
    await expectNoAxeViolations(page);

    await fillAccount(PASSWORD);
    await submitWithoutScript(page, submit);
    expect(new URL(page.url()).pathname).toBe('/es/dashboard');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    // The dashboard's heading is the catalog's Spanish for its title (its words are the dashboards').
    await page.getByRole('heading', { level: 1, name: translator('es')('My Dashboard') }).waitFor();
    await page.context().close();

    const login = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await login.goto('/es/login');
    expect(await login.title()).toBe('Iniciar sesión | Wildline');
    await login.getByRole('heading', { level: 1, name: 'Inicie sesión en su cuenta' }).waitFor();
    const signIn = login.getByRole('button', { name: 'Iniciar sesión' });

    await signIn.click();
    await expect(summaryProblems(login)).resolves.toEqual(['El correo electrónico es obligatorio', 'La contraseña es obligatoria']);
    await expect(summaryMessage(login)).resolves.toBe('Debe indicar un correo electrónico o un número de teléfono, y una contraseña');

    await field(login, 'Correo electrónico').fill(email);
    await field(login, 'Contraseña').fill('not-the-password');
    expect((await submitWithoutScript(login, signIn)).status()).toBe(401);
    await expect(summaryMessage(login)).resolves.toBe('El correo electrónico o la contraseña no son correctos. Inténtelo de nuevo.');
    await expectNoAxeViolations(login);

    // Without JavaScript the refused page comes back empty: both are typed again.
    await field(login, 'Correo electrónico').fill(email);
    await field(login, 'Contraseña').fill(PASSWORD);
    await submitWithoutScript(login, signIn);
    expect(new URL(login.url()).pathname).toBe('/es/dashboard');
    await login.getByRole('heading', { level: 1, name: translator('es')('My Dashboard') }).waitFor();
  });

  it('the password pages and two-factor sign-in read in Spanish', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/es/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Olvidé mi contraseña' }).waitFor();
    await submitWithoutScript(page, page.getByRole('button', { name: 'Enviar enlace' }));
    await expect(summaryProblems(page)).resolves.toEqual(['El correo electrónico es obligatorio']);

    await page.goto('/es/reset-password?token=no-such-token');
    await page.getByText('El enlace para restablecer la contraseña no es válido o ya venció. Inténtelo de nuevo.').waitFor();
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await page.waitForURL(/\/es\/forgot-password$/);

    await page.goto('/es/login/two-factor?backup=1');
    await page.getByRole('heading', { level: 1, name: 'Inicio de sesión en dos pasos' }).waitFor();
    await field(page, 'Código de respaldo').fill('not a code');
    await submitWithoutScript(page, page.getByRole('button', { name: 'Verificar e iniciar sesión' }));
    await expect(summaryProblems(page)).resolves.toEqual(['Escriba uno de sus códigos de respaldo: diez letras y números, por ejemplo a1b2c-3d4e5']);
  });
});
