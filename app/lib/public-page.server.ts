import type { HeadersFunction } from 'react-router';
import { PUBLIC_PAGE } from '../../server/lib/page-cache.ts';

/**
 * `export const headers = publicPage;` on a page that is the same for every visitor who is not
 * signed in: it is then rendered once and kept (server/lib/page-cache.ts), and a CDN may hold it.
 * Only for pages that read nothing but their URL and the site's content (the guide, settings,
 * listings, questions, agencies, standards levels): never a cookie, a header or a signed-in person's data. A
 * signed-in visitor's page and a form post's answer are never public (server/lib/personal-answers.ts).
 */
export const publicPage: HeadersFunction = ({ loaderHeaders }) => ({ 'Cache-Control': loaderHeaders.get('Cache-Control') ?? PUBLIC_PAGE });

/** A public page's loader answer that must not be kept, such as one showing that a part failed to load: `data(value, notKept)`. */
export const notKept = { headers: { 'Cache-Control': 'no-store' } };

/** A loader answer that may be kept, on a route whose own `headers` passes the loader's Cache-Control on: `data(value, kept)`. */
export const kept = { headers: { 'Cache-Control': PUBLIC_PAGE } };
