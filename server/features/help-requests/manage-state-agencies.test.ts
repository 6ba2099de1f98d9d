import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKED_ON_INVALID, NEW_AGENCY } from '../../../common/state-agencies.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createProviderAccount, createUser } from '../../../test/factories.ts';
import { pageText } from '../../../test/page-text.ts';
import { loadServerBuild } from '../../../test/server-build.ts';
import { createTestApp, postForm, sessionCookieFor } from '../../../test/services.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { auditLog, stateAgencies } from '../../db/schema.ts';
import { stateAgencySeeds } from '../../db/seed/data/state-agencies.ts';
import { matchProviders } from '../matching/match-providers.ts';
import { CHANGED_MEANWHILE, getStateAgency, listStateAgencies, STATE_NOT_FOUND, updateStateAgency } from './manage-state-agencies.ts';

// Administrators keep each state's wildlife agency: what people are shown, beside its numbers
// (manage-phone-lines.test.ts), when no provider matches. Validated with field messages, audited,
// admin-only on the server.
const database = useTestDatabase();
const db = () => database.db;
const admin = async () => actorFor(await createUser(db(), { role: 'admin' }));
const seed = () => db().insert(stateAgencies).values(stateAgencySeeds);
const stored = async (state: string) => (await db().select().from(stateAgencies).where(eq(stateAgencies.state, state)))[0];

/** Somewhere nobody helps: Utqiagvik, AK 99723. */
const UTQIAGVIK = { state: 'AK' as const, type: 'rehabilitator' as const, lat: 71.29, lng: -156.79 };

const ALASKA = {
  name: 'Alaska Department of Fish and Game',
  website: 'https://www.adfg.alaska.gov',
  notes: 'After hours, leave a message.',
};
/** What the edit form sends: the contact, and the day it was checked with the agency. */
const ALASKA_FORM = { ...ALASKA, checkedOn: '2026-11-20' };

describe('the agencies as administrators see them', () => {
  it('lists all 50 states with the seeded names and websites', async () => {
    await seed();
    const agencies = await listStateAgencies(db(), await admin());
    expect(agencies).toHaveLength(50);
    expect(agencies.find((a) => a.state === 'AK')).toMatchObject({
      stateName: 'Alaska',
      name: 'Alaska Department of Fish and Game',
      website: 'https://www.adfg.alaska.gov',
      notes: null,
      stored: true,
    });
    expect(agencies.find((a) => a.state === 'NM')).toMatchObject({ name: 'New Mexico Department of Wildlife' });
  });

  it('shows a state without a row as a blank agency to fill in, and no such state as not found', async () => {
    const actor = await admin();
    await expect(getStateAgency(db(), actor, 'wy')).resolves.toMatchObject({ state: 'WY', stateName: 'Wyoming', name: '', stored: false, version: NEW_AGENCY });
    for (const state of ['DC', 'PR', 'XX', ''])
      await expect(getStateAgency(db(), actor, state)).rejects.toMatchObject({ code: 'NOT_FOUND', message: STATE_NOT_FOUND });
  });
});

describe('editing an agency', () => {
  it('saves the name, website and notes, audited, and the no-match fallback shows them from then on', async () => {
    await seed();
    const actor = await admin();
    expect((await matchProviders(db(), ANONYMOUS, UTQIAGVIK)).fallback?.agency).toMatchObject({ notes: null, website: ALASKA.website });

    const { version } = await getStateAgency(db(), actor, 'AK');
    const noSpanish = { notesEs: null };
    await expect(updateStateAgency(db(), actor, 'ak', { version, ...ALASKA_FORM })).resolves.toEqual({ state: 'AK', ...ALASKA_FORM, ...noSpanish });
    expect((await matchProviders(db(), ANONYMOUS, UTQIAGVIK)).fallback?.agency).toEqual({ state: 'AK', ...ALASKA, ...noSpanish });

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'state_agency.update'));
    expect(entry).toMatchObject({
      actorId: actor.kind === 'user' ? actor.id : '',
      entityType: 'state_agency',
      entityId: 'AK',
      before: { state: 'AK', name: ALASKA.name, website: ALASKA.website, notes: null },
      after: { state: 'AK', notes: ALASKA.notes, checkedOn: '2026-11-20' },
    });

    // A blank field clears it.
    const again = await getStateAgency(db(), actor, 'AK');
    expect(again.checkedOn).toBe('2026-11-20');
    await updateStateAgency(db(), actor, 'AK', { version: again.version, ...ALASKA_FORM, notes: '  ', checkedOn: '' });
    expect(await stored('AK')).toMatchObject({ notes: null, checkedOn: null, website: ALASKA.website });
  });

  it('keeps the notes in Spanish beside the English, for Spanish pages, and a blank one clears it', async () => {
    await seed();
    const actor = await admin();
    const spanish = { notesEs: ' Fuera de horario, deje un mensaje. ' };
    const { version } = await getStateAgency(db(), actor, 'AK');
    await updateStateAgency(db(), actor, 'AK', { version, ...ALASKA_FORM, ...spanish });
    expect((await matchProviders(db(), ANONYMOUS, UTQIAGVIK)).fallback?.agency).toMatchObject({
      notes: ALASKA.notes,
      notesEs: 'Fuera de horario, deje un mensaje.',
    });
    const again = await getStateAgency(db(), actor, 'AK');
    expect(again).toMatchObject({ notesEs: 'Fuera de horario, deje un mensaje.' });
    const refused = await updateStateAgency(db(), actor, 'AK', { version: again.version, ...ALASKA_FORM, notesEs: 'x'.repeat(1001) }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { notesEs: ['Please keep the Spanish notes under 1,000 characters'] } });
    await updateStateAgency(db(), actor, 'AK', { version: again.version, ...ALASKA_FORM, notesEs: '  ' });
    expect(await stored('AK')).toMatchObject({ notesEs: null, notes: ALASKA.notes });
  });

  it('is refused to anyone but an administrator, Spanish or not', async () => {
    await seed();
    const { version } = await getStateAgency(db(), await admin(), 'AK');
    const member = actorFor(await createUser(db()));
    await expect(updateStateAgency(db(), member, 'AK', { version, ...ALASKA_FORM, notesEs: 'Hola' })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await stored('AK')).toMatchObject({ notesEs: null });
  });

  it('creates the agency of a state that had none', async () => {
    await updateStateAgency(db(), await admin(), 'WY', {
      version: NEW_AGENCY,
      name: 'Wyoming Game and Fish Department',
      website: '',
      notes: '',
      checkedOn: '',
    });
    expect(await stored('WY')).toMatchObject({ name: 'Wyoming Game and Fish Department', website: null, notes: null });
  });

  it('refuses bad fields with a message for each, changing nothing', async () => {
    await seed();
    const actor = await admin();
    const { version } = await getStateAgency(db(), actor, 'AK');
    const refused = await updateStateAgency(db(), actor, 'AK', {
      version,
      name: '  ',
      website: 'adfg.alaska.gov',
      notes: 'n'.repeat(1001),
      checkedOn: '20/11/2026',
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: {
        name: ['Enter the agency’s official name'],
        website: ['Enter a web address starting with http:// or https://'],
        notes: ['Please keep the notes under 1,000 characters'],
        checkedOn: [CHECKED_ON_INVALID],
      },
    });
    // A day not yet come is not a day it was checked.
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    for (const checkedOn of [nextWeek, '1999-12-31', '2026-02-30']) {
      await expect(updateStateAgency(db(), actor, 'AK', { version, ...ALASKA_FORM, checkedOn }), checkedOn).rejects.toMatchObject({
        fieldErrors: { checkedOn: [CHECKED_ON_INVALID] },
      });
    }
    // A partial form would clear what it left out.
    await expect(updateStateAgency(db(), actor, 'AK', { version, name: ALASKA.name, notes: 'After hours, call.' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { website: [expect.stringMatching(/did not send/)] },
    });
    expect(await stored('AK')).toMatchObject({ name: ALASKA.name, notes: null });
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('refuses a form loaded before someone else saved the agency, keeping their change', async () => {
    await seed();
    const [first, second] = [await admin(), await admin()];
    const { version } = await getStateAgency(db(), first, 'AK');
    await updateStateAgency(db(), second, 'AK', { version, ...ALASKA_FORM });
    await expect(updateStateAgency(db(), first, 'AK', { version, ...ALASKA_FORM, notes: 'Call the troopers.' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: CHANGED_MEANWHILE,
    });
    await expect(updateStateAgency(db(), first, 'WY', { version: '2026-01-01T00:00:00.000Z', ...ALASKA_FORM })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await stored('AK'))?.notes).toBe(ALASKA.notes);
  });

  it('is for administrators only: members, helpers and providers are refused (403), visitors must sign in, nothing changes', async () => {
    await seed();
    const { version } = await getStateAgency(db(), await admin(), 'AK');
    const others = [actorFor(await createUser(db())), actorFor(await createUser(db(), { role: 'helper' })), (await createProviderAccount(db())).actor];
    for (const actor of others) {
      await expect(updateStateAgency(db(), actor, 'AK', { version, ...ALASKA_FORM })).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
      await expect(listStateAgencies(db(), actor)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(getStateAgency(db(), actor, 'AK')).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    await expect(updateStateAgency(db(), ANONYMOUS, 'AK', { version, ...ALASKA_FORM })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await stored('AK'))?.notes).toBeNull();
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});

describe('the pages /admin-dashboard/agencies', () => {
  let build: ServerBuild;
  beforeAll(async () => {
    build = await loadServerBuild();
  });

  async function signedIn(role: 'admin' | 'user') {
    const { app, auth } = createTestApp(db(), { build });
    const cookie = await sessionCookieFor(auth, (await createUser(db(), { role })).id);
    return { app, cookie };
  }

  it('an administrator edits Alaska’s agency: a refused field is shown next to it with what was typed, a saved one in the list', async () => {
    await seed();
    const { app, cookie } = await signedIn('admin');
    const list = await app.request('/admin-dashboard/agencies', { headers: { Cookie: cookie } });
    expect(list.status).toBe(200);
    const before = pageText(await list.text());
    expect(before).toContain('0 of 50 states have a number to call. 50 agencies have never been checked.');
    expect(before).not.toContain('Agency last checked');

    const page = await (await app.request('/admin-dashboard/agencies/AK', { headers: { Cookie: cookie } })).text();
    const version = page.match(/name="version" value="([^"]+)"/)?.[1];
    expect(version).toMatch(/^\d{4}-\d\d-\d\dT/);

    const refused = await postForm(app, '/admin-dashboard/agencies/AK', { version: version!, ...ALASKA_FORM, website: 'adfg' }, { Cookie: cookie });
    expect(refused.status).toBe(400);
    const shown = await refused.text();
    expect(shown).toContain('Enter a web address starting with http:// or https://');
    expect(shown).toContain('value="adfg"');

    const saved = await postForm(app, '/admin-dashboard/agencies/AK', { version: version!, ...ALASKA_FORM }, { Cookie: cookie });
    expect(saved.status).toBe(302);
    expect(saved.headers.get('location')).toBe('/admin-dashboard/agencies?saved=AK');
    const after = pageText(await (await app.request('/admin-dashboard/agencies?saved=AK', { headers: { Cookie: cookie } })).text());
    expect(after).toContain('Saved the agency for Alaska.');
    expect(after).toContain('Agency last checked Nov 20, 2026');
    expect(after).toContain('49 agencies have never been checked.');
  });

  it('a member is sent away from the pages, and their form changes nothing', async () => {
    await seed();
    const { app, cookie } = await signedIn('user');
    for (const path of ['/admin-dashboard/agencies', '/admin-dashboard/agencies/AK']) {
      const res = await app.request(path, { headers: { Cookie: cookie } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
    const posted = await postForm(app, '/admin-dashboard/agencies/AK', { version: NEW_AGENCY, ...ALASKA_FORM }, { Cookie: cookie });
    expect([302, 403]).toContain(posted.status);
    expect((await stored('AK'))?.notes).toBeNull();
  });
});
