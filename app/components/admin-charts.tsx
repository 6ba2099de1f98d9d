import { formatCalendarDay } from '../../common/dates.ts';
import type { StateCount } from '../../server/features/admin/overview.ts';
import { US_STATES } from '../../common/us-states.ts';

// The admin overview's pictures: plain server-rendered SVG, each with the same
// figures in a table underneath for screen readers and for anyone who wants the numbers.

interface DayCount {
  day: string;
  emergency: number;
  conflict: number;
}

const EMERGENCY = '#b91c1c';
const CONFLICT = '#1d4ed8';
const shortDay = (day: string) => formatCalendarDay(day, 'monthAndDay');

/** Stacked bars: emergencies (red) under conflicts (blue), one bar per day. */
export function RequestsPerDayChart({ days }: { days: DayCount[] }) {
  const width = 720;
  const height = 200;
  const left = 32;
  const bottom = 24;
  const max = Math.max(1, ...days.map((d) => d.emergency + d.conflict));
  const barWidth = (width - left) / days.length;
  const y = (n: number) => ((height - bottom - 8) * n) / max;
  const total = days.reduce((n, d) => n + d.emergency + d.conflict, 0);
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby="per-day-title" className="h-auto w-full">
        <title id="per-day-title">{`Help requests per day over the last ${days.length} days: ${total} in all`}</title>
        <line x1={left} x2={width} y1={height - bottom} y2={height - bottom} stroke="#64748b" />
        <text x={left - 6} y={height - bottom - y(max) + 4} textAnchor="end" fontSize="11" fill="#334155">
          {max}
        </text>
        <text x={left - 6} y={height - bottom + 4} textAnchor="end" fontSize="11" fill="#334155">
          0
        </text>
        {days.map((d, i) => {
          const x = left + i * barWidth + 1;
          const e = y(d.emergency);
          const c = y(d.conflict);
          return (
            <g key={d.day}>
              <title>{`${shortDay(d.day)}: ${d.emergency} emergencies, ${d.conflict} conflicts`}</title>
              <rect x={x} width={barWidth - 2} y={height - bottom - e} height={e} fill={EMERGENCY} />
              <rect x={x} width={barWidth - 2} y={height - bottom - e - c} height={c} fill={CONFLICT} />
              {i % 7 === 0 || i === days.length - 1 ? (
                <text x={x + barWidth / 2} y={height - 6} textAnchor="middle" fontSize="11" fill="#334155">
                  {shortDay(d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex gap-4 text-sm text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3" style={{ background: EMERGENCY }} />
          Emergencies
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3" style={{ background: CONFLICT }} />
          Conflicts
        </span>
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">The numbers per day</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Emergencies</th>
              <th scope="col">Conflicts</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{shortDay(d.day)}</td>
                <td>{d.emergency}</td>
                <td>{d.conflict}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

// A tile map: every state one square, placed roughly where it lies (no map tiles, no geometry).
const TILE_ROWS = [
  'AK .. .. .. .. .. .. .. .. .. .. ME',
  '.. .. .. .. .. .. .. .. .. .. VT NH',
  '.. WA ID MT ND MN IL WI MI NY RI MA',
  '.. OR NV WY SD IA IN OH PA NJ CT ..',
  '.. CA UT CO NE MO KY WV VA MD DE ..',
  '.. .. AZ NM KS AR TN NC SC .. .. ..',
  '.. .. .. .. OK LA MS AL GA .. .. ..',
  'HI .. .. .. TX .. .. .. .. FL .. ..',
];
const TILES = TILE_ROWS.flatMap((row, r) => row.split(' ').flatMap((code, c) => (code === '..' ? [] : [{ code, row: r, col: c }])));
const STATE_NAMES = new Map<string, string>(US_STATES.map(([code, name]) => [code, name]));

interface Tile {
  fill: string;
  ink: string;
  /** the number written under the state's code */
  figure: number;
  tooltip: string;
  /** a red corner mark: requests no listing matched, with their number when `countInBadge` */
  badge: number;
}

/** The US as tiles, one per state, each shaded and numbered by `tileOf`. */
function StateTiles({ titleId, title, tileOf, countInBadge }: { titleId: string; title: string; tileOf: (code: string) => Tile; countInBadge: boolean }) {
  const size = 52;
  return (
    <svg viewBox={`0 0 ${12 * size} ${8 * size}`} role="img" aria-labelledby={titleId} className="h-auto w-full max-w-3xl">
      <title id={titleId}>{title}</title>
      {TILES.map(({ code, row, col }) => {
        const tile = tileOf(code);
        return (
          <g key={code} transform={`translate(${col * size} ${row * size})`}>
            <title>{tile.tooltip}</title>
            <rect x="2" y="2" width={size - 4} height={size - 4} rx="4" fill={tile.fill} stroke="#94a3b8" />
            <text x={size / 2} y={size / 2 - 2} textAnchor="middle" fontSize="13" fontWeight="600" fill={tile.ink}>
              {code}
            </text>
            {tile.badge > 0 && countInBadge ? (
              <>
                <text x={size / 2 - 9} y={size / 2 + 14} textAnchor="middle" fontSize="11" fill={tile.ink}>
                  {tile.figure}
                </text>
                <circle cx={size / 2 + 11} cy={size / 2 + 10} r="9" fill="#b91c1c" stroke="#ffffff" />
                <text x={size / 2 + 11} y={size / 2 + 13.5} textAnchor="middle" fontSize={tile.badge > 99 ? 7 : 10} fontWeight="700" fill="#ffffff">
                  {tile.badge > 99 ? '99+' : tile.badge}
                </text>
              </>
            ) : (
              <text x={size / 2} y={size / 2 + 14} textAnchor="middle" fontSize="11" fill={tile.ink}>
                {tile.figure}
              </text>
            )}
            {tile.badge > 0 && !countInBadge ? <circle cx={size - 10} cy="10" r="5" fill="#b91c1c" /> : null}
          </g>
        );
      })}
    </svg>
  );
}

function Swatches({ items }: { items: [color: string, label: string][] }) {
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {items.map(([color, label]) => (
        <span key={label}>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 border border-slate-400 align-middle" style={{ background: color }} />
          {label}
        </span>
      ))}
    </span>
  );
}

const statesCount = (n: number) => `${n} ${n === 1 ? 'state' : 'states'}`;
const byStateOf = (states: StateCount[]) => new Map(states.map((s) => [s.state, s]));
const tooltipOf = (code: string, s: StateCount | undefined) =>
  `${STATE_NAMES.get(code)}: ${s?.providers ?? 0} approved providers, ${s?.requests ?? 0} requests, ${s?.unmatched ?? 0} without a match`;

const PROVIDER_SHADES: [color: string, label: string][] = [
  ['#fee2e2', 'None'],
  ['#bbf7d0', '1–2'],
  ['#4ade80', '3–9'],
  ['#15803d', '10 or more'],
];

/** Shade: approved providers per state (none is a gap); a red dot: requests no provider matched. */
export function CoverageMap({ states }: { states: StateCount[] }) {
  const byState = byStateOf(states);
  const shade = (n: number) => PROVIDER_SHADES[n === 0 ? 0 : n < 3 ? 1 : n < 10 ? 2 : 3]![0];
  const gaps = TILES.filter((t) => !byState.get(t.code)?.providers).length;
  return (
    <figure>
      <StateTiles
        titleId="coverage-title"
        title={`Approved providers by state: ${statesCount(gaps)} with none`}
        countInBadge={false}
        tileOf={(code) => {
          const s = byState.get(code);
          const providers = s?.providers ?? 0;
          return {
            fill: shade(providers),
            ink: providers >= 10 ? '#ffffff' : '#0f172a',
            figure: providers,
            tooltip: tooltipOf(code, s),
            badge: s?.unmatched ?? 0,
          };
        }}
      />
      <figcaption className="mt-2 space-y-1 text-sm text-slate-700">
        <span className="block">
          Each square is a state with its number of approved providers: pale red has none, darker green has more. A red dot marks a state with requests that no
          approved listing matches.
        </span>
        <Swatches items={PROVIDER_SHADES} />
      </figcaption>
    </figure>
  );
}

const REQUEST_SHADES: [color: string, label: string][] = [
  ['#f8fafc', 'None'],
  ['#dbeafe', '1–4'],
  ['#93c5fd', '5–19'],
  ['#2563eb', '20–49'],
  ['#1e3a8a', '50 or more'],
];

/** Shade and number: help requests per state; a red badge: how many of them no listing matches. */
export function RequestsByStateMap({ states }: { states: StateCount[] }) {
  const byState = byStateOf(states);
  const level = (n: number) => (n === 0 ? 0 : n < 5 ? 1 : n < 20 ? 2 : n < 50 ? 3 : 4);
  const total = states.reduce((n, s) => n + s.requests, 0);
  const unmatched = states.reduce((n, s) => n + s.unmatched, 0);
  const withRequests = states.filter((s) => s.requests > 0).length;
  const unmatchedStates = states.filter((s) => s.unmatched > 0).length;
  return (
    <figure>
      <StateTiles
        titleId="requests-by-state-title"
        title={`Help requests by state: ${total} in ${statesCount(withRequests)}, ${unmatched} of them without a match in ${statesCount(unmatchedStates)}`}
        countInBadge
        tileOf={(code) => {
          const s = byState.get(code);
          const requests = s?.requests ?? 0;
          return {
            fill: REQUEST_SHADES[level(requests)]![0],
            ink: level(requests) >= 3 ? '#ffffff' : '#0f172a',
            figure: requests,
            tooltip: tooltipOf(code, s),
            badge: s?.unmatched ?? 0,
          };
        }}
      />
      <figcaption className="mt-2 space-y-1 text-sm text-slate-700">
        <span className="block">
          Each square is a state with its number of help requests: darker blue has more. A red badge counts the requests there that no approved listing matches.
        </span>
        <Swatches items={REQUEST_SHADES} />
      </figcaption>
    </figure>
  );
}

/** The figures behind both maps, for screen readers and for anyone who wants the numbers. */
export function StateTable({ states }: { states: StateCount[] }) {
  const byState = byStateOf(states);
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-800">The numbers per state</summary>
      {/* Seven columns do not fit a phone: the table scrolls sideways within its own box. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable) */}
      <div role="region" aria-label="The numbers per state" tabIndex={0} className="mt-2 max-w-2xl overflow-x-auto">
        <table className="w-full text-left [&_td]:pr-3 [&_th]:pr-3 [&_th]:align-bottom">
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Approved providers</th>
              <th scope="col">Requests</th>
              <th scope="col">Without a match</th>
              <th scope="col">None open</th>
              <th scope="col">Listings full now</th>
              <th scope="col">Found only full or closed listings, 7 days</th>
            </tr>
          </thead>
          <tbody>
            {TILES.map(({ code }) => code)
              .sort()
              .map((code) => {
                const s = byState.get(code);
                return (
                  <tr key={code}>
                    <td>{STATE_NAMES.get(code)}</td>
                    <td>{s?.providers ?? 0}</td>
                    <td>{s?.requests ?? 0}</td>
                    <td>{s?.unmatched ?? 0}</td>
                    <td>{s?.whileNoneOpen ?? 0}</td>
                    <td>{s?.fullNow ?? 0}</td>
                    <td>{s?.onlyFullOrClosedThisWeek ?? 0}</td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      </div>
    </details>
  );
}
