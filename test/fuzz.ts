import { execFileSync } from 'node:child_process';
import type fc from 'fast-check';
import { inject } from 'vitest';

// The property tests' settings (README "Testing"). The seed is the commit's unless FUZZ_SEED
// says otherwise: a run is reproducible (the same commit draws the same cases, on any machine),
// each new commit draws new ones, and a failure is replayed with the seed the run printed.
// FUZZ_RUNS scales every property's runs (CI's fixed budget is set in .ci/run).

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzSeed: number;
  }
}

/** When there is no commit to read (a tarball, no git): fixed, so still reproducible. */
const FIXED_SEED = 20_261_128;

/** FUZZ_SEED, else the first 31 bits of the commit's hash, else FIXED_SEED; and where it came from. */
export function chooseFuzzSeed(env: NodeJS.ProcessEnv = process.env, commit = headCommit()): { seed: number; from: string } {
  if (env.FUZZ_SEED) {
    const seed = Number(env.FUZZ_SEED);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number (the seed a run printed), not ${JSON.stringify(env.FUZZ_SEED)}`);
    return { seed, from: 'FUZZ_SEED' };
  }
  if (commit) return { seed: Number.parseInt(commit.slice(0, 8), 16) & 0x7fffffff, from: `commit ${commit.slice(0, 12)}` };
  return { seed: FIXED_SEED, from: 'no commit found: the fixed seed' };
}

function headCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** How many times to run a property: `numRuns` scaled by FUZZ_RUNS (a factor, 1 when unset). */
export function fuzzRuns(numRuns: number, env: NodeJS.ProcessEnv = process.env): number {
  const scale = env.FUZZ_RUNS === undefined || env.FUZZ_RUNS === '' ? 1 : Number(env.FUZZ_RUNS);
  if (!(scale > 0)) throw new Error(`FUZZ_RUNS must be a positive factor (0.5, 1, 10), not ${JSON.stringify(env.FUZZ_RUNS)}`);
  return Math.max(1, Math.round(numRuns * scale));
}

/** fast-check's options for a property: the run's seed (test/fuzz-global-setup.ts), `numRuns` scaled by FUZZ_RUNS. */
export function fuzzOptions(numRuns: number): fc.Parameters<unknown> {
  return { numRuns: fuzzRuns(numRuns), seed: inject('fuzzSeed'), endOnFailure: true };
}
