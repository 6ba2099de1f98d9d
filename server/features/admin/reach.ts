import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import { requireActorRole } from '../../auth/permissions.ts';
import type { Db } from '../../db/client.ts';
import { reachedNobody } from '../help-requests/reached-nobody.ts';

// Whether requests reach a person (docs/decisions/048, 058), for the admin overview: over the
// last 7 and 30 days, per state of the request (of the listing, for stopped e-mails) and in all.
// Three queries, each one pass over its period's rows grouped by state and in all at once
// (grouping sets), on PGlite and PostgreSQL alike.

export const REACH_PERIODS = [7, 30] as const;
const DAY_MS = 86_400_000;

export interface ReachFigures {
  requests: number;
  /** no listing was told of it, through an account or by e-mail, in any round */
  reachedNobody: number;
  /** someone was told and nobody has accepted (yet: still waiting, or ended without) */
  nobodyAccepted: number;
  /** from the request to its acceptance, the median of those accepted; null when none was */
  medianMinutesToAccept: number | null;
  /** listings without an account e-mailed a request in the period */
  emailed: number;
  /** of those, the ones that answered one (took it or said they could not) */
  answered: number;
  /** listings that stopped the e-mails in the period, and have not started them again */
  stopped: number;
}

export interface StateReach {
  /** null: every state */
  state: string | null;
  week: ReachFigures;
  month: ReachFigures;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const num = (value: unknown) => Number(value ?? 0);
const EMPTY: ReachFigures = { requests: 0, reachedNobody: 0, nobodyAccepted: 0, medianMinutesToAccept: null, emailed: 0, answered: 0, stopped: 0 };

/** Both periods' figures in one select list: `figure(filter)` once for the week, once for the month. */
const bothPeriods = (figures: (period: 'week' | 'month') => ReturnType<typeof sql>) => sql.join([figures('week'), figures('month')], sql`, `);

export async function getReach(db: Db, actor: Actor, now = new Date()): Promise<StateReach[]> {
  requireActorRole(actor, 'admin');
  const since = {
    week: sql`${new Date(now.getTime() - REACH_PERIODS[0] * DAY_MS).toISOString()}::timestamptz`,
    month: sql`${new Date(now.getTime() - REACH_PERIODS[1] * DAY_MS).toISOString()}::timestamptz`,
  };
  const [requests, emails, stopped] = await Promise.all([
    db.execute(sql`
      with period as (
        -- unaliased: reachedNobody() names the table in full
        select state, created_at, ${reachedNobody()} as reached_nobody,
          (select min(a.created_at) from provider_responses a where a.request_id = help_request_submissions.id and a.status = 'accepted') as accepted_at
        from help_request_submissions
        where created_at >= ${since.month} and created_at <= ${now.toISOString()}::timestamptz
      )
      select state, ${bothPeriods(
        (p) => sql`
        count(*) filter (where created_at >= ${since[p]})::int as ${sql.raw(`${p}_requests`)},
        count(*) filter (where created_at >= ${since[p]} and reached_nobody)::int as ${sql.raw(`${p}_nobody`)},
        count(*) filter (where created_at >= ${since[p]} and not reached_nobody and accepted_at is null)::int as ${sql.raw(`${p}_unaccepted`)},
        percentile_cont(0.5) within group (order by extract(epoch from accepted_at - created_at) / 60)
          filter (where created_at >= ${since[p]} and accepted_at is not null) as ${sql.raw(`${p}_median`)}`,
      )}
      from period
      group by grouping sets ((state), ())`),
    // A listing answers by its link (or, once it has an account, on its dashboard): a response of its own to that request.
    db.execute(sql`
      with emailed as (
        select r.state, c.provider_id, c.created_at,
          exists (select 1 from provider_responses a where a.request_id = c.request_id and a.provider_id = c.provider_id) as answered
        from help_request_submissions r
        join provider_contacts c on c.request_id = r.id and c.contact_type = 'email'
        where r.created_at >= ${since.month} and c.created_at >= ${since.month} and c.created_at <= ${now.toISOString()}::timestamptz
      )
      select state, ${bothPeriods(
        (p) => sql`
        count(distinct provider_id) filter (where created_at >= ${since[p]})::int as ${sql.raw(`${p}_emailed`)},
        count(distinct provider_id) filter (where created_at >= ${since[p]} and answered)::int as ${sql.raw(`${p}_answered`)}`,
      )}
      from emailed
      group by grouping sets ((state), ())`),
    db.execute(sql`
      select state, ${bothPeriods((p) => sql`count(*) filter (where outreach_stopped_at >= ${since[p]})::int as ${sql.raw(`${p}_stopped`)}`)}
      from providers
      where outreach_stopped_at >= ${since.month} and outreach_stopped_at <= ${now.toISOString()}::timestamptz
      group by grouping sets ((state), ())`),
  ]);

  const byState = new Map<string | null, StateReach>([[null, { state: null, week: { ...EMPTY }, month: { ...EMPTY } }]]);
  const entry = (state: string | null) => byState.get(state) ?? byState.set(state, { state, week: { ...EMPTY }, month: { ...EMPTY } }).get(state)!;
  type Row = Record<string, unknown> & { state: string | null };
  for (const row of rowsOf<Row>(requests)) {
    for (const p of ['week', 'month'] as const) {
      const median = row[`${p}_median`];
      Object.assign(entry(row.state)[p], {
        requests: num(row[`${p}_requests`]),
        reachedNobody: num(row[`${p}_nobody`]),
        nobodyAccepted: num(row[`${p}_unaccepted`]),
        medianMinutesToAccept: median === null || median === undefined ? null : Math.round(Number(median)),
      });
    }
  }
  for (const row of rowsOf<Row>(emails)) {
    for (const p of ['week', 'month'] as const) Object.assign(entry(row.state)[p], { emailed: num(row[`${p}_emailed`]), answered: num(row[`${p}_answered`]) });
  }
  for (const row of rowsOf<Row>(stopped)) {
    for (const p of ['week', 'month'] as const) entry(row.state)[p].stopped = num(row[`${p}_stopped`]);
  }
  // Every state first in its order, then all of them together.
  const states = [...byState.values()].filter((s) => s.state !== null).sort((a, b) => a.state!.localeCompare(b.state!));
  return [...states, byState.get(null)!];
}
