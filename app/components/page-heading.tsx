import type { ReactNode } from 'react';

/**
 * The heading a page opens on after a form (a wizard step, a request, a claim or an application
 * sent): scrolled to, with keyboard focus on it, also without JavaScript (STYLE.md, GOV.UK: after
 * any navigation, focus on the new page's heading). `focus` is false when a refused form's error
 * summary takes the focus instead. With JavaScript, later changes of the same page are the
 * route's focus management (route-focus.tsx). `level` 2 for a section the page is sent to.
 */
export function PageHeading({
  children,
  className,
  focus = true,
  level = 1,
  id,
}: {
  children: ReactNode;
  className?: string;
  focus?: boolean;
  level?: 1 | 2;
  id?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the heading the page opens on, on purpose: see above
    <Heading id={id} tabIndex={-1} autoFocus={focus} className={className}>
      {children}
    </Heading>
  );
}
