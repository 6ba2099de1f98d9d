import { and, eq, inArray, or } from 'drizzle-orm';
import { NATIONAL_RESOURCES, type FallbackContacts } from '../../../common/matching.ts';
import { linesToCall, regionsOf, type PhoneLine } from '../../../common/phone-lines.ts';
import type { StateAgencyContact } from '../../../common/state-agencies.ts';
import type { StateCode } from '../../../common/us-states.ts';
import type { Db } from '../../db/client.ts';
import { agencyPhoneLines, stateAgencies } from '../../db/schema.ts';

// Where to turn when no provider can help, or none could be told (docs/decisions/046): the state
// agency's lines for the situation, the national line for it, then websites; the order and the
// "answered now" come from common/phone-lines.ts. Public data.

const lineColumns = {
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
};

/** The state agency's name, website and notes (its numbers are its lines). */
export async function stateAgencyFor(db: Db, state: string): Promise<StateAgencyContact | null> {
  const [agency] = await db
    .select({
      state: stateAgencies.state,
      name: stateAgencies.name,
      website: stateAgencies.website,
      notes: stateAgencies.notes,
      notesEs: stateAgencies.notesEs,
    })
    .from(stateAgencies)
    .where(eq(stateAgencies.state, state));
  return agency ?? null;
}

/** Every line that could be offered in `state`: its agency's, and the national lines of its regions. */
async function linesFor(db: Db, state: StateCode): Promise<PhoneLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(agencyPhoneLines)
    .where(
      or(
        and(eq(agencyPhoneLines.scope, 'state'), eq(agencyPhoneLines.state, state)),
        and(eq(agencyPhoneLines.scope, 'national'), inArray(agencyPhoneLines.region, regionsOf(state))),
      ),
    )
    .orderBy(agencyPhoneLines.createdAt, agencyPhoneLines.id);
  return rows as PhoneLine[];
}

/** The agency, the lines to call in order at `now`, and the websites, for a request's situation. */
export async function fallbackContacts(
  db: Db,
  request: { state: StateCode; type: 'emergency' | 'conflict'; animal?: string | null },
  now: Date,
): Promise<FallbackContacts> {
  const [agency, lines] = await Promise.all([stateAgencyFor(db, request.state), linesFor(db, request.state)]);
  return { agency, lines: linesToCall(lines, request, now), national: NATIONAL_RESOURCES };
}
