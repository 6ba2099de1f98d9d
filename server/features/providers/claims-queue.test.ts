import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor } from '../../../test/services.ts';
import { providers } from '../../db/schema.ts';

// The administrator's claims queue: claims of real listings first, the sample data's apart under a
// heading of their own, so a sample listing is never approved for a real organisation by mistake;
// and each claim's card reads every time in one zone, the listing's.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

describe('the claims queue', () => {
  it('lists claims of real listings under "Waiting for approval" and claims of sample listings apart; a card keeps to its listing’s time zone', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    const cookieOf = async (userId: string) => ({ Cookie: await sessionCookieFor(auth, userId) });
    const [real, sample] = await database.db
      .insert(providers)
      .values([
        { name: 'Mesa Wildlife Care', type: 'rehabilitator', city: 'Boulder', state: 'CO', approved: true },
        { name: 'Sample Valley Rescue', type: 'rehabilitator', city: 'Denver', state: 'CO', approved: true, sample: true },
      ])
      .returning();
    for (const listing of [real!, sample!]) {
      const claimant = await createUser(database.db);
      expect((await postForm(app, '/claim-listing', { intent: 'claim', providerId: listing.id }, await cookieOf(claimant.id))).status).toBe(302);
    }
    const admin = await createUser(database.db, { role: 'admin' });
    const adminCookie = await cookieOf(admin.id);
    const reviewed = await postForm(
      app,
      '/admin-dashboard/providers',
      { intent: 'documents', id: real!.id, name: real!.name, note: 'Permit 2026-041 on the state list.' },
      adminCookie,
    );
    expect(reviewed.status).toBeLessThan(400);

    const page = pageText(await (await app.request('/admin-dashboard/providers', { headers: adminCookie })).text());
    const waiting = page.slice(page.indexOf('Waiting for approval (1)'), page.indexOf('Claims of sample listings (1)'));
    expect(waiting).toContain('Mesa Wildlife Care');
    expect(waiting).not.toContain('Sample Valley Rescue');
    const apart = page.slice(page.indexOf('Claims of sample listings (1)'), page.indexOf('Standards levels to verify'));
    expect(apart).toContain('Sample Valley Rescue');
    expect(apart).not.toContain('Mesa Wildlife Care');
    // Step 1's time, in Colorado's zone like the rest of a Colorado listing's card.
    expect(waiting).toMatch(/Documentation reviewed: ✓ by .+, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M M[SD]T/);
  });
});
