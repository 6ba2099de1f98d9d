import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { JOB_KINDS } from '../../jobs/registry.ts';

// The job queue at a glance, for the metrics and the admin overview's Health panel: per kind,
// the jobs due and not taken (waiting), due later (scheduled: a retry's back-off, or a job
// enqueued for later), running and failed for good, and how long the oldest waiting has waited.

export interface JobKindFigures {
  kind: string;
  waiting: number;
  scheduled: number;
  running: number;
  /** failed for good and still kept (common/retention.ts) */
  failed: number;
  /** of those, the ones that failed in the last day */
  failedLastDay: number;
  /** seconds the oldest waiting job has been due; 0 when none waits */
  oldestWaitingSeconds: number;
}

const DAY_MS = 86_400_000;
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

/** Every kind the registry declares (0 where it has no job), and any other kind a row names. */
export async function jobFigures(db: Db, now: Date): Promise<JobKindFigures[]> {
  const due = sql`status = 'pending' and run_at <= ${at(now)}`;
  const result = await db.execute(sql`
    select kind,
      count(*) filter (where ${due})::int as waiting,
      count(*) filter (where status = 'pending' and run_at > ${at(now)})::int as scheduled,
      count(*) filter (where status = 'running')::int as running,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where status = 'failed' and updated_at > ${at(new Date(now.getTime() - DAY_MS))})::int as failed_last_day,
      min(run_at) filter (where ${due}) as oldest_due
    from jobs
    where status in ('pending', 'running', 'failed')
    group by kind`);
  type Row = { kind: string; waiting: number; scheduled: number; running: number; failed: number; failed_last_day: number; oldest_due: string | Date | null };
  const rows = new Map((result as unknown as { rows: Row[] }).rows.map((row) => [row.kind, row]));
  const kinds = [...new Set([...Object.keys(JOB_KINDS), ...rows.keys()])].sort();
  return kinds.map((kind) => {
    const row = rows.get(kind);
    const oldestDue = row?.oldest_due ? new Date(row.oldest_due).getTime() : null;
    return {
      kind,
      waiting: Number(row?.waiting ?? 0),
      scheduled: Number(row?.scheduled ?? 0),
      running: Number(row?.running ?? 0),
      failed: Number(row?.failed ?? 0),
      failedLastDay: Number(row?.failed_last_day ?? 0),
      oldestWaitingSeconds: oldestDue === null ? 0 : Math.max(0, Math.round((now.getTime() - oldestDue) / 1000)),
    };
  });
}
