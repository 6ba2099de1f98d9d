// `npm test`: every check, in stages one after another, each printing its time when it ends
// (also when it fails), so a slow or failing stage is named. CI runs exactly this command
// (.ci/run), with TEST_DATABASE_URL set: the integration tests then run once on PostgreSQL and the
// embedded database's own tests on PGlite beside them (docs/decisions/062). Without it, everything
// runs on PGlite. The first failing stage stops the run.
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync } from 'node:fs';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const vitest = (...projects) => ['npx', ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])]];

const stages = [
  ['static checks', 'npm', ['run', '--silent', 'test:static']],
  ['build', 'npm', ['run', '--silent', 'test:build']],
  ['unit', ...vitest('unit')],
  ['integration', ...vitest('integration', ...(onPostgres ? ['integration-pglite'] : []))],
  ['e2e', ...vitest('e2e')],
];

const started = performance.now();
const seconds = (since) => Math.round((performance.now() - since) / 1000);
for (const [name, command, args] of stages) {
  const start = performance.now();
  console.log(`=== ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  // In CI each vitest stage writes test-results/vitest.json (vitest.config.ts); it is kept per stage.
  if (existsSync('test-results/vitest.json')) renameSync('test-results/vitest.json', `test-results/vitest-${name}.json`);
  console.log(`=== ${name}: ${seconds(start)} s${status === 0 ? '' : `, FAILED (exit ${status})`}`);
  if (status !== 0) process.exit(status ?? 1);
}
console.log(`=== all stages: ${seconds(started)} s`);
