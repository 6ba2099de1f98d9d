import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * SPEC §2: on a route change, scroll to the top and move focus to the main area, unless the
 * address has a hash (then the browser scrolls to that target). Not on the first load.
 */
export function useRouteFocus(mainId: string) {
  // A change of query alone (filters, wizard steps) is not a new page: only pathname and hash count.
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (hash) return;
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, hash, mainId]);
}
