import type { ImportOutcome, ImportReport } from '../../common/provider-import.ts';

// The rows of a provider listings file and what the import does, or did, with each:
// a row's problems sit in its own line of the table, next to its name.

const OUTCOME: Record<ImportOutcome, { label: string; className: string }> = {
  new: { label: 'New', className: 'bg-green-100 text-green-900' },
  updated: { label: 'Updated', className: 'bg-amber-100 text-amber-900' },
  unchanged: { label: 'Unchanged', className: 'bg-slate-200 text-slate-800' },
  error: { label: 'Error', className: 'bg-red-100 text-red-900' },
};

const KIND = { rehabilitator: 'Rehabilitator', control: 'Control operator' } as const;

/** A listing the file does not mark state_verified while it marks others (docs/decisions/057). */
const HELD = 'Not marked state_verified (other rows are): imported, but not shown or told of requests until the agency marks it or its claim is verified.';

/** "3 new, 1 updated …": what a preview would do, or what an import did. */
export function importSummary({ committed, counts, rows: reported }: ImportReport): string {
  const rows = `${counts.rows.toLocaleString('en-US')} ${counts.rows === 1 ? 'row' : 'rows'}`;
  const n = (count: number) => count.toLocaleString('en-US');
  const held = reported.filter((row) => row.held).length;
  const heldNote = held ? ` ${n(held)} not marked state_verified: not shown or told of requests until verified.` : '';
  return committed
    ? `Import finished (${rows}): ${n(counts.created)} created, ${n(counts.updated)} updated, ${n(counts.unchanged)} unchanged, ${n(counts.rejected)} rejected.${heldNote}`
    : `Preview (${rows}): ${n(counts.created)} new, ${n(counts.updated)} updated, ${n(counts.unchanged)} unchanged, ${n(counts.rejected)} with errors.${heldNote} Nothing has been saved yet.`;
}

export function ImportRowsTable({ report }: { report: ImportReport }) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{report.committed ? 'What the import did with each row' : 'What the import would do with each row'}</caption>
        <thead className="border-b border-slate-300 text-slate-900">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Row
            </th>
            <th scope="col" className="py-2 pr-3">
              Listing
            </th>
            <th scope="col" className="py-2 pr-3">
              Type
            </th>
            <th scope="col" className="py-2 pr-3">
              Place
            </th>
            <th scope="col" className="py-2 pr-3">
              Outcome
            </th>
            <th scope="col" className="py-2">
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-800">
          {report.rows.map((row) => (
            <tr key={row.row} className={row.outcome === 'error' ? 'bg-red-50' : undefined}>
              <td className="py-2 pr-3 align-top">{row.row}</td>
              <th scope="row" className="py-2 pr-3 align-top font-semibold">
                {row.name || <span className="font-normal italic">No name</span>}
              </th>
              <td className="py-2 pr-3 align-top">{row.type ? KIND[row.type] : 'Not recognised'}</td>
              <td className="py-2 pr-3 align-top">{[row.city, [row.state, row.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</td>
              <td className="py-2 pr-3 align-top">
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${OUTCOME[row.outcome].className}`}>{OUTCOME[row.outcome].label}</span>
              </td>
              <td className="py-2 align-top">
                {row.outcome === 'error' ? (
                  <ul className="space-y-0.5 text-red-800">
                    {Object.values(row.errors)
                      .flat()
                      .map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                  </ul>
                ) : (
                  <>
                    {row.changes.length ? <p>Changes: {row.changes.join(', ')}</p> : null}
                    {row.held ? <p className="text-amber-900">{HELD}</p> : null}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
