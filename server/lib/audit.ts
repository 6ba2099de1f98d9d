import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

// Every admin and provider decision: who, what, when, before and after (DESIGN.md "Data").
export interface AuditEntry {
  actorId: string;
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
