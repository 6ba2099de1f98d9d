import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DONATION_DEFAULTS } from '../../../common/donations.ts';
import type { Role } from '../../../common/roles.ts';
import { OUTREACH_DEFAULTS } from '../../../common/system-settings.ts';
import { useTestDatabase } from '../../../test/database.ts';
import { actorFor, createUser } from '../../../test/factories.ts';
import { ANONYMOUS, type Actor } from '../../auth/actor.ts';
import { auditLog, providers, systemSettings } from '../../db/schema.ts';
import { getDonationSuggestions } from './donation-suggestions.ts';
import { matchProviders, matchingRadiusMiles } from '../matching/match-providers.ts';
import { getSystemSettings, updateDonationSuggestions, updateMatchingRadius } from './manage-system-settings.ts';

// System settings for administrators: validated, audited, and what the
// wizard's donation step and provider matching use from the next request on.
const database = useTestDatabase();
const db = () => database.db;
const admin = async (): Promise<Actor> => actorFor(await createUser(db(), { role: 'admin' }));
const stored = async (key: string) => (await db().select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key)))[0]?.value;

async function expectDonationError(input: Record<string, unknown>, field: 'amounts' | 'default', message: string | RegExp) {
  const error = await updateDonationSuggestions(db(), await admin(), input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  expect((error as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  expect(await stored('donation_suggestions')).toBeUndefined();
}

describe('donation suggestions', () => {
  it('shows the default donation amounts (25, 50, 100, 250; 50 chosen), the 60-mile radius and the outreach defaults while nothing is stored', async () => {
    await expect(getSystemSettings(db(), await admin())).resolves.toEqual({
      donationSuggestions: DONATION_DEFAULTS,
      matchingRadiusMiles: 60,
      outreach: OUTREACH_DEFAULTS,
    });
  });

  it('saves amounts and a default, which the wizard’s donation step gets at once, audited', async () => {
    const actor = await admin();
    await db().insert(systemSettings).values({ key: 'donation_suggestions', value: DONATION_DEFAULTS });
    await expect(updateDonationSuggestions(db(), actor, { amounts: '10\n$20.50\n\n1,000', default: '20.50' })).resolves.toEqual({
      amounts: [10, 20.5, 1000],
      default: 20.5,
    });
    expect(await getDonationSuggestions(db())).toEqual({ amounts: [10, 20.5, 1000], default: 20.5 });
    expect((await getSystemSettings(db(), actor)).donationSuggestions).toEqual({ amounts: [10, 20.5, 1000], default: 20.5 });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'system_setting.update'));
    expect(entry).toMatchObject({
      entityType: 'system_setting',
      entityId: 'donation_suggestions',
      before: DONATION_DEFAULTS,
      after: { amounts: [10, 20.5, 1000], default: 20.5 },
    });
  });

  it('takes one to eight amounts', async () => {
    await expectDonationError({ amounts: '\n  \n', default: '' }, 'amounts', 'Give at least one amount');
    await expectDonationError({ amounts: [1, 2, 3, 4, 5, 6, 7, 8, 9], default: 1 }, 'amounts', 'At most 8 amounts');
    await expect(updateDonationSuggestions(db(), await admin(), { amounts: [1, 2, 3, 4, 5, 6, 7, 8], default: 8 })).resolves.toMatchObject({ default: 8 });
    await expect(updateDonationSuggestions(db(), await admin(), { amounts: '15', default: '15' })).resolves.toEqual({ amounts: [15], default: 15 });
  });

  it('takes amounts above 0, at most 10,000, with at most two decimals', async () => {
    await expectDonationError({ amounts: '0\n25', default: '25' }, 'amounts', 'Each amount must be more than 0');
    await expectDonationError({ amounts: '-5\n25', default: '25' }, 'amounts', '“-5” is not an amount');
    await expectDonationError({ amounts: '10000.01\n25', default: '25' }, 'amounts', 'Each amount must be at most 10,000');
    await expectDonationError({ amounts: '12.345\n25', default: '25' }, 'amounts', /“12.345” is not an amount: write dollars with at most two decimals/);
    await expectDonationError({ amounts: 'lots\n25', default: '25' }, 'amounts', '“lots” is not an amount');
    await expect(updateDonationSuggestions(db(), await admin(), { amounts: [0.01, 10_000], default: 10_000 })).resolves.toEqual({
      amounts: [0.01, 10_000],
      default: 10_000,
    });
  });

  it('takes each amount once', async () => {
    await expectDonationError({ amounts: '25\n50\n25.00', default: '50' }, 'amounts', 'Each amount must be different: 25 is listed twice');
  });

  it('needs a default that is one of the amounts', async () => {
    await expectDonationError({ amounts: '25\n50', default: '' }, 'default', 'Enter the default amount, one of the amounts above');
    await expectDonationError({ amounts: '25\n50', default: '75' }, 'default', 'The default must be one of the amounts');
    await expectDonationError({ amounts: '25\n50', default: 'fifty' }, 'default', '“fifty” is not an amount');
  });
});

describe('matching radius', () => {
  it('saves the radius, which matching uses at once, audited', async () => {
    const actor = await admin();
    // About 30 miles north of Boulder, CO: inside 60 miles, outside 20.
    await db()
      .insert(providers)
      .values({
        name: 'Thirty miles',
        type: 'rehabilitator',
        city: 'Longmont',
        state: 'CO',
        lat: 40.015 + 30 / 69.05,
        lng: -105.2705,
        approved: true,
        claimed: true,
      });
    const match = () => matchProviders(db(), ANONYMOUS, { state: 'CO', type: 'rehabilitator', lat: 40.015, lng: -105.2705 });
    expect((await match()).providers.map((p) => p.name)).toEqual(['Thirty miles']);

    await expect(updateMatchingRadius(db(), actor, { matchingRadiusMiles: '20' })).resolves.toEqual({ matchingRadiusMiles: 20 });
    expect(await matchingRadiusMiles(db())).toBe(20);
    const narrow = await match();
    expect(narrow.radiusMiles).toBe(20);
    expect(narrow.providers.map((p) => p.name)).not.toContain('Thirty miles');
    expect((await getSystemSettings(db(), actor)).matchingRadiusMiles).toBe(20);

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, 'matching_radius_miles'));
    expect(entry).toMatchObject({ action: 'system_setting.update', before: null, after: 20 });
  });

  it('takes whole miles from 5 to 250', async () => {
    const actor = await admin();
    for (const bad of ['4', '251', '40.5', '-10']) {
      await expect(updateMatchingRadius(db(), actor, { matchingRadiusMiles: bad })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { matchingRadiusMiles: ['The radius must be a whole number of miles from 5 to 250'] },
      });
    }
    for (const bad of ['', 'far', undefined]) {
      await expect(updateMatchingRadius(db(), actor, { matchingRadiusMiles: bad })).rejects.toMatchObject({
        fieldErrors: { matchingRadiusMiles: ['Enter the radius in miles'] },
      });
    }
    expect(await stored('matching_radius_miles')).toBeUndefined();
    await updateMatchingRadius(db(), actor, { matchingRadiusMiles: '5' });
    await updateMatchingRadius(db(), actor, { matchingRadiusMiles: 250 });
    expect(await stored('matching_radius_miles')).toBe(250);
  });
});

describe('who may change settings', () => {
  it('refuses users, helpers, providers and anonymous visitors, changing nothing', async () => {
    await db().insert(systemSettings).values({ key: 'donation_suggestions', value: DONATION_DEFAULTS });
    const others: [Actor, string][] = [[ANONYMOUS, 'UNAUTHORIZED']];
    for (const role of ['user', 'helper', 'provider'] satisfies Role[]) others.push([actorFor(await createUser(db(), { role })), 'FORBIDDEN']);
    for (const [other, code] of others) {
      await expect(getSystemSettings(db(), other)).rejects.toMatchObject({ code });
      await expect(updateDonationSuggestions(db(), other, { amounts: '5\n10', default: '5' })).rejects.toMatchObject({ code });
      await expect(updateMatchingRadius(db(), other, { matchingRadiusMiles: '10' })).rejects.toMatchObject({ code });
    }
    expect(await stored('donation_suggestions')).toEqual(DONATION_DEFAULTS);
    expect(await stored('matching_radius_miles')).toBeUndefined();
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});
