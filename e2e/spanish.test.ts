import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, useBrowser } from './browser.ts';
import { summaryProblems } from './error-summary.ts';
import { mailTo } from './mailbox.ts';

// The emergency path in Spanish, as a Spanish-speaking person uses it on a phone with
// JavaScript off; the language switch keeping the page and the answers; the one-line offer.

/** "1 rehabilitador", "2 rehabilitadores": a Spanish count agrees with its noun. */
function expectAgreement(text: string) {
  const [, count, plural] = /(\d+) rehabilitador(es)? /.exec(text) ?? [];
  expect(count, text).toBeDefined();
  expect(Boolean(plural), text).toBe(Number(count) !== 1);
}

describeE2E('Wildline in Spanish', () => {
  const browser = useBrowser();

  it('an anonymous emergency goes through the whole wizard in Spanish with JavaScript off, to a Spanish confirmation page and e-mail', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const email = `es-${randomUUID()}@example.org`;
    await page.goto('/es');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Emergencia con fauna silvestre' }).first().click();

    await page.getByRole('heading', { name: 'Emergencia con fauna silvestre: escriba su ubicación' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/es/find-help');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(summaryProblems(page)).resolves.toEqual(['La ciudad es obligatoria', 'El estado es obligatorio', 'El código postal (ZIP) es obligatorio']);
    await expectNoAxeViolations(page);
    await page.getByLabel('Ciudad').fill('Boulder');
    await page.getByLabel('Estado').selectOption('CO');
    await page.getByLabel('Código postal (ZIP)').fill('80302');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByRole('heading', { name: 'Emergencia con fauna silvestre: detalles' }).waitFor();
    // Counted in Spanish, with the noun agreeing: how many there are depends on what other files
    // added near Boulder on the shared server, so the number is read, not assumed.
    const found = page.getByRole('heading', { name: /^Encontramos \d+ rehabilitador(es)? de fauna silvestre cerca de usted$/ });
    await found.waitFor();
    expectAgreement(await found.innerText());
    // Who is open now, in Spanish too: the Boulder sample centre has a 24-hour hotline.
    expect(await page.getByRole('main').innerText()).toContain('Línea de 24 horas');
    expect(await page.getByRole('main').innerText()).toMatch(/Perfil de ejemplo[\s\S]*Boulder, CO · 0\.8 millas/);
    await page.getByLabel('Tipo de animal').selectOption({ label: 'Ave rapaz (halcón, búho, águila)' });
    await page.getByRole('button', { name: 'Mostrar preguntas' }).click();
    await page.getByLabel('Describa la situación').waitFor();
    // The questions and their options in Spanish; the answer kept is the English option.
    await page
      .getByRole('group', { name: /¿El animal tiene heridas visibles o está sangrando\?/ })
      .getByLabel('Sí')
      .check();
    await page
      .getByRole('group', { name: /¿Tiene al animal guardado en una caja o encerrado\?/ })
      .getByLabel('No, pero lo puedo ver')
      .check();
    await page
      .getByRole('group', { name: /¿El ave está de pie o posada, o está echada\?/ })
      .getByLabel('Echada')
      .check();
    await page.getByLabel(/¿Cuántos animales hay, más o menos\?/).fill('1');
    await page.getByLabel(/¿Cuánto tiempo lleva observando al animal\?/).selectOption({ label: 'De 30 minutos a 2 horas' });
    await page.getByLabel(/¿Dónde está exactamente el animal ahora\?/).fill('En el jardín, debajo del roble');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(summaryProblems(page)).resolves.toEqual(['La descripción de la situación es obligatoria']);
    await page.getByLabel('Describa la situación').fill('Un halcón lleva una hora en el césped y no puede volar.');
    await page.getByRole('button', { name: 'Continuar' }).click();

    await page.getByRole('heading', { name: 'Apoye el cuidado de la fauna' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'CONTINUAR SIN DONAR' }).click();

    await page.getByRole('heading', { name: 'Sus datos de contacto' }).waitFor();
    await page.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await page.getByLabel('Apellido').fill('Martínez');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Teléfono').fill('303-555-0177');
    await page.getByLabel('Contraseña', { exact: true }).fill('heron-lake-31');
    await page.getByLabel('Confirme la contraseña').fill('heron-lake-31');
    await page.getByLabel(/Acepto los/).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Crear cuenta y enviar solicitud' }).click();

    await page.waitForURL(/\/es\/request-submitted\?id=/);
    await page.getByRole('heading', { level: 1, name: 'Su solicitud fue enviada' }).waitFor();
    const main = await page.getByRole('main').innerText();
    expectAgreement(main.match(/Se avisó a \d+ rehabilitador(es)? de fauna silvestre\./)?.[0] ?? 'no sentence of who was notified');
    expect(main).toContain('Ave rapaz (halcón, búho, águila)');
    expect(main).toContain('Qué sigue');
    await expectNoAxeViolations(page);

    // The confirmation e-mail is in Spanish, with links to the Spanish pages.
    expect(await mailTo(page, email)).toMatch(
      /Su solicitud de ayuda: Se avisó a \d+ rehabilitador(es)? de fauna silvestre[\s\S]*Hola, Rosa Martínez:[\s\S]*Recibimos su solicitud de ayuda con Ave rapaz \(halcón, búho, águila\) en Boulder, CO 80302[\s\S]*\/es\/request-submitted\?id=/,
    );
  });

  it('the language switch keeps the page and the answers typed so far', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/find-help?type=conflict&step=2');
    await page.getByLabel('City').fill('Boulder');
    await page.getByLabel('State').selectOption('CO');
    await page.getByLabel('ZIP code').fill('80302');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Wildlife Conflict Details' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: 'Español' }).first().click();
    await page.getByRole('heading', { name: 'Conflicto con fauna silvestre: detalles' }).waitFor();
    expect(page.url()).toMatch(/\/es\/find-help\?type=conflict&step=3$/);
    expect(await page.getByRole('main').innerText()).toContain('Boulder, CO 80302');

    await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
    await page.getByRole('heading', { name: 'Wildlife Conflict Details' }).waitFor();
    expect(page.url()).toMatch(/\/find-help\?type=conflict&step=3$/);
    // Both versions name each other for search engines.
    expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')).toMatch(/\/es\/find-help\?type=conflict&step=3$/);
  });

  it('a browser that asks for Spanish is offered it in one line on an English page, and is not moved', async () => {
    const page = await browser.newPage({ locale: 'es-US' });
    const answer = await page.goto('/resources');
    expect(answer?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/resources');
    await page.getByRole('link', { name: 'Ver esta página en español' }).click();
    await page.waitForURL(/\/es\/resources$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    const english = await browser.newPage({ locale: 'en-US' });
    await english.goto('/resources');
    expect(await english.getByRole('link', { name: 'Ver esta página en español' }).count()).toBe(0);
  });
});
