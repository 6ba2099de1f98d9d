import { sql, type SQL } from 'drizzle-orm';
import { RETENTION } from '../../../common/retention.ts';
import type { Db } from '../../db/client.ts';
import type { JobHandler } from '../../lib/jobs.ts';

// Retention, enforced (docs/decisions/018; /privacy states the same periods from
// common/retention.ts). Once a day, through the jobs table (`daily-maintenance` in
// server/jobs/registry.ts: one row per UTC day, so one process runs it however many poll): delete
// what is kept for no reason any more, and take the requester's street address, phone and e-mail
// off requests closed more than a year ago. Every statement is idempotent, so a retried or repeated
// run changes nothing more. docs/decisions/018 has the reasons.

export interface MaintenanceReport {
  wizardDrafts: number;
  /** photos of those drafts, never sent with a request */
  draftPhotos: number;
  rateLimits: number;
  finishedJobs: number;
  /** the record of each try at delivering a mail or a push (server/lib/deliveries.ts), kept as long as the jobs that made them */
  deliveryAttempts: number;
  sentMail: number;
  requestsStripped: number;
}

const DAY_MS = 24 * 3600_000;

/** Rows one statement deleted or updated: counted in SQL, the same on PGlite and PostgreSQL. */
async function count(db: Db, statement: SQL): Promise<number> {
  const result = await db.execute(sql`with changed as (${statement} returning 1) select count(*)::int as n from changed`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** A time as a timestamptz parameter (either driver). */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;

export async function runDailyMaintenance(db: Db, now = new Date()): Promise<MaintenanceReport> {
  const daysAgo = (days: number) => at(new Date(now.getTime() - days * DAY_MS));
  const yearsAgo = new Date(now);
  yearsAgo.setUTCFullYear(yearsAgo.getUTCFullYear() - RETENTION.closedRequestContactYears);
  return {
    // A draft's photos go first (the foreign key would take them with it, uncounted).
    draftPhotos: await count(
      db,
      sql`delete from request_photos where draft_id in (select id from wizard_drafts where updated_at < ${daysAgo(RETENTION.wizardDraftDays)})`,
    ),
    // Its cookie lasts as long: nobody can come back to an older draft.
    wizardDrafts: await count(db, sql`delete from wizard_drafts where updated_at < ${daysAgo(RETENTION.wizardDraftDays)}`),
    // better-auth's counters and ours (rate-limit.ts) store the time as epoch milliseconds.
    rateLimits: await count(db, sql`delete from rate_limits where last_request < ${now.getTime() - RETENTION.spentRateLimitHours * 3600_000}`),
    // Done, or failed for good; a pending or running job is never touched.
    finishedJobs: await count(db, sql`delete from jobs where status in ('done', 'failed') and updated_at < ${daysAgo(RETENTION.finishedJobDays)}`),
    deliveryAttempts: await count(db, sql`delete from delivery_attempts where created_at < ${daysAgo(RETENTION.finishedJobDays)}`),
    // The outbox holds only mail already sent (or, without SMTP_URL, logged): mail still to go waits in jobs.
    sentMail: await count(db, sql`delete from outbox where created_at < ${daysAgo(RETENTION.sentMailDays)}`),
    // A closed request's updated_at is when it closed (or later): never stripped early. Name,
    // phone and e-mail live on the account; contact_removed_at keeps them from every view.
    requestsStripped: await count(
      db,
      sql`update help_request_submissions set address = null, lat = null, lng = null, contact_removed_at = ${at(now)}
          where status in ('resolved', 'cancelled') and contact_removed_at is null and updated_at < ${at(yearsAgo)}`,
    ),
  };
}

export function dailyMaintenance({ db }: { db: Db }): JobHandler {
  return async (_payload, { logger }) => {
    const report = await runDailyMaintenance(db);
    logger.info(report, 'daily maintenance: retention periods enforced');
  };
}
