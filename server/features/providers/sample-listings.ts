import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { providers } from '../../db/schema.ts';

// Sample listings (seed data, 555-01xx numbers nobody answers) are shown like real ones, so while
// any is shown every page says the directory holds them: nobody in need may call a made-up number.
// Public: no acting user.

/** Whether any approved sample listing is in the directory; one look at a tiny partial index. */
export async function sampleListingsShown(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ shown: sql<boolean>`true` })
    .from(providers)
    .where(and(eq(providers.sample, true), eq(providers.approved, true)))
    .limit(1);
  return Boolean(row);
}
