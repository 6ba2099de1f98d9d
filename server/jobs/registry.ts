import { z } from '../../common/zod.ts';
import { dailyJobKind, enqueuerFor, jobKind, jobsInsertFor, type JobPayload } from '../lib/jobs.ts';

// The job registry (docs/decisions/020): every kind of background job, its payload's schema, the
// dedupe key that makes enqueueing it idempotent, and whether it runs daily. Producers call
// `enqueue` below, never insert into `jobs` themselves; each kind's handler is in ./handlers.ts,
// typed from here. This module imports no handler, so a feature can enqueue without loading the
// others' code (and without an import cycle).

const ZRequestAndProvider = z.object({ requestId: z.uuid(), providerId: z.uuid() });
const ZRequestRound = z.object({ requestId: z.uuid(), round: z.number().int().min(1).max(100) });

export const JOB_KINDS = {
  /** A new request, to one provider it was sent to (submit-help-request): features/notifications/notify.ts */
  'notify-provider': jobKind(ZRequestAndProvider, { dedupeBy: ({ requestId, providerId }) => `${requestId}:${providerId}` }),
  /** A provider accepted: the requester is told, once per request (provider-requests): features/notifications/notify.ts */
  'notify-requester': jobKind(ZRequestAndProvider, { dedupeBy: ({ requestId }) => requestId }),
  /** A new request, to one browser of a provider that chose push (submit-help-request): features/push/send-push.ts */
  'push-new-request': jobKind(z.object({ requestId: z.uuid(), subscriptionId: z.uuid() }), {
    dedupeBy: ({ requestId, subscriptionId }) => `${requestId}:${subscriptionId}`,
  }),
  /** An emergency a rehabilitator took, to one browser of a field-team member in its state (provider-requests): features/push/send-push.ts */
  'push-field-pickup': jobKind(z.object({ requestId: z.uuid(), subscriptionId: z.uuid() }), {
    dedupeBy: ({ requestId, subscriptionId }) => `${requestId}:${subscriptionId}`,
  }),
  /** A new request, e-mailed to a listing with an address and no account, with links to take it (docs/decisions/048): features/notifications/tell-listing.ts */
  'tell-listing': jobKind(ZRequestAndProvider, { dedupeBy: ({ requestId, providerId }) => `${requestId}:${providerId}` }),
  /** Nobody took a request in time: the next listings in reach are told, and the requester (submission, then each round): features/notifications/widen-reach.ts */
  'widen-reach': jobKind(ZRequestRound, { dedupeBy: ({ requestId, round }) => `${requestId}:${round}` }),
  /** The requester hears who has been told after a round, or that everyone in reach was (widen-reach): features/notifications/reach-update.ts */
  'reach-update': jobKind(ZRequestRound, { dedupeBy: ({ requestId, round }) => `${requestId}:${round}` }),
  /** The requester's confirmation, with how many providers were notified (submit-help-request): features/notifications/confirm-request.ts */
  'confirm-request': jobKind(z.object({ requestId: z.uuid() }), { dedupeBy: ({ requestId }) => requestId }),
  /** Mail a request queued whole, such as a reset link (queueMail in lib/mailer.ts, decision 011) */
  'send-mail': jobKind(z.object({ to: z.string().min(1), subject: z.string(), text: z.string() })),
  /** Retention (docs/decisions/018), once a day in one process of however many: features/maintenance/daily-maintenance.ts */
  'daily-maintenance': dailyJobKind(),
};

export type JobKindName = keyof typeof JOB_KINDS;
export type PayloadOf<Name extends JobKindName> = JobPayload<(typeof JOB_KINDS)[Name]>;

export const enqueue = enqueuerFor(JOB_KINDS);
/** enqueue's statement, unrun, for a write made together with others (submit-help-request) */
export const jobsInsert = jobsInsertFor(JOB_KINDS);
