import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PhoneLine } from '../../../common/phone-lines.ts';
import { ZPhoneLineInput } from '../../../common/phone-lines-schemas.ts';
import { STATE_CODES, type StateCode } from '../../../common/us-states.ts';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { agencyPhoneLines } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { parseOrThrow } from '../../lib/validation.ts';

// Administrators keep the numbers people are given when no provider can help
// (/admin-dashboard/agencies, docs/decisions/046): each with its purpose, hours, source and the
// day it was checked. Every change is audit-logged with before and after; an edit carries the
// version it was made from, so two administrators cannot silently overwrite each other.

export const LINE_NOT_FOUND = 'There is no such phone line: it may have been removed.';
export const LINE_CHANGED_MEANWHILE = 'Someone else changed this number while you were editing it. It is shown below as it is now: make your change again.';
export const NEW_LINE = 'new';

/** A line as administrators see it: what people see, and where it came from. */
export interface AdminPhoneLine extends PhoneLine {
  sourceUrl: string | null;
  sourceExcerpt: string | null;
  checkedOn: string | null;
  /** brought by the seed from `../shared/contacts/` (and not since edited: see the audit log) */
  seeded: boolean;
  updatedAt: Date;
  version: string;
}

const columns = {
  id: agencyPhoneLines.id,
  scope: agencyPhoneLines.scope,
  state: agencyPhoneLines.state,
  region: agencyPhoneLines.region,
  situations: agencyPhoneLines.situations,
  organisation: agencyPhoneLines.organisation,
  phone: agencyPhoneLines.phone,
  printedAs: agencyPhoneLines.printedAs,
  purpose: agencyPhoneLines.purpose,
  hours: agencyPhoneLines.hours,
  hoursEs: agencyPhoneLines.hoursEs,
  hoursRule: agencyPhoneLines.hoursRule,
  callerNote: agencyPhoneLines.callerNote,
  callerNoteEs: agencyPhoneLines.callerNoteEs,
  sourceUrl: agencyPhoneLines.sourceUrl,
  sourceExcerpt: agencyPhoneLines.sourceExcerpt,
  checkedOn: agencyPhoneLines.checkedOn,
  seedKey: agencyPhoneLines.seedKey,
  updatedAt: agencyPhoneLines.updatedAt,
};
type Row = Awaited<ReturnType<typeof selectLines>>[number];
const selectLines = (db: Db) => db.select(columns).from(agencyPhoneLines);

const shown = ({ seedKey, ...row }: Row): AdminPhoneLine => ({
  ...(row as Omit<Row, 'seedKey'> & PhoneLine),
  seeded: seedKey !== null,
  version: row.updatedAt.toISOString(),
});

/** Every line: each state's in the order of the states' codes, then the national ones. */
export async function listPhoneLines(db: Db, actor: Actor): Promise<AdminPhoneLine[]> {
  requireActorRole(actor, 'admin');
  const rows = await selectLines(db).orderBy(
    sql`${agencyPhoneLines.scope} = 'national'`,
    asc(agencyPhoneLines.state),
    agencyPhoneLines.createdAt,
    agencyPhoneLines.id,
  );
  return rows.map(shown);
}

/** One state's lines. */
export async function statePhoneLines(db: Db, actor: Actor, state: StateCode): Promise<AdminPhoneLine[]> {
  requireActorRole(actor, 'admin');
  const rows = await selectLines(db)
    .where(and(eq(agencyPhoneLines.scope, 'state'), eq(agencyPhoneLines.state, state)))
    .orderBy(agencyPhoneLines.createdAt, agencyPhoneLines.id);
  return rows.map(shown);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getPhoneLine(db: Db, actor: Actor, id: string): Promise<AdminPhoneLine> {
  requireActorRole(actor, 'admin');
  if (!UUID.test(id)) throw notFound(LINE_NOT_FOUND);
  const [row] = await selectLines(db).where(eq(agencyPhoneLines.id, id));
  if (!row) throw notFound(LINE_NOT_FOUND);
  return shown(row);
}

/** The stored columns of what an administrator sent. */
function storedFields(input: ReturnType<typeof ZPhoneLineInput.parse>) {
  const national = input.scope === 'national';
  return {
    scope: input.scope,
    state: national ? null : input.state!,
    region: national ? input.region! : null,
    situations: national ? input.situations : [],
    organisation: input.organisation,
    phone: input.phone.phone,
    printedAs: input.phone.printedAs,
    purpose: input.purpose,
    hours: input.hours,
    hoursEs: input.hoursEs,
    hoursRule: input.hoursRule,
    callerNote: input.callerNote,
    callerNoteEs: input.callerNoteEs,
    sourceUrl: input.sourceUrl,
    sourceExcerpt: input.sourceExcerpt,
    checkedOn: input.checkedOn,
  };
}

/** Adds a line (`id` null) or replaces one, refused when it changed since the form was loaded. */
export async function savePhoneLine(db: Db, actor: Actor, id: string | null, input: unknown): Promise<AdminPhoneLine> {
  const admin = requireActorRole(actor, 'admin');
  const parsed = parseOrThrow(ZPhoneLineInput, input);
  const fields = storedFields(parsed);
  return withTransaction(db, async (tx) => {
    let saved: Row;
    if (id === null) {
      if (parsed.version !== NEW_LINE) throw new AppError('CONFLICT', LINE_CHANGED_MEANWHILE);
      [saved] = (await tx.insert(agencyPhoneLines).values(fields).returning(columns)) as [Row];
      await recordAudit(tx, { actorId: admin.id, action: 'phone_line.create', entityType: 'phone_line', entityId: saved.id, after: fields });
    } else {
      if (!UUID.test(id)) throw notFound(LINE_NOT_FOUND);
      const [before] = await tx.select(columns).from(agencyPhoneLines).where(eq(agencyPhoneLines.id, id)).for('update');
      if (!before) throw notFound(LINE_NOT_FOUND);
      if (parsed.version !== before.updatedAt.toISOString()) throw new AppError('CONFLICT', LINE_CHANGED_MEANWHILE);
      [saved] = (await tx
        .update(agencyPhoneLines)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(agencyPhoneLines.id, id))
        .returning(columns)) as [Row];
      const { updatedAt: _, seedKey: __, ...was } = before;
      await recordAudit(tx, { actorId: admin.id, action: 'phone_line.update', entityType: 'phone_line', entityId: id, before: was, after: fields });
    }
    return shown(saved);
  });
}

/** Removes a line, refused when it changed since the page was loaded. The seed never brings it back. */
export async function deletePhoneLine(db: Db, actor: Actor, id: string, version: unknown): Promise<AdminPhoneLine> {
  const admin = requireActorRole(actor, 'admin');
  if (!UUID.test(id)) throw notFound(LINE_NOT_FOUND);
  return withTransaction(db, async (tx) => {
    const [before] = await tx.select(columns).from(agencyPhoneLines).where(eq(agencyPhoneLines.id, id)).for('update');
    if (!before) throw notFound(LINE_NOT_FOUND);
    if (version !== before.updatedAt.toISOString()) throw new AppError('CONFLICT', LINE_CHANGED_MEANWHILE);
    await tx.delete(agencyPhoneLines).where(eq(agencyPhoneLines.id, id));
    const { updatedAt: _, seedKey: __, ...was } = before;
    await recordAudit(tx, { actorId: admin.id, action: 'phone_line.delete', entityType: 'phone_line', entityId: id, before: was });
    return shown(before);
  });
}

/**
 * The states where a person would be given no number to call: no line of their agency's but a
 * tip line, or none at all. The admin overview warns while there is one.
 */
export async function statesWithoutNumber(db: Db, actor: Actor): Promise<StateCode[]> {
  requireActorRole(actor, 'admin');
  const rows = await db
    .selectDistinct({ state: agencyPhoneLines.state })
    .from(agencyPhoneLines)
    .where(and(eq(agencyPhoneLines.scope, 'state'), inArray(agencyPhoneLines.purpose, ['wildlife', 'rehab_referral', 'enforcement_24h', 'main'])));
  const covered = new Set(rows.map((row) => row.state));
  return STATE_CODES.filter((state) => !covered.has(state));
}
