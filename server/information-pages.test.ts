import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { actorFor, createUser, TEST_PASSWORD } from '../test/factories.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, type TestApp } from '../test/services.ts';
import { accountWithTwoFactor } from '../test/two-factor.ts';
import { updateMatchingRadius } from './features/help-requests/manage-system-settings.ts';
import { BROWSER_STORAGE, COOKIES } from '../app/content/privacy-cookies.tsx';
import { generalFirstAid } from './features/guide/general-first-aid.ts';

// The legal and information pages match the software: what they promise must be true. Their contact
// addresses come from the configuration, /faq and /provider-resources give the radius matching
// uses, and /privacy names every cookie the site sets and every browser-storage key its code uses.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

/** The page's text as a reader sees it: React's <!-- --> between text pieces removed. */
async function pageText(app: TestApp, pathname: string, headers: Record<string, string> = {}) {
  const res = await app.request(pathname, { headers });
  expect(res.status, pathname).toBe(200);
  return (await res.text()).replaceAll('<!-- -->', '');
}

describe('contact addresses', () => {
  const env = { CONTACT_EMAIL: 'privacy@rescue-network.example', PROVIDERS_EMAIL: 'listings@rescue-network.example' };

  it('come from CONTACT_EMAIL and PROVIDERS_EMAIL: people write to one, providers to the other', async () => {
    const { app, auth } = createTestApp(database.db, { build, env });
    const home = await pageText(app, '/');
    const footer = home.slice(home.indexOf('<footer'));
    expect(footer).toContain('href="mailto:listings@rescue-network.example"');
    expect(footer).toContain('href="mailto:privacy@rescue-network.example"');
    // The providers-only note sits with the providers' address, before the one for privacy rights.
    expect(footer.indexOf('This address is for providers only')).toBeGreaterThan(footer.indexOf('listings@rescue-network.example'));
    expect(footer.indexOf('This address is for providers only')).toBeLessThan(footer.indexOf('privacy@rescue-network.example'));

    for (const page of ['/privacy', '/terms']) {
      const text = await pageText(app, page);
      expect(text, page).toContain('mailto:privacy@rescue-network.example');
      expect(text.slice(text.indexOf('<main'), text.indexOf('</main>')), page).not.toContain('listings@rescue-network.example');
    }
    const member = await createUser(database.db);
    const cookie = { Cookie: await sessionCookieFor(auth, member.id) };
    for (const page of ['/faq', '/provider-resources']) {
      const text = await pageText(app, page, cookie);
      expect(text.slice(text.indexOf('<main'), text.indexOf('</main>')), page).toContain('mailto:listings@rescue-network.example');
    }
    for (const page of ['/', '/privacy', '/terms', '/about', '/faq']) {
      expect(await pageText(app, page, cookie), page).not.toMatch(/contact@wildline\.example|providers@wildline\.example/);
    }
  });
});

describe('the matching radius on /faq and /provider-resources', () => {
  it("is the administrators' setting, as matching uses it", async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const member = await createUser(database.db);
    const cookie = { Cookie: await sessionCookieFor(auth, member.id) };
    for (const page of ['/faq', '/provider-resources']) expect(await pageText(app, page, cookie), page).toMatch(/within\s+60 miles/);
    for (const page of ['/es/faq', '/es/provider-resources']) expect(await pageText(app, page, cookie), page).toMatch(/a menos de\s+60 millas/);

    const admin = await createUser(database.db, { role: 'admin' });
    await updateMatchingRadius(database.db, actorFor(admin), { matchingRadiusMiles: '35' });
    for (const page of ['/faq', '/provider-resources']) {
      const text = await pageText(app, page, cookie);
      expect(text, page).toMatch(/within\s+35 miles/);
      expect(text, page).not.toMatch(/within\s+60 miles/);
    }
    for (const page of ['/es/faq', '/es/provider-resources']) expect(await pageText(app, page, cookie), page).toMatch(/a menos de\s+35 millas/);
  });
});

describe('cookies and browser storage on /privacy', () => {
  /** The names of the cookies an answer sets (a deletion, Max-Age=0 or an expiry in the past, sets nothing). */
  function cookiesSetBy(res: Response): string[] {
    return res.headers.getSetCookie().flatMap((cookie) => {
      const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
      const maxAge = attributes.find((a) => /^max-age=/i.test(a));
      const expires = attributes.find((a) => /^expires=/i.test(a));
      const deleted = value === '' || (maxAge && Number(maxAge.split('=')[1]) <= 0) || (expires && Date.parse(expires.slice(8)) < Date.now());
      return deleted ? [] : [name.replace(/^__Secure-/, '')];
    });
  }

  /** Every cookie the site sets on the way through pages, the wizard, sign-up, sign-in (with and without two-factor) and sign-out. */
  async function everyCookieSet(app: TestApp, auth: ReturnType<typeof createTestApp>['auth']) {
    const names = new Set<string>();
    const take = (res: Response) => {
      for (const name of cookiesSetBy(res)) names.add(name);
      return res;
    };
    for (const page of ['/', '/resources', '/privacy', '/find-help', '/find-help?type=conflict&step=2', '/login', '/register', '/volunteer'])
      take(await app.request(page));
    // The wizard's first answer starts its draft, and sets its cookie.
    take(await postForm(app, '/find-help?type=emergency&step=1', { type: 'emergency' }));

    const email = `cookies-${crypto.randomUUID()}@example.org`;
    take(
      await postForm(app, '/register', {
        firstName: 'Robin',
        lastName: 'Cookie',
        email,
        password: 'Tawny-owl-42-night',
        confirmPassword: 'Tawny-owl-42-night',
        acceptTerms: 'on',
      }),
    );
    const remembered = take(await postForm(app, '/login', { email, password: 'Tawny-owl-42-night', rememberMe: 'on' }));
    const forgotten = take(await postForm(app, '/login', { email, password: 'Tawny-owl-42-night' }));
    expect(remembered.status).toBe(302);
    expect(forgotten.status).toBe(302);
    const signedIn = forgotten.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    take(await app.request('/dashboard', { headers: { Cookie: signedIn } }));
    take(await postForm(app, '/logout', {}, { Cookie: signedIn }));

    const { user: admin, codeAt, setupStep } = await accountWithTwoFactor(auth, database.db);
    const passwordStep = take(await postForm(app, '/login', { email: admin.email, password: TEST_PASSWORD }));
    expect(passwordStep.headers.get('location')).toMatch(/^\/login\/two-factor/);
    const pending = passwordStep.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const code = await codeAt(setupStep + 1);
    take(await postForm(app, '/login/two-factor', { code }, { Cookie: pending }));
    take(await app.request('/api/auth/get-session', { headers: { Cookie: signedIn } }));
    return names;
  }

  it('names every cookie the site sets', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const names = await everyCookieSet(app, auth);
    // The flows above reach each kind: a page that names none of them would fail here first.
    expect([...names]).toEqual(expect.arrayContaining(['wildline.wizard', 'wildline.session_token', 'wildline.dont_remember', 'wildline.two_factor']));
    for (const page of ['/privacy', '/es/privacy']) {
      const privacy = await pageText(app, page);
      for (const name of names) expect(privacy, `${page} does not name the cookie ${name}`).toContain(`<code>${name}</code>`);
    }
  });

  it("names every browser-storage key the app's code sets", async () => {
    const keys = storageKeysInSource();
    expect(keys.length).toBeGreaterThanOrEqual(2);
    const { app } = createTestApp(database.db, { build });
    for (const page of ['/privacy', '/es/privacy']) {
      const privacy = await pageText(app, page);
      for (const key of keys) expect(privacy, `${page} does not name the storage key ${key}`).toContain(`<code>${key}</code>`);
    }
  });
});

describe('the information pages in Spanish', () => {
  /** Each page's Spanish heading, and one of its sections': the English ones must be gone. */
  const PAGES = [
    { path: '/about', title: ['Acerca de Wildline', 'About Wildline'], section: ['A quién servimos', 'Who we serve'] },
    { path: '/mission-vision', title: ['Misión y visión', 'Mission &amp; Vision'], section: ['Nuestros valores', 'Our values'] },
    {
      path: '/standards',
      title: ['Estándares de control de fauna', 'Wildlife Control Standards'],
      section: ['Los tres niveles de estándares', 'The three standards levels'],
    },
    { path: '/help-guide', title: ['Cómo usar Wildline', 'How to Use Wildline'], section: ['Mientras espera', 'While you wait'] },
    { path: '/privacy', title: ['Política de privacidad', 'Privacy Policy'], section: ['Quién ve qué', 'Who sees what'] },
    { path: '/terms', title: ['Términos del servicio', 'Terms of Service'], section: ['Limitación de responsabilidad', 'Limitation of liability'] },
    { path: '/volunteer', title: ['Sea voluntario con Wildline', 'Volunteer with Wildline'], section: ['Lo que le pedimos', 'What we ask of you'] },
    { path: '/faq', title: ['Preguntas frecuentes', 'Frequently Asked Questions'], section: ['Tarifas y donaciones', 'Fees and donations'] },
    {
      path: '/provider-resources',
      title: ['Recursos para proveedores', 'Provider Resources'],
      section: ['Aceptar o rechazar una solicitud', 'Accepting or declining a request'],
    },
  ];

  it('are in Spanish under /es, headings, description and all, for visitors and signed-in people alike', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const member = await createUser(database.db);
    const cookie = { Cookie: await sessionCookieFor(auth, member.id) };
    for (const { path: english, title, section } of PAGES) {
      const page = `/es${english}`;
      const text = await pageText(app, page, cookie);
      expect(text, page).toMatch(/<html lang="es"/);
      expect(text, page).toMatch(new RegExp(`<h1[^>]*>${title[0]}</h1>`));
      expect(text, page).toMatch(new RegExp(`<h2[^>]*>${section[0]}</h2>`));
      expect(text, page).not.toContain(`>${title[1]}</h1>`);
      expect(text, page).not.toContain(`>${section[1]}</h2>`);
      expect(text, page).toMatch(new RegExp(`<title>${title[0]} \\| Wildline</title>`));
      const description = /<meta name="description" content="([^"]*)"/.exec(text)?.[1] ?? '';
      expect(description, page).not.toBe('');
      expect(await pageText(app, english, cookie), english).not.toContain(`content="${description}"`);
      // Its links stay in Spanish.
      const main = text.slice(text.indexOf('<main'), text.indexOf('</main>'));
      expect(main, page).not.toMatch(/href="\/(find-help|standards|resources|claim-listing|volunteer|faq)\b/);
    }
  });

  it('/es/offline, what the service worker shows with no connection, is in Spanish, its first aid too', async () => {
    const { app } = createTestApp(database.db, { build });
    const text = await pageText(app, '/es/offline');
    expect(text).toMatch(/<html lang="es"/);
    expect(text).toMatch(/<h1[^>]*>No tiene conexión<\/h1>/);
    expect(text).toMatch(/<title>No tiene conexión \| Wildline<\/title>/);
    expect(text).toContain(`<li>${generalFirstAid('es')[1]}</li>`);
    // Where the worker lists the guide pages kept (service-worker/sw.ts reads this element).
    expect(text).toContain('<p>Y también las páginas de la guía que abrió antes:</p><ul id="saved-guide-pages"></ul>');
    expect(text).not.toMatch(/You are offline|While you wait|open without a connection/);
    expect(text).not.toContain(generalFirstAid('en')[1]);
    expect(await pageText(app, '/offline')).toContain(`<li>${generalFirstAid('en')[1]}</li>`);
  });

  it('privacy and terms say the English version governs, and the cookie table is in Spanish', async () => {
    const { app } = createTestApp(database.db, { build });
    for (const page of ['/es/privacy', '/es/terms']) {
      const text = await pageText(app, page);
      expect(text, page).toMatch(/Si las dos versiones no coinciden, la <a href="\/(privacy|terms)" hreflang="en">versión en inglés<\/a> es la que rige\./i);
      expect(text, page).toContain('Última actualización: noviembre de 2026');
    }
    const privacy = await pageText(app, '/es/privacy');
    expect(privacy).toContain('<th scope="col">Cuánto dura</th>');
    for (const item of [...COOKIES, ...BROWSER_STORAGE]) {
      expect(privacy, `${item.name} has no Spanish on /es/privacy`).not.toContain(item.purpose);
      expect(privacy, `${item.name} has no Spanish on /es/privacy`).not.toContain(item.lifetime);
    }
  });
});

/** Every first argument of localStorage/sessionStorage.setItem in app/ and common/: a string, or a constant defined there. */
function storageKeysInSource(): string[] {
  const files = ['app', 'common'].flatMap((dir) => sourceFiles(path.resolve(dir)));
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  const constants = new Map<string, string>();
  for (const source of sources) for (const [, name, value] of source.matchAll(/export const (\w+)\s*=\s*'([^']+)'/g)) constants.set(name!, value!);
  const keys = new Set<string>();
  for (const source of sources) {
    for (const [, argument] of source.matchAll(/(?:localStorage|sessionStorage)\.setItem\(\s*([^,]+),/g)) {
      const literal = /^['"`](.+)['"`]$/.exec(argument!.trim());
      const key = literal ? literal[1] : constants.get(argument!.trim());
      expect(key, `a storage key this test cannot read: ${argument}`).toBeDefined();
      keys.add(key!);
    }
  }
  return [...keys];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return entry === '+types' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}
