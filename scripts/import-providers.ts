import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../server/auth/actor.ts';
import { migrate } from '../server/db/migrate.ts';
import { users } from '../server/db/schema.ts';
import { importListings, previewListingImport, decodeCsvBytes } from '../server/features/providers/import-listings.ts';
import { createGeocoder } from '../server/lib/geocoder.ts';
import { isAppError } from '../server/lib/errors.ts';
import { loadConfigOrExit, openConfiguredDatabase } from '../server/start.ts';

// npm run import-providers -- --file agency.csv --as admin@example.org [--dry-run]
// The /admin-dashboard/import page's service from a shell, on the database the server would
// use (same DATA_DIR / DATABASE_URL), migrating first if needed. It acts as an existing
// administrator's account, named with --as: the service checks the role as it does for the
// page, and the audit log says who imported. --dry-run previews and writes nothing.

const USAGE = 'Usage: npm run import-providers -- --file listings.csv --as admin@example.org [--dry-run]';
const { values } = parseArgs({ options: { file: { type: 'string' }, as: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
if (!values.file || !values.as) {
  console.error(USAGE);
  process.exit(2);
}

let bytes: Buffer;
try {
  bytes = readFileSync(values.file);
} catch (error) {
  console.error(`Cannot read ${values.file}: ${(error as Error).message}`);
  process.exit(2);
}

const config = loadConfigOrExit();
const database = await openConfiguredDatabase(config);
try {
  await migrate(database);
  const [admin] = await database.db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: users.role, providerId: users.providerId })
    .from(users)
    .where(and(eq(users.email, values.as.trim().toLowerCase()), eq(users.role, 'admin'), sql`${users.banned} is not true`));
  if (!admin) {
    console.error(`No administrator ${values.as} on this database: create one with npm run create-admin -- --email …`);
    process.exitCode = 2;
  } else {
    const actor: Actor = { kind: 'user', ...admin };
    const run = values['dry-run'] ? previewListingImport : importListings;
    const report = await run(database.db, createGeocoder(config), actor, decodeCsvBytes(bytes));
    for (const row of report.rows.filter((r) => r.outcome === 'error')) {
      console.log(`row ${row.row} (${row.name || 'no name'}): ${Object.values(row.errors).flat().join('; ')}`);
    }
    const { rows, created, updated, unchanged, rejected } = report.counts;
    const verb = report.committed ? 'Imported' : 'Dry run, nothing written';
    // Rows the file leaves unmarked while it marks others state_verified (docs/decisions/057).
    const held = report.rows.filter((row) => row.held).length;
    const heldNote = held ? ` ${held} not marked state_verified: not shown or told of requests until verified.` : '';
    console.log(`${verb}: ${rows} rows, ${created} created, ${updated} updated, ${unchanged} unchanged, ${rejected} rejected.${heldNote}`);
  }
} catch (error) {
  if (!isAppError(error)) throw error;
  console.error(`Refused: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
