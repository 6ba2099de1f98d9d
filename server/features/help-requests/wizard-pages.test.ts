import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm } from '../../../test/services.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { allowErrorLogsMentioning } from '../../../test/error-logs.ts';

// The wizard's later steps as a visitor without JavaScript gets them (production build, in
// process, seeded guide): the "While you wait" first aid, and SPEC §8's failures that are shown
// on the step or only logged, never the site's error page. A failure is real: the table a part
// reads from is renamed away for the request.

const database = useTestDatabase({ resetBeforeEach: false });
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
  await seedDatabase(database.db, { sampleData: true, production: true });
});

/** A visitor with a draft of their own, part-way through an emergency. */
function visitor() {
  const { app, logLines } = createTestApp(database.db, { build });
  const headers = { Cookie: `wildline.wizard=${crypto.randomUUID()}` };
  const post = async (step: number, form: Record<string, string>) => postForm(app, `/find-help?type=emergency&step=${step}`, form, headers);
  const page = async (step: number) => {
    const res = await app.request(`/find-help?type=emergency&step=${step}`, { headers });
    return { status: res.status, html: await res.text() };
  };
  const errorsLogged = () => logLines.filter((line) => line.level === 50).map((line) => line.msg);
  return { post, page, errorsLogged };
}

async function withoutTable<T>(table: string, work: () => Promise<T>): Promise<T> {
  allowErrorLogsMentioning(table);
  await database.db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "${table}_gone"`));
  try {
    return await work();
  } finally {
    await database.db.execute(sql.raw(`ALTER TABLE "${table}_gone" RENAME TO "${table}"`));
  }
}

const BOULDER = { city: 'Boulder', state: 'CO', zip: '80302' };

describe('first aid while they wait', () => {
  it('follows what was described, not the animal alone', async () => {
    const { post, page } = visitor();
    await post(1, { type: 'emergency' });
    await post(2, BOULDER);
    // Choosing the animal without JavaScript ("Show questions") keeps what was typed.
    await post(3, { intent: 'refresh', animalType: 'Songbird', situationDetails: 'Our cat brought a robin inside and it is still breathing.' });
    expect((await page(3)).html).toContain('While you wait: Bird or animal caught by a cat');
    await post(3, { intent: 'refresh', animalType: 'Songbird', situationDetails: 'A bird flew into our window and sits stunned on the deck.' });
    const again = await page(3);
    expect(again.html).toContain('While you wait: Bird hit a window');
    expect(again.html).not.toContain('caught by a cat');
  });

  it('before the situation is described: steps safe for any animal, and its guide pages to choose from', async () => {
    const { post, page } = visitor();
    await post(1, { type: 'emergency' });
    await post(2, BOULDER);
    await post(3, { intent: 'refresh', animalType: 'Songbird', situationDetails: '' });
    const { html } = await page(3);
    expect(html).toContain('While you wait: first steps for any wild animal');
    expect(html).toContain('Do not give it food or water');
    expect(html).toContain('href="/resources/cat-caught-animal"');
  });
});

describe('SPEC §8 on the wizard', () => {
  it('questions that cannot be loaded: the step says so and still works', async () => {
    const { post, page, errorsLogged } = visitor();
    await post(1, { type: 'emergency' });
    await post(2, BOULDER);
    const step3 = await withoutTable('form_questions', () => page(3));
    expect(step3.status).toBe(200);
    expect(step3.html).toContain('Error loading questions');
    expect(step3.html).toContain('Animal type');
    expect(errorsLogged()).toContain('Error loading questions');
    // Sending the step meanwhile is refused with SPEC's fallback message, not an error page.
    const sent = await withoutTable('form_questions', () => post(3, { animalType: 'Songbird', situationDetails: 'A stunned bird.' }));
    expect(sent.status).toBe(503);
    expect(await sent.text()).toContain('Failed to load form questions. Please try again.');
  });

  it('matching that fails is only logged: the location step goes on', async () => {
    const { post, errorsLogged } = visitor();
    await post(1, { type: 'emergency' });
    const sent = await withoutTable('providers', () => post(2, BOULDER));
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe('/find-help?type=emergency&step=3');
    expect(errorsLogged()).toContain('Error fetching matching providers');
  });
});
