import { and, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OFFICE_TIME_ZONE, instantFromLocal } from '../../../common/dates.ts';
import { englishOnly } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import {
  agencyPhoneLines,
  animalTypes,
  auditLog,
  formQuestions,
  helpRequestSubmissions,
  issueCategories,
  providers,
  standardsLevels,
  stateAgencies,
  users,
  volunteerApplications,
  wildlifeIssues,
} from '../../db/schema.ts';
import { AUDIT_ACTIONS, auditEntryColumns } from '../../lib/audit.ts';
import { auditActionLabel, auditChanges, auditSentence, auditTime, type AuditNames } from '../../lib/audit-sentences.ts';

// The audit log for administrators (DESIGN.md audit_log, docs/decisions/060): newest first, each
// entry a sentence with names for ids, what changed field by field and its time in one zone,
// filtered by who acted (part of a name or e-mail), by action and by day, a page at a time.

const PAGE_SIZE = 100;

export interface AuditFilter {
  actor?: string;
  action?: string;
  /** first day shown, 'YYYY-MM-DD', read in the log's zone */
  from?: string;
  /** last day shown, 'YYYY-MM-DD', read in the log's zone */
  to?: string;
  /** 1 = the newest entries */
  page?: number;
}

const dayStart = (day: string | undefined) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? instantFromLocal(`${day}T00:00`, OFFICE_TIME_ZONE) : null);
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function listAuditEntries(db: Db, actor: Actor, filter: AuditFilter, locale: Locale = 'en') {
  requireActorRole(actor, 'admin');
  const page = Number.isInteger(filter.page) && filter.page! > 0 ? Math.min(filter.page!, 10_000) : 1;
  const who = alias(users, 'who');
  const term = filter.actor?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const from = dayStart(filter.from);
  const until = filter.to && dayStart(filter.to) ? dayStart(nextDay(filter.to)) : null;
  const rows = await db
    .select({ ...auditEntryColumns, actorId: auditLog.actorId, actorName: who.fullName, actorEmail: who.email })
    .from(auditLog)
    .leftJoin(who, eq(who.id, auditLog.actorId))
    .where(
      and(
        pattern ? or(ilike(who.email, pattern), ilike(who.fullName, pattern)) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        from ? gte(auditLog.createdAt, from) : undefined,
        until ? lt(auditLog.createdAt, until) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  const shown = rows.slice(0, PAGE_SIZE);
  const names = await namesFor(db, shown);
  const entries = shown.map((entry) => ({
    ...entry,
    sentence: auditSentence(entry, names, locale),
    changes: auditChanges(entry, names),
    when: auditTime(entry.createdAt, locale),
  }));
  return { entries, page, hasMore: rows.length > PAGE_SIZE };
}

/** Every action the log knows, and any other it holds, each with the filter's words for it. */
export async function listAuditActions(db: Db, actor: Actor): Promise<string[]> {
  requireActorRole(actor, 'admin');
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .groupBy(auditLog.action)
    .orderBy(sql`${auditLog.action}`);
  return rows.map((r) => r.action);
}

export function auditActionChoices(seen: readonly string[]): { action: string; label: string }[] {
  return [...new Set([...AUDIT_ACTIONS, ...seen])]
    .map((action) => ({ action, label: auditActionLabel(action) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const SAMPLE = englishOnly(' (sample listing)');

type Row = { entityType: string; entityId: string | null; before: unknown; after: unknown };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PERSON_KEYS = ['userId', 'reviewedBy', 'addedBy', 'standardsVerifiedBy', 'requesterId'];
const LISTING_KEYS = ['providerId', 'acceptedProviderId', 'listingId'];

/** The names of the rows a page of entries is about, and of the people and listings their fields name. */
async function namesFor(db: Db, rows: Row[]): Promise<AuditNames> {
  const ids = new Map<string, Set<string>>();
  const want = (type: string, id: unknown) => {
    if (typeof id !== 'string' || !id) return;
    if (!ids.has(type)) ids.set(type, new Set());
    ids.get(type)!.add(id);
  };
  for (const row of rows) {
    want(row.entityType, row.entityId);
    for (const side of [row.before, row.after]) {
      if (!side || typeof side !== 'object') continue;
      const fields = side as Record<string, unknown>;
      for (const key of PERSON_KEYS) want('user', fields[key]);
      for (const key of LISTING_KEYS) want('provider', fields[key]);
      if (row.entityType === 'provider_feedback') want('provider', fields.providerId);
    }
  }
  const uuids = (type: string) => [...(ids.get(type) ?? [])].filter((id) => ID.test(id));
  const texts = (type: string) => [...(ids.get(type) ?? [])];
  const names = new Map<string, string>();
  const put = (type: string, list: { id: string; name: string | null }[]) => list.forEach(({ id, name }) => name && names.set(`${type}:${id}`, name));
  const when = <T>(list: string[], query: (list: string[]) => Promise<T[]>) => (list.length ? query(list) : Promise.resolve([] as T[]));

  const [people, listings, requests, issues, categories, animals, questions, lines, agencies, levels, applications] = await Promise.all([
    when(uuids('user'), (list) => db.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, list))),
    when(uuids('provider'), (list) =>
      db.select({ id: providers.id, name: providers.name, sample: providers.sample }).from(providers).where(inArray(providers.id, list)),
    ),
    when(uuids('help_request'), (list) =>
      db
        .select({
          id: helpRequestSubmissions.id,
          animal: helpRequestSubmissions.animalType,
          city: helpRequestSubmissions.city,
          state: helpRequestSubmissions.state,
        })
        .from(helpRequestSubmissions)
        .where(inArray(helpRequestSubmissions.id, list)),
    ),
    when(texts('wildlife_issue'), (list) =>
      db.select({ id: wildlifeIssues.id, name: wildlifeIssues.title }).from(wildlifeIssues).where(inArray(wildlifeIssues.id, list)),
    ),
    when(uuids('issue_category'), (list) =>
      db.select({ id: issueCategories.id, name: issueCategories.name }).from(issueCategories).where(inArray(issueCategories.id, list)),
    ),
    when(uuids('animal_type'), (list) => db.select({ id: animalTypes.id, name: animalTypes.name }).from(animalTypes).where(inArray(animalTypes.id, list))),
    when(uuids('form_question'), (list) =>
      db.select({ id: formQuestions.id, name: formQuestions.question }).from(formQuestions).where(inArray(formQuestions.id, list)),
    ),
    when(uuids('phone_line'), (list) =>
      db
        .select({ id: agencyPhoneLines.id, organisation: agencyPhoneLines.organisation, state: agencyPhoneLines.state, region: agencyPhoneLines.region })
        .from(agencyPhoneLines)
        .where(inArray(agencyPhoneLines.id, list)),
    ),
    when(texts('state_agency'), (list) =>
      db.select({ id: stateAgencies.state, name: stateAgencies.name }).from(stateAgencies).where(inArray(stateAgencies.state, list)),
    ),
    when(texts('standards_level'), (list) =>
      db
        .select({ id: standardsLevels.code, name: standardsLevels.name })
        .from(standardsLevels)
        .where(inArray(standardsLevels.code, list as never[])),
    ),
    when(uuids('volunteer_application'), (list) =>
      db
        .select({ id: volunteerApplications.id, name: users.fullName })
        .from(volunteerApplications)
        .innerJoin(users, eq(users.id, volunteerApplications.userId))
        .where(inArray(volunteerApplications.id, list)),
    ),
  ]);
  put('user', people);
  put(
    'provider',
    listings.map(({ id, name, sample }) => ({ id, name: sample ? `${name}${SAMPLE}` : name })),
  );
  put(
    'help_request',
    requests.map(({ id, animal, city, state }) => ({ id, name: `${animal ? `${animal}, ` : ''}${city}, ${state}` })),
  );
  put('wildlife_issue', issues);
  put('issue_category', categories);
  put('animal_type', animals);
  put('form_question', questions);
  put(
    'phone_line',
    lines.map(({ id, organisation, state, region }) => ({ id, name: `${organisation} (${state ?? region ?? 'US'})` })),
  );
  put(
    'state_agency',
    agencies.map(({ id, name }) => ({ id, name: `${name} (${id})` })),
  );
  put('standards_level', levels);
  put('volunteer_application', applications);
  // Entries about a listing by way of another table read as that listing.
  for (const row of rows) {
    if (row.entityType === 'provider_feedback' && row.after && typeof row.after === 'object') {
      const listing = names.get(`provider:${(row.after as Record<string, unknown>).providerId}`);
      if (listing) names.set(`provider_feedback:${row.entityId}`, listing);
    }
  }
  return names;
}
