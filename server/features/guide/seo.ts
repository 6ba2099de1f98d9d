import { Hono } from 'hono';
import type { AppServices } from '../../context.ts';
import { listIssuesForSitemap } from './search-issues.ts';

// robots.txt and sitemap.xml: the guide is what search engines should find, as people search for
// their animal's trouble before they know of Wildline, in Spanish too: the Spanish guide's list,
// and each entry with its Spanish written.

const PUBLIC_PAGES = ['/', '/find-help', '/resources', '/standards', '/about', '/mission-vision', '/volunteer', '/help-guide', '/privacy', '/terms'];
const PRIVATE_PREFIXES = [
  '/dashboard',
  '/admin-dashboard',
  '/provider-dashboard',
  '/helper-dashboard',
  '/field-team-dashboard',
  '/account',
  '/help-request/',
  '/request-submitted',
  '/api/',
  '/dev/',
  '/listing-documents/',
];

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function seoRoutes({ db, config }: AppServices) {
  return new Hono()
    .get('/robots.txt', (c) =>
      c.text(['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`), '', `Sitemap: ${config.baseUrl}/sitemap.xml`, ''].join('\n')),
    )
    .get('/sitemap.xml', async (c) => {
      const issues = await listIssuesForSitemap(db);
      const issueUrl = (path: string, updatedAt: Date) =>
        `<url><loc>${escapeXml(config.baseUrl + path)}</loc><lastmod>${updatedAt.toISOString()}</lastmod></url>`;
      const urls = [
        ...[...PUBLIC_PAGES, '/es/resources'].map((path) => `<url><loc>${escapeXml(config.baseUrl + path)}</loc></url>`),
        ...issues.map((issue) => issueUrl(`/resources/${issue.id}`, issue.updatedAt)),
        ...issues.filter((issue) => issue.hasSpanish).map((issue) => issueUrl(`/es/resources/${issue.id}`, issue.updatedAt)),
      ];
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
    });
}
