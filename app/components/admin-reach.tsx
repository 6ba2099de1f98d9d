import { US_STATES } from '../../common/us-states.ts';
import { Link } from './link.tsx';
import type { ReachFigures, StateReach } from '../../server/features/admin/reach.ts';

// Whether requests reach a person (docs/decisions/048, 058): the last 7 and 30 days side by
// side, for every state together and then each state. Three columns, so each table fits a
// phone's width without scrolling.

const STATE_NAMES = new Map<string, string>(US_STATES.map(([code, name]) => [code, name]));

/** "45 min", "2 h 5 min", "1 d 3 h": a wait read at a glance. */
export function waitText(minutes: number | null): string {
  if (minutes === null) return 'none accepted';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const hours = Math.round(minutes / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

const ROWS: { label: string; value: (f: ReachFigures) => string | number }[] = [
  { label: 'Help requests', value: (f) => f.requests },
  { label: 'Reached nobody', value: (f) => f.reachedNobody },
  { label: 'Told someone, nobody has accepted', value: (f) => f.nobodyAccepted },
  { label: 'Median time to the first acceptance', value: (f) => waitText(f.medianMinutesToAccept) },
  { label: 'Listings told by e-mail', value: (f) => f.emailed },
  { label: 'of them answered', value: (f) => f.answered },
  { label: 'Listings that stopped the e-mails', value: (f) => f.stopped },
];

function ReachTable({ reach, caption }: { reach: StateReach; caption: string }) {
  return (
    <table className="w-full text-left text-sm [&_td]:py-1 [&_td]:pl-3 [&_td]:text-right [&_th]:py-1">
      <caption className="pb-1 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col">
            <span className="sr-only">Figure</span>
          </th>
          <th scope="col" className="pl-3 text-right">
            7 days
          </th>
          <th scope="col" className="pl-3 text-right">
            30 days
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ label, value }) => (
          <tr key={label} className="border-b border-slate-100">
            <th scope="row" className={`font-normal ${label.startsWith('of them') ? 'pl-4' : ''}`}>
              {label}
            </th>
            <td>{value(reach.week)}</td>
            <td>{value(reach.month)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ReachPanel({ reach }: { reach: StateReach[] }) {
  const states = reach.filter((r) => r.state !== null);
  const all = reach.find((r) => r.state === null)!;
  return (
    <section aria-labelledby="reach-heading">
      <h2 id="reach-heading" className="text-xl font-semibold text-slate-900">
        Do requests reach a person?
      </h2>
      <p className="mt-2 text-slate-700">
        Help requests of the last 7 and 30 days: whom they reached and how soon someone took them. Listings without an account are told by e-mail; how many are
        told each round is set on{' '}
        <Link to="/admin-dashboard/settings" className="font-semibold text-brand-800 underline">
          System Settings
        </Link>
        , and stopped e-mails are resumed on{' '}
        <Link to="/admin-dashboard/providers" className="font-semibold text-brand-800 underline">
          Listing Claims
        </Link>
        .
      </p>
      <div className="mt-4 max-w-md">
        <ReachTable reach={all} caption="Every state" />
      </div>
      {states.length ? (
        <details className="mt-6">
          <summary className="cursor-pointer font-medium text-brand-800">The figures per state ({states.length})</summary>
          <div className="mt-3 grid gap-6 sm:grid-cols-2">
            {states.map((r) => (
              <ReachTable key={r.state} reach={r} caption={STATE_NAMES.get(r.state!) ?? r.state!} />
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}
