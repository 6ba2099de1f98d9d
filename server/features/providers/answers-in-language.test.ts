import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, sessionCookieFor } from '../../../test/services.ts';
import type { Locale } from '../../../common/locales.ts';
import { formQuestions, formResponses, users } from '../../db/schema.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { getHelpRequestForProvider } from './provider-requests.ts';

// A provider reads a request's answers worded in its page's language, whatever the
// language the request was written in; the values kept stay English; a request written in
// Spanish says so on the provider's card and on its page.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

async function questions() {
  const [radio, checkbox] = await database.db
    .insert(formQuestions)
    .values([
      {
        formType: 'rehabilitation',
        question: 'Is the animal bleeding?',
        questionEs: '¿El animal está sangrando?',
        questionType: 'radio',
        options: ['Yes', 'No', 'Not sure'],
        optionsEs: ['Sí', 'No', 'No estoy seguro'],
        displayOrder: 900,
      },
      {
        formType: 'rehabilitation',
        question: 'Where is it now?',
        questionEs: '¿Dónde está ahora?',
        questionType: 'checkbox',
        options: ['In the yard', 'On the road'],
        optionsEs: ['En el jardín', 'En la calle'],
        displayOrder: 901,
      },
    ])
    .returning({ id: formQuestions.id });
  return { radio: radio!.id, checkbox: checkbox!.id };
}

/** A request written in `locale`, answering both questions with their English values, as the wizard keeps them. */
async function requestIn(locale: Locale) {
  const asked = await questions();
  const requester = actorFor(await createUser(database.db));
  const responses = { [asked.radio]: 'Not sure', [asked.checkbox]: ['In the yard', 'On the road'] };
  const { id } = await submitHelpRequest(database.db, requester, { ...BOULDER_REQUEST, responses, locale }, crypto.randomUUID());
  return id;
}

async function providerReading(locale: Locale) {
  const provider = await createProviderAccount(database.db);
  await database.db.update(users).set({ locale }).where(eq(users.id, provider.user.id));
  const { app, auth } = createTestApp(database.db, { build });
  const cookie = await sessionCookieFor(auth, provider.user.id);
  const page = async (path: string) => {
    const res = await app.request(path, { headers: { Cookie: cookie } });
    expect(res.status, path).toBe(200);
    return pageText(await res.text());
  };
  return { ...provider, page };
}

const storedValues = async (requestId: string) =>
  (await database.db.select({ response: formResponses.response }).from(formResponses).where(eq(formResponses.requestId, requestId)))
    .map((r) => r.response)
    .sort();

describe("a provider reads a request's answers in its own language", () => {
  it('a Spanish-reading provider sees an English request’s questions and options in Spanish, the values kept in English', async () => {
    const id = await requestIn('en');
    const provider = await providerReading('es');

    const detail = await getHelpRequestForProvider(database.db, provider.actor, id, 'es');
    expect(detail.answers).toEqual([
      { question: '¿El animal está sangrando?', response: 'No estoy seguro' },
      { question: '¿Dónde está ahora?', response: 'En el jardín, En la calle' },
    ]);
    const text = await provider.page(`/es/help-request/${id}`);
    expect(text).toContain('¿El animal está sangrando? No estoy seguro');
    expect(text).toContain('¿Dónde está ahora? En el jardín, En la calle');
    expect(text).toContain('¿Puede ayudar?');
    expect(text).not.toMatch(/Is the animal bleeding|Not sure|In the yard|Enviada en español|Submitted in Spanish/);
    expect(await provider.page('/es/provider-dashboard')).not.toContain('Enviada en español');
    // Only the labels change: what was kept, and what the API reads, is the English.
    expect(await storedValues(id)).toEqual(['Not sure', '["In the yard","On the road"]']);
    expect((await getHelpRequestForProvider(database.db, provider.actor, id)).answers[0]).toEqual({
      question: 'Is the animal bleeding?',
      response: 'Not sure',
    });
  });

  it('an English-reading provider sees a Spanish request’s answers in English, and that it was submitted in Spanish', async () => {
    const id = await requestIn('es');
    const provider = await providerReading('en');

    const text = await provider.page(`/help-request/${id}`);
    expect(text).toContain('Submitted in Spanish');
    expect(text).toContain('Is the animal bleeding? Not sure');
    expect(text).toContain('Where is it now? In the yard, On the road');
    expect(text).not.toMatch(/sangrando|No estoy seguro|En el jardín/);
    expect(await storedValues(id)).toEqual(['Not sure', '["In the yard","On the road"]']);

    const dashboard = await provider.page('/provider-dashboard');
    expect(dashboard).toMatch(/Submitted in Spanish Raptor \(Hawk, Owl, Eagle\) in Boulder, CO 80302/);
    // The same provider on a Spanish page reads the note in Spanish.
    expect(await provider.page('/es/provider-dashboard')).toContain('Enviada en español');
    expect(await provider.page(`/es/help-request/${id}`)).toContain('Enviada en español');
  });
});
