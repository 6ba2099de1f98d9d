import path from 'node:path';
import { parseArgs } from 'node:util';
import { backUp, BackupError } from '../server/db/backup.ts';
import { loadConfigOrExit } from '../server/start.ts';
import { describeDatabase, megabytes } from './backup-words.ts';

// npm run backup -- --to FILE
// A consistent backup of the database the server would use (same DATA_DIR / DATABASE_URL),
// taken while it runs: PostgreSQL through pg_dump (custom format), the embedded database by the
// running server itself, or by this command when no server holds it (README "Operating").

const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  console.error('Usage: npm run backup -- --to FILE');
  process.exit(2);
}
const config = loadConfigOrExit();
const file = path.resolve(values.to);
const started = performance.now();
try {
  const result = await backUp(config, file);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const by = result.byServer === undefined ? '' : `, taken by the running server (pid ${result.byServer})`;
  console.log(`Backed up ${describeDatabase(config)} to ${file}: ${megabytes(result.bytes)} in ${seconds} s${by}.`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
