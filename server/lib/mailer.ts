import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import type { Logger } from './logger.ts';

// Mail goes through one small interface (STYLE.md §9). Every message is recorded in the
// outbox table; with SMTP_URL it is also delivered, otherwise it is only logged, and the
// dev-only /dev/mailbox page shows it.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  // Short timeouts: a silent SMTP server must fail the job (and retry it later), not hold the
  // worker (which keeps its jobs locked while it lives) and every job queued behind it.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 })
    : null;
  return {
    async send(message) {
      if (transport) await transport.sendMail({ from: options.from, ...message });
      await options.db.insert(outbox).values({ ...message, status: transport ? 'sent' : 'logged' });
      // The body may hold a password-reset link: log only who and what.
      options.logger.info({ to: message.to, subject: message.subject, delivered: Boolean(transport) }, 'mail');
    },
  };
}
