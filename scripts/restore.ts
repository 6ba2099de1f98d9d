import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreInto } from '../server/db/backup.ts';
import { loadConfigOrExit } from '../server/start.ts';
import { describeDatabase } from './backup-words.ts';

// npm run restore -- --from FILE [--force]
// Restores a backup of `npm run backup` into the database the server would use (same DATA_DIR /
// DATABASE_URL), which must be empty; --force replaces what it holds (the embedded database's
// directory is moved aside, not deleted). On the embedded database, stop the server first.

const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
if (!values.from) {
  console.error('Usage: npm run restore -- --from FILE [--force]');
  process.exit(2);
}
const config = loadConfigOrExit();
const file = path.resolve(values.from);
try {
  const started = performance.now();
  const result = await restoreInto(config, file, values);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.movedAside) console.log(`The database that was there is kept in ${result.movedAside}.`);
  console.log(`Restored ${file} into ${describeDatabase(config)}: ${result.tables} tables in ${seconds} s.`);
  console.log('Start the server (npm run serve): it applies any migration newer than the backup.');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
