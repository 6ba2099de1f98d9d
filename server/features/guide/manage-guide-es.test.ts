import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/roles.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { createTestApp, signedInAs, SITE_ORIGIN } from '../../../test/services.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { animalTypes, auditLog, issueCategories, wildlifeIssues } from '../../db/schema.ts';
import { getWildlifeIssue, searchWildlifeIssues } from './search-issues.ts';

// Administrators write the guide's Spanish beside its English (docs/decisions/034): entries,
// categories and animal types; nobody else can, and what they write is what Spanish pages show and
// search.
const database = useTestDatabase();

async function as(role: Role) {
  const { app } = createTestApp(database.db);
  return signedInAs(app, database.db, role);
}

function send(client: { app: ReturnType<typeof createTestApp>['app']; cookie: string }, method: string, path: string, body?: unknown) {
  return client.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', Cookie: client.cookie, Origin: SITE_ORIGIN },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const issue = {
  id: 'pelican-hooked-on-a-lure',
  title: 'Pelican hooked on a fishing lure',
  description: 'A pelican on a pier with a hook in its pouch and line trailing behind it.',
  severity: 'high' as const,
  issueType: 'emergency' as const,
  animalType: 'Pelican',
  searchKeywords: ['pelican', 'hooked'],
  immediateActions: ['Keep people and dogs back.', 'Do not cut the line short.'],
};
const spanish = {
  titleEs: 'Pelícano enganchado en un señuelo de pesca',
  descriptionEs: 'Un pelícano en un muelle con un anzuelo en la bolsa y el hilo colgando detrás.',
  immediateActionsEs: ['Mantenga alejados a las personas y a los perros.', 'No corte el hilo muy corto.'],
  searchKeywordsEs: ['pelícano', 'anzuelo'],
};
const row = async () => (await database.db.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, issue.id)))[0]!;

describe('an entry in Spanish', () => {
  it('is written by an administrator beside the English, kept by an edit that leaves it out, and cleared by a blank one', async () => {
    await database.db.insert(animalTypes).values({ name: 'Pelican' });
    const admin = await as('admin');
    expect((await send(admin, 'POST', '/api/v1/issues', { ...issue, ...spanish })).status).toBe(201);
    expect(await row()).toMatchObject({ ...spanish, title: issue.title });
    const found = await searchWildlifeIssues(database.db, ANONYMOUS, { q: 'pelicanos enganchados' }, 100, 'es');
    expect(found.map((i) => i.id)).toEqual([issue.id]);
    expect((await getWildlifeIssue(database.db, ANONYMOUS, issue.id, 'es')).issue).toMatchObject({ title: spanish.titleEs, inEnglish: false });

    // An API client that knows no Spanish edits the English: the Spanish stays.
    expect((await send(admin, 'PUT', `/api/v1/issues/${issue.id}`, { ...issue, title: 'Pelican caught on a fishing lure' })).status).toBe(200);
    expect(await row()).toMatchObject({ ...spanish, title: 'Pelican caught on a fishing lure' });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'wildlife_issue.update'));
    expect(audit!.before).not.toHaveProperty('searchVectorEs');

    // The form sends blank fields: no Spanish, and the Spanish page shows the English, said so.
    const blank = { titleEs: '', descriptionEs: '', immediateActionsEs: '', longTermSolutionsEs: '', preventionTipsEs: '', searchKeywordsEs: '' };
    expect((await send(admin, 'PUT', `/api/v1/issues/${issue.id}`, { ...issue, ...blank })).status).toBe(200);
    expect(await row()).toMatchObject({ titleEs: null, descriptionEs: null, immediateActionsEs: [], searchKeywordsEs: [] });
    expect((await getWildlifeIssue(database.db, ANONYMOUS, issue.id, 'es')).issue).toMatchObject({
      title: 'Pelican hooked on a fishing lure',
      inEnglish: true,
    });
  });

  it('is refused when half written or not line for line with the English, saying what to fix', async () => {
    await database.db.insert(animalTypes).values({ name: 'Pelican' });
    const admin = await as('admin');
    const refused = async (body: object) => {
      const res = await send(admin, 'POST', '/api/v1/issues', { ...issue, ...body });
      expect(res.status).toBe(400);
      return ((await res.json()) as { errors: Record<string, string[]> }).errors;
    };
    expect(await refused({ immediateActionsEs: spanish.immediateActionsEs })).toEqual({
      titleEs: ['Give the Spanish title too, or leave the Spanish blank'],
      descriptionEs: ['Give the Spanish description too, or leave the Spanish blank'],
    });
    expect(await refused({ ...spanish, immediateActionsEs: ['Solo una línea.'] })).toEqual({
      immediateActionsEs: ['Give one Spanish line for each English line: 2 in English, 1 in Spanish'],
    });
    expect(await refused({ ...spanish, titleEs: 'Ga' })).toEqual({ titleEs: ['The Spanish title needs at least 3 characters'] });
    expect(await database.db.select().from(wildlifeIssues)).toEqual([]);
  });

  it.each(['user', 'helper', 'provider'] as const)('cannot be written by a %s', async (role) => {
    await database.db.insert(wildlifeIssues).values(issue);
    const client = await as(role);
    expect((await send(client, 'PUT', `/api/v1/issues/${issue.id}`, { ...issue, ...spanish })).status).toBe(403);
    expect((await row()).titleEs).toBeNull();
  });
});

describe('category and animal names in Spanish', () => {
  it('are given and changed by an administrator, kept when left out, cleared when blank', async () => {
    const admin = await as('admin');
    const created = await send(admin, 'POST', '/api/v1/issue-categories', { name: 'Birds', nameEs: 'Aves' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect(await database.db.select({ nameEs: issueCategories.nameEs }).from(issueCategories)).toEqual([{ nameEs: 'Aves' }]);
    expect((await send(admin, 'PUT', `/api/v1/issue-categories/${id}`, { name: 'Wild birds' })).status).toBe(200);
    expect(await database.db.select({ name: issueCategories.name, nameEs: issueCategories.nameEs }).from(issueCategories)).toEqual([
      { name: 'Wild birds', nameEs: 'Aves' },
    ]);
    expect((await send(admin, 'PUT', `/api/v1/issue-categories/${id}`, { name: 'Wild birds', nameEs: '  ' })).status).toBe(200);
    expect((await database.db.select({ nameEs: issueCategories.nameEs }).from(issueCategories))[0]!.nameEs).toBeNull();

    const [animal] = await database.db.insert(animalTypes).values({ name: 'Pelican' }).returning();
    expect((await send(admin, 'PUT', `/api/v1/animal-types/${animal!.id}`, { name: 'Pelican', nameEs: 'Pelícano' })).status).toBe(200);
    expect((await send(admin, 'PUT', `/api/v1/animal-types/${animal!.id}`, { name: 'Pelican', active: true })).status).toBe(200);
    expect((await database.db.select({ nameEs: animalTypes.nameEs }).from(animalTypes))[0]!.nameEs).toBe('Pelícano');
    const tooLong = await send(admin, 'PUT', `/api/v1/animal-types/${animal!.id}`, { name: 'Pelican', nameEs: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
  });

  it('cannot be changed by anyone but an administrator', async () => {
    const [category] = await database.db.insert(issueCategories).values({ name: 'Birds' }).returning();
    const [animal] = await database.db.insert(animalTypes).values({ name: 'Pelican' }).returning();
    const user = await as('user');
    expect((await send(user, 'PUT', `/api/v1/issue-categories/${category!.id}`, { name: 'Birds', nameEs: 'Aves' })).status).toBe(403);
    expect((await send(user, 'PUT', `/api/v1/animal-types/${animal!.id}`, { name: 'Pelican', nameEs: 'Pelícano' })).status).toBe(403);
    expect(await database.db.select({ nameEs: issueCategories.nameEs }).from(issueCategories)).toEqual([{ nameEs: null }]);
    expect(await database.db.select({ nameEs: animalTypes.nameEs }).from(animalTypes)).toEqual([{ nameEs: null }]);
  });
});
