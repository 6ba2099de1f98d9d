import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

// Every admin and provider decision: who, what, when, before and after (DESIGN.md "Data").

/**
 * Every action the audit log records, in one list: `recordAudit` takes only these, and the
 * administrators' log reads each as a sentence (server/lib/audit-sentences.ts), so an
 * action added here without its sentence fails the typecheck and that file's test.
 */
export const AUDIT_ACTIONS = [
  'animal_type.create',
  'animal_type.delete',
  'animal_type.update',
  'field_team.add',
  'field_team.move',
  'field_team.pickup_done',
  'field_team.remove',
  'first_aid_rule.create',
  'first_aid_rule.delete',
  'first_aid_rule.update',
  'form_question.activate',
  'form_question.create',
  'form_question.deactivate',
  'form_question.delete',
  'form_question.move',
  'form_question.update',
  'help_request.accept',
  'help_request.cancel',
  'help_request.decline',
  'help_request.resolve',
  'help_request.update_situation',
  'helper_offer.create',
  'issue_category.create',
  'issue_category.delete',
  'issue_category.update',
  'phone_line.create',
  'phone_line.delete',
  'phone_line.update',
  'provider.approve',
  'provider.capacity_end',
  'provider.capacity_set',
  'provider.claim',
  'provider.create',
  'provider.document_delete',
  'provider.document_upload',
  'provider.emails_resume',
  'provider.emails_stop',
  'provider.import',
  'provider.reject',
  'provider.release',
  'provider.standards.decline',
  'provider.standards.verify',
  'provider.update',
  'provider.verify_documents',
  'provider.verify_standards',
  'provider_feedback.create',
  'standards_level.update',
  'state_agency.update',
  'system_setting.update',
  'user.delete',
  'user.role',
  'volunteer.apply',
  'volunteer.approve',
  'volunteer.reject',
  'wildlife_issue.activate',
  'wildlife_issue.create',
  'wildlife_issue.deactivate',
  'wildlife_issue.delete',
  'wildlife_issue.update',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditEntry {
  /** null for what nobody signed in did: a listing's answer by its e-mail link (docs/decisions/048) */
  actorId: string | null;
  action: AuditAction;
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
