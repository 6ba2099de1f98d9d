import { describe, expect, it } from 'vitest';
import { formatRequestTime } from './dates.ts';

describe('formatRequestTime', () => {
  const at = '2026-11-23T07:45:00Z';
  it("shows a request's time as the people in its state read it, with the zone named", () => {
    expect(formatRequestTime(at, 'CO')).toBe('Nov 23, 2026, 12:45 AM MST');
    expect(formatRequestTime(at, 'CA')).toBe('Nov 22, 2026, 11:45 PM PST');
    expect(formatRequestTime(at, 'HI')).toBe('Nov 22, 2026, 9:45 PM HST');
    expect(formatRequestTime(at, 'AK')).toBe('Nov 22, 2026, 10:45 PM AKST');
    expect(formatRequestTime(new Date('2026-07-01T16:00:00Z'), 'NY')).toBe('Jul 1, 2026, 12:00 PM EDT');
  });

  it('without a state, in Eastern time', () => {
    expect(formatRequestTime(at)).toBe('Nov 23, 2026, 2:45 AM EST');
    expect(formatRequestTime(at, null)).toBe('Nov 23, 2026, 2:45 AM EST');
  });
});
