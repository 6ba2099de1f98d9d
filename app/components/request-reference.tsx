import { createContext, useContext, useState } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from './form.tsx';
import { useT } from '../lib/i18n.ts';

/** The server's id for the request being rendered (X-Request-Id), set by entry.server.tsx. */
export const RequestIdContext = createContext<string | undefined>(undefined);

const ELEMENT_ID = 'request-reference';

/**
 * "Reference: <id>" on an error page, for a person to quote to us: the id our log lines carry.
 * The browser has no request id of its own, so hydration keeps the one the server rendered, and
 * a page that fails after a navigation in the browser shows none rather than a stale one.
 */
export function RequestReference() {
  const t = useT();
  const fromServer = useContext(RequestIdContext);
  const hydrated = useHydrated();
  const { key } = useLocation();
  const [shown] = useState(() => ({
    key,
    id: fromServer ?? (hydrated || typeof document === 'undefined' ? undefined : document.getElementById(ELEMENT_ID)?.textContent) ?? undefined,
  }));
  if (!shown.id || shown.key !== key) return null;
  return (
    <p className="mt-6 text-sm text-slate-600">
      {`${t('Reference:')} `}
      <code id={ELEMENT_ID}>{shown.id}</code>
    </p>
  );
}
