// The static checks of `npm test` and CI, side by side: none reads what another writes, so on two
// cores two at a time take about half as long as one after the other. Each one's output is held
// and printed whole when it ends, with its time; the run fails when any of them fails.
// Typed linting and tsc read the route types React Router generates, so those come first.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);

const typegen = spawnSync('npx', ['react-router', 'typegen'], { stdio: 'inherit' });
if (typegen.status !== 0) process.exit(typegen.status ?? 1);

/** Longest first, so the short ones fill the gaps (`npm run typecheck` is the first two together). */
const checks = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['knip', 'npm', ['run', '--silent', 'knip']],
  ['duplication', 'npm', ['run', '--silent', 'duplication']],
  ['format:check', 'npm', ['run', '--silent', 'format:check']],
  ['typecheck (service worker)', 'npx', ['tsc', '--noEmit', '-p', 'service-worker']],
];

function run([name, command, args]) {
  const start = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`--- ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds(start)} s${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });
}

const queue = [...checks];
const failed = [];
async function lane() {
  for (let check = queue.shift(); check; check = queue.shift()) if (!(await run(check))) failed.push(check[0]);
}
const lanes = Math.max(1, Math.min(availableParallelism(), Number(process.env.CHECKS_AT_ONCE) || Infinity));
await Promise.all(Array.from({ length: lanes }, lane));

console.log(`--- static checks: ${failed.length ? `FAILED: ${failed.join(', ')}` : 'all ok'} in ${seconds(started)} s (${lanes} at a time)`);
process.exit(failed.length ? 1 : 0);
