import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createProviderAccount, createUser } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, type TestApp } from '../../../test/services.ts';
import type { Role } from '../../../common/roles.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { auditLog, standardsLevels } from '../../db/schema.ts';
import { standardsLevelSeeds } from '../../db/seed/data/standards-levels.ts';
import { LEVEL_CHANGED_MEANWHILE, LEVEL_NOT_FOUND, listStandardsLevelsForAdmin, updateStandardsLevel } from './manage-standards-levels.ts';
import { listStandardsLevelNames } from './standards-levels.ts';

// Decision 039: the standards levels' names are rows, in English and Spanish, that
// administrators edit; every page shows the stored name in its language, the English (marked
// lang="en") where there is no Spanish, and an edit at once.

const database = useTestDatabase();
const db = () => database.db;
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const admin = async () => actorFor(await createUser(db(), { role: 'admin' }));
const stored = async () => db().select().from(standardsLevels).orderBy(standardsLevels.code);
const versionOf = async (code: 'basic' | 'association' | 'certified') =>
  (await listStandardsLevelsForAdmin(db(), await admin())).find((level) => level.code === code)!.version;

describe('the standards levels as stored', () => {
  it('are the three levels, with the names the catalog had in both languages, for anyone to read', async () => {
    expect(await listStandardsLevelNames(db())).toEqual({
      basic: { name: 'Basic listing', nameEs: 'Perfil básico' },
      association: { name: 'National control-operators association standard', nameEs: 'Estándar de la asociación nacional de operadores de control' },
      certified: { name: 'Humane-practice certification', nameEs: 'Certificación en prácticas humanitarias' },
    });
    expect((await listStandardsLevelsForAdmin(db(), await admin())).map((level) => level.code)).toEqual(['basic', 'association', 'certified']);
  });
});

describe('editing a level', () => {
  it('an administrator renames a level in both languages, audited', async () => {
    const actor = await admin();
    const version = await versionOf('certified');
    const saved = await updateStandardsLevel(db(), actor, 'certified', { version, name: ' Humane certification ', nameEs: ' Certificación humanitaria ' });
    expect(saved).toMatchObject({ code: 'certified', name: 'Humane certification', nameEs: 'Certificación humanitaria' });
    expect(saved.version).not.toBe(version);
    expect((await listStandardsLevelNames(db())).certified).toEqual({ name: 'Humane certification', nameEs: 'Certificación humanitaria' });

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'standards_level.update'));
    expect(entry).toMatchObject({
      actorId: actor.kind === 'user' ? actor.id : '',
      entityType: 'standards_level',
      entityId: 'certified',
      before: { name: 'Humane-practice certification', nameEs: 'Certificación en prácticas humanitarias' },
      after: { name: 'Humane certification', nameEs: 'Certificación humanitaria' },
    });
  });

  it('a blank Spanish name clears it', async () => {
    await updateStandardsLevel(db(), await admin(), 'basic', { version: await versionOf('basic'), name: 'Basic listing', nameEs: '  ' });
    expect((await listStandardsLevelNames(db())).basic).toEqual({ name: 'Basic listing', nameEs: null });
  });

  it('nobody else may: providers, helpers and members are forbidden, visitors asked to sign in; nothing changes', async () => {
    const before = await stored();
    const version = await versionOf('basic');
    const provider = await createProviderAccount(db(), { type: 'control' });
    const others: [string, Parameters<typeof updateStandardsLevel>[1], string][] = [
      ['provider', provider.actor, 'FORBIDDEN'],
      ['helper', actorFor(await createUser(db(), { role: 'helper' })), 'FORBIDDEN'],
      ['member', actorFor(await createUser(db())), 'FORBIDDEN'],
      ['visitor', ANONYMOUS, 'UNAUTHORIZED'],
    ];
    for (const [who, actor, code] of others) {
      await expect(updateStandardsLevel(db(), actor, 'basic', { version, name: 'Hacked', nameEs: 'Pirateado' }), who).rejects.toMatchObject({ code });
      await expect(listStandardsLevelsForAdmin(db(), actor), who).rejects.toMatchObject({ code });
    }
    expect(await stored()).toEqual(before);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('refuses bad input with each field’s message, changing nothing', async () => {
    const actor = await admin();
    const before = await stored();
    const version = await versionOf('association');
    const refused = async (input: Record<string, unknown>) => {
      try {
        await updateStandardsLevel(db(), actor, 'association', input);
      } catch (error) {
        return error as { code: string; fieldErrors?: Record<string, string[]> };
      }
      throw new Error(`accepted ${JSON.stringify(input)}`);
    };
    expect((await refused({ version, name: '   ', nameEs: 'Algo' })).fieldErrors).toEqual({ name: ['Enter the level’s name'] });
    expect((await refused({ version, name: 'n'.repeat(101), nameEs: 'e'.repeat(101) })).fieldErrors).toEqual({
      name: ['Please keep the name under 100 characters'],
      nameEs: ['Please keep the Spanish name under 100 characters'],
    });
    expect((await refused({ version, name: 'A name' })).fieldErrors).toEqual({
      nameEs: ['The form did not send the Spanish name: reload the page and try again'],
    });
    expect((await refused({ name: 'A name', nameEs: '' })).fieldErrors).toMatchObject({ version: [expect.stringContaining('reload the page')] });
    expect(await refused({ version: '2020-01-01T00:00:00.000Z', name: 'A name', nameEs: '' })).toMatchObject({
      code: 'CONFLICT',
      message: LEVEL_CHANGED_MEANWHILE,
    });
    for (const level of ['none', 'platinum', '']) {
      await expect(updateStandardsLevel(db(), actor, level, { version, name: 'A name', nameEs: '' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: LEVEL_NOT_FOUND,
      });
    }
    expect(await stored()).toEqual(before);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});

async function signedIn(app: ReturnType<typeof createTestApp>, role: Role) {
  const user = await createUser(db(), { role });
  return { Cookie: await sessionCookieFor(app.auth, user.id) };
}

/** A certified control operator near Boulder, CO, found by the directory's search. */
const CONTROL_SEARCH = '/view-providers?zip=80302&kind=control';
const certifiedOperator = () => createProviderAccount(db(), { name: 'Flatirons Humane Wildlife Control', type: 'control', standards: 'certified' });

/** The listing's standards badge on a page (the chip linking to /standards): its text and its lang. */
function badgeOf(html: string) {
  const link = [...html.matchAll(/<a\b([^>]*)>([^<]*)<\/a>/g)].find((m) => /href="(\/es)?\/standards"/.test(m[1]!) && /\bwhitespace-nowrap\b/.test(m[1]!));
  expect(link, 'the listing’s standards badge').toBeTruthy();
  return { text: link![2], lang: link![1]!.match(/\blang="(\w+)"/)?.[1] ?? null };
}

describe('the names on the pages', () => {
  it('a listing’s badge shows the stored name in the page’s language, and the English, marked lang="en", where there is no Spanish', async () => {
    const app = createTestApp(db(), { build });
    const member = await signedIn(app, 'user');
    await certifiedOperator();
    const badge = async (path: string) => badgeOf(await (await app.app.request(path, { headers: member })).text());
    expect(await badge(CONTROL_SEARCH)).toEqual({ text: 'Humane-practice certification', lang: null });
    expect(await badge(`/es${CONTROL_SEARCH}`)).toEqual({ text: 'Certificación en prácticas humanitarias', lang: null });

    await updateStandardsLevel(db(), await admin(), 'certified', { version: await versionOf('certified'), name: 'Humane certification', nameEs: '' });
    expect(await badge(CONTROL_SEARCH)).toEqual({ text: 'Humane certification', lang: null });
    expect(await badge(`/es${CONTROL_SEARCH}`)).toEqual({ text: 'Humane certification', lang: 'en' });
  });

  it('the provider’s level chooser and /standards read them too', async () => {
    const app = createTestApp(db(), { build });
    const operator = await certifiedOperator();
    await updateStandardsLevel(db(), await admin(), 'association', {
      version: await versionOf('association'),
      name: 'Association standard',
      nameEs: 'Estándar gremial',
    });
    const provider = { Cookie: await sessionCookieFor(app.auth, operator.user.id) };
    const listing = await (await app.app.request('/es/provider-dashboard/listing', { headers: provider })).text();
    expect(listing).toContain('<option value="association">Estándar gremial</option>');
    expect(listing).toMatch(/Se muestra ahora: (<!-- -->)?<span>Certificación en prácticas humanitarias<\/span>(<!-- -->)?\./);
    expect(pageText(await (await app.app.request('/standards')).text())).toContain('Association standard');
    expect(pageText(await (await app.app.request('/es/standards')).text())).toContain('Estándar gremial');
  });

  it('an edit shows at once on a kept page (the table’s trigger drops the page cache)', async () => {
    const started = createTestApp(db(), { build, env: { PAGE_CACHE: 'true' } });
    await started.realtime.ready();
    const heading = async (app: TestApp) => pageText(await (await app.request('/es/standards')).text());
    expect(await heading(started.app)).toContain('Perfil básico');
    expect((await started.app.request('/es/standards')).headers.get('x-page-cache')).toBe('hit');
    await updateStandardsLevel(db(), await admin(), 'basic', { version: await versionOf('basic'), name: 'Basic listing', nameEs: 'Listado básico' });
    // On PGlite the notice is heard before the edit returns; on PostgreSQL a moment later.
    await expect.poll(() => heading(started.app)).toContain('Listado básico');
  });
});

describe('the administrators’ page', () => {
  it('saves a level’s names from its form', async () => {
    const app = createTestApp(db(), { build });
    const headers = await signedIn(app, 'admin');
    const page = await (await app.app.request('/admin-dashboard/standards', { headers })).text();
    expect(page).toContain('lang="es"');
    const res = await postForm(
      app.app,
      '/admin-dashboard/standards',
      { level: 'basic', version: await versionOf('basic'), name: 'Listed', nameEs: 'Listado' },
      headers,
    );
    expect(res.status).toBe(200);
    expect(pageText(await res.text())).toContain('Saved: “Listed”.');
    expect((await listStandardsLevelNames(db())).basic).toEqual({ name: 'Listed', nameEs: 'Listado' });
  });

  it('refuses a blank name with the message beside the field, keeping what was typed, without JavaScript', async () => {
    const app = createTestApp(db(), { build });
    const headers = await signedIn(app, 'admin');
    const before = await stored();
    const res = await postForm(
      app.app,
      '/admin-dashboard/standards',
      { level: 'association', version: await versionOf('association'), name: ' ', nameEs: 'Mi nombre nuevo' },
      headers,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    // The field's message sits beside it (its id the form's scope), and the summary links to it.
    expect(html).toMatch(/id="field-association-name-error"[^>]*>[\s\S]*?Enter the level’s name/);
    expect(html).toContain('href="#field-association-name"');
    expect(html).toMatch(/name="nameEs"[^>]*value="Mi nombre nuevo"|value="Mi nombre nuevo"[^>]*name="nameEs"/);
    expect(await stored()).toEqual(before);
  });
});

it('the seed puts the levels back where one is missing, and never overwrites an administrator’s name', async () => {
  const { seedDatabase } = await import('../../db/seed/seed.ts');
  await updateStandardsLevel(db(), await admin(), 'certified', { version: await versionOf('certified'), name: 'Humane certification', nameEs: '' });
  await db().delete(standardsLevels).where(eq(standardsLevels.code, 'basic'));
  await seedDatabase(db(), { sampleData: false, production: true });
  const names = await listStandardsLevelNames(db());
  expect(names.basic).toEqual({ name: standardsLevelSeeds[0]!.name, nameEs: standardsLevelSeeds[0]!.nameEs });
  expect(names.certified).toEqual({ name: 'Humane certification', nameEs: null });
});
