import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MatchedProvider } from '../../../common/matching.ts';
import { OUTREACH_DEFAULTS, type OutreachSettings } from '../../../common/system-settings.ts';
import { ZOutreachSettingsInput } from '../../../common/system-settings-schemas.ts';
import type { Db } from '../../db/client.ts';
import { providerContacts, providers, pushSubscriptions, systemSettings, users } from '../../db/schema.ts';
import { alertedByPush } from '../push/subscriptions.ts';
import { runsListing } from '../providers/listing-operator.ts';

// Who is told of a request (docs/decisions/048). A listing run by a provider account hears of it
// as it chose (its dashboard, e-mail, browser notifications); a listing with an e-mail address and
// no account is e-mailed, with links to take the request without an account. Of the latter, only
// the first few in the matcher's own order (room and open first, nearest first) in each round,
// never one whose e-mails were stopped, never a sample listing, and none more than
// EMAILS_PER_LISTING_PER_DAY times a day.

/** At most this many requests are e-mailed to one listing in 24 hours. */
export const EMAILS_PER_LISTING_PER_DAY = 10;

/** The settings an administrator keeps (`/admin-dashboard/settings`), or their defaults. */
export async function outreachSettings(db: Db): Promise<OutreachSettings> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, 'outreach'));
  const parsed = ZOutreachSettingsInput.safeParse(row?.value ?? {});
  return parsed.success ? parsed.data : OUTREACH_DEFAULTS;
}

/** How long a request waits for someone to accept before the next round. */
export const waitBeforeNextRound = (settings: OutreachSettings, type: 'emergency' | 'conflict') =>
  (type === 'emergency' ? settings.emergencyMinutes : settings.conflictMinutes) * 60_000;

export interface Reach {
  /** listings run by a provider account: told through it */
  accounts: string[];
  /** their browsers that chose notifications */
  devices: string[];
  /** listings with an e-mail address and no account: e-mailed */
  emails: string[];
}

export const NOBODY: Reach = { accounts: [], devices: [], emails: [] };
export const reachesSomeone = (reach: Reach) => reach.accounts.length + reach.emails.length > 0;

/**
 * Of `matched` (the matcher's answer, in its order), whom to tell now: every listing with room run
 * by an account, and the first `count` with room that have an e-mail address, no account, e-mails
 * not stopped and fewer than the day's limit, leaving out those already `told` of this request.
 */
export async function listingsToTell(
  db: Db,
  matched: MatchedProvider[],
  { count, told = new Set<string>(), now }: { count: number; told?: ReadonlySet<string>; now: Date },
): Promise<Reach> {
  const candidates = matched.filter((p) => !p.full && !told.has(p.id)).map((p) => p.id);
  if (!candidates.length) return NOBODY;
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const rows = await db
    .select({
      id: providers.id,
      email: providers.email,
      stopped: providers.outreachStoppedAt,
      sample: providers.sample,
      account: users.id,
      device: pushSubscriptions.id,
      // Named in full, so that "id" is the listing's whatever drizzle writes around it.
      emailedToday: sql<number>`(select count(*)::int from provider_contacts sent where sent.provider_id = ${sql.raw('"providers"."id"')}
        and sent.contact_type = 'email' and sent.created_at > ${dayAgo.toISOString()}::timestamptz)`,
    })
    .from(providers)
    .leftJoin(users, runsListing)
    .leftJoin(pushSubscriptions, alertedByPush)
    .where(inArray(providers.id, candidates));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const accounts = new Set<string>();
  const devices: string[] = [];
  const emails: string[] = [];
  for (const row of rows) {
    if (!row.account) continue;
    accounts.add(row.id);
    if (row.device) devices.push(row.device);
  }
  for (const id of candidates) {
    const row = byId.get(id);
    // A sample listing's address is made up (example.org): it is shown, never written to.
    if (!row || row.account || !row.email || row.stopped || row.sample || emails.length >= count) continue;
    if (Number(row.emailedToday) < EMAILS_PER_LISTING_PER_DAY) emails.push(id);
  }
  return { accounts: candidates.filter((id) => accounts.has(id)), devices, emails };
}

/** The contact rows a round writes at `now`: how each listing was told (the day's limit counts them by their time). */
export const contactRows = (requestId: string, reach: Reach, round: number, now: Date) => [
  ...reach.accounts.map((providerId) => ({ providerId, requestId, contactType: 'notification' as const, round, createdAt: now })),
  ...reach.emails.map((providerId) => ({ providerId, requestId, contactType: 'email' as const, round, createdAt: now })),
];

export interface ToldListing {
  providerId: string;
  name: string;
  sample: boolean;
  type: 'rehabilitator' | 'control';
  /** 'notification': through its Wildline account; 'email': by e-mail to its listing's address */
  how: 'notification' | 'email';
  round: number;
  at: Date;
}

/** Who has been told of each request so far, first told first. */
export async function listingsTold(db: Db, requestIds: string[]): Promise<Map<string, ToldListing[]>> {
  const told = new Map<string, ToldListing[]>();
  if (!requestIds.length) return told;
  const rows = await db
    .select({
      requestId: providerContacts.requestId,
      providerId: providerContacts.providerId,
      how: providerContacts.contactType,
      round: providerContacts.round,
      at: providerContacts.createdAt,
      name: providers.name,
      sample: providers.sample,
      type: providers.type,
    })
    .from(providerContacts)
    .innerJoin(providers, eq(providers.id, providerContacts.providerId))
    .where(and(inArray(providerContacts.requestId, requestIds), inArray(providerContacts.contactType, ['notification', 'email'])))
    .orderBy(asc(providerContacts.createdAt), asc(providers.name));
  for (const { requestId, how, ...row } of rows) {
    told.set(requestId, [...(told.get(requestId) ?? []), { ...row, how: how as ToldListing['how'] }]);
  }
  return told;
}

/** The listings already told of a request, to leave out of the next round. */
export async function idsTold(db: Db, requestId: string): Promise<Set<string>> {
  const rows = await db.select({ id: providerContacts.providerId }).from(providerContacts).where(eq(providerContacts.requestId, requestId));
  return new Set(rows.map((row) => row.id));
}
