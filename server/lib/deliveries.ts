import type { Db } from '../db/client.ts';
import { deliveryAttempts, type DeliveryChannel } from '../db/schema.ts';
import type { Logger } from './logger.ts';
import { processMetrics } from './metrics.ts';

// Each try at handing a mail to the SMTP server or a notification to a push service, counted for
// the metrics and kept as a row for the admin overview's Health panel, which every server
// process reads alike (server/features/operations/health.ts). Who it was for is not kept.

const ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g;

/** An error as kept: its first line, e-mail addresses masked, at most 300 characters. */
export const errorAsKept = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(ADDRESS, '<address>').slice(0, 300);

export type DeliveryOutcome = { delivered: true } | { delivered: false; error: unknown };

/** Records one try. Never throws: a delivery's own outcome must not be lost to the record of it. */
export async function recordDelivery(db: Db, logger: Logger, channel: DeliveryChannel, outcome: DeliveryOutcome): Promise<void> {
  const metrics = processMetrics();
  if (channel === 'mail') {
    if (outcome.delivered) metrics.mailSent.inc({ via: 'smtp' });
    else metrics.mailFailed.inc();
  } else if (outcome.delivered) metrics.pushSent.inc();
  else metrics.pushFailed.inc();
  try {
    await db.insert(deliveryAttempts).values({ channel, delivered: outcome.delivered, error: outcome.delivered ? null : errorAsKept(outcome.error) });
  } catch (error) {
    logger.warn({ err: error, channel }, 'could not record a delivery attempt');
  }
}
