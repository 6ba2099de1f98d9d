import { describe, expect, it } from 'vitest';
import { useSeededSite } from '../test/seeded-site.ts';
import { changedTables, databaseDigest } from '../test/permissions/database-digest.ts';
import { createTestApp, postForm, wizardCookie } from '../test/services.ts';

// Opening a page writes nothing to the database: a crowd following a news story to the wizard,
// or a plain loop of GETs, must not fill a table (the wizard's draft is made by the first form
// the person sends, docs/decisions/064). Every page of the production build is opened as an
// anonymous visitor (the signed-in ones answer with the sign-in page), the wizard's steps with no
// draft cookie, a new one, and one whose draft is of the other kind of help.

const site = useSeededSite();
const { database } = site;

/** Every page's path in the build, its parameters filled with something of the right kind. */
function pagePaths(): string[] {
  const routes = site.build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id]!;
    const parent = route.parentId ? fullPath(route.parentId) : '';
    return route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`.replace(/\/+/g, '/');
  };
  const filled: Record<string, string> = {
    ':id': site.guideEntry,
    ':requestId': crypto.randomUUID(),
    ':token': 'not-a-signed-token',
    ':state': 'CO',
    ':lineId': crypto.randomUUID(),
  };
  const paths = Object.keys(routes)
    .filter((id) => routes[id]!.path !== undefined || routes[id]!.index)
    .map((id) => fullPath(id).replace(/:[A-Za-z]+/g, (param) => filled[param] ?? crypto.randomUUID()));
  return [...new Set(paths)];
}

const WIZARD_STEPS = ['emergency', 'conflict'].flatMap((type) =>
  [1, 2, 3, 4, 5].flatMap((step) => [`/find-help?type=${type}&step=${step}`, `/es/find-help?type=${type}&step=${step}`]),
);

describe('opening a page', () => {
  it('writes nothing to the database, on any page, for any visitor', async () => {
    const { app } = createTestApp(database.db, { build: site.build });
    // A draft the visitor started for an emergency; opening the conflict steps must not rewrite it.
    const started = wizardCookie();
    await postForm(app, '/find-help?type=emergency&step=1', { type: 'emergency' }, { Cookie: started });
    await postForm(app, '/find-help?type=emergency&step=2', { city: 'Boulder', state: 'CO', zip: '80302' }, { Cookie: started });

    const digest = await databaseDigest(database.db, []);
    const before = await digest();
    const paths = [...pagePaths(), ...WIZARD_STEPS, '/view-providers?zip=80302&type=rehabilitator', '/resources?q=bird'];
    expect(paths.length).toBeGreaterThan(80);
    const statuses: Record<string, number> = {};
    for (const path of paths) {
      for (const cookie of [undefined, wizardCookie(), started]) {
        const response = await app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
        await response.arrayBuffer();
        statuses[path] = response.status;
      }
    }
    expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
    expect(changedTables(before, await digest())).toEqual([]);
  });

  it('still keeps the wizard going: the first form sent makes the draft', async () => {
    const { app } = createTestApp(database.db, { build: site.build });
    const cookie = wizardCookie();
    const step2 = await app.request('/find-help?type=conflict&step=2', { headers: { Cookie: cookie } });
    expect(step2.status).toBe(200);
    const sent = await postForm(app, '/find-help?type=conflict&step=2', { city: 'Boulder', state: 'CO', zip: '80302' }, { Cookie: cookie });
    expect(sent.headers.get('location')).toMatch(/step=3/);
    const step3 = await app.request('/find-help?type=conflict&step=3', { headers: { Cookie: cookie } });
    expect(step3.status).toBe(200);
    expect(await step3.text()).toContain('Boulder');
  });

  it('reads a draft of the other kind of help as a new request, and stores it so only when a form is sent', async () => {
    const { app } = createTestApp(database.db, { build: site.build });
    const headers = { Cookie: wizardCookie() };
    const shown = async (path: string) => {
      const response = await app.request(path, { headers });
      expect(response.status).toBe(200);
      return response.text();
    };
    const HAWK = 'A hawk on the lawn cannot fly.';
    await postForm(app, '/find-help?type=emergency&step=1', { type: 'emergency' }, headers);
    await postForm(app, '/find-help?type=emergency&step=2', { city: 'Boulder', state: 'CO', zip: '80302' }, headers);
    await postForm(app, '/find-help?type=emergency&step=3', { intent: 'refresh', animalType: 'Raptor (Hawk, Owl, Eagle)', situationDetails: HAWK }, headers);
    expect(await shown('/find-help?type=emergency&step=3')).toContain(HAWK);

    // The conflict's steps keep the place; opening them leaves the emergency as it was.
    const conflict = await shown('/find-help?type=conflict&step=3');
    expect(conflict).not.toContain(HAWK);
    expect(conflict).toContain('80302');
    expect(await shown('/find-help?type=emergency&step=3')).toContain(HAWK);

    // Sending the conflict's step makes the draft the conflict's: the emergency's answers are gone.
    await postForm(app, '/find-help?type=conflict&step=3', { intent: 'refresh', animalType: 'Raccoon', situationDetails: '' }, headers);
    expect(await shown('/find-help?type=emergency&step=3')).not.toContain(HAWK);
  });
});
