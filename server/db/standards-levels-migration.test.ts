import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useTestDatabase } from '../../test/database.ts';
import { standardsLevels } from './schema.ts';
import { standardsLevelSeeds } from './seed/data/standards-levels.ts';

// Decision 039: migration 0023 itself gives every database, however old, the three levels' names
// (the seed runs on a first start only), the same as the seed's; and announces their changes.
// No reset before the test: the database is as migrated.
const database = useTestDatabase({ resetBeforeEach: false });

it('migration 0023 inserts the seed’s three standards levels, and a trigger announces their changes', async () => {
  const rows = await database.db.select({ code: standardsLevels.code, name: standardsLevels.name, nameEs: standardsLevels.nameEs }).from(standardsLevels);
  expect(rows.sort((a, b) => a.code.localeCompare(b.code))).toEqual([...standardsLevelSeeds].sort((a, b) => a.code.localeCompare(b.code)));
  const triggers = await database.db.execute<{ tgname: string }>(
    sql`select tgname from pg_trigger where tgrelid = 'standards_levels'::regclass and tgname = 'wl_content_changed'`,
  );
  expect((triggers as unknown as { rows: unknown[] }).rows).toHaveLength(1);
});
