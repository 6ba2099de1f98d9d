import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { createProviderAccount, createUser } from '../test/factories.ts';
import { loadServerBuild } from '../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor, SITE_ORIGIN, wizardCookie } from '../test/services.ts';
import { helpRequestSubmissions, helperOffers, providers, users, volunteerApplications, wildlifeIssues } from './db/schema.ts';

// Stored text is shown escaped everywhere: HTML and script stored
// through the real forms and API (a request's situation and address, a provider's note, a
// helper's offer, a volunteer application, a new listing, a guide issue, a category, an animal
// type, a wizard question, a person's name) is read back on every page that shows it, and
// never comes out as markup: not in the page, and not in the data React Router inlines in a
// <script> for hydration.

const database = useTestDatabase({ resetBeforeEach: false });

/** Markup that would run if it reached the page unescaped; short enough for every field it goes in. */
const payload = (tag: string) => `</script><script>alert("${tag}")</script><img src=x onerror=alert(1)>`;
const RAW_MARKERS = ['<script>alert(', '<img src=x onerror', '</script><script>'];
/** How React writes the payload as text. */
const ESCAPED = '&lt;script&gt;alert(';

type Who = 'anonymous' | 'requester' | 'provider' | 'helper' | 'admin' | 'applicant' | 'claimant' | 'wizard';
let app: ReturnType<typeof createTestApp>;
const cookies = {} as Record<Who, string>;
let requestId = '';
let applicationId = '';
let issueId = '';

async function post(path: string, who: Who, form: Record<string, string | string[]>) {
  const res = await postForm(app.app, path, form, who === 'anonymous' ? {} : { Cookie: cookies[who] });
  expect(res.status, `POST ${path} as ${who}: ${res.status} ${res.status >= 400 ? (await res.text()).slice(0, 300) : ''}`).toBeLessThan(400);
  return res;
}

async function page(path: string, who: Who) {
  const res = await app.app.request(path, { headers: who === 'anonymous' ? {} : { Cookie: cookies[who] } });
  expect(res.status, `GET ${path} as ${who}`).toBe(200);
  return res.text();
}

beforeAll(async () => {
  const db = database.db;
  app = createTestApp(db, { build: await loadServerBuild() });
  const admin = await createUser(db, { role: 'admin' });
  const helper = await createUser(db, { role: 'helper' });
  const applicant = await createUser(db);
  const claimant = await createUser(db);
  const provider = await createProviderAccount(db);
  for (const [who, id] of [
    ['admin', admin.id],
    ['helper', helper.id],
    ['applicant', applicant.id],
    ['claimant', claimant.id],
    ['provider', provider.user.id],
  ] as const) {
    cookies[who] = await sessionCookieFor(app.auth, id);
  }

  // A person registers with markup in their name.
  const registered = await post('/register', 'anonymous', {
    firstName: payload('first-name'),
    lastName: 'Quill',
    email: 'robin.quill@example.org',
    password: 'heron-marsh-2025',
    confirmPassword: 'heron-marsh-2025',
    acceptTerms: 'on',
  });
  cookies.requester = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  // A visitor in the wizard, past the help type and the place (step 3 lists animal types and questions).
  cookies.wizard = wizardCookie('0b7a3c1e-2d4f-4e6a-9b8c-7d6e5f4a3b2c');
  await post('/find-help?type=emergency&step=1', 'wizard', { type: 'emergency' });
  await post('/find-help?type=emergency&step=2', 'wizard', { city: 'Boulder', state: 'CO', zip: '80302' });

  // Guide content, a category, an animal type and a wizard question, through the admin forms.
  await post('/admin-dashboard/guide/taxonomy', 'admin', { intent: 'create-category', name: payload('category') });
  await post('/admin-dashboard/guide/taxonomy', 'admin', { intent: 'create-animal', name: payload('animal-type') });
  await post('/admin-dashboard/guide/new', 'admin', {
    title: payload('issue-title'),
    description: payload('issue-description'),
    issueType: 'emergency',
    severity: 'high',
    animalType: 'Raccoon',
    immediateActions: payload('issue-action'),
    preventionTips: payload('issue-tip'),
    active: 'on',
  });
  [{ id: issueId }] = (await db.select({ id: wildlifeIssues.id }).from(wildlifeIssues)) as [{ id: string }];
  await post('/admin-dashboard/questions', 'admin', { intent: 'create', formType: 'rehabilitation', question: payload('question'), questionType: 'text' });

  // The registered person asks for help through the API, with markup wherever text goes.
  const submitted = await app.app.request('/api/v1/help-requests', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Cookie: cookies.requester },
    body: JSON.stringify({
      type: 'emergency',
      address: payload('address'),
      city: 'Boulder',
      state: 'CO',
      zip: '80302',
      animalType: payload('animal'),
      situationDetails: payload('situation'),
    }),
  });
  expect(submitted.status).toBe(201);
  ({ id: requestId } = (await submitted.json()) as { id: string });

  // The provider accepts with a note; a helper in the state offers help.
  await post(`/help-request/${requestId}`, 'provider', { action: 'accept', notes: payload('provider-note') });
  await post('/helper-dashboard', 'helper', { intent: 'state', state: 'CO' });
  await post('/helper-dashboard', 'helper', { intent: 'offer', requestId, kind: 'transport', message: payload('helper-offer') });

  // A member applies to volunteer; another creates a listing, which an administrator approves.
  await post('/volunteer', 'applicant', {
    adult: 'yes',
    reason: payload('volunteer-reason'),
    experience: payload('volunteer-experience'),
    availability: 'Weekends',
    interests: 'Transport driver',
    state: 'CO',
    place: payload('volunteer-place').slice(0, 100),
    driveMiles: '25',
    phone: '303-555-0147',
    referenceInfo: payload('volunteer-references'),
    background: payload('volunteer-background'),
  });
  [{ id: applicationId }] = (await db.select({ id: volunteerApplications.id }).from(volunteerApplications)) as [{ id: string }];
  await post('/claim-listing', 'claimant', {
    intent: 'create',
    name: payload('listing-name'),
    type: 'rehabilitator',
    city: 'Boulder',
    state: 'CO',
    zip: '80302',
    phone: '303-555-0199',
    description: payload('listing-description'),
    services: payload('listing-service'),
    availabilityHours: payload('listing-hours'),
  });
  const [listing] = await db.select({ id: providers.id }).from(providers).where(eq(providers.userId, claimant.id));
  // The documents step without a document sent needs the administrator's note of what they checked.
  for (const intent of ['documents', 'standards', 'approve'])
    await post('/admin-dashboard/providers', 'admin', { intent, id: listing!.id, name: 'the listing', note: 'Permit checked with the state.' });

  // Everything above was stored as typed.
  const [stored] = await db.select({ situation: helpRequestSubmissions.situationDetails }).from(helpRequestSubmissions);
  expect(stored!.situation).toBe(payload('situation'));
  expect(await db.select().from(helperOffers)).toHaveLength(1);
  const [person] = await db.select({ name: users.fullName }).from(users).where(eq(users.email, 'robin.quill@example.org'));
  expect(person!.name).toBe(`${payload('first-name')} Quill`);
});

/** Pages that show stored text, who looks at them, and which stored text each must show (escaped). */
const PAGES: [path: string, who: Who, shows: string[]][] = [
  ['/dashboard', 'requester', ['first-name', 'situation', 'provider-note', 'helper-offer']],
  ['/account', 'requester', ['first-name']],
  ['/request-submitted?id={request}', 'requester', ['situation', 'animal']],
  ['/provider-dashboard', 'provider', ['situation']],
  ['/help-request/{request}', 'provider', ['situation', 'address', 'first-name', 'helper-offer']],
  ['/helper-dashboard', 'helper', ['situation']],
  ['/volunteer', 'applicant', []],
  ['/claim-listing', 'claimant', ['listing-name']],
  ['/view-providers?zip=80302&kind=rehabilitator', 'requester', ['listing-name']],
  ['/resources', 'anonymous', ['issue-title', 'category']],
  ['/resources/{issue}', 'anonymous', ['issue-title', 'issue-description', 'issue-action', 'issue-tip']],
  ['/find-help?type=emergency&step=3', 'wizard', ['animal-type', 'question']],
  ['/admin-dashboard', 'admin', []],
  ['/admin-dashboard/users', 'admin', ['first-name']],
  ['/admin-dashboard/audit', 'admin', []],
  ['/admin-dashboard/volunteers', 'admin', []],
  ['/admin-dashboard/volunteer/{application}', 'admin', ['volunteer-reason', 'volunteer-experience', 'volunteer-references', 'volunteer-background']],
  ['/admin-dashboard/providers', 'admin', []],
  ['/admin-dashboard/guide', 'admin', ['issue-title']],
  ['/admin-dashboard/guide/{issue}', 'admin', ['issue-title', 'issue-description']],
  ['/admin-dashboard/guide/taxonomy', 'admin', ['category', 'animal-type']],
  ['/admin-dashboard/questions?form=rehabilitation', 'admin', ['question']],
];

describe('stored HTML and script are shown as text', () => {
  it.each(PAGES)('on %s as the %s', async (template, who, shows) => {
    const path = template.replace('{request}', requestId).replace('{issue}', issueId).replace('{application}', applicationId);
    const html = await page(path, who);
    for (const marker of RAW_MARKERS) expect(html, `${path} as ${who} holds raw ${marker}`).not.toContain(marker);
    for (const tag of shows) expect(html, `${path} as ${who} shows ${tag}`).toContain(`${ESCAPED}&quot;${tag}&quot;)`);
  });
});
