import type { StoredBytes, StoredKind } from '../../server/features/admin/stored-bytes.ts';

// The files the database holds, by kind (server/features/admin/stored-bytes.ts): a small table
// for the admin overview, and for any other administrators' page that shows the server's health.

const KIND_NAMES: Record<StoredKind, string> = {
  'request-photos': 'Photos sent with requests',
  'draft-photos': 'Photos in requests not yet sent',
  'pending-documents': 'Documents of claims waiting for review',
  'approved-documents': 'Documents of approved listings',
};

/** 0 B, 12 KB, 3.4 MB, 1.2 GB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 || value >= 10 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

export function StoredBytesTable({ stored, caption }: { stored: StoredBytes[]; caption: string }) {
  return (
    <table className="w-full max-w-2xl text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:pr-3 [&_th]:align-bottom">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col">Kind</th>
          <th scope="col" className="text-right">
            Files
          </th>
          <th scope="col" className="text-right">
            Stored
          </th>
          <th scope="col">Limit for all together</th>
        </tr>
      </thead>
      <tbody>
        {stored.map((row) => (
          <tr key={row.kind} className="border-b border-slate-100">
            <th scope="row" className="font-normal">
              {KIND_NAMES[row.kind]}
            </th>
            <td className="text-right tabular-nums">{row.files}</td>
            <td className="text-right tabular-nums">{formatBytes(row.bytes)}</td>
            <td>{row.limit === null ? 'none' : `${formatBytes(row.limit)} (${Math.round((100 * row.bytes) / row.limit)}% used)`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
