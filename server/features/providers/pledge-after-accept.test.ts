import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, sessionCookieFor, TEST_SESSION_SECRET } from '../../../test/services.ts';
import { loadConfig } from '../../config.ts';
import { outbox, providers } from '../../db/schema.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createWorker } from '../../start.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';

// Money never gets in the way of help (docs/decisions/049): a provider sees the requester's
// pledge only once it has accepted the request. Before that, nothing a provider is sent or can
// open says there is one: the dashboard, /help-request/{id}, the provider API, the e-mail to a
// provider account, the e-mail to a listing without an account and its "I can take this" page.
// After accepting, /help-request/{id}, the dashboard and the link's page show it.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

const logger = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: '/nonexistent-unused', BASE_URL: 'https://wildline.test' });
async function runJobs() {
  const db = database.db;
  const worker = createWorker({ db, logger, mailer: createMailer({ db, logger, from: config.mailFrom }), config }, { daily: [], now: () => new Date() });
  while ((await worker.runOnce()) > 0);
}
const mailTo = (to: string) => database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));

/** An odd amount, so that nothing else on a page can be mistaken for it. */
const PLEDGE = 37;
/**
 * Nothing of the pledge: not the amount as stored ("37.00", as the page's data or JSON would carry
 * it), and no words about it where a reader sees them (an e-mail, a page's text).
 */
function expectNoPledge(text: string, where: string) {
  expect(text, where).not.toContain('37.00');
  expect(text.replace(/<script\b[\s\S]*?<\/script>/gi, ''), where).not.toMatch(/\$37|pledge|donation/i);
}

async function requestWithPledge() {
  const { app, auth } = createTestApp(database.db, { build });
  const provider = await createProviderAccount(database.db, { name: 'Foothills Raptor Care' });
  const [listing] = await database.db
    .insert(providers)
    .values({
      name: 'Left Hand Wildlife',
      type: 'rehabilitator',
      city: 'Boulder',
      state: 'CO',
      lat: 40.03,
      lng: -105.26,
      approved: true,
      claimed: false,
      email: 'left-hand@example.org',
      importKey: 'co:left-hand',
    })
    .returning();
  const requester = actorFor(await createUser(database.db));
  const { id } = await submitHelpRequest(database.db, requester, { ...BOULDER_REQUEST, donationAmount: PLEDGE }, randomUUID());
  await runJobs();
  const cookie = await sessionCookieFor(auth, provider.user.id);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await app.request(path, { headers });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', body, headers: { Origin: 'http://localhost', 'Content-Type': 'application/x-www-form-urlencoded', ...headers } });
  return { id, provider, listing: listing!, cookie, get, post };
}

describe('a pledge and the providers who may take the request', () => {
  it('a provider account sees none before accepting, on its dashboard, the request, the API and its e-mail; the pledge shows once it accepts', async () => {
    const { id, provider, cookie, get, post } = await requestWithPledge();
    const [mail] = await mailTo(provider.user.email);
    expect(mail!.text).toContain(`/help-request/${id}`);
    expectNoPledge(mail!.text, 'e-mail');

    const dashboard = await get('/provider-dashboard', { Cookie: cookie });
    expect(dashboard).toContain('A hawk is sitting on the ground');
    expectNoPledge(dashboard, 'dashboard');
    const page = await get(`/help-request/${id}`, { Cookie: cookie });
    expect(page).toContain('A hawk is sitting on the ground');
    expectNoPledge(page, 'request page');
    // The API's answers say `"pledge":null` before accepting: the amount is withheld, not left out by chance.
    for (const path of ['/api/v1/provider/help-requests', `/api/v1/provider/help-requests/${id}`]) {
      const json = await get(path, { Cookie: cookie });
      expect(json).toContain(id);
      expect(json, path).not.toMatch(/37\.00|donation/i);
    }
    expect(JSON.parse(await get(`/api/v1/provider/help-requests/${id}`, { Cookie: cookie }))).toMatchObject({ pledge: null });

    expect((await post(`/help-request/${id}`, 'action=accept&notes=', { Cookie: cookie })).status).toBe(302);
    expect(await get(`/help-request/${id}`, { Cookie: cookie })).toContain('Donation pledged for the rehabilitator who helps: $37');
    expect(await get('/provider-dashboard', { Cookie: cookie })).toContain('Donation pledged: $37');
    expect(await get(`/api/v1/provider/help-requests/${id}`, { Cookie: cookie })).toContain('"pledge":"37.00"');
  });

  it('a listing without an account sees none in its e-mail or on the page its link opens; the pledge shows once it takes the request', async () => {
    const { listing, get, post } = await requestWithPledge();
    const [mail] = await mailTo(listing.email!);
    const path = /\/listing-request\/[\w.-]+/.exec(mail!.text)![0];
    expectNoPledge(mail!.text, 'e-mail');

    const before = await get(path);
    expect(before).toContain('A hawk is sitting on the ground');
    expectNoPledge(before, 'link page');

    const taken = await post(path, 'intent=accept');
    expect(taken.status).toBe(200);
    expect(await taken.text()).toContain('Donation pledged for the rehabilitator who helps: $37');
    expect(await get(path)).toContain('Donation pledged for the rehabilitator who helps: $37');
  });
});
