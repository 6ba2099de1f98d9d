import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { enqueue } from '../jobs/registry.ts';
import { recordDelivery } from './deliveries.ts';
import type { Logger } from './logger.ts';
import { processMetrics } from './metrics.ts';

// Mail goes through one small interface (STYLE.md §9). Every message is recorded in the
// outbox table; with SMTP_URL it is also delivered, otherwise it is only logged, and the
// dev-only /dev/mailbox page shows it. Each try at the SMTP server is counted (deliveries.ts).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** headers beside the usual ones (List-Unsubscribe on the e-mails to listings, docs/decisions/048) */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Delivers now, and throws if the SMTP server does: for job handlers, which retry. */
  send(message: MailMessage): Promise<void>;
}

/**
 * The connection to SMTP_URL's server. Short timeouts: a silent SMTP server must fail the job
 * (and retry it later), not hold the worker (which keeps its jobs locked while it lives) and
 * every job queued behind it.
 */
export const smtpTransport = (smtpUrl: string) =>
  nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });

export function createMailer(options: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, ...message });
        } catch (error) {
          await recordDelivery(options.db, options.logger, 'mail', { delivered: false, error });
          throw error;
        }
        await recordDelivery(options.db, options.logger, 'mail', { delivered: true });
      } else processMetrics().mailSent.inc({ via: 'log' });
      await options.db.insert(outbox).values({ ...message, headers: message.headers ?? null, status: transport ? 'sent' : 'logged' });
      // The body may hold a password-reset link: log only who and what.
      options.logger.info({ to: message.to, subject: message.subject, delivered: Boolean(transport) }, 'mail');
    },
  };
}

/**
 * Mail that a request causes (a password-reset link, "this address already has an account").
 * The answer must neither wait on the SMTP server nor fail with it: its timing and status would
 * tell whether the address has an account (decision 007), and a failed send would be lost. With
 * SMTP_URL the message becomes a job, written with `db` (the request's transaction, if it has
 * one) and delivered by the job worker, which retries with back-off. Without SMTP_URL nothing
 * can be slow or fail, so it goes to the outbox at once, where /dev/mailbox shows it.
 */
export async function queueMail(services: { db: Db; config: Pick<Config, 'smtpUrl'>; mailer: Mailer }, message: MailMessage): Promise<void> {
  if (!services.config.smtpUrl) return services.mailer.send(message);
  // The worker's side is the `send-mail` handler in server/jobs/handlers.ts.
  await enqueue(services.db, 'send-mail', { to: message.to, subject: message.subject, text: message.text });
}
