import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

// The guide's vocabulary (migration 0003): corrects typed words to words the guide uses.

/** Call after any change to the guide's issues (in the same transaction, where there is one). */
export async function refreshGuideVocabulary(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`refresh materialized view guide_words`);
}

/**
 * For each typed word the guide does not know, its closest known word (pg_trgm similarity,
 * indexed): "racon atic" → Map { racon → raccoon, atic → attic }.
 */
export async function correctWords(db: Db, words: string[]): Promise<Map<string, string>> {
  const candidates = words.filter((w) => w.length > 2);
  if (candidates.length === 0) return new Map();
  const result = await db.execute<{ input: string; fix: string | null }>(sql`
    select w.input, (select g.word from guide_words g where g.word % w.input order by similarity(g.word, w.input) desc, g.word limit 1) as fix
    from unnest(${`{${candidates.join(',')}}`}::text[]) as w(input)
    where not exists (select 1 from guide_words g where g.word = w.input)`);
  const rows = (result as unknown as { rows: { input: string; fix: string | null }[] }).rows;
  return new Map(rows.flatMap((r) => (r.fix ? [[r.input, r.fix] as const] : [])));
}
