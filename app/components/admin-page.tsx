import type { ReactNode } from 'react';
import { Link } from './link.tsx';

// The frame of every administration page: the way back to the dashboard, the title and what
// the page is for.

export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <p>
        <Link to="/admin-dashboard" className="font-semibold text-brand-700 underline">
          ← Admin dashboard
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{title}</h1>
      {children ? <div className="mt-2 text-slate-700">{children}</div> : null}
    </>
  );
}
