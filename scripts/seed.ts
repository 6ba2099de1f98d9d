import { createLogger } from '../server/lib/logger.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedDatabase, seedOptionsFrom } from '../server/db/seed/seed.ts';
import { loadConfigOrExit, openConfiguredDatabase } from '../server/start.ts';

// npm run db:seed: seed the configured database (idempotent: rows already there are kept).
const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  await seedDatabase(database.db, seedOptionsFrom(config));
  logger.info('seeded');
} finally {
  await database.close();
}
