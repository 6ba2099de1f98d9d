import type { ReactNode } from 'react';
import { formatDate, OFFICE_TIME_ZONE } from '../../common/dates.ts';
import type { DeliveryHealth, Health } from '../../server/features/operations/health.ts';

// The admin overview's Health panel (server/features/operations/health.ts): one line per part
// that must work at 2 a.m., red with "Needs attention" when a person must act. Colour is never
// the only sign: each line's heading says its state in words.

const time = (value: Date | string) => formatDate(value, 'timeWithZone', OFFICE_TIME_ZONE);

/** '45 seconds', '12 minutes', '3 hours 5 minutes' */
function duration(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(seconds, 'second');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${plural(hours, 'hour')} ${plural(minutes % 60, 'minute')}` : plural(hours, 'hour');
}

/** 'off': nothing to deliver through, on purpose or outside production (mail without a mail server). */
type LineState = 'needs-attention' | 'working' | 'off';
const STATE_WORDS: Record<LineState, { words: string; className: string }> = {
  'needs-attention': { words: 'Needs attention', className: 'text-red-800' },
  working: { words: 'Working', className: 'text-green-800' },
  off: { words: 'Off', className: 'text-slate-700' },
};
const stateOf = (needsAttention: boolean, off = false): LineState => (needsAttention ? 'needs-attention' : off ? 'off' : 'working');

export function Line({ title, state, children }: { title: string; state: LineState; children: ReactNode }) {
  const needsAttention = state === 'needs-attention';
  return (
    <li className={`rounded-xl border p-4 ${needsAttention ? 'border-red-300 bg-red-50 text-red-900' : 'border-slate-200 text-slate-800'}`}>
      <h3 className="font-semibold text-slate-900">
        {title}: <span className={STATE_WORDS[state].className}>{STATE_WORDS[state].words}</span>
      </h3>
      <div className="mt-1 space-y-1 text-sm">{children}</div>
    </li>
  );
}

function Deliveries({ health, nothingYet }: { health: DeliveryHealth; nothingYet: string }) {
  return (
    <>
      <p>{health.lastDeliveredAt ? `Last delivered ${time(health.lastDeliveredAt)}.` : nothingYet}</p>
      <p>
        {health.failuresLastHour === 0
          ? 'No failures in the last hour.'
          : `${health.failuresLastHour} ${health.failuresLastHour === 1 ? 'failure' : 'failures'} in the last hour.`}
        {health.lastFailure && ` Last failure ${time(health.lastFailure.at)}${health.lastFailure.error ? `: ${health.lastFailure.error}` : ''}.`}
      </p>
    </>
  );
}

export function HealthPanel({ health, storage }: { health: Health; storage?: ReactNode }) {
  const { mail, jobs, push, maintenance } = health;
  return (
    <section aria-labelledby="health-heading">
      <h2 id="health-heading" className="text-xl font-semibold text-slate-900">
        Health
      </h2>
      <ul className="mt-4 space-y-3">
        <Line title="Mail delivery" state={stateOf(mail.needsAttention, mail.mode !== 'smtp')}>
          {mail.mode === 'smtp' ? (
            <Deliveries health={mail} nothingYet="No mail delivered yet." />
          ) : mail.mode === 'log' ? (
            <p>Mail is not sent (MAIL=log): it is written to the log only, so nobody receives reset links or new requests by e-mail.</p>
          ) : (
            <p>No mail server is set (SMTP_URL): mail is only written to the outbox{mail.needsAttention ? ', and nobody receives it' : ''}.</p>
          )}
        </Line>
        <Line title="Job queue" state={stateOf(jobs.needsAttention)}>
          <p>
            {jobs.waiting === 0
              ? 'No job is waiting.'
              : `${jobs.waiting} ${jobs.waiting === 1 ? 'job is' : 'jobs are'} waiting; the oldest (${jobs.oldestWaitingKind}) for ${duration(jobs.oldestWaitingSeconds)}.`}
          </p>
          <p>
            {jobs.failedLastDay.length === 0
              ? 'No job failed for good in the last day.'
              : `Failed for good in the last day: ${jobs.failedLastDay.map(({ kind, count }) => `${kind} ${count}`).join(', ')}.`}
          </p>
        </Line>
        <Line title="Browser notifications" state={stateOf(push.needsAttention)}>
          <Deliveries health={push} nothingYet="No notification delivered yet." />
        </Line>
        <Line title="Daily maintenance" state={stateOf(maintenance.needsAttention)}>
          <p>{maintenance.lastRunAt ? `Last run ${time(maintenance.lastRunAt)}.` : 'It has not run yet: the job worker may not be running.'}</p>
          {maintenance.lastFailedAt && <p>Last failed {time(maintenance.lastFailedAt)}.</p>}
        </Line>
        {/* Storage by kind (server/features/admin/stored-bytes.ts), given by the page. */}
        {storage}
      </ul>
    </section>
  );
}
