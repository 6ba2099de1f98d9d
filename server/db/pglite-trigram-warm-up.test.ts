import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, pgliteClient } from './client.ts';
import { migrate } from './migrate.ts';
import { onPostgres } from '../../test/database.ts';

// PGlite's first trigram comparison in a new instance is made on open, not in a table scan
// (client.ts: a half-done first call there left the next query hanging).

describe.skipIf(onPostgres())('opening PGlite', () => {
  it('warms the trigram functions once pg_trgm is installed, and says when it could not yet', async () => {
    const fresh = await openDatabase({ memory: true });
    expect(fresh.trigramsWarm).toBe(false); // no pg_trgm before the migrations
    await migrate(fresh);
    const dump = await pgliteClient(fresh).dumpDataDir('gzip');
    await fresh.close();

    const reopened = await openDatabase({ loadDataDir: dump });
    try {
      expect(reopened.trigramsWarm).toBe(true);
      const notices: unknown[] = [];
      const result = await pgliteClient(reopened).query(`select 'racoon' % 'raccoon' as close`, [], { onNotice: (n) => notices.push(n) });
      expect(result.rows).toEqual([{ close: true }]);
      expect(notices).toEqual([]);
      expect(await reopened.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await reopened.close();
    }
  });
});
