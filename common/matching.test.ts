import { describe, expect, it } from 'vitest';
import { STANDARDS_LEVELS, standardsBadgeFor } from './matching.ts';

// SPEC §1: control operators show one of three standards levels; rehabilitators none.
describe('the standards badge of a listing', () => {
  it('every control operator shows one of the three levels, in SPEC §1 words; one with no level chosen is a basic listing', () => {
    expect(STANDARDS_LEVELS.map((standards) => standardsBadgeFor({ type: 'control', standards }))).toEqual([
      'Basic listing',
      'Basic listing',
      'National control-operators association standard',
      'Humane-practice certification',
    ]);
  });

  it('rehabilitators show none', () => {
    for (const standards of STANDARDS_LEVELS) expect(standardsBadgeFor({ type: 'rehabilitator', standards })).toBeNull();
  });
});
