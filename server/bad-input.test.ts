import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATE_CODES } from '../common/us-states.ts';
import { browserPushKeys } from '../test/push-keys.ts';
import {
  anyJson,
  CONTENT_TYPES,
  extraHeaders,
  hostileJsonText,
  malformedJsonText,
  MISSING,
  nastyNumber,
  nastyText,
  notText,
  pathSegment,
  queryString,
  withOneFieldWrong,
  wrongChoice,
  wrongIssueFields,
  wrongText,
} from '../test/arbitraries.ts';
import { expectReadableProblem } from '../test/bad-input-checks.ts';
import { fuzzOptions } from '../test/fuzz.ts';
import { changedTables, databaseDigest } from '../test/permissions/database-digest.ts';
import { useTestDatabase } from '../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../test/factories.ts';
import { createTestApp, sessionCookieFor, SITE_ORIGIN } from '../test/services.ts';
import { apiRoutes } from './api.ts';
import type { AppServices } from './context.ts';
import { animalTypes, issueCategories, wildlifeIssues } from './db/schema.ts';
import { submitHelpRequest } from './features/help-requests/submit-help-request.ts';

// Bad input to every /api/v1 endpoint (never a 500, nothing stored that should not be), generated
// by fast-check: wrong types, huge strings, unicode (NUL, RTL marks, emoji, lone surrogates), SQL
// and HTML fragments, odd numbers, arrays for objects, missing and extra fields, wrong content
// types, malformed JSON, odd query strings and headers. Whatever comes, the API answers without a
// 5xx; a refusal is a problem+json 4xx a person can read, and it changes no row.
//
// The endpoints are read from the API's own Hono app, so a new one is fuzzed at once; INPUTS
// must then say who may call it and what it takes (the test below fails until it does).
//
// No table is left out of the "no row changed" check: the API keeps no draft, its limits per
// client address are off here (API_RATE_LIMITS=off: every case must reach the validation behind
// them; server/lib/api-limits.test.ts tests them), and sessions are made before the runs
// (better-auth only extends one after 5 minutes).

const database = useTestDatabase({ resetBeforeEach: false });

type Role = 'user' | 'provider' | 'admin';
type Body = { valid: fc.Arbitrary<Record<string, unknown>>; wrong: Record<string, fc.Arbitrary<unknown>> };
interface RouteInput {
  /** who may call it (null: anyone); bad input is sent with that role's session and without one */
  role: Role | null;
  /** the query parameters it reads */
  query?: readonly string[];
  /** the JSON body it takes: valid bodies (possibly refused for what is in them) and each required field made wrong */
  body?: Body;
  /** an existing row's id for `:id`, so a body reaches validation */
  id?: () => string;
  skip?: string;
}

let seeded: { issueId: string; categoryId: string; animalTypeId: string; requestId: string };

const named: Body = { valid: fc.record({ name: nastyText }), wrong: { name: wrongText(100) } };
const issueBody: Body = {
  valid: fc.record(
    {
      title: nastyText,
      description: nastyText,
      issueType: fc.constantFrom('emergency', 'conflict'),
      severity: fc.constantFrom('critical', 'high', 'medium', 'low'),
      animalType: nastyText,
      immediateActions: fc.array(nastyText, { maxLength: 3 }),
      searchKeywords: fc.array(nastyText, { maxLength: 3 }),
      active: fc.boolean(),
    },
    { requiredKeys: ['title', 'description', 'issueType', 'severity', 'animalType'] },
  ),
  wrong: wrongIssueFields(wrongText, wrongChoice),
};
const helpRequestBody: Body = {
  valid: fc.record(
    {
      type: fc.constantFrom('emergency', 'conflict'),
      address: nastyText,
      city: fc.oneof(fc.constant('Boulder'), nastyText),
      state: fc.constantFrom('CO', 'TX', 'NY'),
      zip: fc.constantFrom('80302', '73301', '10001', '99999'),
      animalType: nastyText,
      situationDetails: nastyText,
      donationAmount: fc.oneof(nastyNumber, fc.constant(null)),
      responses: fc.dictionary(fc.string({ maxLength: 40 }), fc.oneof(nastyText, nastyNumber, fc.array(nastyText, { maxLength: 3 })), { maxKeys: 3 }),
      placeId: fc.oneof(fc.constant(null), fc.stringMatching(/^[\w-]{1,80}$/)),
    },
    { requiredKeys: ['type', 'city', 'state', 'zip', 'animalType', 'situationDetails'] },
  ),
  wrong: {
    type: wrongChoice(['emergency', 'conflict']),
    city: wrongText(100),
    state: wrongChoice(STATE_CODES),
    // Megabytes too: refused by the body limit, never a 500.
    zip: fc.oneof(
      wrongText(10),
      fc.constantFrom('1234', '123456', 'abcde', '80302-12', ' 8030 2', '8'.repeat(60_000), '8'.repeat(1_000_000), '8'.repeat(5_000_000)),
    ),
    animalType: wrongText(100),
    situationDetails: wrongText(5000),
    placeId: fc.oneof(
      notText.filter((v) => v !== null),
      fc.constantFrom('', 'not a place id', '../../x', 'x'.repeat(513), 'x'.repeat(60_000), 'x'.repeat(1_000_000)),
    ),
  },
};

const INPUTS: Record<string, RouteInput> = {
  'GET /api/v1/me': { role: 'user' },
  'GET /api/v1/users': { role: 'admin' },
  'GET /api/v1/animal-types': { role: null },
  'POST /api/v1/animal-types': { role: 'admin', body: named },
  'PUT /api/v1/animal-types/:id': {
    role: 'admin',
    id: () => seeded.animalTypeId,
    body: { valid: fc.record({ name: nastyText, active: fc.boolean() }, { requiredKeys: ['name'] }), wrong: named.wrong },
  },
  'DELETE /api/v1/animal-types/:id': { role: 'admin' },
  'GET /api/v1/issue-categories': { role: null },
  'POST /api/v1/issue-categories': { role: 'admin', body: named },
  'PUT /api/v1/issue-categories/:id': { role: 'admin', id: () => seeded.categoryId, body: named },
  'DELETE /api/v1/issue-categories/:id': { role: 'admin' },
  'GET /api/v1/issues': { role: null, query: ['q', 'category', 'animal', 'type', 'page', 'perPage'] },
  'POST /api/v1/issues': { role: 'admin', body: issueBody },
  'GET /api/v1/issues/:id': { role: null },
  'PUT /api/v1/issues/:id': { role: 'admin', id: () => seeded.issueId, body: issueBody },
  'PATCH /api/v1/issues/:id/active': {
    role: 'admin',
    id: () => seeded.issueId,
    body: {
      valid: fc.record({ active: fc.boolean() }),
      wrong: {
        active: fc.oneof(
          fc.constant(MISSING),
          nastyText,
          notText.filter((v) => typeof v !== 'boolean'),
        ),
      },
    },
  },
  'DELETE /api/v1/issues/:id': { role: 'admin' },
  'GET /api/v1/providers/match': { role: null, query: ['state', 'type', 'lat', 'lng', 'animal'] },
  'GET /api/v1/places/suggestions': { role: null, query: ['q'] },
  'GET /api/v1/places/nearest': { role: null, query: ['lat', 'lng'] },
  'POST /api/v1/help-requests': { role: 'user', body: helpRequestBody },
  'GET /api/v1/provider/help-requests': { role: 'provider' },
  'GET /api/v1/provider/help-requests/:id': { role: 'provider' },
  'POST /api/v1/provider/help-requests/:id/responses': {
    role: 'provider',
    id: () => seeded.requestId,
    body: {
      valid: fc.record({ action: fc.constantFrom('accept', 'decline'), notes: nastyText }, { requiredKeys: ['action'] }),
      wrong: {
        action: wrongChoice(['accept', 'decline']),
        notes: fc.oneof(
          notText.filter((v) => v !== null),
          fc.constant('x'.repeat(2001)),
        ),
      },
    },
  },
  'GET /api/v1/push-subscriptions': { role: 'provider' },
  'POST /api/v1/push-subscriptions': {
    role: 'provider',
    body: {
      valid: fc.record(
        {
          endpoint: fc.constantFrom('https://fcm.googleapis.com/fcm/send/bad-input', 'https://evil.example/push', 'http://127.0.0.1:5432/'),
          keys: fc.constant(browserPushKeys()),
          label: nastyText,
        },
        { requiredKeys: ['endpoint', 'keys'] },
      ),
      wrong: {
        endpoint: fc.oneof(wrongText(2000), fc.constantFrom('not a url', 'javascript:alert(1)')),
        keys: fc.oneof(fc.constant(MISSING), notText, fc.constant({ p256dh: 'short', auth: 'A'.repeat(22) })),
      },
    },
  },
  'DELETE /api/v1/push-subscriptions/:id': { role: 'provider' },
  'GET /api/v1/events': { role: 'user', skip: 'an event stream that never ends and reads no input' },
};

/** Every /api/v1 endpoint, from the API's Hono app (its handlers are not called; a route's middleware is listed again). */
const ENDPOINTS = [
  ...new Set(
    apiRoutes({ config: { pageCache: false } } as AppServices)
      .routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/v1/'))
      .map((r) => `${r.method} /api${r.path}`),
  ),
];

let app: ReturnType<typeof createTestApp>;
const cookies = {} as Record<Role, string>;
let digest: () => Promise<Record<string, string>>;
let baseline: Record<string, string>;

beforeAll(async () => {
  const db = database.db;
  app = createTestApp(db, { env: { API_RATE_LIMITS: 'off' } });
  const [admin, user, provider] = [await createUser(db, { role: 'admin' }), await createUser(db), await createProviderAccount(db)];
  cookies.admin = await sessionCookieFor(app.auth, admin.id);
  cookies.user = await sessionCookieFor(app.auth, user.id);
  cookies.provider = await sessionCookieFor(app.auth, provider.user.id);
  const [category] = await db.insert(issueCategories).values({ name: 'Seeded category' }).returning();
  const [animal] = await db.insert(animalTypes).values({ name: 'Seeded animal' }).returning();
  await db.insert(wildlifeIssues).values({
    id: 'seeded-issue-for-bad-input',
    title: 'A seeded issue',
    description: 'What the bad-input test edits.',
    issueType: 'conflict',
    severity: 'low',
    animalType: 'Seeded animal',
  });
  const request = await submitHelpRequest(db, actorFor(user), BOULDER_REQUEST, 'bad-input-seed');
  seeded = { issueId: 'seeded-issue-for-bad-input', categoryId: category!.id, animalTypeId: animal!.id, requestId: request.id };
  digest = await databaseDigest(db, []);
  baseline = await digest();
});

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** Sends one request and checks the answer: never a 5xx; a 4xx is readable and changed nothing. */
async function sendAndCheck(sent: Sent, expectRefusal: boolean) {
  const where = `${sent.method} ${sent.path.slice(0, 200)}`;
  const logged = app.logLines.length;
  const res = await app.app.request(sent.path, { method: sent.method, headers: sent.headers, body: sent.body });
  expect(res.status, `${where} answered ${res.status}`).toBeLessThan(500);
  expect(
    app.logLines.slice(logged).filter((l) => l.msg === 'unhandled error'),
    where,
  ).toEqual([]);
  const after = await digest();
  const changed = changedTables(baseline, after);
  baseline = after; // one failure is reported once, not again by every later run
  if (res.status >= 400) {
    await expectReadableProblem(res, where);
    expect(changed, `${where} was refused (${res.status}) but changed rows`).toEqual([]);
  } else {
    await res.arrayBuffer();
    expect(expectRefusal, `${where} was accepted (${res.status}) though its input was bad`).toBe(false);
  }
}

const pathFor = (route: string, id: string) => route.replace(/^\w+ /, '').replace(':id', id);

it('every /api/v1 endpoint says who may call it and what input it takes', () => {
  expect(
    ENDPOINTS.filter((e) => !(e in INPUTS)),
    'endpoints missing from INPUTS',
  ).toEqual([]);
  expect(
    Object.keys(INPUTS).filter((e) => !ENDPOINTS.includes(e)),
    'INPUTS rows for endpoints that are gone',
  ).toEqual([]);
});

describe.each(ENDPOINTS.filter((e) => INPUTS[e] && !INPUTS[e].skip))('%s', (endpoint) => {
  const input = INPUTS[endpoint]!;
  const method = endpoint.split(' ')[0]!;
  const hasBody = method !== 'GET' && method !== 'DELETE';

  it('answers garbage (odd path, query, headers, body, content type; signed in or not) without a 5xx, and a refusal changes nothing', async () => {
    const garbage = fc.record({
      id: pathSegment,
      query: queryString(input.query),
      headers: extraHeaders,
      signedIn: input.role ? fc.boolean() : fc.constant(false),
      badCookie: fc.option(pathSegment, { nil: undefined }),
      contentType: fc.constantFrom(...CONTENT_TYPES),
      body: fc.oneof(
        malformedJsonText,
        anyJson.map((value) => JSON.stringify(value) ?? ''),
        hostileJsonText,
      ),
      // Cross-site request forgery: a signed-in call from our own site, another site, another port
      // of this host, or nowhere said
      origin: fc.constantFrom<string | undefined>(SITE_ORIGIN, 'https://evil.example', 'http://localhost:3001', undefined),
    });
    await fc.assert(
      fc.asyncProperty(garbage, async (g) => {
        const headers: Record<string, string> = { ...g.headers };
        if (g.origin) headers.Origin = g.origin;
        if (g.signedIn) headers.Cookie = cookies[input.role!];
        else if (g.badCookie) headers.Cookie = `wildline.session_token=${g.badCookie}`;
        if (hasBody) headers['Content-Type'] = g.contentType;
        const path = `${pathFor(endpoint, g.id)}${g.query ? `?${g.query}` : ''}`;
        await sendAndCheck({ method, path, headers, body: hasBody ? g.body : undefined }, method !== 'GET');
      }),
      fuzzOptions(30),
    );
  });

  if (input.body) {
    const body = input.body;
    it(`refuses a body with one required field wrong (${Object.keys(body.wrong).join(', ')}), changing nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(withOneFieldWrong(body.valid, body.wrong), async (wrong) => {
          const headers = { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Cookie: cookies[input.role!] };
          await sendAndCheck({ method, path: pathFor(endpoint, input.id?.() ?? ''), headers, body: JSON.stringify(wrong) }, true);
        }),
        fuzzOptions(30),
      );
    });

    it('answers well-formed bodies full of odd text without a 5xx; a refusal changes nothing', async () => {
      await fc.assert(
        fc.asyncProperty(body.valid, async (valid) => {
          const headers = { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Cookie: cookies[input.role!] };
          await sendAndCheck({ method, path: pathFor(endpoint, input.id?.() ?? ''), headers, body: JSON.stringify(valid) }, false);
        }),
        fuzzOptions(25),
      );
    });
  }
});
