import { describe, expect, it } from 'vitest';
import { waitText } from './admin-reach.tsx';

describe('the median wait, read at a glance', () => {
  it('is minutes, hours and minutes, or days and hours; or says none was accepted', () => {
    expect(waitText(null)).toBe('none accepted');
    expect(waitText(0)).toBe('0 min');
    expect(waitText(45)).toBe('45 min');
    expect(waitText(60)).toBe('1 h');
    expect(waitText(125)).toBe('2 h 5 min');
    expect(waitText(24 * 60)).toBe('1 d');
    expect(waitText(27 * 60 + 20)).toBe('1 d 3 h');
  });
});
