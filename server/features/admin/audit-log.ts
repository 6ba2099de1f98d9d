import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema.ts';
import { auditEntryColumns } from '../../lib/audit.ts';

// The audit log for administrators (DESIGN.md audit_log, issue 7): newest first, filtered by
// who acted (part of a name or e-mail) and by action, a page at a time.

const PAGE_SIZE = 100;

export interface AuditFilter {
  actor?: string;
  action?: string;
  /** 1 = the newest entries */
  page?: number;
}

export async function listAuditEntries(db: Db, actor: Actor, filter: AuditFilter) {
  requireActorRole(actor, 'admin');
  const page = Number.isInteger(filter.page) && filter.page! > 0 ? Math.min(filter.page!, 10_000) : 1;
  const who = alias(users, 'who');
  const term = filter.actor?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select({ ...auditEntryColumns, actorName: who.fullName, actorEmail: who.email })
    .from(auditLog)
    .leftJoin(who, eq(who.id, auditLog.actorId))
    .where(
      and(pattern ? or(ilike(who.email, pattern), ilike(who.fullName, pattern)) : undefined, filter.action ? eq(auditLog.action, filter.action) : undefined),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE);
  return { entries: rows.slice(0, PAGE_SIZE), page, hasMore: rows.length > PAGE_SIZE };
}

/** The actions seen so far, for the filter's list. */
export async function listAuditActions(db: Db, actor: Actor): Promise<string[]> {
  requireActorRole(actor, 'admin');
  const rows = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .groupBy(auditLog.action)
    .orderBy(sql`${auditLog.action}`);
  return rows.map((r) => r.action);
}
