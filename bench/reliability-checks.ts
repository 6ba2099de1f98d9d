import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import type { Submission } from './load-clients.ts';

// What bench/reliability.ts asserts about the data once a run is over: the database against the
// clients' ledger (every acknowledged request stored once and whole, one request per key), and
// the notification jobs (done, one e-mail each; after a crash at least one and at most one per
// attempt). These checks fail the run; the timings never do.

export interface Check {
  name: string;
  /** how many things are wrong: the check passes at 0 */
  failed: number;
  detail: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

interface StoredRequest {
  id: string;
  user_id: string;
  idempotency_key: string;
  notified: number;
  answers: number;
  contacts: number;
  jobs: number;
}

/** The requests of one run (keys starting with `keyPrefix`), against what the clients sent and heard. */
export async function checkSubmissions(db: Db, ledger: Submission[], keyPrefix: string): Promise<{ checks: Check[]; notes: string[] }> {
  const stored = rowsOf<StoredRequest>(
    await db.execute(sql`
      select s.id, s.user_id, s.idempotency_key, cardinality(s.notified_providers)::int as notified,
        coalesce(f.n, 0)::int as answers, coalesce(c.n, 0)::int as contacts, coalesce(j.n, 0)::int as jobs
      from help_request_submissions s
      left join (select request_id, count(*) as n from form_responses group by 1) f on f.request_id = s.id
      left join (select request_id, count(*) as n from provider_contacts group by 1) c on c.request_id = s.id
      left join (select payload->>'requestId' as request_id, count(*) as n from jobs where kind = 'notify-provider' group by 1) j
        on j.request_id = s.id::text
      where s.idempotency_key like ${`${keyPrefix}-%`}`),
  );
  const byKey = new Map<string, StoredRequest[]>();
  for (const row of stored) {
    const key = `${row.user_id} ${row.idempotency_key}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }

  let acknowledged = 0;
  let lost = 0;
  let duplicated = 0;
  let repeated = 0;
  let differentIds = 0;
  let createdTwice = 0;
  let incomplete = 0;
  let unanswered = 0;
  let unansweredStored = 0;
  const sent = new Set<string>();
  for (const submission of ledger) {
    const key = `${submission.userId} ${submission.key}`;
    sent.add(key);
    const rows = byKey.get(key) ?? [];
    if (rows.length > 1) duplicated++;
    if (submission.acks.length) {
      acknowledged++;
      if (!rows.length) lost++;
    } else {
      unanswered++;
      if (rows.length) unansweredStored++;
    }
    if (submission.acks.length > 1) repeated++;
    const ids = new Set([...submission.acks.map((a) => a.id), ...(submission.acks.length ? rows.map((r) => r.id) : [])]);
    if (ids.size > 1) differentIds++;
    if (submission.acks.filter((a) => a.status === 201).length > 1) createdTwice++;
    const row = rows[0];
    if (row && (row.answers !== submission.answers || row.contacts !== row.notified || row.jobs !== row.notified)) incomplete++;
  }
  const phantoms = [...byKey.keys()].filter((key) => !sent.has(key)).length;
  const answeredTwice = ledger.filter((s) => s.sends > 1).length;
  const retried = ledger.filter((s) => s.retries && s.acks.length);
  // Committed before the failure: the answer to the retry is the first, and it says 200, not 201.
  const committedBefore = retried.filter((s) => !s.acks.some((a) => a.status === 201)).length;

  return {
    checks: [
      {
        name: 'every acknowledged (2xx) submission is in the database',
        failed: lost,
        detail: `${lost} missing of ${plural(acknowledged, 'acknowledged submission')}`,
      },
      {
        name: 'no submission stored twice (one row per user and Idempotency-Key)',
        failed: duplicated,
        detail: `${plural(duplicated, 'key')} with more than one row, of ${plural(stored.length, 'row')}`,
      },
      {
        name: 'a key acknowledged twice names one request, created once',
        failed: differentIds + createdTwice,
        detail: `${plural(repeated, 'key')} acknowledged more than once: ${differentIds} with different ids, ${createdTwice} answered 201 twice`,
      },
      { name: 'nothing stored that no client sent', failed: phantoms, detail: plural(phantoms, 'unknown row') },
      {
        name: 'each stored request is whole: its answers, and a contact and a job per notified provider',
        failed: incomplete,
        detail: `${plural(incomplete, 'incomplete request')} of ${stored.length.toLocaleString('en-US')}`,
      },
    ],
    notes: [
      `${plural(ledger.length, 'submission')} by ${new Set(ledger.map((s) => s.userId)).size} users, ${plural(answeredTwice, 'key')} sent more than once (repeats and retries).`,
      ...(retried.length
        ? [
            `${plural(retried.length, 'submission')} acknowledged only when sent again after a failure; ${committedBefore} of them had been stored before it (answered 200 with the same id, not 201).`,
          ]
        : []),
      unanswered
        ? `${plural(unanswered, 'submission')} never acknowledged (the run ended, or a 4xx); ${unansweredStored} of them committed all the same (the answer was lost), which is allowed.`
        : 'Every submission was acknowledged.',
    ],
  };
}

export interface JobRow {
  id: number;
  status: string;
  attempts: number;
  mails: number;
}

/** The notify-provider jobs of a run's requests, with the e-mails each caused (outbox rows to its provider about its request). */
export async function notificationJobs(db: Db, keyPrefix: string): Promise<JobRow[]> {
  return rowsOf<JobRow>(
    await db.execute(sql`
      with mails as (
        select "to", substring(text from '/help-request/([0-9a-f-]{36})') as request_id, count(*) as n
        from outbox group by 1, 2
      )
      select j.id::int as id, j.status, j.attempts, coalesce(m.n, 0)::int as mails
      from jobs j
      join help_request_submissions s on s.id::text = j.payload->>'requestId'
      join providers p on p.id::text = j.payload->>'providerId'
      left join users u on u.id = p.user_id
      left join mails m on m."to" = u.email and m.request_id = j.payload->>'requestId'
      where j.kind = 'notify-provider' and s.idempotency_key like ${`${keyPrefix}-%`}`),
  ).map((j) => ({ ...j, id: Number(j.id), attempts: Number(j.attempts), mails: Number(j.mails) }));
}

/** Jobs waiting or running now: the ones a crash at this moment leaves behind. */
export async function unfinishedJobs(db: Db): Promise<{ id: number; status: string }[]> {
  return rowsOf<{ id: unknown; status: string }>(await db.execute(sql`select id, status from jobs where status in ('pending', 'running')`)).map((j) => ({
    id: Number(j.id),
    status: j.status,
  }));
}

/**
 * Without a crash, every job ran once and sent one e-mail. With one, a job cut off between its
 * e-mail and being marked done runs again (delivery is at least once): at most one e-mail per
 * attempt; and every job waiting or running at the kill (`atKill`) is done after the restart.
 */
export async function checkJobs(
  db: Db,
  keyPrefix: string,
  options: { atKill?: { id: number; status: string }[] } = {},
): Promise<{ checks: Check[]; notes: string[] }> {
  const jobs = await notificationJobs(db, keyPrefix);
  const statuses = new Map<string, number>();
  for (const job of jobs) statuses.set(job.status, (statuses.get(job.status) ?? 0) + 1);
  const notDone = jobs.filter((j) => j.status !== 'done');
  const byStatus = [...statuses].map(([status, n]) => `${n.toLocaleString('en-US')} ${status}`).join(', ') || 'none';
  const [running] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from jobs where status = 'running'`));
  const checks: Check[] = [
    { name: 'every notification job done', failed: notDone.length, detail: `${plural(jobs.length, 'job')}: ${byStatus}` },
    { name: 'no job left running once the servers stopped', failed: Number(running!.n), detail: plural(Number(running!.n), 'running job') },
  ];
  const done = jobs.filter((j) => j.status === 'done');
  const rerun = done.filter((j) => j.attempts > 1);
  if (options.atKill) {
    const pending = new Set(options.atKill.map((j) => j.id));
    const unfinished = jobs.filter((j) => pending.has(j.id) && j.status !== 'done');
    const running = options.atKill.filter((j) => j.status === 'running').length;
    checks.push({
      name: 'jobs waiting or running at the kill are done after the restart',
      failed: unfinished.length,
      detail: `${unfinished.length} of ${options.atKill.length} not done (${running} were running, ${options.atKill.length - running} waiting)`,
    });
    const wrong = done.filter((j) => j.mails < 1 || j.mails > j.attempts);
    checks.push({
      name: 'each done job sent its e-mail, at most once per attempt',
      failed: wrong.length,
      detail: `${wrong.length} wrong of ${done.length}; ${done.filter((j) => j.mails > 1).length} sent twice`,
    });
  } else {
    const wrong = done.filter((j) => j.mails !== 1 || j.attempts !== 1);
    checks.push({
      name: 'each job ran once and sent exactly one e-mail',
      failed: wrong.length,
      detail: `${wrong.length} wrong of ${plural(done.length, 'done job')}`,
    });
  }
  return { checks, notes: rerun.length ? [`${plural(rerun.length, 'job')} ran more than once (taken up again after the kill).`] : [] };
}
