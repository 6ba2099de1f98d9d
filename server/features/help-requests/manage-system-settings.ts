import { eq } from 'drizzle-orm';
import type { DonationSuggestions } from '../../../common/donations.ts';
import type { OutreachSettings } from '../../../common/system-settings.ts';
import { ZDonationSuggestionsInput, ZMatchingRadiusInput, ZOutreachSettingsInput } from '../../../common/system-settings-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { systemSettings } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { getDonationSuggestions } from './donation-suggestions.ts';
import { matchingRadiusMiles } from '../matching/match-providers.ts';
import { outreachSettings } from './outreach.ts';

// System settings for administrators (system_settings). The values are
// read through the same readers the wizard and matching use, and those read the table on
// every request: a saved change is what the next visitor gets, on every server process.

export interface SystemSettingsView {
  donationSuggestions: DonationSuggestions;
  matchingRadiusMiles: number;
  outreach: OutreachSettings;
}

/** What the wizard and matching use now: the stored value, or the default when none is stored. */
export async function getSystemSettings(db: Db, actor: Actor): Promise<SystemSettingsView> {
  requireActorRole(actor, 'admin');
  const [donationSuggestions, radius, outreach] = await Promise.all([getDonationSuggestions(db), matchingRadiusMiles(db), outreachSettings(db)]);
  return { donationSuggestions, matchingRadiusMiles: radius, outreach };
}

/** Writes one setting and its audit record together; before is what was stored (null: the default). */
async function saveSetting(db: Db, adminId: string, key: string, value: unknown) {
  await withTransaction(db, async (tx) => {
    const [stored] = await tx.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key)).for('update');
    await tx
      .insert(systemSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'system_setting.update',
      entityType: 'system_setting',
      entityId: key,
      before: stored?.value ?? null,
      after: value,
    });
  });
}

/** The donation step's amounts and the one chosen at first. */
export async function updateDonationSuggestions(db: Db, actor: Actor, input: unknown): Promise<DonationSuggestions> {
  const admin = requireActorRole(actor, 'admin');
  const parsed = parseOrThrow(ZDonationSuggestionsInput, input);
  const value: DonationSuggestions = { amounts: parsed.amounts, default: parsed.default };
  await saveSetting(db, admin.id, 'donation_suggestions', value);
  return value;
}

/** DESIGN.md "Matching": how far from the request a provider may be, in miles. */
export async function updateMatchingRadius(db: Db, actor: Actor, input: unknown): Promise<{ matchingRadiusMiles: number }> {
  const admin = requireActorRole(actor, 'admin');
  const parsed = parseOrThrow(ZMatchingRadiusInput, input);
  await saveSetting(db, admin.id, 'matching_radius_miles', parsed.matchingRadiusMiles);
  return parsed;
}

/**
 * Who is told of a request and when the circle widens (docs/decisions/048): listings without an
 * account e-mailed in each round, and the wait for an acceptance before the next round, by kind.
 * Submissions and the widening job read it when they run, so the next request uses it.
 */
export async function updateOutreachSettings(db: Db, actor: Actor, input: unknown): Promise<OutreachSettings> {
  const admin = requireActorRole(actor, 'admin');
  const value: OutreachSettings = parseOrThrow(ZOutreachSettingsInput, input);
  await saveSetting(db, admin.id, 'outreach', value);
  return value;
}
