import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { WizardDraft } from '../../../common/wizard.ts';
import type { Db } from '../../db/client.ts';
import { wizardDrafts } from '../../db/schema.ts';

// Wizard answers kept on the server, keyed by the draft id in the visitor's signed cookie
// (draft-id.ts).

export async function loadDraft(db: Db, draftId: string): Promise<WizardDraft> {
  const [row] = await db.select({ data: wizardDrafts.data }).from(wizardDrafts).where(eq(wizardDrafts.id, draftId));
  return (row?.data as WizardDraft | undefined) ?? {};
}

/** Merges `patch` into the draft (one statement: two tabs cannot lose each other's steps). */
export async function saveDraft(db: Db, draftId: string, patch: WizardDraft): Promise<void> {
  await db
    .insert(wizardDrafts)
    .values({ id: draftId, data: patch })
    .onConflictDoUpdate({ target: wizardDrafts.id, set: { data: sql`${wizardDrafts.data} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() } });
}

export async function replaceDraft(db: Db, draftId: string, draft: WizardDraft): Promise<void> {
  await db
    .insert(wizardDrafts)
    .values({ id: draftId, data: draft })
    .onConflictDoUpdate({ target: wizardDrafts.id, set: { data: draft, updatedAt: new Date() } });
}

/**
 * The Idempotency-Key for the draft's final submit, made once in one statement: two submits at
 * once (a double tap, two tabs) both get the first one's key, so they make one request. Null
 * when the draft holds no checked details, e.g. because another submit has just used it up.
 */
export async function claimSubmissionKey(db: Db, draftId: string): Promise<string | null> {
  const [row] = await db
    .update(wizardDrafts)
    .set({
      data: sql`${wizardDrafts.data} || jsonb_build_object('submissionKey', coalesce(${wizardDrafts.data} ->> 'submissionKey', ${randomUUID()}::text))`,
      updatedAt: new Date(),
    })
    .where(and(eq(wizardDrafts.id, draftId), isNotNull(sql`${wizardDrafts.data} -> 'details'`)))
    .returning({ key: sql<string>`${wizardDrafts.data} ->> 'submissionKey'` });
  return row?.key ?? null;
}

/** After a submit, the draft keeps only the request it made (for a late second submit). */
export async function markDraftSubmitted(db: Db, draftId: string, requestId: string): Promise<void> {
  await replaceDraft(db, draftId, { submittedRequestId: requestId });
}
