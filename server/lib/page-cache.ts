import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { localeOfPath, prefersSpanish } from '../../common/locales.ts';
import { comesWithSession } from './personal-answers.ts';
import type { Realtime } from './realtime.ts';

// A page is the same for everyone who is not signed in, so it is rendered once and kept until
// what it shows changes, instead of once per request: React's render, not the database, is
// what bounded the public pages (docs/decisions/024).
//
// - Kept: a GET without a session whose answer is 200 HTML, sets no cookie and says
//   PUBLIC_PAGE (a route opts in with `headers`, app/lib/public-page.server.ts). A route that
//   reads anything but the URL and the content must not opt in.
// - Dropped: all of it when the database's triggers announce a change of the guide, settings,
//   listings, questions, agencies (migration 0013) or standards levels (0023), heard by every process through LISTEN;
//   all of it when this process stops hearing events; each page after MAX_AGE_MS, for what
//   changes with the clock. Nothing is kept or served while events are not heard.
// - Its CSP: a kept page is sent to many people, so a nonce in it would be a shared secret. Its
//   inline scripts are allowed by their hashes instead, and the nonce is taken out of the page.
// - Compressed once (Brotli and gzip), with an ETag: a revalidation is a 304 without a body.

/** Browsers check each time (a 304 when unchanged); a CDN may keep the page a minute, and serve it while refreshing. */
export const PUBLIC_PAGE = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300';

const MAX_AGE_MS = 60_000;
const MAX_PAGES = 1_000;
const MAX_BYTES = 64 * 1024 * 1024;

interface KeptPage {
  contentType: string;
  identity: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
  etag: string;
  /** CSP sources ('sha256-…') for the page's inline scripts */
  scriptHashes: string[];
  keptAt: number;
}

type PageCacheEnv = { Variables: { secureHeadersNonce?: string; pageScriptHashes?: string[] } };

export interface PageCache {
  /** answers from the kept pages, and keeps what may be kept; goes after security headers and compression */
  middleware: MiddlewareHandler<PageCacheEnv>;
  /** goes before the security headers: swaps the nonce in a kept page's CSP for its scripts' hashes */
  csp: MiddlewareHandler<PageCacheEnv>;
  size(): number;
}

export function createPageCache({ realtime, cookiePrefix, now = Date.now }: { realtime: Realtime; cookiePrefix: string; now?: () => number }): PageCache {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  /** counts the times everything was dropped: a page rendered across a change is not kept */
  let generation = 0;
  const dropAll = () => {
    pages.clear();
    bytes = 0;
    generation++;
  };
  realtime.subscribe((event) => {
    if (event.kind === 'content-changed' || event.kind === 'listening') dropAll();
  });

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= sizeOf(page);
  };
  const keep = (key: string, page: KeptPage) => {
    drop(key);
    pages.set(key, page);
    bytes += sizeOf(page);
    // The least recently used go first (a Map iterates in insertion order; a hit re-inserts).
    for (const [oldest] of pages) {
      if (pages.size <= MAX_PAGES && bytes <= MAX_BYTES) break;
      drop(oldest);
    }
  };

  return {
    size: () => pages.size,
    csp: async (c, next) => {
      await next();
      const hashes = c.get('pageScriptHashes');
      const policy = c.res.headers.get('Content-Security-Policy');
      if (hashes && policy) c.res.headers.set('Content-Security-Policy', policy.replace(/ ?'nonce-[^']*'/, hashes.map((h) => ` ${h}`).join('')));
    },
    middleware: async (c, next) => {
      const headers = c.req.raw.headers;
      if (c.req.method !== 'GET' || comesWithSession(headers, cookiePrefix) || headers.has('authorization') || !realtime.isListening()) return next();
      const url = new URL(c.req.url);
      // An English page asked for by a browser that prefers Spanish offers the Spanish one: two
      // versions.
      const offersSpanish = localeOfPath(url.pathname) === 'en' && prefersSpanish(headers.get('accept-language'));
      const key = url.pathname + url.search + (offersSpanish ? ' offering Spanish' : '');
      const kept = pages.get(key);
      if (kept && now() - kept.keptAt < MAX_AGE_MS) {
        keep(key, kept); // most recently used
        c.header('X-Page-Cache', 'hit');
        return answer(c, kept);
      }
      drop(key);
      const renderedIn = generation;
      await next();
      const res = c.res;
      const contentType = res.headers.get('content-type') ?? '';
      const keepable =
        res.status === 200 &&
        res.headers.get('cache-control') === PUBLIC_PAGE &&
        !res.headers.has('set-cookie') &&
        contentType.startsWith('text/html') &&
        res.body !== null;
      if (!keepable) return;
      const page = pageFrom(await res.text(), contentType, c.get('secureHeadersNonce'), now());
      // A change announced while this page was rendered may not be in it.
      if (renderedIn === generation && realtime.isListening()) keep(key, page);
      c.header('X-Page-Cache', 'miss');
      c.res = answer(c, page);
    },
  };
}

function pageFrom(html: string, contentType: string, nonce: string | undefined, keptAt: number): KeptPage {
  const shared = nonce ? html.replaceAll(` nonce="${nonce}"`, '') : html;
  const scriptHashes = [...shared.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=/.test(` ${attributes}`))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  const identity = Buffer.from(shared);
  return {
    contentType,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    // Quality 5: about 1 ms for a 47 KB page and within 1% of quality 9's size, which took 49 ms of the event loop.
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    scriptHashes: [...new Set(scriptHashes)],
    keptAt,
  };
}

const sizeOf = (page: KeptPage) => page.identity.length + page.gzip.length + page.br.length;

function answer(c: Parameters<MiddlewareHandler<PageCacheEnv>>[0], page: KeptPage): Response {
  c.set('pageScriptHashes', page.scriptHashes);
  c.header('Cache-Control', PUBLIC_PAGE);
  c.header('ETag', page.etag);
  // The same address answers a signed-in person with their own page, never kept; an English
  // page offers its Spanish version to a browser that asks for Spanish first.
  c.header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (matchesEtag(c.req.header('if-none-match'), page.etag)) return c.body(null, 304);
  c.header('Content-Type', page.contentType);
  const accepted = c.req.header('accept-encoding') ?? '';
  const [encoding, body] = /\bbr\b/.test(accepted) ? ['br', page.br] : /\bgzip\b/.test(accepted) ? ['gzip', page.gzip] : [null, page.identity];
  if (encoding) c.header('Content-Encoding', encoding);
  return c.body(body as Uint8Array<ArrayBuffer>, 200);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
