import { asc, eq } from 'drizzle-orm';
import { NEW_AGENCY, type StateAgencyContact } from '../../../common/state-agencies.ts';
import { ZStateAgencyInput } from '../../../common/state-agencies-schemas.ts';
import { STATE_CODES, stateName, type StateCode } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { stateAgencies } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';

// Administrators keep each state's wildlife agency: its name, website and notes, as the no-match
// fallback and the "nobody could be notified" page show them; its numbers are its phone lines
// (manage-phone-lines.ts, docs/decisions/046). Every change is audit-logged with before and after.

export const STATE_NOT_FOUND = 'There is no such US state.';
export const CHANGED_MEANWHILE = 'Someone else changed this agency while you were editing it. It is shown below as it is now: make your change again.';

/** What an administrator saves: the contact people see, and the day it was checked. */
export type StoredStateAgency = StateAgencyContact & {
  /** the day an administrator last confirmed the details with the agency ('2026-11-24'); null: never */
  checkedOn: string | null;
};

export interface StateAgencyRow extends StoredStateAgency {
  stateName: string;
  /** false for a state without a row yet: its form starts blank */
  stored: boolean;
  updatedAt: Date | null;
  /** what the edit form sends back, so a change made meanwhile by someone else is not overwritten */
  version: string;
}

const columns = {
  state: stateAgencies.state,
  name: stateAgencies.name,
  website: stateAgencies.website,
  notes: stateAgencies.notes,
  notesEs: stateAgencies.notesEs,
  checkedOn: stateAgencies.checkedOn,
  updatedAt: stateAgencies.updatedAt,
};

const versionOf = (stored: { updatedAt: Date } | undefined) => stored?.updatedAt.toISOString() ?? NEW_AGENCY;

const blank = (state: StateCode): StateAgencyRow => ({
  state,
  stateName: stateName(state),
  name: '',
  website: null,
  notes: null,
  notesEs: null,
  checkedOn: null,
  stored: false,
  updatedAt: null,
  version: NEW_AGENCY,
});
const shown = (row: typeof stateAgencies.$inferSelect): StateAgencyRow => ({
  ...row,
  stateName: stateName(row.state as StateCode),
  stored: true,
  version: versionOf(row),
});

function stateCode(state: string): StateCode {
  const code = state.toUpperCase();
  if (!(STATE_CODES as readonly string[]).includes(code)) throw notFound(STATE_NOT_FOUND);
  return code as StateCode;
}

/** Every one of the 50 states, in the order of their names, with its agency or a blank one. */
export async function listStateAgencies(db: Db, actor: Actor): Promise<StateAgencyRow[]> {
  requireActorRole(actor, 'admin');
  const rows = await db.select(columns).from(stateAgencies).orderBy(asc(stateAgencies.state));
  const byState = new Map(rows.map((row) => [row.state, row]));
  return STATE_CODES.map((state) => {
    const row = byState.get(state);
    return row ? shown(row) : blank(state);
  });
}

export async function getStateAgency(db: Db, actor: Actor, state: string): Promise<StateAgencyRow> {
  requireActorRole(actor, 'admin');
  const code = stateCode(state);
  const [row] = await db.select(columns).from(stateAgencies).where(eq(stateAgencies.state, code));
  return row ? shown(row) : blank(code);
}

/**
 * Replaces the state's agency with what the form sent (a blank field clears it), in one
 * transaction with its audit record; refused when the agency changed since the form was loaded.
 */
export async function updateStateAgency(db: Db, actor: Actor, state: string, input: unknown): Promise<StoredStateAgency> {
  const admin = requireActorRole(actor, 'admin');
  const code = stateCode(state);
  const { version, ...fields } = parseOrThrow(ZStateAgencyInput, input);
  const after: StoredStateAgency = { state: code, ...fields };
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select(columns).from(stateAgencies).where(eq(stateAgencies.state, code)).for('update');
    if (version !== versionOf(before)) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    await tx
      .insert(stateAgencies)
      .values(after)
      .onConflictDoUpdate({ target: stateAgencies.state, set: { ...fields, updatedAt: new Date() } });
    const { updatedAt: _, ...stored } = before ?? { updatedAt: null };
    await recordAudit(tx, {
      actorId: admin.id,
      action: 'state_agency.update',
      entityType: 'state_agency',
      entityId: code,
      before: before ? stored : null,
      after,
    });
  });
  return after;
}
