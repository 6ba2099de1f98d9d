import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, sessionCookieFor } from '../../../test/services.ts';
import { providers } from '../../db/schema.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { setHelperState } from '../volunteers/helper-requests.ts';
import { respondToHelpRequest } from './provider-requests.ts';

// Sample listings (555-01xx numbers nobody answers) never pass for real ones. While
// one is in the directory every page says so; wherever a sample listing's name is, its badge is.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const BANNER = 'This directory holds sample listings.';
const BADGE = />Sample listing<\/span>/;

async function page(path: string, userId?: string) {
  const { app, auth } = createTestApp(database.db, { build });
  const headers: Record<string, string> = userId ? { Cookie: await sessionCookieFor(auth, userId) } : {};
  const res = await app.request(path, { headers });
  expect(res.status, path).toBe(200);
  return res.text();
}

async function listing(values: Partial<typeof providers.$inferInsert>) {
  await database.db
    .insert(providers)
    .values({ name: 'Demo Creek Wildlife Care', type: 'rehabilitator', city: 'Boulder', state: 'CO', lat: 40.02, lng: -105.27, ...values });
}

describe('the sample-listings banner', () => {
  it('is on every page while an approved sample listing is in the directory', async () => {
    await listing({ sample: true, approved: true });
    for (const path of ['/', '/privacy', '/resources', '/find-help']) expect(await page(path), path).toContain(BANNER);
    const member = await createUser(database.db);
    expect(await page('/dashboard', member.id)).toContain(BANNER);
  });

  it('is on no page without one: none at all, only real listings, or a sample not (or no longer) approved', async () => {
    expect(await page('/')).not.toContain(BANNER);
    await listing({ name: 'Real Creek Wildlife Care', approved: true });
    await listing({ sample: true, approved: false });
    for (const path of ['/', '/privacy', '/find-help']) expect(await page(path), path).not.toContain(BANNER);
  });
});

describe('the "Sample listing" badge', () => {
  async function acceptedEmergency(listingValues: Partial<typeof providers.$inferInsert>) {
    const provider = await createProviderAccount(database.db, listingValues);
    const requester = actorFor(await createUser(database.db));
    const { id } = await submitHelpRequest(database.db, requester, BOULDER_REQUEST, crypto.randomUUID());
    await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
    return provider;
  }

  async function helperInColorado() {
    const helper = await createUser(database.db, { role: 'helper' });
    await setHelperState(database.db, actorFor(helper), { state: 'CO' });
    return helper;
  }

  it("follows a sample listing's name on the helper dashboard and in the provider dashboard header", async () => {
    const provider = await acceptedEmergency({ name: 'Demo Creek Wildlife Care', sample: true });
    const helperPage = await page('/helper-dashboard', (await helperInColorado()).id);
    expect(helperPage).toMatch(/Accepted by <!-- -->Demo Creek Wildlife Care<!-- --> <span[^>]*>Sample listing<\/span>/);

    const providerPage = await page('/provider-dashboard', provider.user.id);
    expect(providerPage).toMatch(/<strong>Demo Creek Wildlife Care<\/strong> <span[^>]*>Sample listing<\/span>/);
  });

  it('is not shown for a real listing', async () => {
    const provider = await acceptedEmergency({ name: 'Real Creek Wildlife Care' });
    const helperPage = await page('/helper-dashboard', (await helperInColorado()).id);
    expect(helperPage).toContain('Real Creek Wildlife Care');
    expect(helperPage).not.toMatch(BADGE);
    const providerPage = await page('/provider-dashboard', provider.user.id);
    expect(providerPage).toContain('<strong>Real Creek Wildlife Care</strong>');
    expect(providerPage).not.toMatch(BADGE);
  });
});
