import { describe, expect, it } from 'vitest';
import { formatClock, formatRequestTime, formatSoon, instantFromLocal, localDateTime } from './dates.ts';

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

describe('a datetime-local value read in a zone (docs/decisions/032)', () => {
  it('is the moment that wall clock shows there, in winter and summer, and back again', () => {
    expect(instantFromLocal('2026-11-27T17:00', 'America/Denver')?.toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(instantFromLocal('2026-07-01T09:30', 'America/Denver')?.toISOString()).toBe('2026-07-01T15:30:00.000Z');
    expect(instantFromLocal('2026-07-01T09:30', 'America/Phoenix')?.toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(localDateTime(new Date('2026-11-28T00:00:00Z'), 'America/Denver')).toBe('2026-11-27T17:00');
  });

  it('reads a time the clocks skip an hour earlier, a repeated one as the first, and refuses what is not a time', () => {
    expect(instantFromLocal('2026-03-08T02:30', 'America/Denver')?.toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(instantFromLocal('2026-11-01T01:30', 'America/Denver')?.toISOString()).toBe('2026-11-01T07:30:00.000Z');
    for (const bad of ['2026-02-30T10:00', '2026-11-27T24:00', 'Friday', '2026-11-27']) expect(instantFromLocal(bad, 'America/Denver')).toBeNull();
  });

  it('says a moment soon by weekday, and further off by date', () => {
    const now = new Date('2026-11-25T19:00:00Z');
    expect(formatSoon('2026-11-28T00:00:00Z', 'America/Denver', now)).toBe('Fri 5 PM');
    expect(formatSoon('2026-12-12T00:30:00Z', 'America/Denver', now)).toBe('Dec 11, 5:30 PM');
  });
});

describe('formatClock: a minute of the day in the page’s language', () => {
  it('reads as English has always written it, and as es-US writes it', () => {
    expect([0, 540, 720, 1020, 1439].map((minute) => formatClock(minute))).toEqual(['12:00 AM', '9:00 AM', '12:00 PM', '5:00 PM', '11:59 PM']);
    expect([540, 1020].map((minute) => formatClock(minute, 'es'))).toEqual(['9:00 a.m.', '5:00 p.m.']);
  });
});
