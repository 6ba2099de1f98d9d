import { describe, expect, it } from 'vitest';
import { answeringAt, answeringLabel, linesToCall, parseHoursRule, type PhoneLine } from './phone-lines.ts';
import { inEnglish } from './opening-hours.ts';
import { printedNumber } from './phone.ts';

// Which numbers a person is given when no provider can help, in which order, and what each says
// of its hours (docs/decisions/046).

const line = (values: Partial<PhoneLine> & Pick<PhoneLine, 'id' | 'purpose'>): PhoneLine => ({
  scope: 'state',
  state: 'OH',
  region: null,
  situations: [],
  organisation: `Line ${values.id}`,
  phone: `614-555-01${values.id.padStart(2, '0').slice(-2)}`,
  printedAs: null,
  hours: null,
  hoursEs: null,
  hoursRule: '',
  callerNote: null,
  callerNoteEs: null,
  ...values,
});

// Moments in Columbus, OH (Eastern Standard Time, UTC-5 in winter).
const WEDNESDAY_NOON = new Date('2026-12-02T17:00:00Z');
const WEDNESDAY_2AM = new Date('2026-12-02T07:00:00Z');
const SATURDAY_NOON = new Date('2026-12-05T17:00:00Z');

describe('the hours as the app reads them', () => {
  it('reads 24/7, day ranges, several windows and daily hours, and refuses anything else', () => {
    expect(parseHoursRule('24/7')).toEqual({ always: true });
    expect(parseHoursRule('Mon-Fri 08:00-17:00; Sat 09:00-12:00')).toEqual({
      always: false,
      windows: [
        { days: [1, 2, 3, 4, 5], from: 480, to: 1020 },
        { days: [6], from: 540, to: 720 },
      ],
    });
    expect(parseHoursRule('daily 07:00-24:00')).toMatchObject({ windows: [{ days: [0, 1, 2, 3, 4, 5, 6], from: 420, to: 1440 }] });
    expect(parseHoursRule('Fri-Mon 10:00-11:00')).toMatchObject({ windows: [{ days: [5, 6, 0, 1] }] });
    for (const bad of ['business hours', 'Mon-Fri 8-5', 'Mon-Fri 17:00-08:00', 'Moon 08:00-09:00', '24/7 ', 'Mon-Fri 08:00-25:00']) {
      expect(parseHoursRule(bad.trim() === '24/7' ? 'always' : bad), bad).toBeNull();
    }
    expect(parseHoursRule('')).toBeNull();
  });

  it('says whether a line is answered at a moment in its state, and when it next is', () => {
    const office = 'Mon-Fri 08:00-17:00';
    expect(answeringAt(office, WEDNESDAY_NOON, 'America/New_York')).toEqual({ now: 'open', closesMinute: 1020 });
    expect(answeringAt(office, WEDNESDAY_2AM, 'America/New_York')).toEqual({
      now: 'closed',
      opens: { weekday: 3, minute: 480, today: true, tomorrow: false },
    });
    expect(answeringAt(office, SATURDAY_NOON, 'America/New_York')).toEqual({
      now: 'closed',
      opens: { weekday: 1, minute: 480, today: false, tomorrow: false },
    });
    // Friday evening in Ohio is already Saturday in UTC: the state's clock decides.
    expect(answeringAt(office, new Date('2026-12-05T01:00:00Z'), 'America/New_York')).toMatchObject({ opens: { weekday: 1 } });
    expect(answeringAt('24/7', WEDNESDAY_2AM, 'America/New_York')).toEqual({ now: 'always' });
    expect(answeringAt('', WEDNESDAY_2AM, 'America/New_York')).toEqual({ now: 'unknown' });
  });

  it('words it for the person: closed now, and when it answers again', () => {
    const at = (moment: Date) => answeringLabel(answeringAt('Mon-Fri 08:00-17:00', moment, 'America/New_York'), inEnglish);
    expect(at(WEDNESDAY_NOON)).toBe('Answered now');
    expect(at(WEDNESDAY_2AM)).toBe('Closed now · answers from 8:00 AM today');
    expect(at(new Date('2026-12-02T23:00:00Z'))).toBe('Closed now · answers from 8:00 AM tomorrow');
    expect(at(SATURDAY_NOON)).toBe('Closed now · answers from 8:00 AM on Monday');
    expect(answeringLabel({ now: 'always' }, inEnglish)).toBe('Answered 24 hours a day');
    expect(answeringLabel({ now: 'unknown' }, inEnglish)).toBeNull();
  });
});

describe('which lines a person is given, in which order', () => {
  const ohio = [
    line({ id: '1', purpose: 'main', hoursRule: 'Mon-Fri 08:00-17:00' }),
    line({ id: '2', purpose: 'enforcement_24h', hoursRule: '24/7' }),
    line({ id: '3', purpose: 'wildlife' }),
    line({ id: '4', purpose: 'other', hoursRule: '24/7' }),
    line({ id: '5', purpose: 'wildlife', state: 'PA' }),
  ];
  const ids = (lines: { id: string }[]) => lines.map((l) => l.id);

  it('an emergency on a weekday afternoon: the wildlife line first, then the 24-hour line, then the office; never a tip line or another state’s', () => {
    expect(ids(linesToCall(ohio, { state: 'OH', type: 'emergency' }, WEDNESDAY_NOON))).toEqual(['3', '2', '1']);
  });

  it('at 2 a.m.: the 24-hour line first, a line of unstated hours next, the office, closed, last', () => {
    expect(ids(linesToCall(ohio, { state: 'OH', type: 'emergency' }, WEDNESDAY_2AM))).toEqual(['2', '3', '1']);
  });

  it('a conflict is not a matter for the police line', () => {
    expect(ids(linesToCall(ohio, { state: 'OH', type: 'conflict' }, WEDNESDAY_NOON))).toEqual(['3', '1']);
  });

  it('a state with nothing but a tip line still gives that', () => {
    const tipOnly = [line({ id: '7', purpose: 'other', state: 'CO' })];
    expect(ids(linesToCall(tipOnly, { state: 'CO', type: 'emergency' }, WEDNESDAY_NOON))).toEqual(['7']);
  });

  it('adds the national line for the situation in the state’s region, the most local first, and a number given twice once', () => {
    const national = [
      line({ id: '10', scope: 'national', state: null, region: 'US', situations: ['conflict'], purpose: 'wildlife' }),
      line({ id: '11', scope: 'national', state: null, region: 'west-coast', situations: ['marine_mammal'], purpose: 'wildlife' }),
      line({
        id: '12',
        scope: 'national',
        state: null,
        region: 'US',
        situations: ['marine_mammal', 'sea_turtle'],
        purpose: 'enforcement_24h',
        hoursRule: '24/7',
      }),
      line({ id: '13', scope: 'national', state: null, region: 'southeast', situations: ['marine_mammal'], purpose: 'wildlife', hoursRule: '24/7' }),
      line({ id: '14', scope: 'national', state: null, region: 'US', situations: [], purpose: 'other' }),
    ];
    const california = [line({ id: '20', state: 'CA', purpose: 'main' }), ...national];
    const seal = linesToCall(california, { state: 'CA', type: 'emergency', animal: 'Marine Mammal (Seal, Sea Lion)' }, WEDNESDAY_NOON);
    expect(ids(seal)).toEqual(['20', '11', '12']);
    expect(seal[1]).toMatchObject({ situation: 'marine_mammal' });
    expect(ids(linesToCall(california, { state: 'CA', type: 'emergency', animal: 'Songbird' }, WEDNESDAY_NOON))).toEqual(['20']);
    expect(ids(linesToCall(california, { state: 'CA', type: 'conflict' }, WEDNESDAY_NOON))).toEqual(['20', '10']);
    const twice = [
      line({ id: '30', state: 'FL', purpose: 'wildlife', phone: '888-404-3922' }),
      line({ ...national[3]!, id: '31', region: 'FL', phone: '888-404-3922' }),
    ];
    expect(ids(linesToCall(twice, { state: 'FL', type: 'emergency', animal: 'Marine Mammal (Seal, Sea Lion)' }, WEDNESDAY_NOON))).toEqual(['30']);
  });
});

describe('a number as an agency prints it', () => {
  it('keeps the words it spells, dialled by the keypad, and a plain number as stored', () => {
    expect(printedNumber('1-800-WILDLIFE (945-3543)')).toEqual({ phone: '800-945-3543', printedAs: '1-800-WILDLIFE' });
    expect(printedNumber('1-866-4USDAWS')).toEqual({ phone: '866-487-3297', printedAs: '1-866-4USDAWS' });
    expect(printedNumber('(888) 248-6866')).toEqual({ phone: '888-248-6866', printedAs: null });
    expect(printedNumber('739-9912')).toBeNull();
    expect(printedNumber('call the troopers')).toBeNull();
  });
});
