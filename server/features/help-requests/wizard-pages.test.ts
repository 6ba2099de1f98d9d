import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, wizardCookie } from '../../../test/services.ts';
import { seedDatabase, seededQuestionId } from '../../db/seed/seed.ts';
import { getFormQuestions } from './wizard-questions.ts';
import { allowErrorLogsMentioning } from '../../../test/error-logs.ts';
import { pageText } from '../../../test/page-text.ts';

// The wizard's later steps as a visitor without JavaScript gets them (production build, in process,
// seeded guide): the "While you wait" first aid, and the failures that are shown on the step or
// only logged, never the site's error page, so a person in need can still send. A failure is real:
// the table a part reads from is renamed away for the request.

const database = useTestDatabase({ resetBeforeEach: false });
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
  await seedDatabase(database.db, { sampleData: true, production: true });
});

/** A visitor with a draft of their own, part-way through an emergency. */
function visitor() {
  const { app, logLines } = createTestApp(database.db, { build });
  const headers = { Cookie: wizardCookie(crypto.randomUUID()) };
  const post = async (step: number, form: Record<string, string | readonly string[]>) => postForm(app, `/find-help?type=emergency&step=${step}`, form, headers);
  const page = async (step: number) => {
    const res = await app.request(`/find-help?type=emergency&step=${step}`, { headers });
    return { status: res.status, html: await res.text() };
  };
  const errorsLogged = () => logLines.filter((line) => line.level === 50).map((line) => line.msg);
  return { post, page, errorsLogged, headers };
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

describe('first aid while they wait (docs/decisions/050)', () => {
  const q = (question: string) => `q_${seededQuestionId(question)}`;
  // The questions that were on the form ("shown"): only their answers are kept on a refresh.
  const shown = [
    'Is the animal visibly injured or bleeding?',
    'Is the animal contained?',
    'Which of these do you see?',
    'Does the bird have feathers?',
    'Did the bird hit a window?',
  ].map(seededQuestionId);
  const SONGBIRD = {
    shown,
    [q('Is the animal visibly injured or bleeding?')]: 'No',
    [q('Is the animal contained?')]: 'No, but I can see it',
    [q('Does the bird have feathers?')]: 'Fully feathered with short tail',
    [q('Did the bird hit a window?')]: 'No',
  };

  it('follows the answers, not the words', async () => {
    const { post, page } = visitor();
    await post(1, { type: 'emergency' });
    await post(2, BOULDER);
    // Choosing the animal without JavaScript ("Show questions") keeps what was typed; its questions come next.
    const situationDetails = 'baby bird on the ground, hopping, has feathers; the cat is watching the animal';
    await post(3, { intent: 'refresh', animalType: 'Songbird', situationDetails });
    await post(3, { intent: 'refresh', animalType: 'Songbird', situationDetails, ...SONGBIRD });
    const fledgling = await page(3);
    expect(fledgling.html).toContain('While you wait: Fledgling hopping on the ground');
    expect(fledgling.html).not.toContain('While you wait: Bird or animal caught by a cat');
    await post(3, { intent: 'refresh', animalType: 'Songbird', situationDetails, ...SONGBIRD, [q('Did the bird hit a window?')]: 'Yes' });
    expect((await page(3)).html).toContain('While you wait: Bird hit a window');
    await post(3, { intent: 'refresh', animalType: 'Songbird', situationDetails, ...SONGBIRD, [q('Which of these do you see?')]: 'Caught by a cat or dog' });
    expect((await page(3)).html).toContain('While you wait: Bird or animal caught by a cat');
  });

  it('before anything is answered: the general steps for that kind of animal, and its guide pages to choose from', async () => {
    const { post, page } = visitor();
    await post(1, { type: 'emergency' });
    await post(2, BOULDER);
    await post(3, { intent: 'refresh', animalType: 'Songbird', situationDetails: '' });
    const { html } = await page(3);
    expect(html).toContain('While you wait: first steps for this kind of animal');
    expect(html).toContain('Do not give it food or water');
    expect(html).toContain('href="/resources/cat-caught-animal"');
  });
});

describe('step 3 before the animal is chosen (docs/decisions/050)', () => {
  // Advice that is wrong for some animal: warmth (never for an overheated animal or a reptile) and
  // handling (never for a rabies-vector mammal, nor a box for a deer).
  const WARMTH_OR_HANDLING = [
    /\bwarm|\bheat|heating pad|glove|towel|carrier|pick (it )?up|handl|\btouch|\bhold\b|scoop|blanket|cover it|\blift/i,
    /calient|abrig|templad|\bcalor|guante|toalla|transportadora|recój|recog|levánt|agárr|agarr|\btoque|\btocar|sosteng|cúbr|cobija/i,
  ];
  // A box is advice only in a hint: the question itself may ask whether the animal is in one
  // ("¿Tiene al animal guardado en una caja o encerrado?").
  const BOX = /\bbox\b|\bcaja\b/i;

  it.each([
    ['en', ''],
    ['es', '/es'],
  ] as const)('in %s, its hints say nothing of warmth or handling, and no first aid shows until the animal is chosen', async (locale, prefix) => {
    const questions = await getFormQuestions(database.db, 'rehabilitation', null);
    expect(questions.length).toBeGreaterThan(5);
    const asked = questions.map((q) => (locale === 'es' ? (q.questionEs ?? '') : q.question));
    const hints = questions.map((q) => (locale === 'es' ? (q.descriptionEs ?? '') : (q.description ?? '')));
    for (const text of [...asked, ...hints]) for (const forbidden of WARMTH_OR_HANDLING) expect(text).not.toMatch(forbidden);
    for (const hint of hints) expect(hint).not.toMatch(BOX);

    const { post, headers } = visitor();
    await post(1, { type: 'emergency' });
    await post(2, BOULDER);
    const html = await (await createTestApp(database.db, { build }).app.request(`${prefix}/find-help?type=emergency&step=3`, { headers })).text();
    // These are the hints the page shows, word for word.
    for (const q of questions) {
      const description = locale === 'es' ? q.descriptionEs : q.description;
      if (description) expect(pageText(html)).toContain(description.replaceAll('"', '"'));
    }
    expect(html).not.toMatch(/While you wait|Mientras espera/);
  });
});

describe('failures on the wizard: shown on the step or only logged', () => {
  it('questions that cannot be loaded: the step says so and still works', async () => {
    const { post, page, errorsLogged } = visitor();
    await post(1, { type: 'emergency' });
    await post(2, BOULDER);
    const step3 = await withoutTable('form_questions', () => page(3));
    expect(step3.status).toBe(200);
    expect(step3.html).toContain('Error loading questions');
    expect(step3.html).toContain('Animal type');
    expect(errorsLogged()).toContain('Error loading questions');
    // Sending the step meanwhile is refused with the questions' fallback message, not an error page.
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

describe('a place outside the 50 states, or a ZIP code nobody knows', () => {
  /** The messages about the ZIP, each once (the error summary at the top repeats the one beside the field). */
  const zipMessages = (html: string) => [...new Set(pageText(html).match(/Wildline covers[^.]+\.[^.]+\.|We don’t know the ZIP code[^.]+\.[^.]+\./g))];

  it('a Washington, DC ZIP: "Wildline covers the 50 states" beside the ZIP, and where to turn there with a number to call; nothing about a city or state', async () => {
    const { post } = visitor();
    await post(1, { type: 'emergency' });
    const refused = await post(2, { zip: '20001', city: '', state: '' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(zipMessages(html)).toEqual(['Wildline covers the 50 states. This ZIP code is in Washington, DC: where to turn there is below.']);
    expect(pageText(html)).not.toMatch(/City is required|State is required/);
    expect(pageText(html)).toContain('Where to turn in Washington, DC City Wildlife Hours: Every day, 9 a.m. to 5 p.m. Call 202-882-1000');
    expect(html).toContain('href="tel:2028821000"');
    expect(html).toContain('value="20001"');
  });

  it('Puerto Rico, in Spanish: the DRNA’s 24-hour line with its extension', async () => {
    const { app } = createTestApp(database.db, { build });
    const headers = { Cookie: wizardCookie(crypto.randomUUID()) };
    await postForm(app, '/es/find-help?type=emergency&step=1', { type: 'emergency' }, headers);
    const refused = await postForm(app, '/es/find-help?type=emergency&step=2', { zip: '00901', city: 'San Juan', state: '' }, headers);
    const text = pageText(await refused.text());
    expect(text).toContain('Wildline atiende los 50 estados. Este código postal está en Puerto Rico');
    expect(text).toContain('Las 24 horas, los 7 días de la semana');
    expect(text).toContain('Llamar al 787-999-2200 ext. 2911');
  });

  it('an unknown ZIP without a city or state asks for them beside the ZIP; with them, the request goes on', async () => {
    const { post } = visitor();
    await post(1, { type: 'emergency' });
    const refused = await post(2, { zip: '00000', city: '', state: '' });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(zipMessages(html)).toEqual(['We don’t know the ZIP code 00000. Check it, or enter your city and state.']);
    expect(pageText(html)).not.toMatch(/City is required|State is required|Where to turn in/);
    const onward = await post(2, { zip: '00000', city: 'Columbus', state: 'OH' });
    expect(onward.status).toBe(302);
    expect(onward.headers.get('location')).toBe('/find-help?type=emergency&step=3');
  });
});
