import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createProviderAccount, createUser } from '../../../test/factories.ts';
import { createTestApp, sessionCookieFor, SITE_ORIGIN } from '../../../test/services.ts';
import type { Locale } from '../../../common/locales.ts';
import { loadConfig } from '../../config.ts';
import { jobs, outbox, requestPhotos, users } from '../../db/schema.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createWorker } from '../../start.ts';
import { generalFirstAid } from '../guide/general-first-aid.ts';
import { submitHelpRequest } from '../help-requests/submit-help-request.ts';
import { respondToHelpRequest } from '../providers/provider-requests.ts';

// docs/decisions/036: the mail a signed-in person gets is in the language they last read the site
// in (users.locale), with links to the pages in it, through the real mailer and outbox; a provider
// is told when a request was written in Spanish, and a photo's link signs a Spanish reader in in
// Spanish.

const database = useTestDatabase();
const logger = pino({ level: 'silent' });
const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused', BASE_URL: 'https://wildline.test' });

const worker = () => createWorker({ db: database.db, logger, mailer: createMailer({ db: database.db, logger, from: config.mailFrom }), config }, { daily: [] });
const mailTo = async (to: string) =>
  database.db.select({ subject: outbox.subject, text: outbox.text }).from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));
const speaks = (userId: string, locale: Locale) => database.db.update(users).set({ locale }).where(eq(users.id, userId));

/** A request near the provider's listing, in `locale`, with its jobs run: the provider's mail is sent. */
async function requestIn(locale: Locale, providerLocale: Locale, photos = 0) {
  const provider = await createProviderAccount(database.db, { name: 'Foothills Raptor Care' });
  await speaks(provider.user.id, providerLocale);
  const user = await createUser(database.db, { fullName: 'Ana Requester' });
  const { id } = await submitHelpRequest(database.db, actorFor(user), { ...BOULDER_REQUEST, locale }, crypto.randomUUID());
  const photo = { requestId: id, width: 4, height: 3, content: new Uint8Array([1]), thumbnail: new Uint8Array([1]) };
  if (photos) await database.db.insert(requestPhotos).values(Array.from({ length: photos }, () => photo));
  while ((await worker().runOnce()) > 0);
  return { id, provider, user };
}

describe('the mail a signed-in person gets, in their language', () => {
  it('tells a Spanish-reading provider of a new request in Spanish, with a link to the Spanish page', async () => {
    const { id, provider } = await requestIn('en', 'es');
    const [mail, ...more] = await mailTo(provider.user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Nueva emergencia de fauna silvestre cerca de Boulder, CO');
    expect(mail!.text).toContain('Hola, Foothills Raptor Care:');
    expect(mail!.text).toContain('Alguien cerca de Boulder, CO 80302 necesita ayuda con una emergencia de fauna silvestre.');
    expect(mail!.text).toContain(`https://wildline.test/es/help-request/${id}`);
    expect(mail!.text).toContain('inicie sesión y abra:');
    expect(mail!.text).not.toContain('Enviada en español'); // written in English
    expect(mail!.text).not.toMatch(/Someone near|sign in and open/);
  });

  it('links a Spanish-reading provider to each photo at its Spanish address: signed out, to the Spanish sign-in and back; signed in, the photo', async () => {
    const { id, provider } = await requestIn('en', 'es', 1);
    const [mail] = await mailTo(provider.user.email);
    const links = mail!.text.match(/^https:\/\/wildline\.test\/\S*request-photos\/\S+$/gm)!;
    expect(links).toHaveLength(1);
    const path = new URL(links[0]!).pathname;
    expect(path).toMatch(/^\/es\/request-photos\//);
    const { app, auth } = createTestApp(database.db);
    const signedOut = await app.request(path);
    expect([signedOut.status, signedOut.headers.get('location')]).toEqual([302, `/es/login?returnUrl=${encodeURIComponent(path)}`]);
    const signedIn = await app.request(path, { headers: { Cookie: await sessionCookieFor(auth, provider.user.id) } });
    expect([signedIn.status, signedIn.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    expect(mail!.text).toContain(`https://wildline.test/es/help-request/${id}`);
  });

  it("tells an English-reading provider that a request was written in Spanish, in English, with the English page's link", async () => {
    const { id, provider } = await requestIn('es', 'en');
    const [mail] = await mailTo(provider.user.email);
    expect(mail!.subject).toBe('New wildlife emergency near Boulder, CO');
    expect(mail!.text).toContain('Submitted in Spanish: the person who asked may prefer to speak Spanish when you call.');
    expect(mail!.text).toContain(`https://wildline.test/help-request/${id}`);
    expect(mail!.text).not.toContain('/es/');
  });

  it('confirms a Spanish request to its requester with the first aid in Spanish, not only the sentences around it', async () => {
    const { user } = await requestIn('es', 'en');
    const [mail, ...more] = await mailTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Mientras espera:');
    // A hawk, and no guide entry chosen: the general steps for a large bird.
    expect(mail!.text).toContain(`- ${generalFirstAid('es', 'large-bird')[0]}`);
    expect(mail!.text).not.toContain(generalFirstAid('en', 'large-bird')[0]);
  });

  it("tells a Spanish-reading requester in Spanish that a provider accepted, with the Spanish dashboard's link, whatever the request's language", async () => {
    const { id, provider, user } = await requestIn('en', 'en');
    await speaks(user.id, 'es');
    await database.db.delete(outbox);
    await respondToHelpRequest(database.db, provider.actor, id, { action: 'accept', notes: null });
    while ((await worker().runOnce()) > 0);
    const [mail, ...more] = await mailTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Foothills Raptor Care aceptó su solicitud de ayuda');
    expect(mail!.text).toContain('Hola, Ana Requester:');
    expect(mail!.text).toMatch(
      /Foothills Raptor Care, un rehabilitador de fauna silvestre en Boulder, CO, aceptó su solicitud de ayuda con .+ en Boulder, CO el /,
    );
    expect(mail!.text).toContain('Siga su solicitud en su panel:\nhttps://wildline.test/es/dashboard');
    expect(mail!.text).not.toMatch(/accepted your|Follow your request/);
    expect(await database.db.select({ status: jobs.status }).from(jobs)).not.toContainEqual({ status: 'failed' });
  });

  it('sends a Spanish-reading account its password-reset link in Spanish, to the Spanish reset page', async () => {
    const { app } = createTestApp(database.db);
    const user = await createUser(database.db, { fullName: 'Ana Requester' });
    await speaks(user.id, 'es');
    const res = await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
    });
    expect(res.status).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe('Restablezca su contraseña de Wildline');
    expect(mail!.text).toContain('Hola, Ana Requester:');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/es\/reset-password\?token=[\w-]+/);
    expect(mail!.text).toContain('El enlace funciona una sola vez.');
  });

  it('keeps English for an account that reads English', async () => {
    const { app } = createTestApp(database.db);
    const user = await createUser(database.db);
    await app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN },
      body: JSON.stringify({ email: user.email, redirectTo: '/reset-password' }),
    });
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe('Reset your Wildline password');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
  });
});
