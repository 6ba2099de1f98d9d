import { eq } from 'drizzle-orm';
import { NAMED_STANDARDS_LEVELS, type NamedStandardsLevel, type StandardsLevelNames } from '../../../common/matching.ts';
import { ZStandardsLevelInput } from '../../../common/standards-levels-schemas.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { standardsLevels } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';

// Administrators name the standards levels in English and Spanish (decision 039). The
// codes stay: providers.standards keeps them, and matching orders by them. A saved name is on
// every page at once: the table's trigger announces the change (migration 0023), so the kept
// pages are dropped (decision 024), and every page reads the names as it is rendered.

export const LEVEL_NOT_FOUND = 'There is no such standards level.';
export const LEVEL_CHANGED_MEANWHILE = 'Someone else changed this level while you were editing it. It is shown below as it is now: make your change again.';

export interface StandardsLevelRow extends StandardsLevelNames {
  code: NamedStandardsLevel;
  updatedAt: Date;
  /** what the edit form sends back, so a change made meanwhile by someone else is not overwritten */
  version: string;
}

const columns = { code: standardsLevels.code, name: standardsLevels.name, nameEs: standardsLevels.nameEs, updatedAt: standardsLevels.updatedAt };

const withVersion = (row: typeof standardsLevels.$inferSelect): StandardsLevelRow => ({ ...row, version: row.updatedAt.toISOString() });

function levelCode(level: string): NamedStandardsLevel {
  if (!(NAMED_STANDARDS_LEVELS as readonly string[]).includes(level)) throw notFound(LEVEL_NOT_FOUND);
  return level as NamedStandardsLevel;
}

/** The three levels, lowest first, as the edit forms show them. */
export async function listStandardsLevelsForAdmin(db: Db, actor: Actor): Promise<StandardsLevelRow[]> {
  requireActorRole(actor, 'admin');
  const rows = await db.select(columns).from(standardsLevels);
  const byCode = new Map(rows.map((row) => [row.code, withVersion(row)]));
  return NAMED_STANDARDS_LEVELS.flatMap((code) => byCode.get(code) ?? []);
}

/**
 * Renames a level in both languages (a blank Spanish name clears it), in one transaction with its
 * audit record; refused when the level changed since the form was loaded.
 */
export async function updateStandardsLevel(db: Db, actor: Actor, level: string, input: unknown): Promise<StandardsLevelRow> {
  const admin = requireActorRole(actor, 'admin');
  const code = levelCode(level);
  const { version, ...names } = parseOrThrow(ZStandardsLevelInput, input);
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select(columns).from(standardsLevels).where(eq(standardsLevels.code, code)).for('update');
    if (!before) throw notFound(LEVEL_NOT_FOUND);
    if (version !== before.updatedAt.toISOString()) throw new AppError('CONFLICT', LEVEL_CHANGED_MEANWHILE);
    const [after] = await tx
      .update(standardsLevels)
      .set({ ...names, updatedAt: new Date() })
      .where(eq(standardsLevels.code, code))
      .returning();
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'standards_level.update',
      entityType: 'standards_level',
      entityId: code,
      before: { name: before.name, nameEs: before.nameEs },
      after: names,
    });
    return withVersion(after!);
  });
}
