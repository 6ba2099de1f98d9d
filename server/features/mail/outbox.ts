import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

/** The latest mail, for the development-only /dev/mailbox page (404 in production). */
export async function listOutboxForDevelopment(db: Db, { production }: { production: boolean }) {
  if (production) throw notFound();
  return db
    .select({ id: outbox.id, to: outbox.to, subject: outbox.subject, text: outbox.text, createdAt: outbox.createdAt })
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(50);
}
