import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, BOULDER_REQUEST, createPhoneLine, createProviderAccount, createUser } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, sessionCookieFor } from '../../../test/services.ts';
import type { Actor } from '../../auth/actor.ts';
import { outbox, providers, stateAgencies } from '../../db/schema.ts';
import { stateAgencySeeds } from '../../db/seed/data/state-agencies.ts';
import { createMailer } from '../../lib/mailer.ts';
import { createWorker } from '../../start.ts';
import { submitHelpRequest, type HelpRequestInput } from './submit-help-request.ts';

// /request-submitted and the confirmation e-mail tell the requester the truth (docs/decisions/016):
// how many providers were notified, the same number in both, and with none, whom to call now (the
// matched listings' numbers, the state agency) and first aid.

const database = useTestDatabase();
let build: ServerBuild;
beforeAll(async () => {
  build = await loadServerBuild();
});

/** Utqiagvik, AK 99723: no listing within reach. */
const UTQIAGVIK: HelpRequestInput = { ...BOULDER_REQUEST, address: '', city: 'Utqiagvik', state: 'AK', zip: '99723', lat: 71.29, lng: -156.79 };

/** A listing nobody runs on Wildline (imported from a state list): matched and callable, never notified. */
const imported = (name: string, phone: string, lat = 40.03) =>
  database.db.insert(providers).values({ name, type: 'rehabilitator', city: 'Boulder', state: 'CO', lat, lng: -105.27, approved: true, phone });

/** A requester sends the request; resolves to what /request-submitted shows and the e-mail the worker then sends them. */
async function submit(input: HelpRequestInput = BOULDER_REQUEST) {
  const { app, auth, config } = createTestApp(database.db, { build });
  const user = await createUser(database.db, { email: `requester-${randomUUID()}@example.org`, fullName: 'Robin Alvarez' });
  const { id } = await submitHelpRequest(database.db, actorFor(user) as Extract<Actor, { kind: 'user' }>, input, randomUUID());
  const cookie = await sessionCookieFor(auth, user.id);
  const page = async () => {
    const res = await app.request(`/request-submitted?id=${id}`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    return res.text();
  };
  const logger = pino({ level: 'silent' });
  const mailer = createMailer({ db: database.db, logger, from: config.mailFrom });
  await createWorker({ db: database.db, logger, mailer, config }, { daily: [] }).runOnce();
  const mails = await database.db
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.to, user.email))
    .orderBy(asc(outbox.createdAt));
  expect(mails).toHaveLength(1);
  return { id, html: await page(), text: pageText(await page()), mail: mails[0]!, page };
}

describe('how many providers were notified', () => {
  it('two: the page and the e-mail say "2 rehabilitators were notified"', async () => {
    await createProviderAccount(database.db, { name: 'Foothills Raptor Care', phone: '303-555-0101' });
    await createProviderAccount(database.db, { name: 'Flatirons Wildlife Rescue', phone: '303-555-0102', lat: 40.01 });
    const { text, mail } = await submit();
    expect(text).toContain('2 rehabilitators were notified.');
    expect(text).toContain('Providers notified. 2 rehabilitators were notified');
    expect(text).not.toContain('could be notified automatically');
    expect(mail.subject).toBe('Your request for help: 2 rehabilitators were notified');
    expect(mail.text).toContain('2 rehabilitators were notified.');
    expect(mail.text).toContain('- Foothills Raptor Care (Boulder, CO): 303-555-0101');
  });

  it('one: "1 rehabilitator was notified"; a conflict counts control operators', async () => {
    await createProviderAccount(database.db, { name: 'Foothills Raptor Care' });
    expect((await submit()).text).toContain('1 rehabilitator was notified.');
    await createProviderAccount(database.db, { name: 'Critter Control Boulder', type: 'control' });
    await createProviderAccount(database.db, { name: 'Humane Exits', type: 'control', lat: 40.01 });
    const conflict = await submit({ ...BOULDER_REQUEST, type: 'conflict', animalType: 'Raccoon', donationAmount: null });
    expect(conflict.text).toContain('2 control operators were notified.');
    expect(conflict.mail.text).toContain('2 control operators were notified.');
  });

  it('none: says so plainly, with the Call buttons of the matched listings, the state agency and first aid, in the e-mail too', async () => {
    await database.db.insert(stateAgencies).values(stateAgencySeeds);
    await imported('Lefthand Wildlife Rescue', '(303) 555-0111');
    await imported('Boulder County Raptor Rescue', '303-555-0112', 40.05);
    const { html, text, mail } = await submit();

    expect(text).toContain('No rehabilitator on Wildline could be notified automatically');
    expect(text).toContain('Your request is saved, but nobody has been told about it yet. Do not wait for a call: contact one of the places below now.');
    expect(text).not.toMatch(/were notified|was notified|have been told about your request/);
    expect(html).toContain('href="tel:3035550111"');
    expect(html).toContain('href="tel:3035550112"');
    expect(text).toContain('Call (303) 555-0111');
    expect(text).toContain('Your state wildlife agency and other lines');
    expect(text).toContain('Colorado Parks and Wildlife website');
    expect(html).toContain('href="https://cpw.state.co.us"');
    // The listings' own numbers come first; the agency has no number here, so "Call now" is about the listings'.
    expect(text.indexOf('Call (303) 555-0111')).toBeLessThan(text.indexOf('Colorado Parks and Wildlife website'));
    // No guide entry chosen (none is seeded here): the general steps for a large bird.
    expect(text).toContain('While you wait: first steps for this kind of animal');
    expect(text).toContain('Do not approach it or pick it up yourself');
    expect(text).toContain('Do not give it food or water');
    // Nothing stays of a "providers notified" promise: with none notified it would be untrue.
    expect(text).not.toContain('Providers notified.');

    expect(mail.subject).toBe('Your request for help: call for help now, nobody could be notified');
    for (const line of [
      'No rehabilitator on Wildline could be notified automatically.',
      'Call one of these rehabilitators now:',
      '- Lefthand Wildlife Rescue (Boulder, CO): (303) 555-0111',
      'Your state wildlife agency: Colorado Parks and Wildlife',
      'Website: https://cpw.state.co.us',
      'While you wait:',
      '- Do not give it food or water',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain(BOULDER_REQUEST.address);
  });

  it('marks a sample listing in the e-mail as the page badges it, in English and in Spanish, and a real one not', async () => {
    await database.db.insert(providers).values([
      {
        name: 'Demo Creek Wildlife Care',
        type: 'rehabilitator',
        city: 'Boulder',
        state: 'CO',
        lat: 40.02,
        lng: -105.27,
        approved: true,
        phone: '303-555-0115',
        sample: true,
      },
      {
        name: 'Lefthand Wildlife Rescue',
        type: 'rehabilitator',
        city: 'Boulder',
        state: 'CO',
        lat: 40.03,
        lng: -105.27,
        approved: true,
        phone: '303-555-0111',
      },
    ]);
    const english = await submit();
    expect(english.mail.text).toContain('- Demo Creek Wildlife Care (Sample listing) (Boulder, CO): 303-555-0115');
    expect(english.mail.text).toContain('- Lefthand Wildlife Rescue (Boulder, CO): 303-555-0111');
    const spanish = await submit({ ...BOULDER_REQUEST, locale: 'es' });
    expect(spanish.mail.text).toContain('- Demo Creek Wildlife Care (Perfil de ejemplo) (Boulder, CO): 303-555-0115');
  });

  it('counts what the submission stored: a provider verified afterwards does not change the number', async () => {
    await imported('Lefthand Wildlife Rescue', '303-555-0111');
    const { page } = await submit();
    await createProviderAccount(database.db, { name: 'Joined Later' });
    expect(pageText(await page())).toContain('No rehabilitator on Wildline could be notified automatically');
  });
});

describe('with no match at all (Utqiagvik, AK 99723)', () => {
  it('shows the state agency’s website without "Call now" while it has no number, and its numbers to call, first, once it has', async () => {
    await database.db.insert(stateAgencies).values(stateAgencySeeds);
    const { html, text, mail, page } = await submit(UTQIAGVIK);
    expect(text).toContain('No wildlife rehabilitators found nearby');
    expect(text).toContain('Alaska Department of Fish and Game website');
    expect(html).toContain('href="https://www.adfg.alaska.gov"');
    expect(html).not.toContain('href="tel:');
    expect(text).not.toContain('Call now');
    expect(mail.text).toContain('Website: https://www.adfg.alaska.gov');
    expect(mail.text).not.toContain('Call now');

    await createPhoneLine(database.db, { hours: '24 hours a day, 7 days a week', hoursRule: '24/7', purpose: 'wildlife' });
    const withPhone = await page();
    expect(withPhone).toContain('href="tel:9075550100"');
    const shown = pageText(withPhone);
    expect(shown).toContain('Call now. These numbers can tell you who can help:');
    expect(shown).toContain(
      'Alaska Department of Fish and Game, Fairbanks office Wildlife line: injured, orphaned or problem wildlife Answered 24 hours a day',
    );
    expect(shown).toContain('Call 907-555-0100');
    // A line answered around the clock does not repeat its hours.
    expect(shown).not.toContain('Hours:');
    expect(shown.indexOf('Call 907-555-0100')).toBeLessThan(shown.indexOf('Alaska Department of Fish and Game website'));
    expect(withPhone).toContain('href="https://www.adfg.alaska.gov"');
  });
});

describe('the submitted time', () => {
  it('is in the request’s state time zone with its abbreviation', async () => {
    const { text, mail } = await submit(UTQIAGVIK);
    expect(text).toMatch(/Submitted \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M AK[SD]T/);
    expect(mail.text).toMatch(/sent \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M AK[SD]T\./);
  });
});
