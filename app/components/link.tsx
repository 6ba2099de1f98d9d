// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the one place that wraps them
import { Link as RouterLink, NavLink as RouterNavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocalizedPath } from '../lib/i18n.ts';
import { loadsAsDocument } from '../lib/page-scripts.ts';

// The site's links stay in the page's language: '/find-help' on a Spanish page leads
// to '/es/find-help'. Pages link to English paths and these put them in the page's language.
// A link to a page that loads as a document (the wizard, a guide entry) is a plain link everywhere.

export function Link({ to, ...props }: LinkProps) {
  const localized = useLocalizedPath();
  const path = typeof to === 'string' ? localized(to) : to;
  // The wizard and guide entries load as documents (app/lib/page-scripts.ts).
  return <RouterLink to={path} reloadDocument={typeof path === 'string' && loadsAsDocument(path) ? true : undefined} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const localized = useLocalizedPath();
  return <RouterNavLink to={typeof to === 'string' ? localized(to) : to} {...props} />;
}
