import type { TestProject } from 'vitest/node';
import { chooseFuzzSeed } from './fuzz.ts';

/** Chooses the run's fuzz seed once (test/fuzz.ts), prints it, and hands it to every test file. */
export default function setup(project: TestProject) {
  const { seed, from } = chooseFuzzSeed();
  const runs = process.env.FUZZ_RUNS ? `, FUZZ_RUNS=${process.env.FUZZ_RUNS}` : '';
  console.log(`[${project.name}] fuzz seed ${seed} (${from}${runs}); replay a failure with FUZZ_SEED=${seed}`);
  project.provide('fuzzSeed', seed);
}
