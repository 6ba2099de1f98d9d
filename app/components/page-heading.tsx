import type { ReactNode } from 'react';

/**
 * The h1 of a page reached after a form (a wizard step, a request or an application sent): the
 * page opens on it, scrolled to the top, with keyboard focus on it, also without JavaScript
 * (STYLE.md, GOV.UK: after any navigation, focus on the new page's heading). `focus` is false
 * when a refused form's error summary takes the focus instead. With JavaScript, the route's
 * focus management (route-focus.tsx) does the same for later steps of the same page.
 */
export function PageHeading({ children, className, focus = true }: { children: ReactNode; className?: string; focus?: boolean }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's own heading, on purpose: see above
    <h1 tabIndex={-1} autoFocus={focus} className={className}>
      {children}
    </h1>
  );
}
