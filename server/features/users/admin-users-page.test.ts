import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, sessionCookieFor } from '../../../test/services.ts';

// /admin-dashboard/users with a search the service refuses: the refusal's page, not the 500 page.
const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

describe('the users page', () => {
  it('answers a search it refuses (too long) with what was wrong and 400, not the 500 page', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const admin = await createUser(database.db, { role: 'admin' });
    const cookie = await sessionCookieFor(auth, admin.id);
    const found = await app.request('/admin-dashboard/users?q=robin', { headers: { Cookie: cookie } });
    expect(found.status).toBe(200);
    const refused = await app.request(`/admin-dashboard/users?q=${'x'.repeat(201)}`, { headers: { Cookie: cookie } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please keep the search under 200 characters');
  });
});
