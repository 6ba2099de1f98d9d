import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

// Every admin and provider decision: who, what, when, before and after (DESIGN.md "Data").
export interface AuditEntry {
  /** null for what nobody signed in did: a listing's answer by its e-mail link (docs/decisions/048) */
  actorId: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Pass the transaction that made the change, so the record and the change stand or fall together. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

/** One entry read back: what was done to which row, before and after, and when (the admin's
 * audit log and a person's own account data both show it). */
export const auditEntryColumns = {
  id: auditLog.id,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
  createdAt: auditLog.createdAt,
};
