import { NAMED_STANDARDS_LEVELS, type NamedStandardsLevel, type StandardsLevelNames } from '../../../common/matching.ts';
import type { Db } from '../../db/client.ts';
import { standardsLevels } from '../../db/schema.ts';

// The standards levels' names as every page shows them, in English and Spanish
// (decision 039). Public: a listing's badge shows them to anyone.

export type StandardsLevelNameTable = Record<NamedStandardsLevel, StandardsLevelNames>;

/**
 * The three levels' names, read once per page (the root loader). A level without its row (only
 * psql can remove one; `npm run db:seed` puts it back) is named by its code rather than failing.
 */
export async function listStandardsLevelNames(db: Db): Promise<StandardsLevelNameTable> {
  const rows = await db.select({ code: standardsLevels.code, name: standardsLevels.name, nameEs: standardsLevels.nameEs }).from(standardsLevels);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return Object.fromEntries(
    NAMED_STANDARDS_LEVELS.map((code) => {
      const row = byCode.get(code);
      return [code, { name: row?.name ?? code, nameEs: row?.nameEs ?? null }];
    }),
  ) as StandardsLevelNameTable;
}
