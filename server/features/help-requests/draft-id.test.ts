import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, IN_PROCESS_ORIGIN, postForm, wizardCookie } from '../../../test/services.ts';
import { requestPhotos, wizardDrafts } from '../../db/schema.ts';
import { DRAFT_COOKIE } from './draft-id.ts';

// The wizard's draft id is made by the server and signed (docs/decisions/053): a value a client
// made up, or someone's id with a forged signature, is no draft, and the visitor starts a new one.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const MADE_UP = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const draftCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${DRAFT_COOKIE}=`))
    ?.split(';')[0];
const draftRow = async (id: string) => (await database.db.select({ data: wizardDrafts.data }).from(wizardDrafts).where(eq(wizardDrafts.id, id)))[0];

describe('a draft id the server did not make', () => {
  it('starts a fresh draft with a signed cookie of its own, and the made-up id stores nothing', async () => {
    const { app } = createTestApp(database.db, { build });
    const first = await postForm(app, '/find-help?type=emergency&step=1', { type: 'emergency' }, { Cookie: `${DRAFT_COOKIE}=${MADE_UP}` });
    expect(first.status).toBe(302);
    const fresh = draftCookieOf(first);
    expect(fresh).toMatch(/^wildline\.wizard=[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(fresh).not.toContain(MADE_UP);
    expect(await draftRow(MADE_UP)).toBeUndefined();
    // The fresh one carries the visitor on.
    expect((await postForm(app, '/find-help?type=emergency&step=2', { city: 'Boulder', state: 'CO', zip: '80302' }, { Cookie: fresh! })).status).toBe(302);
    expect((await app.request('/find-help?type=emergency&step=3', { headers: { Cookie: fresh! } })).status).toBe(200);
  });

  it("cannot read or add to another visitor's draft by sending its id with a forged signature", async () => {
    const { app } = createTestApp(database.db, { build });
    const theirs = crypto.randomUUID();
    const cookie = wizardCookie(theirs);
    await postForm(app, '/find-help?type=emergency&step=1', { type: 'emergency' }, { Cookie: cookie });
    await postForm(app, '/find-help?type=emergency&step=2', { city: 'Boulder', state: 'CO', zip: '80302', address: '12 Secret Lane' }, { Cookie: cookie });
    const forged = `${DRAFT_COOKIE}=${theirs}.${'A'.repeat(43)}`;
    const page = await app.request('/find-help?type=emergency&step=3', { headers: { Cookie: forged } });
    // A new draft has no location: back to step 2, never their street.
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toContain('step=2');
    expect(draftCookieOf(page)).not.toContain(theirs);
  });

  it('sends no photo to a made-up draft: the photos form asks for cookies, and nothing is decoded or stored', async () => {
    const { app } = createTestApp(database.db, { build });
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#777' } })
      .jpeg()
      .toBuffer();
    form.append('photos', new File([jpeg], 'a.jpg', { type: 'image/jpeg' }));
    const res = await app.request('/find-help/photos', {
      method: 'POST',
      headers: { Origin: IN_PROCESS_ORIGIN, Cookie: `${DRAFT_COOKIE}=${MADE_UP}` },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.photos?.[0]).toMatch(/allow cookies/);
    expect(await database.db.select({ id: requestPhotos.id }).from(requestPhotos)).toEqual([]);
  });
});

describe('the pages that read the draft', () => {
  it('are private, no-store, as signed-in answers are: steps 2 and 3 show the street and the situation; step 1 reads no draft and may be kept', async () => {
    const { app } = createTestApp(database.db, { build });
    const cookie = wizardCookie();
    await postForm(app, '/find-help?type=emergency&step=1', { type: 'emergency' }, { Cookie: cookie });
    await postForm(app, '/find-help?type=emergency&step=2', { city: 'Boulder', state: 'CO', zip: '80302', address: '12 Secret Lane' }, { Cookie: cookie });
    for (const page of ['/find-help?type=emergency&step=2', '/find-help?type=emergency&step=3', '/es/find-help?type=emergency&step=3']) {
      const res = await app.request(page, { headers: { Cookie: cookie } });
      expect(res.status, page).toBe(200);
      expect(res.headers.get('cache-control'), page).toBe('private, no-store');
    }
    // A new visitor's step 2 (a new draft, its cookie set) is no one else's either.
    expect((await app.request('/find-help?type=emergency&step=2')).headers.get('cache-control')).toBe('private, no-store');
    expect((await app.request('/find-help')).headers.get('cache-control')).toMatch(/^public/);
  });
});
