import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseFuzzSeed, fuzzRuns } from './fuzz.ts';

describe('the fuzz seed', () => {
  it('is FUZZ_SEED when set, else drawn from the commit, else fixed', () => {
    const commit = '5f3a9c01d2e4b6a8c0e2f4a6b8d0f2a4c6e8a0b2';
    expect(chooseFuzzSeed({ FUZZ_SEED: '12345' }, commit)).toEqual({ seed: 12345, from: 'FUZZ_SEED' });
    expect(chooseFuzzSeed({}, commit)).toEqual({ seed: 0x5f3a9c01, from: 'commit 5f3a9c01d2e4' });
    expect(chooseFuzzSeed({}, 'f0000000aaaa').seed).toBe(0x70000000); // a 31-bit whole number
    expect(chooseFuzzSeed({}, commit)).toEqual(chooseFuzzSeed({}, commit));
    expect(chooseFuzzSeed({}, undefined).seed).toBe(chooseFuzzSeed({}, undefined).seed);
    expect(() => chooseFuzzSeed({ FUZZ_SEED: 'abc' }, commit)).toThrow(/FUZZ_SEED must be a whole number/);
  });

  it('replays a failure: the same seed finds the same counterexample', () => {
    const property = fc.property(fc.array(fc.integer()), (xs) => xs.every((x) => x % 7 !== 3));
    const first = fc.check(property, { seed: 424_242, numRuns: 200, endOnFailure: true });
    const again = fc.check(property, { seed: 424_242, numRuns: 200, endOnFailure: true });
    expect(first.failed).toBe(true);
    expect(first.seed).toBe(424_242);
    expect(again.counterexample).toEqual(first.counterexample);
  });
});

describe('FUZZ_RUNS', () => {
  it('scales every property’s runs, at least one', () => {
    expect(fuzzRuns(30, {})).toBe(30);
    expect(fuzzRuns(30, { FUZZ_RUNS: '10' })).toBe(300);
    expect(fuzzRuns(30, { FUZZ_RUNS: '0.5' })).toBe(15);
    expect(fuzzRuns(1, { FUZZ_RUNS: '0.1' })).toBe(1);
    expect(() => fuzzRuns(30, { FUZZ_RUNS: '0' })).toThrow(/FUZZ_RUNS must be a positive factor/);
    expect(() => fuzzRuns(30, { FUZZ_RUNS: 'many' })).toThrow(/FUZZ_RUNS/);
  });
});
