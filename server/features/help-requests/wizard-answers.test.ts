import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createProviderAccount, createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, wizardCookie } from '../../../test/services.ts';
import { formQuestions, formResponses, helpRequestSubmissions, wizardDrafts } from '../../db/schema.ts';

// The wizard's extra questions are the requester's own answers (docs/decisions/014): nothing
// starts chosen, a required one left empty is refused by its name, and a provider reads only
// what the requester chose (production build, in process, as a page without JavaScript).

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const FED = 'Has anyone given the animal food or water?';
const WHERE = 'Where is the animal now?';

async function wizardWithQuestions() {
  await database.db.insert(formQuestions).values([
    { formType: 'rehabilitation', question: FED, questionType: 'radio', options: ['Yes', 'No', 'Not sure'], required: true, displayOrder: 1 },
    { formType: 'rehabilitation', question: WHERE, questionType: 'select', options: ['In a box', 'Where it was found'], required: false, displayOrder: 2 },
  ]);
  const { app, auth } = createTestApp(database.db, { build });
  const user = await createUser(database.db);
  const cookie = `${await sessionCookieFor(auth, user.id)}; ${wizardCookie(crypto.randomUUID())}`;
  const post = (step: number, form: Record<string, string>) => postForm(app, `/find-help?type=emergency&step=${step}`, form, { Cookie: cookie });
  const page = async (step: number) => (await app.request(`/find-help?type=emergency&step=${step}`, { headers: { Cookie: cookie } })).text();
  await post(1, { type: 'emergency' });
  await post(2, { city: 'Boulder', state: 'CO', zip: '80302' });
  return { app, auth, user, post, page };
}

const HAWK = { animalType: 'Raptor (Hawk, Owl, Eagle)', situationDetails: 'A hawk on the lawn cannot fly.' };

describe("the wizard's extra questions", () => {
  it('start with nothing chosen: no radio checked, the select on its empty choice', async () => {
    const { page } = await wizardWithQuestions();
    const html = await page(3);
    expect(html).toContain(FED);
    expect(html).not.toMatch(/<input[^>]*type="radio"[^>]*checked/);
    const select = html.match(/<select[^>]*name="q_[^"]+"[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? '';
    expect(select).toMatch(/^<option value="" selected="">Choose an answer<\/option>/);
    expect(select.match(/selected=""/g)).toHaveLength(1);
  });

  it('a required one left empty is refused with the question named, and what was typed is kept', async () => {
    const { post } = await wizardWithQuestions();
    const refused = await post(3, HAWK);
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(`Please answer “${FED}”`);
    expect(html).toContain('There is a problem');
    expect(html).toContain(HAWK.situationDetails);
  });

  it('a provider sees only the answers the requester chose', async () => {
    const { app, auth, user, post } = await wizardWithQuestions();
    const provider = await createProviderAccount(database.db);
    const fed = await database.db.select({ id: formQuestions.id }).from(formQuestions).where(eq(formQuestions.question, FED));
    expect((await post(3, { ...HAWK, [`q_${fed[0]!.id}`]: 'No' })).status).toBe(302);
    expect((await post(4, { intent: 'none' })).headers.get('location')).toMatch(/^\/request-submitted\?id=/);
    const [request] = await database.db
      .select({ id: helpRequestSubmissions.id })
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.userId, user.id));

    // The question left alone is not stored as an empty answer.
    expect(await database.db.select({ response: formResponses.response }).from(formResponses).where(eq(formResponses.requestId, request!.id))).toEqual([
      { response: 'No' },
    ]);
    const seen = await (await app.request(`/help-request/${request!.id}`, { headers: { Cookie: await sessionCookieFor(auth, provider.user.id) } })).text();
    expect(seen).toContain(FED);
    expect(seen).toMatch(/<dd[^>]*>No<\/dd>/);
    expect(seen).not.toContain(WHERE);
  });
});

describe('what is typed on the details step', () => {
  it('is saved as it is typed (JavaScript autosave): kept unchecked, only the questions on the form, no next step', async () => {
    const { post, page } = await wizardWithQuestions();
    const [fed] = await database.db.select({ id: formQuestions.id }).from(formQuestions).where(eq(formQuestions.question, FED));
    const saved = await post(3, {
      intent: 'autosave',
      animalType: '',
      situationDetails: 'A hawk on the lawn',
      shown: fed!.id,
      [`q_${fed!.id}`]: 'Not sure',
      q_other: 'x',
    });
    expect(saved.status).toBe(200);
    const [draft] = await database.db.select({ data: wizardDrafts.data }).from(wizardDrafts);
    expect(draft!.data).toMatchObject({ detailsDraft: { animalType: '', situationDetails: 'A hawk on the lawn', responses: { [fed!.id]: 'Not sure' } } });
    expect(draft!.data).not.toHaveProperty('details');
    // A reload shows it again.
    const html = await page(3);
    expect(html).toContain('A hawk on the lawn</textarea>');
    expect(html).toMatch(/<input(?=[^>]*value="Not sure")(?=[^>]*checked="")[^>]*>/);
  });
});
