import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../common/roles.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { createTestApp, signedInAs, SITE_ORIGIN } from '../../../test/services.ts';
import { animalTypes, auditLog, issueCategories, wildlifeIssues } from '../../db/schema.ts';

// Managing the guide over the API: administrators only, audit-logged, errors worded 'Error creating
// wildlife issue: …' and the like.
const database = useTestDatabase();

async function as(role: Role | 'anonymous') {
  const { app } = createTestApp(database.db);
  if (role === 'anonymous') return { app, cookie: '', user: undefined };
  return signedInAs(app, database.db, role);
}

function send(client: { app: ReturnType<typeof createTestApp>['app']; cookie: string }, method: string, path: string, body?: unknown) {
  return client.app.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(client.cookie ? { Cookie: client.cookie, Origin: SITE_ORIGIN } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const issue = {
  title: 'Heron tangled in fishing line',
  description: 'A heron wrapped in monofilament line near a pond cannot fly or feed.',
  issueType: 'emergency' as const,
  severity: 'critical' as const,
  animalType: 'Heron / Egret',
  immediateActions: ['Keep people and dogs away.', 'Do not pull the line.'],
  searchKeywords: ['heron', 'fishing line'],
};

async function fixtures() {
  const [category] = await database.db.insert(issueCategories).values({ name: 'Birds' }).returning();
  const [animal] = await database.db.insert(animalTypes).values({ name: 'Heron / Egret' }).returning();
  await database.db.insert(wildlifeIssues).values({ ...issue, id: 'existing-issue', categoryId: category!.id });
  return { category: category!, animal: animal! };
}

describe('every guide write is refused to everyone but administrators', () => {
  const writes = (ids: { category: string; animal: string }): [string, string, unknown][] => [
    ['POST', '/api/v1/issues', issue],
    ['PUT', '/api/v1/issues/existing-issue', issue],
    ['PATCH', '/api/v1/issues/existing-issue/active', { active: false }],
    ['DELETE', '/api/v1/issues/existing-issue', undefined],
    ['POST', '/api/v1/issue-categories', { name: 'New' }],
    ['PUT', `/api/v1/issue-categories/${ids.category}`, { name: 'Renamed' }],
    ['DELETE', `/api/v1/issue-categories/${ids.category}`, undefined],
    ['POST', '/api/v1/animal-types', { name: 'Dodo' }],
    ['PUT', `/api/v1/animal-types/${ids.animal}`, { name: 'Heron', active: false }],
    ['DELETE', `/api/v1/animal-types/${ids.animal}`, undefined],
  ];

  it.each([
    ['anonymous', 401],
    ['user', 403],
    ['helper', 403],
    ['provider', 403],
  ] as const)('%s gets %i and nothing changes', async (role, status) => {
    const { category, animal } = await fixtures();
    const client = await as(role);
    const before = await database.db.select().from(wildlifeIssues);
    for (const [method, path, body] of writes({ category: category.id, animal: animal.id })) {
      const res = await send(client, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(await database.db.select().from(wildlifeIssues)).toEqual(before);
    expect(await database.db.select().from(issueCategories)).toHaveLength(1);
    expect(await database.db.select().from(animalTypes)).toHaveLength(1);
    expect(await database.db.select().from(auditLog)).toHaveLength(0);
  });
});

describe('an administrator', () => {
  it('creates, edits, deactivates and deletes an issue, each change audit-logged', async () => {
    const { category } = await fixtures();
    const admin = await as('admin');
    const created = await send(admin, 'POST', '/api/v1/issues', { ...issue, title: 'Heron in a parking lot', categoryId: category.id });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: 'heron-in-a-parking-lot' });

    const edited = await send(admin, 'PUT', '/api/v1/issues/heron-in-a-parking-lot', {
      ...issue,
      title: 'Heron stranded in a parking lot',
      immediateActions: ['Keep back.'],
    });
    expect(edited.status).toBe(200);
    const [row] = await database.db.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, 'heron-in-a-parking-lot'));
    expect(row).toMatchObject({ title: 'Heron stranded in a parking lot', immediateActions: ['Keep back.'], categoryId: null });

    expect((await send(admin, 'PATCH', '/api/v1/issues/heron-in-a-parking-lot/active', { active: false })).status).toBe(200);
    expect((await send(admin, 'GET', '/api/v1/issues/heron-in-a-parking-lot')).status).toBe(404); // inactive: not shown
    expect((await send(admin, 'DELETE', '/api/v1/issues/heron-in-a-parking-lot')).status).toBe(200);

    const actions = (await database.db.select().from(auditLog)).map((a) => [a.action, a.actorId]);
    expect(actions).toEqual([
      ['wildlife_issue.create', admin.user!.id],
      ['wildlife_issue.update', admin.user!.id],
      ['wildlife_issue.deactivate', admin.user!.id],
      ['wildlife_issue.delete', admin.user!.id],
    ]);
  });

  it('publishes a new issue unless told otherwise, and keeps whether an edited one is published when the edit leaves `active` out', async () => {
    await fixtures();
    const admin = await as('admin');
    const activeOf = async (id: string) =>
      (await database.db.select({ active: wildlifeIssues.active }).from(wildlifeIssues).where(eq(wildlifeIssues.id, id)))[0]!.active;
    await send(admin, 'POST', '/api/v1/issues', { ...issue, id: 'published-by-default' });
    expect(await activeOf('published-by-default')).toBe(true);
    await send(admin, 'POST', '/api/v1/issues', { ...issue, id: 'drafted-hidden', active: false });
    expect(await activeOf('drafted-hidden')).toBe(false);

    // A typo fix to a hidden issue does not put it back in the guide.
    expect((await send(admin, 'PATCH', '/api/v1/issues/existing-issue/active', { active: false })).status).toBe(200);
    expect((await send(admin, 'PUT', '/api/v1/issues/existing-issue', { ...issue, title: 'Heron tangled in fishing line!' })).status).toBe(200);
    expect(await activeOf('existing-issue')).toBe(false);
    expect((await send(admin, 'GET', '/api/v1/issues/existing-issue')).status).toBe(404);
    // Nor does it hide a published one.
    expect((await send(admin, 'PUT', '/api/v1/issues/published-by-default', issue)).status).toBe(200);
    expect(await activeOf('published-by-default')).toBe(true);
    // Given, it is what it says.
    expect((await send(admin, 'PUT', '/api/v1/issues/existing-issue', { ...issue, active: true })).status).toBe(200);
    expect(await activeOf('existing-issue')).toBe(true);
    expect((await send(admin, 'PUT', '/api/v1/issues/existing-issue', { ...issue, active: false })).status).toBe(200);
    expect(await activeOf('existing-issue')).toBe(false);

    const unclear = await send(admin, 'PUT', '/api/v1/issues/existing-issue', { ...issue, active: 'yes' });
    expect(unclear.status).toBe(400);
    expect((await unclear.json()).errors).toEqual({ active: ['active must be true or false'] });
  });

  it("teaches the search a new issue's words, so a misspelling finds it, and forgets them when it goes", async () => {
    await fixtures();
    const admin = await as('admin');
    const search = async (q: string) =>
      ((await (await send(admin, 'GET', `/api/v1/issues?q=${encodeURIComponent(q)}`)).json()) as { issues: { id: string }[] }).issues.map((i) => i.id);
    expect(await search('rokery')).toEqual([]);
    await send(admin, 'POST', '/api/v1/issues', { ...issue, searchKeywords: ['rookery'] });
    // the fixture issue shares the title; only the new one knows the word
    expect(await search('rokery')).toEqual(['heron-tangled-in-fishing-line']);
    await send(admin, 'PATCH', '/api/v1/issues/heron-tangled-in-fishing-line/active', { active: false });
    const known = await database.db.execute(sql`select word from guide_words where word = 'rookery'`);
    expect((known as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('hears which change failed, and why, when something is refused', async () => {
    const { category, animal } = await fixtures();
    const admin = await as('admin');
    const duplicate = await send(admin, 'POST', '/api/v1/issues', { ...issue, id: 'existing-issue' });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).detail).toBe('Error creating wildlife issue: an issue with that id already exists');
    const missing = await send(admin, 'PUT', '/api/v1/issues/no-such-issue', issue);
    expect((await missing.json()).detail).toBe('Error updating wildlife issue: issue not found');
    const category2 = await send(admin, 'POST', '/api/v1/issue-categories', { name: 'Birds' });
    expect((await category2.json()).detail).toBe('Error creating issue category: a category with that name already exists');
    const used = await send(admin, 'DELETE', `/api/v1/animal-types/${animal.id}`);
    expect(used.status).toBe(409);
    expect((await used.json()).detail).toBe('Error deleting animal type: 1 wildlife issue uses it; deactivate it instead');
    expect((await send(admin, 'DELETE', `/api/v1/issue-categories/${category.id}`)).status).toBe(200);
    const [orphan] = await database.db.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, 'existing-issue'));
    expect(orphan!.categoryId).toBeNull();
  });

  it('gets field errors for bad input, and nothing is written', async () => {
    await fixtures();
    const admin = await as('admin');
    const res = await send(admin, 'POST', '/api/v1/issues', { title: '', issueType: 'volcano', severity: 'meh', id: 'Not A Slug' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['title', 'description', 'issueType', 'severity', 'animalType', 'id']));
    const notJson = await admin.app.request('/api/v1/issues', {
      method: 'POST',
      headers: { Cookie: admin.cookie, Origin: SITE_ORIGIN, 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    expect(await database.db.select().from(wildlifeIssues)).toHaveLength(1);
  });

  it('renames an animal type on the issues that use it', async () => {
    const { animal } = await fixtures();
    const admin = await as('admin');
    expect((await send(admin, 'PUT', `/api/v1/animal-types/${animal.id}`, { name: 'Heron', active: true })).status).toBe(200);
    const [row] = await database.db.select().from(wildlifeIssues).where(eq(wildlifeIssues.id, 'existing-issue'));
    expect(row!.animalType).toBe('Heron');
  });
});
