import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LINE_CHECKED_ON_INVALID } from '../../../common/phone-lines-schemas.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createPhoneLine, createProviderAccount, createUser, insertSeededPhoneLines } from '../../../test/factories.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import { agencyPhoneLines, auditLog } from '../../db/schema.ts';
import { matchProviders } from '../matching/match-providers.ts';
import {
  deletePhoneLine,
  getPhoneLine,
  LINE_CHANGED_MEANWHILE,
  LINE_NOT_FOUND,
  listPhoneLines,
  NEW_LINE,
  savePhoneLine,
  statesWithoutNumber,
} from './manage-phone-lines.ts';

// Administrators keep the numbers people are given when no provider can help (decision 046):
// each with its purpose, hours and source; validated with a message per field, audited, refused
// when changed meanwhile, and for administrators only.

const database = useTestDatabase();
const db = () => database.db;
const admin = async () => actorFor(await createUser(db(), { role: 'admin' }));
/** Utqiagvik, AK 99723: nobody near. */
const UTQIAGVIK = { state: 'AK' as const, type: 'rehabilitator' as const, lat: 71.29, lng: -156.79 };
const WEDNESDAY_NOON_ALASKA = new Date('2026-12-02T21:00:00Z');
const fallbackLines = async () => (await matchProviders(db(), ANONYMOUS, UTQIAGVIK, { now: WEDNESDAY_NOON_ALASKA })).fallback?.lines ?? [];

const FORM = {
  version: NEW_LINE,
  scope: 'state',
  state: 'AK',
  organisation: 'Alaska Department of Fish and Game, Fairbanks office',
  phone: '1-800-WILDAK1',
  purpose: 'wildlife',
  hours: 'Monday to Friday, 8 a.m. to 5 p.m.',
  hoursRule: 'Mon-Fri 08:00-17:00',
  callerNote: 'Ask for the wildlife biologist on duty.',
  sourceUrl: 'https://www.adfg.alaska.gov/index.cfm?adfg=contacts.main',
  sourceExcerpt: 'Fairbanks: 1-800-WILDAK1',
  checkedOn: '2026-11-20',
};

describe('a number an administrator adds', () => {
  it('is stored as dialled and as printed, audited, and offered to the next person in the state at once', async () => {
    const actor = await admin();
    expect(await fallbackLines()).toEqual([]);
    const saved = await savePhoneLine(db(), actor, null, FORM);
    expect(saved).toMatchObject({ phone: '800-945-3251', printedAs: '1-800-WILDAK1', purpose: 'wildlife', checkedOn: '2026-11-20', seeded: false });
    expect(await fallbackLines()).toEqual([
      expect.objectContaining({ organisation: FORM.organisation, phone: '800-945-3251', answering: { now: 'open', closesMinute: 1020 } }),
    ]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'phone_line.create'));
    expect(entry).toMatchObject({ entityType: 'phone_line', entityId: saved.id, after: { phone: '800-945-3251', sourceUrl: FORM.sourceUrl } });
  });

  it('is refused without a source, a readable number or hours the app can read, each said beside its field, and nothing is stored', async () => {
    const actor = await admin();
    const refused = await savePhoneLine(db(), actor, null, {
      ...FORM,
      organisation: ' ',
      phone: 'call the troopers',
      purpose: 'emergency',
      hoursRule: 'business hours',
      sourceUrl: 'adfg.alaska.gov',
      checkedOn: '2999-01-01',
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: {
        organisation: ['Enter who answers the line'],
        phone: ['Enter a US number with its area code, as the source prints it: 800-555-0100 or 1-800-WILDLIFE'],
        purpose: ['Choose what the line is for'],
        hoursRule: [expect.stringMatching(/^Write the hours as 24\/7/)],
        sourceUrl: ['Enter the address of the page that shows this number, starting with https://'],
        checkedOn: [LINE_CHECKED_ON_INVALID],
      },
    });
    await expect(savePhoneLine(db(), actor, null, { ...FORM, state: undefined })).rejects.toMatchObject({ fieldErrors: { state: ['Choose the state'] } });
    await expect(savePhoneLine(db(), actor, null, { ...FORM, scope: 'national', region: 'west-coast' })).rejects.toMatchObject({
      fieldErrors: { situations: ['Choose at least one situation the line is for'] },
    });
    await expect(savePhoneLine(db(), actor, null, { ...FORM, state: 'DC' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await db().select().from(agencyPhoneLines)).toEqual([]);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('a national line answers only in its region and situation', async () => {
    const actor = await admin();
    await savePhoneLine(db(), actor, null, {
      ...FORM,
      scope: 'national',
      region: 'alaska',
      situations: ['marine_mammal'],
      organisation: 'Alaska Marine Mammal Stranding Network',
      phone: '877-925-7773',
      hoursRule: '24/7',
    });
    expect(await fallbackLines()).toEqual([]);
    const seal = await matchProviders(db(), ANONYMOUS, { ...UTQIAGVIK, animal: 'Marine Mammal (Seal, Sea Lion)' }, { now: WEDNESDAY_NOON_ALASKA });
    expect(seal.fallback?.lines.map((l) => l.phone)).toEqual(['877-925-7773']);
  });
});

describe('a number an administrator corrects or removes', () => {
  it('keeps its history in the audit log, and a seeded one stays as they left it', async () => {
    await insertSeededPhoneLines(db());
    const actor = await admin();
    const [seeded] = (await listPhoneLines(db(), actor)).filter((l) => l.state === 'AK');
    expect(seeded).toMatchObject({ seeded: true, checkedOn: '2026-11-28' });
    const fixed = await savePhoneLine(db(), actor, seeded!.id, { ...FORM, version: seeded!.version, phone: '907-267-2258' });
    expect(fixed).toMatchObject({ phone: '907-267-2258', seeded: true });
    const [update] = await db().select().from(auditLog).where(eq(auditLog.action, 'phone_line.update'));
    expect(update).toMatchObject({ before: { phone: seeded!.phone }, after: { phone: '907-267-2258' } });

    const removed = await deletePhoneLine(db(), actor, fixed.id, fixed.version);
    expect(removed.id).toBe(fixed.id);
    await expect(getPhoneLine(db(), actor, fixed.id)).rejects.toMatchObject({ code: 'NOT_FOUND', message: LINE_NOT_FOUND });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'phone_line.delete'))).toHaveLength(1);
  });

  it('refuses a form loaded before someone else changed the number, keeping their change', async () => {
    const [first, second] = [await admin(), await admin()];
    const line = await createPhoneLine(db());
    const version = line.updatedAt.toISOString();
    await savePhoneLine(db(), second, line.id, { ...FORM, version, phone: '907-555-0111' });
    await expect(savePhoneLine(db(), first, line.id, { ...FORM, version, phone: '907-555-0122' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: LINE_CHANGED_MEANWHILE,
    });
    await expect(deletePhoneLine(db(), first, line.id, version)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(savePhoneLine(db(), first, null, { ...FORM, version: '2026-01-01T00:00:00.000Z' })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await getPhoneLine(db(), first, line.id)).phone).toBe('907-555-0111');
  });

  it('a number that is not there, or an id that is not one, is not found', async () => {
    const actor = await admin();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'new', "1' or '1'='1"]) {
      await expect(getPhoneLine(db(), actor, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(deletePhoneLine(db(), actor, id, 'x')).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(savePhoneLine(db(), actor, id, { ...FORM, version: 'x' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('who may', () => {
  it('is administrators only: members, helpers and providers are refused (403), visitors must sign in, nothing changes', async () => {
    const line = await createPhoneLine(db());
    const others = [actorFor(await createUser(db())), actorFor(await createUser(db(), { role: 'helper' })), (await createProviderAccount(db())).actor];
    for (const actor of [...others, ANONYMOUS]) {
      const code = actor === ANONYMOUS ? 'UNAUTHORIZED' : 'FORBIDDEN';
      await expect(listPhoneLines(db(), actor)).rejects.toMatchObject({ code });
      await expect(getPhoneLine(db(), actor, line.id)).rejects.toMatchObject({ code });
      await expect(savePhoneLine(db(), actor, null, FORM)).rejects.toMatchObject({ code });
      await expect(savePhoneLine(db(), actor, line.id, { ...FORM, version: line.updatedAt.toISOString() })).rejects.toMatchObject({ code });
      await expect(deletePhoneLine(db(), actor, line.id, line.updatedAt.toISOString())).rejects.toMatchObject({ code });
      await expect(statesWithoutNumber(db(), actor)).rejects.toMatchObject({ code });
    }
    expect(await db().select().from(agencyPhoneLines)).toHaveLength(1);
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});

describe('the states without a number to call', () => {
  it('are none with the seed’s numbers, and a state whose last line is removed, or has a tip line only, is named', async () => {
    const actor = await admin();
    expect(await statesWithoutNumber(db(), actor)).toHaveLength(50);
    await insertSeededPhoneLines(db());
    expect(await statesWithoutNumber(db(), actor)).toEqual([]);
    await db().delete(agencyPhoneLines).where(eq(agencyPhoneLines.state, 'RI'));
    await createPhoneLine(db(), { state: 'RI', purpose: 'other' });
    expect(await statesWithoutNumber(db(), actor)).toEqual(['RI']);
  });
});
