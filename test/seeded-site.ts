import type { ServerBuild } from 'react-router';
import { beforeAll } from 'vitest';
import { wildlifeIssues } from '../server/db/schema.ts';
import { seedDatabase } from '../server/db/seed/seed.ts';
import { useTestDatabase } from './database.ts';
import { loadServerBuild } from './server-build.ts';

/**
 * The production build over one database seeded as the demo is (sample data, the guide), kept for
 * the whole file: for tests that open every page as a visitor does. `guideEntry` is one guide
 * page's id, for the address of an entry.
 */
export function useSeededSite() {
  const database = useTestDatabase({ resetBeforeEach: false });
  const site = { database, build: undefined as unknown as ServerBuild, guideEntry: '' };
  beforeAll(async () => {
    site.build = await loadServerBuild();
    await seedDatabase(database.db, { sampleData: true, production: true });
    const [issue] = await database.db.select({ id: wildlifeIssues.id }).from(wildlifeIssues).limit(1);
    site.guideEntry = issue!.id;
  });
  return site;
}
