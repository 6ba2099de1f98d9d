import { englishOnly, message } from './i18n.ts';
import type { Locale } from './locales.ts';
import { stateName, timeZoneOf, type StateCode } from './us-states.ts';
import { formatClock, formatWeekday, wallTime } from './dates.ts';
import { clockHour, type Translate } from './opening-hours.ts';
import { inLanguage } from './state-agencies.ts';

// The numbers people are given when no provider can help (docs/decisions/046): each state
// agency's lines and the national lines, each from a source we can name, with what the line is
// for and when it is answered. Which of them a person sees, and in what order, is decided here
// from their situation and the hour, so the wizard, /request-submitted, the e-mail and the
// dashboard put the same numbers in the same order.

/** What a line is for, in the words of the sources (`../shared/contacts/README.md`). */
export const LINE_PURPOSES = ['wildlife', 'rehab_referral', 'enforcement_24h', 'main', 'other'] as const;
export type LinePurpose = (typeof LINE_PURPOSES)[number];

/** The situations a national line serves. */
export const LINE_SITUATIONS = ['conflict', 'marine_mammal', 'sea_turtle'] as const;
export type LineSituation = (typeof LINE_SITUATIONS)[number];

/** Where a national line answers: the whole country, a NOAA stranding region, or one state's coast. */
export const MARINE_REGIONS = ['greater-atlantic', 'southeast', 'west-coast', 'alaska', 'pacific-islands'] as const;
export type MarineRegion = (typeof MARINE_REGIONS)[number];
export type LineRegion = 'US' | MarineRegion | StateCode;

/** NOAA Fisheries' stranding regions, by the coastal states in each; an inland state is in none. */
const MARINE_REGION_OF: Partial<Record<StateCode, MarineRegion>> = {
  ME: 'greater-atlantic',
  NH: 'greater-atlantic',
  MA: 'greater-atlantic',
  RI: 'greater-atlantic',
  CT: 'greater-atlantic',
  NY: 'greater-atlantic',
  NJ: 'greater-atlantic',
  PA: 'greater-atlantic',
  DE: 'greater-atlantic',
  MD: 'greater-atlantic',
  VA: 'greater-atlantic',
  NC: 'southeast',
  SC: 'southeast',
  GA: 'southeast',
  FL: 'southeast',
  AL: 'southeast',
  MS: 'southeast',
  LA: 'southeast',
  TX: 'southeast',
  CA: 'west-coast',
  OR: 'west-coast',
  WA: 'west-coast',
  AK: 'alaska',
  HI: 'pacific-islands',
};

/** The regions whose national lines answer in a state: the country's, its coast's, its own. */
export function regionsOf(state: StateCode): LineRegion[] {
  const marine = MARINE_REGION_OF[state];
  return ['US', ...(marine ? [marine] : []), state];
}

/** The animal types (their seeded names) whose strandings have a line of their own. */
const SITUATION_OF_ANIMAL: Record<string, LineSituation> = {
  'Marine Mammal (Seal, Sea Lion)': 'marine_mammal',
  'Sea Turtle': 'sea_turtle',
};

/** The situation a request is in, for the national lines: a conflict, a stranding, or neither. */
export function situationOf(type: 'emergency' | 'conflict', animal: string | null | undefined): LineSituation | null {
  if (type === 'conflict') return 'conflict';
  return (animal && SITUATION_OF_ANIMAL[animal]) || null;
}

/** A phone line as pages and e-mails show it. */
export interface PhoneLine {
  id: string;
  scope: 'state' | 'national';
  /** the state whose agency it is; null for a national line */
  state: StateCode | null;
  region: LineRegion | null;
  situations: LineSituation[];
  organisation: string;
  /** the one stored format (303-555-0100), which a tel: link dials */
  phone: string;
  /** as the source prints it when that differs from `phone` ('1-800-WILDLIFE'); null otherwise */
  printedAs: string | null;
  purpose: LinePurpose;
  /** when it is answered, in the source's words */
  hours: string | null;
  hoursEs: string | null;
  /** the hours as the app reads them ('24/7', 'Mon-Fri 08:00-17:00'); '' when the source gives none */
  hoursRule: string;
  /** what a caller can expect, from the source */
  callerNote: string | null;
  callerNoteEs: string | null;
}

/** A line as shown at a moment: whether it is answered now, and when it next is. */
export interface ShownLine extends PhoneLine {
  answering: Answering;
  /** the situation a national line was chosen for */
  situation: LineSituation | null;
}

export type Answering = { now: 'always' } | { now: 'open'; closesMinute: number } | { now: 'closed'; opens: NextOpening | null } | { now: 'unknown' };
export interface NextOpening {
  /** 0 = Sunday … 6 = Saturday, in the line's time zone */
  weekday: number;
  minute: number;
  /** the opening is later today */
  today: boolean;
  /** the opening is tomorrow */
  tomorrow: boolean;
}

// ---- Hours: the rule's grammar and what it says about a moment --------------------------------

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
interface Window {
  days: number[];
  from: number;
  to: number;
}
export type HoursRule = { always: true } | { always: false; windows: Window[] };

const minuteOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

function daysOf(spec: string): number[] | null {
  if (spec === 'daily') return [0, 1, 2, 3, 4, 5, 6];
  const days: number[] = [];
  for (const part of spec.split(',')) {
    const [first, last] = part.split('-').map((name) => DAY_NAMES.indexOf(name as (typeof DAY_NAMES)[number]));
    if (first === undefined || first < 0 || (last !== undefined && last < 0)) return null;
    if (last === undefined) days.push(first);
    else for (let day = first; day !== (last + 1) % 7; day = (day + 1) % 7) days.push(day);
  }
  return days;
}

/**
 * '24/7', or windows like 'Mon-Fri 08:00-17:00; Sat 09:00-12:00' or 'daily 07:00-24:00', in the
 * line's local time; null for anything else ('' means the hours are not known).
 */
export function parseHoursRule(rule: string): HoursRule | null {
  const text = rule.trim();
  if (text === '24/7') return { always: true };
  if (text === '') return null;
  const windows: Window[] = [];
  for (const part of text.split(';')) {
    const match =
      /^\s*(daily|[A-Z][a-z]{2}(?:-[A-Z][a-z]{2})?(?:,[A-Z][a-z]{2}(?:-[A-Z][a-z]{2})?)*)\s+([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)\s*$/.exec(part);
    if (!match) return null;
    const days = daysOf(match[1]!);
    const from = minuteOf(`${match[2]}:${match[3]}`);
    const to = minuteOf(`${match[4]}:${match[5]}`);
    if (!days || to <= from || to > 1440) return null;
    windows.push({ days, from, to });
  }
  return { always: false, windows };
}

/** Whether a rule an administrator typed is one the app can read ('' is: the hours are not known). */
export const isHoursRule = (rule: string) => rule.trim() === '' || parseHoursRule(rule) !== null;

/** Whether a line with this rule is answered at `now` in `timeZone`, and if not, when it next is. */
export function answeringAt(hoursRule: string, now: Date, timeZone: string): Answering {
  const rule = parseHoursRule(hoursRule);
  if (!rule) return { now: 'unknown' };
  if (rule.always) return { now: 'always' };
  const { weekday, minute } = wallTime(now, timeZone);
  const current = rule.windows.find((w) => w.days.includes(weekday) && w.from <= minute && minute < w.to);
  if (current) return { now: 'open', closesMinute: current.to };
  for (let ahead = 0; ahead < 8; ahead++) {
    const day = (weekday + ahead) % 7;
    const starts = rule.windows
      .filter((w) => w.days.includes(day) && (ahead > 0 || w.from > minute))
      .map((w) => w.from)
      .sort((a, b) => a - b);
    if (starts.length) return { now: 'closed', opens: { weekday: day, minute: starts[0]!, today: ahead === 0, tomorrow: ahead === 1 } };
  }
  return { now: 'closed', opens: null };
}

// ---- Which lines, in which order ------------------------------------------------------------

/**
 * The purposes of a state's lines worth calling in each situation, in the order they help: for an
 * animal in trouble, the wildlife line, then the referral line, then the 24-hour line (an officer
 * can say who can help tonight), then the main office. A conflict is not a matter for the police
 * line. A tip line ('other') is offered only where a state has nothing else.
 */
const PURPOSE_ORDER: Record<'emergency' | 'conflict', LinePurpose[]> = {
  emergency: ['wildlife', 'rehab_referral', 'enforcement_24h', 'main'],
  conflict: ['wildlife', 'main', 'rehab_referral'],
};

/**
 * How soon a line is worth calling at a moment: answered now first, closed now last. A line whose
 * hours its source does not give is most often an office: it counts as answered on weekdays from
 * 8 to 5 in its state and comes after the lines answered now at any other hour.
 */
function callingRank(answering: Answering, now: Date, timeZone: string): number {
  if (answering.now === 'always' || answering.now === 'open') return 0;
  if (answering.now === 'closed') return 2;
  const { weekday, minute } = wallTime(now, timeZone);
  return weekday >= 1 && weekday <= 5 && minute >= 8 * 60 && minute < 17 * 60 ? 0 : 1;
}

/**
 * The lines to show, in order: the state agency's lines for the situation, then the national
 * lines for it (a stranding line, the wildlife-damage line), the most local first; within that
 * order, every line answered now comes before one that may not be, and those before one closed
 * now. A number given twice (a state's line that is also its coast's stranding line) is shown once.
 */
export function linesToCall(lines: PhoneLine[], request: { state: StateCode; type: 'emergency' | 'conflict'; animal?: string | null }, now: Date): ShownLine[] {
  const order = PURPOSE_ORDER[request.type];
  const situation = situationOf(request.type, request.animal);
  const regions = regionsOf(request.state);
  const stateLines = lines.filter((line) => line.scope === 'state' && line.state === request.state);
  const usable = stateLines.filter((line) => order.includes(line.purpose));
  const ownLines = usable.length ? usable : stateLines.filter((line) => line.purpose === 'other');
  const national = lines.filter(
    (line) =>
      line.scope === 'national' &&
      line.purpose !== 'other' &&
      situation !== null &&
      line.situations.includes(situation) &&
      line.region !== null &&
      regions.includes(line.region),
  );
  const timeZone = timeZoneOf(request.state);
  // A state's lines by purpose; then the national ones, its own state's before its coast's before the country's.
  const place = (line: PhoneLine) =>
    line.scope === 'state' ? Math.max(order.indexOf(line.purpose), 0) : order.length + (regions.length - 1 - regions.indexOf(line.region!));
  const seen = new Set<string>();
  return [...ownLines, ...national]
    .map((line, index) => {
      const answering = answeringAt(line.hoursRule, now, timeZone);
      return { line: { ...line, answering, situation: line.scope === 'national' ? situation : null }, rank: callingRank(answering, now, timeZone), index };
    })
    .sort((a, b) => a.rank - b.rank || place(a.line) - place(b.line) || a.index - b.index)
    .map(({ line }) => line)
    .filter((line) => !seen.has(line.phone) && Boolean(seen.add(line.phone)));
}

// ---- Words ----------------------------------------------------------------------------------

/** What each line is for, as the person reads it beside the number. */
const PURPOSE_LABEL: Record<LinePurpose, string> = {
  wildlife: message('Wildlife line: injured, orphaned or problem wildlife'),
  rehab_referral: message('Referral line: they can tell you which licensed rehabilitator to call'),
  enforcement_24h: message('24-hour line: an officer can tell you who can help tonight'),
  main: message('Main office line'),
  other: message('Reporting line'),
};
const SITUATION_LABEL: Record<LineSituation, string> = {
  conflict: message('Wildlife damage and conflicts line'),
  marine_mammal: message('Marine mammal stranding line'),
  sea_turtle: message('Sea turtle stranding line'),
};

/** The line's label: a national line by the situation it was chosen for, a state's by its purpose. */
export function lineLabel(line: ShownLine, t: Translate): string {
  const situation = line.situation ?? line.situations[0];
  return t(line.scope === 'national' && situation ? SITUATION_LABEL[situation] : PURPOSE_LABEL[line.purpose]);
}

/** The situations and regions as administrators read them. */
export const LINE_SITUATION_NAMES: Record<LineSituation, string> = {
  conflict: englishOnly('Wildlife damage and conflicts'),
  marine_mammal: englishOnly('Marine mammal strandings'),
  sea_turtle: englishOnly('Sea turtle strandings'),
};
const MARINE_REGION_NAMES: Record<MarineRegion, string> = {
  'greater-atlantic': englishOnly('Greater Atlantic coast (Maine to Virginia)'),
  southeast: englishOnly('Southeast coast (North Carolina to Texas)'),
  'west-coast': englishOnly('West Coast (California, Oregon, Washington)'),
  alaska: 'Alaska',
  'pacific-islands': englishOnly('Pacific Islands (Hawaii)'),
};
export const regionName = (region: LineRegion): string =>
  region === 'US'
    ? englishOnly('All 50 states')
    : ((MARINE_REGION_NAMES as Record<string, string>)[region] ?? englishOnly(`${stateName(region as StateCode)} only`));

/** The purposes as administrators choose them. */
export const PURPOSE_NAMES: Record<LinePurpose, string> = {
  wildlife: englishOnly('Wildlife or injured-wildlife line'),
  rehab_referral: englishOnly('Referral to licensed rehabilitators'),
  enforcement_24h: englishOnly('24-hour law-enforcement line'),
  main: englishOnly('Main office line'),
  other: englishOnly('Other (tip line, reporting line)'),
};

/** 'Answered now', 'Closed now · answers 8 AM tomorrow', 'Open 24 hours'; null when the hours are not known. */
export function answeringLabel(answering: Answering, t: Translate, locale: Locale = 'en'): string | null {
  switch (answering.now) {
    case 'always':
      return t('Answered 24 hours a day');
    case 'open':
      return t('Answered now');
    case 'closed': {
      if (!answering.opens) return t('Closed now');
      const { weekday, minute, today, tomorrow } = answering.opens;
      const time = formatClock(minute, locale);
      const count = clockHour(minute);
      if (today) return t('Closed now · answers from {{time}} today', { time, count });
      if (tomorrow) return t('Closed now · answers from {{time}} tomorrow', { time, count });
      return t('Closed now · answers from {{time}} on {{day}}', { time, count, day: formatWeekday(weekday, locale) });
    }
    default:
      return null;
  }
}

/** The hours and the caller's note in the page's language: the Spanish where there is one, else the English. */
export function lineTextsIn(line: PhoneLine, locale: Locale) {
  return { hours: inLanguage(line.hours, line.hoursEs, locale), note: inLanguage(line.callerNote, line.callerNoteEs, locale) };
}

/** The number as shown: as printed, with its digits beside it where the print has letters ('1-800-WILDLIFE (800-945-3543)'). */
export const shownNumber = (line: Pick<PhoneLine, 'phone' | 'printedAs'>) => (line.printedAs ? `${line.printedAs} (${line.phone})` : line.phone);
