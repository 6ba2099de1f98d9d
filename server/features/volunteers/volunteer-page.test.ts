import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADULT_REQUIRED } from '../../../common/volunteers.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor } from '../../../test/services.ts';
import { volunteerApplications } from '../../db/schema.ts';

// /volunteer asks volunteers to be 18 or older, so its form asks too: a plain form
// post, as without JavaScript, on the production build.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const ANSWERS = {
  reason: 'I live near the river and can drive injured birds to the rehabilitator.',
  availability: 'Weekends',
  interests: 'Transport driver',
  state: 'CO',
  place: '80302',
  driveMiles: '25',
  phone: '303-555-0147',
};

async function member() {
  const { app, auth } = createTestApp(database.db, { build });
  const user = await createUser(database.db);
  return { app, cookie: await sessionCookieFor(auth, user.id) };
}

describe('the volunteer form', () => {
  it('shows a required "I am 18 or older" box', async () => {
    const { app, cookie } = await member();
    const html = await (await app.request('/volunteer', { headers: { Cookie: cookie } })).text();
    const box = /<input[^>]*name="adult"[^>]*>/.exec(html)?.[0] ?? '';
    for (const attribute of ['type="checkbox"', 'value="yes"', 'required=""']) expect(box).toContain(attribute);
    expect(html.replaceAll('<!-- -->', '')).toMatch(/I am 18 or older <span aria-hidden="true">\*<\/span><\/label>/);
  });

  it('refuses an application without the box ticked, with the message next to it, keeping the answers', async () => {
    const { app, cookie } = await member();
    const res = await postForm(app, '/volunteer', ANSWERS, { Cookie: cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    // The message is the box's own description (aria-describedby), as a screen reader reads it.
    const box = /<input[^>]*name="adult"[^>]*>/.exec(html)?.[0] ?? '';
    const errorId = /aria-describedby="([^"]+)"/.exec(box)?.[1];
    expect(box).toContain('aria-invalid="true"');
    expect(errorId).toBeDefined();
    expect(html.slice(html.indexOf(`id="${errorId}"`), html.indexOf(`id="${errorId}"`) + 400).replace(/<[^>]+>/g, '')).toContain(ADULT_REQUIRED);
    expect(html).toContain(ANSWERS.reason);
    expect(await database.db.select().from(volunteerApplications)).toEqual([]);

    const ticked = await postForm(app, '/volunteer', { ...ANSWERS, adult: 'yes' }, { Cookie: cookie });
    expect(ticked.status).toBe(302);
    expect(await database.db.select().from(volunteerApplications)).toHaveLength(1);
  });
});
