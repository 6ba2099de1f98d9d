/**
 * The tests of the embedded database's own behaviour (docs/decisions/062): its client and data
 * directory, the migrations, LISTEN/NOTIFY and the caches it drives, its pool-less metrics, and
 * the backups and scripts that open a data directory of their own. When TEST_DATABASE_URL is set
 * (CI), the integration project runs on PostgreSQL, production's engine, and these run on PGlite
 * as well, in the integration-pglite project; without it, the integration project runs them all
 * on PGlite.
 */
export const PGLITE_OWN = [
  'server/db/data-dir-lock.test.ts',
  'server/db/pglite-trigram-warm-up.test.ts',
  'server/db/migrate.test.ts',
  'server/db/agency-lines-migration.test.ts',
  'server/db/standards-levels-migration.test.ts',
  'server/lib/realtime.test.ts',
  'server/lib/page-cache.test.ts',
  'server/features/matching/match-cache.test.ts',
  'server/features/operations/metrics.test.ts',
  'scripts/backup-restore.test.ts',
  'scripts/create-admin.test.ts',
  'scripts/import-providers.test.ts',
];
