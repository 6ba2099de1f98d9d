import type { AppServices } from '../context.ts';
import { dailyMaintenance } from '../features/maintenance/daily-maintenance.ts';
import { confirmRequest, reachUpdate } from '../features/notifications/confirm-request.ts';
import { tellListing } from '../features/notifications/tell-listing.ts';
import { widenReach } from '../features/notifications/widen-reach.ts';
import { notifyProvider, notifyRequester } from '../features/notifications/notify.ts';
import { sendFieldPickupPush, sendNewRequestPush } from '../features/push/send-push.ts';
import type { JobHandlers } from '../lib/jobs.ts';
import type { JOB_KINDS } from './registry.ts';

// Each kind of the job registry (./registry.ts) with its handler. The type comes from the
// registry: a kind without a handler here, or a handler taking another payload, does not compile.

export type JobServices = Pick<AppServices, 'db' | 'mailer' | 'config'> & Partial<Pick<AppServices, 'match'>>;

export function jobHandlers(services: JobServices): JobHandlers<typeof JOB_KINDS> {
  return {
    'notify-provider': notifyProvider(services),
    'notify-requester': notifyRequester(services),
    'push-new-request': sendNewRequestPush(services),
    'push-field-pickup': sendFieldPickupPush(services),
    'tell-listing': tellListing(services),
    'widen-reach': widenReach(services),
    'reach-update': reachUpdate(services),
    'confirm-request': confirmRequest(services),
    'send-mail': (message) => services.mailer.send(message),
    'daily-maintenance': dailyMaintenance(services),
  };
}
