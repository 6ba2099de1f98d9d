import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createProviderAccount } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor } from '../../../test/services.ts';
import { animalTypes, providers } from '../../db/schema.ts';

// A provider's listing form refused without JavaScript: the page is drawn anew from the server,
// and must show what the provider sent, not what is stored, so nothing typed is lost.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

describe('/provider-dashboard/listing refused', () => {
  it('shows the values sent, next to the message, and changes nothing', async () => {
    const { app, auth } = createTestApp(database.db, { build });
    await database.db.insert(animalTypes).values([{ name: 'Songbird' }, { name: 'Raptor' }]);
    const { user, listing } = await createProviderAccount(database.db, { phone: '303-555-0100', description: 'Stored description', animals: ['Songbird'] });
    const res = await postForm(
      app,
      '/provider-dashboard/listing',
      {
        phone: '303-555-0199',
        email: '',
        website: 'not a web address',
        description: 'A description typed before the mistake',
        services: 'Raptor rehabilitation',
        animals: ['Raptor'],
        availabilityDays: ['Monday'],
        availabilityHours: '9:00 AM - 5:00 PM',
        standards: 'none',
        certifications: '',
      },
      { Cookie: await sessionCookieFor(auth, user.id) },
    );
    expect(res.status).toBe(400);
    // The listing form, as drawn (the page's data, further down, holds the stored listing too).
    const html = (await res.text())
      .split('<form')
      .find((form) => form.includes('name="website"'))!
      .split('</form>')[0]!;
    expect(html).toContain('Enter a web address starting with http:// or https://');
    expect(html).toContain('A description typed before the mistake');
    expect(html).not.toContain('Stored description');
    expect(html).toMatch(/name="phone"[^>]*value="303-555-0199"/);
    expect(html).toMatch(/name="website"[^>]*value="not a web address"/);
    expect(html).toMatch(/<input[^>]*value="Raptor"[^>]*checked=""|<input[^>]*checked=""[^>]*value="Raptor"/);
    expect(html).not.toMatch(/<input[^>]*value="Songbird"[^>]*checked=""|<input[^>]*checked=""[^>]*value="Songbird"/);
    const [stored] = await database.db.select().from(providers).where(eq(providers.id, listing.id));
    expect(stored!.description).toBe('Stored description');
  });
});
