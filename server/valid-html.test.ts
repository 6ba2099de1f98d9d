import { describe, expect, it } from 'vitest';
import { useSeededSite } from '../test/seeded-site.ts';
import { createTestApp, postForm, signedInAs, wizardCookie, type TestApp } from '../test/services.ts';
import { htmlProblems } from '../test/valid-html.ts';
import { formTypeFor, getFormQuestions } from './features/help-requests/wizard-questions.ts';

// The public pages are valid HTML by html-validate's recommended rules (test/valid-html.ts says
// which rules are set to the way React writes markup, and why): a screen reader, a search engine
// and an old phone's browser read what is written, not what a forgiving parser makes of it. Each
// page is the production build's answer, as a visitor without JavaScript gets it, in English and
// in Spanish; the wizard's steps are walked as a visitor does, with a draft of their own.

const site = useSeededSite();
const { database } = site;

/** The pages anyone can open without signing in (app/routes.ts), each language's. */
const publicPaths = () => [
  '/',
  '/standards',
  '/about',
  '/mission-vision',
  '/volunteer',
  '/help-guide',
  '/privacy',
  '/terms',
  '/offline',
  '/find-help',
  '/resources',
  '/resources?q=bird',
  `/resources/${site.guideEntry}`,
  '/login',
  '/login/two-factor',
  '/register',
  '/forgot-password',
  '/reset-password?token=not-a-token',
  '/no-such-page',
];

/** A page's problems, after checking it answered with a page (an error page is checked too, when asked for). */
async function problemsOf(response: Response, page: string, status = response.status): Promise<string[]> {
  expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
  expect(response.status, page).toBe(status);
  return htmlProblems(await response.text(), page);
}

async function pageProblems(app: TestApp, path: string, headers: Record<string, string> = {}): Promise<string[]> {
  const response = await app.request(path, { headers });
  return problemsOf(response, path, path.endsWith('/no-such-page') ? 404 : 200);
}

/** The details step's required questions for the animal, each answered with its first option (or a word, or a number). */
async function requiredAnswers(type: 'emergency' | 'conflict', animalType: string): Promise<Record<string, string>> {
  const questions = await getFormQuestions(database.db, formTypeFor(type), animalType);
  const answer = (q: (typeof questions)[number]) => (q.questionType === 'number' ? '1' : (q.options[0] ?? 'Not sure'));
  return Object.fromEntries(questions.filter((q) => q.required).map((q) => [`q_${q.id}`, answer(q)]));
}

/**
 * The wizard's steps for one kind of help, in one language, as visitors walk them: each step as
 * it opens; a step sent with mistakes (the page with its error summary and the fields'
 * messages); the details step with an animal chosen (its questions and first aid); and the last
 * step's sign-up and sign-in forms.
 */
async function wizardProblems(app: TestApp, type: 'emergency' | 'conflict', prefix: '' | '/es'): Promise<string[]> {
  const step = (n: number) => `${prefix}/find-help?type=${type}&step=${n}`;
  const last = type === 'emergency' ? 5 : 4;
  const animalType = type === 'emergency' ? 'Songbird' : 'Raccoon';
  const problems: string[] = [];
  const visitor = () => {
    const headers = { Cookie: wizardCookie() };
    const post = (n: number, form: Record<string, string>) => postForm(app, step(n), form, headers);
    const sent = async (n: number, form: Record<string, string>) => expect((await post(n, form)).status, step(n)).toBe(302);
    const check = async (path: string, what = '') => {
      for (const problem of await pageProblems(app, path, headers)) problems.push(what ? `${problem} (${what})` : problem);
    };
    const refused = async (n: number, form: Record<string, string>, what: string) =>
      problems.push(...(await problemsOf(await post(n, form), `${step(n)} (${what})`, 400)));
    return { sent, check, refused };
  };

  // One visitor answers wrongly, and chooses the animal without JavaScript ("Show questions").
  const first = visitor();
  await first.check(step(1));
  await first.sent(1, { type });
  await first.check(step(2));
  await first.refused(2, { zip: '', city: '', state: '' }, 'sent empty');
  await first.sent(2, { zip: '80302', city: 'Boulder', state: 'CO' });
  await first.check(step(3));
  await first.sent(3, { intent: 'refresh', animalType, situationDetails: '' });
  await first.check(step(3), `${animalType} chosen`);
  await first.refused(3, { animalType, situationDetails: '' }, `${animalType}, its questions unanswered`);

  // Another goes through to the last step.
  const second = visitor();
  await second.sent(1, { type });
  await second.sent(2, { zip: '80302', city: 'Boulder', state: 'CO' });
  await second.sent(3, { animalType, situationDetails: 'Seen in the yard this morning.', ...(await requiredAnswers(type, animalType)) });
  if (type === 'emergency') {
    await second.check(step(4));
    await second.sent(4, { intent: 'none' });
  }
  await second.check(step(last));
  await second.check(`${step(last)}&mode=login`);
  return problems;
}

describe('the public pages are valid HTML (html-validate, recommended rules)', () => {
  it.each([
    ['English', ''],
    ['Spanish', '/es'],
  ] as const)('every page anyone can open, in %s', async (_language, prefix) => {
    const { app } = createTestApp(database.db, { build: site.build });
    const problems: string[] = [];
    for (const path of publicPaths()) problems.push(...(await pageProblems(app, prefix + (path === '/' && prefix ? '' : path))));
    expect(problems).toEqual([]);
  });

  it.each([
    ['emergency', ''],
    ['conflict', ''],
    ['emergency', '/es'],
    ['conflict', '/es'],
  ] as const)('the wizard, every step, for a request of kind %s (language prefix "%s")', async (type, prefix) => {
    const { app } = createTestApp(database.db, { build: site.build });
    expect(await wizardProblems(app, type, prefix)).toEqual([]);
  });

  it('the provider directory and its listings, signed in', async () => {
    const { app, cookie } = await signedInAs(createTestApp(database.db, { build: site.build }).app, database.db, 'user');
    const problems: string[] = [];
    for (const path of ['/view-providers', '/view-providers?zip=80302&kind=rehabilitator', '/view-providers?zip=80302&kind=control']) {
      problems.push(...(await pageProblems(app, path, { Cookie: cookie })));
    }
    expect(problems).toEqual([]);
  });
});
