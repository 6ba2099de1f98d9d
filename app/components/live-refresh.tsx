import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useT } from '../lib/i18n.ts';

// Keeps a signed-in page current without a reload (DESIGN.md realtime): the server's event
// stream says when something concerning this person changed, and the page reloads its data
// through its loader, which checks permissions as always. Without JavaScript: reload.

/**
 * `since`: when the page's loader began reading (ms), so the server can say the data is still
 * current and it is not loaded twice (docs/decisions/060).
 */
export function LiveRefresh({ since }: { since?: number }) {
  const t = useT();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  }, [revalidator.revalidate]);
  const [updates, setUpdates] = useState(0);
  const firstSince = useRef(since);
  useEffect(() => {
    const source = new EventSource(firstSince.current === undefined ? '/api/v1/events' : `/api/v1/events?since=${firstSince.current}`);
    // "ready" comes each time the stream opens, after the page's data was loaded: whatever
    // happened in between (while the page loaded, while a dropped stream reconnected) was
    // never sent, so the data is loaded once more. Without this, a request sent while a
    // provider's dashboard was still connecting showed only on reload. Told "fresh" (nothing
    // happened since the page's data was read), the page does not load it a second time.
    source.addEventListener('ready', (event) => {
      if (event.data !== 'fresh') void revalidate.current();
    });
    source.addEventListener('refresh', () => {
      void revalidate.current();
      setUpdates((n) => n + 1);
    });
    // What this person just did themselves: the data is reloaded, with nothing announced.
    source.addEventListener('refresh-own', () => void revalidate.current());
    // The session ended (signed out here or everywhere, the account deleted): no more updates,
    // and the page's loader, loaded once more, sends this browser to sign in.
    source.addEventListener('signed-out', () => {
      source.close();
      void revalidate.current();
    });
    return () => source.close();
  }, []);
  return (
    <p role="status" className="sr-only">
      {updates > 0 ? t('Updated with new activity ({{updates}}).', { updates }) : ''}
    </p>
  );
}
