import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, updatedAt } from './columns.ts';

// Settings, mail outbox, background jobs and the audit log (DESIGN.md).

export const systemSettings = pgTable('system_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: updatedAt(),
});

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** headers beside the usual ones: List-Unsubscribe for the e-mails to listings (docs/decisions/048) */
    headers: jsonb().$type<Record<string, string>>(),
    /** 'logged' when no SMTP_URL is set, 'sent' after SMTP delivery */
    status: text().notNull().default('logged'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt.desc())],
);

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

// Claimed with FOR UPDATE SKIP LOCKED, so any number of servers can share the queue.
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    payload: jsonb()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text().$type<(typeof JOB_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    maxAttempts: integer().notNull().default(5),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp({ withTimezone: true }),
    lockedBy: text(),
    lastError: text(),
    /** makes enqueueing idempotent, e.g. 'notify-provider:<request>:<provider>' */
    dedupeKey: text().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('jobs_status_check', sql`${t.status} in ('pending', 'running', 'done', 'failed')`), index('jobs_ready_idx').on(t.status, t.runAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc()), index('audit_log_actor_idx').on(t.actorId), index('audit_log_action_idx').on(t.action)],
);

export const DELIVERY_CHANNELS = ['mail', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * Every try at handing a mail to the SMTP server or a notification to a push service, and
 * whether it went (server/lib/deliveries.ts): what the admin overview's Health panel reads,
 * the same for every server process. Who it was for is not kept; an error's addresses are
 * masked. Deleted with the finished jobs (common/retention.ts).
 */
export const deliveryAttempts = pgTable(
  'delivery_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text().$type<DeliveryChannel>().notNull(),
    delivered: boolean().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('delivery_attempts_channel_check', sql`${t.channel} in ('mail', 'push')`),
    index('delivery_attempts_channel_created_idx').on(t.channel, t.createdAt.desc()),
  ],
);
