/**
 * A return address is followed only when it is a path on this site: never an open redirect
 * to another origin (`//evil`, `/\evil`, `https://evil`).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, 'http://wildline.invalid');
    if (url.origin !== 'http://wildline.invalid') return null;
    // Dot segments can collapse into '//host' ('/.//evil'): check again after resolving.
    if (url.pathname.startsWith('//') || url.pathname.startsWith('/\\')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
