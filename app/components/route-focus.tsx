import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** The page's own heading: where the eye and the keyboard start on a new page. */
function pageHeading(mainId: string): HTMLElement | null {
  return document.getElementById(mainId)?.querySelector<HTMLElement>('h1') ?? null;
}

/** Focus without the focus ring of a control: headings and sections get tabindex="-1". */
function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * On a route change, scroll to the top and move focus to the page, here its heading
 * (STYLE.md, GOV.UK: after any navigation, focus on the new page's heading). A new page is a new
 * path, or a new query that brings a new heading (the wizard's steps) or comes from a form post
 * (a step sent, an application sent); a search typed on the same page is not. With a hash, the
 * target is scrolled to and its heading focused. Not on the first load: pages that open on
 * their heading without JavaScript say so with `autoFocus`.
 */
export function useRouteFocus(mainId: string) {
  const location = useLocation();
  const navigation = useNavigation();
  // How the last navigation was made: a form post or a link (React Router's formMethod is upper case).
  const posted = useRef(false);
  useEffect(() => {
    if (navigation.state !== 'idle') posted.current = Boolean(navigation.formMethod && navigation.formMethod.toUpperCase() !== 'GET');
  }, [navigation.state, navigation.formMethod]);
  const previous = useRef<{ pathname: string; search: string; heading: string | null } | null>(null);

  useEffect(() => {
    const heading = pageHeading(mainId);
    const before = previous.current;
    previous.current = { pathname: location.pathname, search: location.search, heading: heading?.textContent ?? null };
    if (!before) return; // the first load
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      focusQuietly(target.matches('h1, h2, h3') ? target : (target.querySelector<HTMLElement>('h1, h2, h3') ?? target));
      return;
    }
    const newPage =
      location.pathname !== before.pathname || (location.search !== before.search && (posted.current || (heading?.textContent ?? null) !== before.heading));
    if (!newPage) return;
    window.scrollTo(0, 0);
    const target = heading ?? document.getElementById(mainId);
    if (target) focusQuietly(target);
  }, [location.key, location.pathname, location.search, location.hash, mainId]);
}
