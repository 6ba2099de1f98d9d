import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeE2E, expectNoAxeViolations, gotoHydrated, useBrowser } from './browser.ts';
import { signInAs } from './people.ts';

// The guide in Spanish. A Spanish speaker searches it as they type, accents or not,
// with JavaScript off and on, opens an entry and reads it in Spanish; an entry with no Spanish
// yet is shown in English, said so, and marked as English for screen readers.

const searchForm = (page: Page) => page.getByRole('search', { name: 'Problemas con fauna silvestre' });
const searchBox = (page: Page) => searchForm(page).getByLabel('Buscar', { exact: true });
const cardTitles = async (page: Page) =>
  (await page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim());
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function expectBatEntryInSpanish(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Murciélago en el suelo o que no puede volar' }).waitFor();
  expect(await page.locator('html').getAttribute('lang')).toBe('es');
  const main = page.getByRole('main');
  const headings = (await main.getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim());
  for (const section of ['Qué hacer ahora', 'Soluciones a largo plazo', 'Cómo prevenirlo', 'Guías relacionadas']) expect(headings).toContain(section);
  expect(await main.innerText()).toContain('No lo toque, ni siquiera con guantes');
  expect(await main.innerText()).toContain('Murciélago · Fauna silvestre herida');
  await expect.poll(() => main.getByRole('link', { name: 'Pedir ayuda de emergencia' }).getAttribute('href')).toBe('/es/find-help?type=emergency');
  expect(await page.title()).toBe('Murciélago en el suelo o que no puede volar | Wildline');
}

/**
 * An entry an administrator has just written in English only, as every new one starts (every
 * seeded entry has its Spanish): its address and the word that finds it.
 */
async function newEnglishOnlyEntry(page: Page): Promise<{ slug: string; marker: string }> {
  const marker = randomUUID().slice(0, 8);
  await signInAs(page, 'admin@wildline.test', '/admin-dashboard/guide/new');
  await page.getByLabel('Title').fill(`Fawn curled up alone ${marker}`);
  await page.getByLabel('Description').fill('A spotted fawn lies alone in the grass; its mother is usually nearby.');
  await page.getByLabel('Severity').selectOption('medium');
  await page.getByLabel('Animal').selectOption('Deer / Fawn');
  await page.getByLabel('Immediate actions').fill('Leave the fawn where it is and walk away.');
  await page.getByLabel('Search keywords').fill(`fawn ${marker}`);
  await page.getByRole('button', { name: 'Create issue' }).click();
  await page.waitForURL(/\/admin-dashboard\/guide\/fawn-curled-up-alone-/);
  return { slug: new URL(page.url()).pathname.split('/').pop()!, marker };
}

describeE2E('the guide in Spanish', () => {
  const browser = useBrowser();
  let englishOnly: Promise<{ slug: string; marker: string }> | undefined;
  const englishOnlyEntry = async () => (englishOnly ??= browser.newPage({ javaScriptEnabled: false }).then(newEnglishOnlyEntry));

  it('with JavaScript off, "murcielago" without its accent finds the Spanish bat entries, and the entry reads in Spanish', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto('/es/resources');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Problemas comunes con fauna silvestre');
    expect(await page.title()).toBe('Problemas comunes con fauna silvestre | Wildline');
    await searchBox(page).fill('murcielago');
    await searchForm(page).getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => pathOf(page)).toBe('/es/resources?q=murcielago');
    const titles = await cardTitles(page);
    expect(titles).toEqual(expect.arrayContaining(['Murciélago en el suelo o que no puede volar', 'Murciélago volando dentro de la casa']));
    expect(titles[0]).toMatch(/^Murciélago/);
    await page.getByRole('link', { name: /Murciélago en el suelo o que no puede volar/ }).click();
    await expectBatEntryInSpanish(page);
    expect(new URL(page.url()).pathname).toBe('/es/resources/sick-or-injured-bat');
    await page.getByRole('link', { name: '← Volver a los problemas con fauna silvestre' }).first().click();
    await expect.poll(() => pathOf(page)).toBe('/es/resources?q=murcielago');
  });

  it('with JavaScript on, the list follows what is typed and stays under /es, stemmed: "murciélagos" finds them too', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/es/resources');
    await searchBox(page).fill('murciélagos');
    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe(`/es/resources?q=${encodeURIComponent('murciélagos')}`);
    await expect.poll(() => cardTitles(page)).toEqual(expect.arrayContaining(['Murciélago en el suelo o que no puede volar']));
    await page.getByRole('link', { name: /Murciélago en el suelo o que no puede volar/ }).click();
    await expectBatEntryInSpanish(page);
  });

  it('shows an entry with no Spanish yet in English, said so in Spanish, and marked lang="en"', async () => {
    const { slug, marker } = await englishOnlyEntry();
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`/es/resources/${slug}`);
    const main = page.getByRole('main');
    expect(await main.innerText()).toContain('Esta guía todavía no está traducida; se muestra en inglés.');
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('en');
    // The page's own words stay Spanish.
    expect((await main.getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim())).toContain('Qué hacer ahora');
    await page.goto(`/es/resources?q=${marker}`);
    const card = page.getByRole('main').getByRole('listitem').first();
    expect(await card.innerText()).toContain('Todavía sin traducir: se muestra en inglés.');
    expect(await card.getByRole('heading', { level: 2 }).getAttribute('lang')).toBe('en');
  });

  it('finds no accessibility problems on the Spanish home, wizard, guide and a guide entry', async () => {
    const { slug } = await englishOnlyEntry();
    const page = await browser.newPage({ javaScriptEnabled: false });
    for (const path of ['/es', '/es/find-help', '/es/resources', '/es/resources?q=mapache', '/es/resources/raccoon-in-attic', `/es/resources/${slug}`]) {
      await page.goto(path);
      expect(await page.locator('html').getAttribute('lang'), path).toBe('es');
      await expectNoAxeViolations(page);
    }
  });

  it('lists the Spanish guide in the sitemap', async () => {
    const { slug } = await englishOnlyEntry();
    const xml = await (await fetch(`${browser.baseUrl}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${browser.baseUrl}/es/resources</loc>`);
    expect(xml).toContain(`<loc>${browser.baseUrl}/es/resources/raccoon-in-attic</loc>`);
    // An entry with no Spanish has no Spanish page to index; its English one is listed.
    expect(xml).toContain(`<loc>${browser.baseUrl}/resources/${slug}</loc>`);
    expect(xml).not.toContain(`/es/resources/${slug}<`);
  });
});
