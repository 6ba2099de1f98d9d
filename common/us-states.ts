import { englishOnly, message } from './i18n.ts';

// The 50 US states, no DC or territories: the only places the wizard takes a request for. The names Spanish writes its
// own way (Nueva York, Carolina del Norte …) are marked for the catalogs and shown through `t()`
// on Spanish pages; the others read the same in both languages. The value kept is
// always the code.
export const US_STATES = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', message('Hawaii')],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', message('Louisiana')],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', message('Mississippi')],
  ['MO', message('Missouri')],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', englishOnly('New Hampshire')],
  ['NJ', message('New Jersey')],
  ['NM', message('New Mexico')],
  ['NY', message('New York')],
  ['NC', message('North Carolina')],
  ['ND', message('North Dakota')],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', message('Pennsylvania')],
  ['RI', englishOnly('Rhode Island')],
  ['SC', message('South Carolina')],
  ['SD', message('South Dakota')],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', message('West Virginia')],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
] as const;

export type StateCode = (typeof US_STATES)[number][0];
export const STATE_CODES = US_STATES.map(([code]) => code) as [StateCode, ...StateCode[]];
export const stateName = (code: StateCode) => US_STATES.find(([c]) => c === code)![1];

/**
 * Each state's main time zone (where most of its people live; a few states span two), so a time
 * is shown as the person in that state reads it, on the server and in the browser alike.
 */
export const STATE_TIME_ZONES: Record<StateCode, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** Wildline's own time, Eastern: for what belongs to no state. */
export const OFFICE_TIME_ZONE = 'America/New_York';

/** The state's main time zone; Eastern for anything else. */
export const timeZoneOf = (state: string | null | undefined) => STATE_TIME_ZONES[state as StateCode] ?? OFFICE_TIME_ZONE;
