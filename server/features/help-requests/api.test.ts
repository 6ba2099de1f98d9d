import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { createTestApp, signedInAs, SITE_ORIGIN, type TestApp } from '../../../test/services.ts';
import { formQuestions, formResponses, helpRequestSubmissions } from '../../db/schema.ts';

// POST /api/v1/help-requests and GET /api/v1/places/suggestions over HTTP, on a real database.
const database = useTestDatabase();

const HAWK = {
  type: 'emergency',
  address: '1 Pearl St',
  city: 'Boulder',
  state: 'CO',
  zip: '80302',
  animalType: 'Raptor (Hawk, Owl, Eagle)',
  situationDetails: 'A hawk is sitting on the ground and cannot fly.',
  donationAmount: 50,
};

let app: TestApp;
beforeEach(() => {
  app = createTestApp(database.db).app;
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return app.request('/api/v1/help-requests', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}
const requestCount = async () => (await database.db.select({ id: helpRequestSubmissions.id }).from(helpRequestSubmissions)).length;

describe('POST /api/v1/help-requests', () => {
  it('needs a session, saying so in the fixed words clients show, and writes nothing', async () => {
    const res = await post(HAWK);
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ detail: 'You must be logged in to submit a help request' });
    expect(await requestCount()).toBe(0);
  });

  it('creates the request with coordinates from the ZIP; the same Idempotency-Key makes it once', async () => {
    const { cookie, user } = await signedInAs(app, database.db, 'user');
    const first = await post(HAWK, { Cookie: cookie, 'Idempotency-Key': 'hawk-request-0001' });
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect(first.headers.get('location')).toBe(`/request-submitted?id=${id}`);
    const again = await post(HAWK, { Cookie: cookie, 'Idempotency-Key': 'hawk-request-0001' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id });
    const rows = await database.db.select().from(helpRequestSubmissions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, status: 'submitted', city: 'Boulder', donationAmount: '50.00' });
    expect(rows[0]!.lat).toBeCloseTo(40.0, 0);
    // Without a key, every post is a new request.
    expect((await post(HAWK, { Cookie: cookie })).status).toBe(201);
    expect(await requestCount()).toBe(2);
  });

  it('takes no pledge on a conflict', async () => {
    const { cookie } = await signedInAs(app, database.db, 'user');
    const res = await post({ ...HAWK, type: 'conflict', animalType: 'Raccoon' }, { Cookie: cookie });
    expect(res.status).toBe(201);
    const [row] = await database.db
      .select()
      .from(helpRequestSubmissions)
      .where(eq(helpRequestSubmissions.id, ((await res.json()) as { id: string }).id));
    expect(row!.donationAmount).toBeNull();
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const { cookie } = await signedInAs(app, database.db, 'user');
    const missing = await post({ type: 'emergency' }, { Cookie: cookie });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
      city: ['City is required'],
      state: ['State is required'],
      zip: ['ZIP code is required'],
      animalType: ['Animal type is required'],
      situationDetails: ['Situation description is required'],
    });
    const wrongState = await post({ ...HAWK, state: 'WY' }, { Cookie: cookie });
    expect(((await wrongState.json()) as { errors: Record<string, string[]> }).errors).toEqual({ zip: ['This ZIP code is in Colorado, not Wyoming.'] });
    const badKey = await post(HAWK, { Cookie: cookie, 'Idempotency-Key': 'x' });
    expect(badKey.status).toBe(400);
    const notJson = await app.request('/api/v1/help-requests', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: SITE_ORIGIN, 'Content-Type': 'application/json' },
      body: '{',
    });
    expect(notJson.status).toBe(400);
    expect(await requestCount()).toBe(0);
  });

  it("checks the form's questions as the wizard does, and stores the answers", async () => {
    const { cookie } = await signedInAs(app, database.db, 'user');
    const [where, count] = await database.db
      .insert(formQuestions)
      .values([
        { formType: 'rehabilitation', question: 'Where is the animal now?', questionType: 'text', required: true, displayOrder: 1 },
        { formType: 'rehabilitation', question: 'How many animals?', questionType: 'number', required: false, displayOrder: 2 },
      ])
      .returning({ id: formQuestions.id });
    const unanswered = await post(HAWK, { Cookie: cookie });
    expect(unanswered.status).toBe(400);
    expect(((await unanswered.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      [`responses.${where!.id}`]: ['Please answer “Where is the animal now?”'],
    });
    expect(await requestCount()).toBe(0);

    const answered = await post({ ...HAWK, responses: { [where!.id]: 'Under the oak tree', [count!.id]: 1 } }, { Cookie: cookie });
    expect(answered.status).toBe(201);
    const stored = await database.db.select({ questionId: formResponses.questionId, response: formResponses.response }).from(formResponses);
    expect(stored).toEqual(expect.arrayContaining([{ questionId: where!.id, response: 'Under the oak tree' }]));
  });
});

describe('GET /api/v1/places/suggestions', () => {
  it('suggests places for a ZIP or the start of a city name, in the 50 states only', async () => {
    const byZip = await app.request('/api/v1/places/suggestions?q=80302');
    expect(await byZip.json()).toEqual({ suggestions: [expect.objectContaining({ city: 'Boulder', state: 'CO', zip: '80302' })] });
    const byCity = (await (await app.request('/api/v1/places/suggestions?q=Bould')).json()) as { suggestions: { city: string }[] };
    expect(byCity.suggestions.length).toBeGreaterThan(0);
    expect(byCity.suggestions.length).toBeLessThanOrEqual(5);
    expect(byCity.suggestions.every((s) => s.city.startsWith('Bould'))).toBe(true);
    const sanJuan = (await (await app.request('/api/v1/places/suggestions?q=00901')).json()) as { suggestions: unknown[] };
    expect(sanJuan.suggestions).toEqual([]); // Puerto Rico is outside the service
  });

  it('wants something to look up', async () => {
    const res = await app.request('/api/v1/places/suggestions');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
  });
});

describe('GET /api/v1/places/nearest', () => {
  it('turns a position into the nearest ZIP, with its city and state ("Use my location")', async () => {
    const res = await app.request('/api/v1/places/nearest?lat=40.0172&lng=-105.2851');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ place: expect.objectContaining({ city: 'Boulder', state: 'CO', zip: '80302' }) });
  });

  it('says so when no ZIP of the 50 states is near, and refuses a position that is not one', async () => {
    const atSea = await app.request('/api/v1/places/nearest?lat=35&lng=-40');
    expect(atSea.status).toBe(404);
    expect(((await atSea.json()) as { detail: string }).detail).toMatch(/type your ZIP code/);
    for (const query of ['', 'lat=40', 'lat=&lng=', 'lat=91&lng=0', 'lat=north&lng=west']) {
      const res = await app.request(`/api/v1/places/nearest?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
    }
  });
});
