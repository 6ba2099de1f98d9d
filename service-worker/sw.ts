/// <reference lib="webworker" />
// Wildline's service worker (docs/decisions/029): the guide with no signal. People find
// injured animals on trails and roadsides where the signal drops, so the guide's list, every guide
// page a visitor opened, /help-guide and the offline page (which holds the first-aid steps) are
// kept on the device and open with no connection. Every other page, offline, is the offline page,
// which lists the guide pages kept and says that asking for help needs a connection.
//
// A guide page is opened in one of three ways, and each keeps it:
// - a navigation (a link on a page without JavaScript, an address typed or followed from a search
//   engine): the worker keeps the answer it passes on;
// - a search typed on the list: its own script fetches the list's page for the new search
//   (app/enhance/resources.ts, docs/decisions/043), which the worker treats as a navigation, so
//   each search shown is kept and, offline, a search visited shows again;
// - a click on a page that runs the app: React Router fetches only the
//   page's data (`/resources/<id>.data`, its "single fetch"), which is not a page and cannot be
//   kept as one. When such a request for a guide page succeeds, the worker fetches the page's
//   document itself, with the visitor's own cookies, and keeps it. Nothing in the app had to change
//   for it, and a page's data is never mistaken for its document.
// What is kept, and under which address:
// - the guide's list (`/resources`, `/es/resources`) under its full address, query and all: each
//   page of it and each search visited is kept as it was and served exactly; a list address never
//   visited is, offline, the offline page, never another page of the list.
// - a guide entry and /help-guide under their path alone: the card links carry the search back
//   (`/resources/<id>?q=bat`), but the entry is the same page whatever the query, so one copy
//   (the last one opened) serves every address of it.
//
// The numbers a person was last shown to call (the wizard's steps from the details on, and
// /request-submitted) are kept too, and listed on the offline page (docs/decisions/046): only the
// name and number of each Call button the page marks with `data-offline-name`, never the page,
// its street address or its answers, so a signed-in person's private page is read, not kept.
// A guide page opened as the first page of a visit, before the worker controlled it, is kept when
// the worker starts.
//
// Only answers the server marks `Cache-Control: public` are kept: those are the pages that are
// the same for every visitor (app/lib/public-page.server.ts). A signed-in person's pages and
// anything that depends on a session are `private, no-store` and never touch the cache; so is
// every `.data` answer, which is why the worker fetches the document, whose answer says which it is.
// Built to build/client/sw.js by scripts/build-service-worker.mjs.

const sw = self as unknown as ServiceWorkerGlobalScope;

const CACHE = 'wildline-offline';
const OFFLINE_PAGE = '/offline';
/** the offline page in Spanish, for the pages under /es */
const OFFLINE_PAGE_ES = '/es/offline';
/** kept when the worker is installed, so they open offline even if never visited */
const PRECACHED = [OFFLINE_PAGE, OFFLINE_PAGE_ES, '/help-guide', '/resources'];
/** guide pages kept as they are visited: the list and each entry, in English or Spanish */
const GUIDE_PAGE = /^(\/es)?\/(resources(\/[^/]+)?|help-guide)$/;
const GUIDE_ENTRY = /^(\/es)?\/resources\/[^/]+$/;
/** the guide's list, kept under its full address (a page of it, a search) */
const GUIDE_LIST = /^(\/es)?\/resources$/;
/** the most guide entries kept; the oldest go first */
const MAX_GUIDE_ENTRIES = 60;
/** the most addresses of the list with a query kept (typing a search makes a few); the oldest go first */
const MAX_GUIDE_LISTS = 30;
/** React Router's data request for a page: the page's path with this ending (app/routes.ts has no path ending so) */
const DATA_SUFFIX = '.data';
/** where the offline page lists the guide pages kept (app/routes/offline.tsx) */
const SAVED_LIST = /(<ul id="saved-guide-pages"[^>]*>)[\s\S]*?(<\/ul>)/;
/** the pages whose numbers to call are kept: the wizard (from its details step on) and the page after it */
const NUMBERS_PAGE = /^(\/es)?\/(find-help|request-submitted)$/;
/** where the numbers are kept in the cache: not a page of the site */
const NUMBERS_KEY = '/offline-numbers.json';
/** a Call button a page marks as one to keep: its number, the name beside it, its words */
const CALL_BUTTON = /<a href="(tel:[\d+,]+)" data-offline-name="([^"<>]*)"[^>]*>([^<]*)<\/a>/g;
/** where the offline page lists them, and the section it shows once there are some */
const NUMBERS_LIST = /(<ul id="saved-numbers"[^>]*>)[\s\S]*?(<\/ul>)/;
const NUMBERS_SECTION = /(<section id="saved-numbers-section") hidden=""/;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(PRECACHED.map((path) => keep(cache, new Request(path))));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await pruneAssets(cache);
      // A guide page that was the first page of the visit came before the worker: keep it now,
      // fetched with the visitor's cookies, so that a signed-in person's (private) answer is not.
      const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const keys = open.map((client) => guideKey(new URL(client.url))).filter((key): key is string => key !== null);
      await Promise.all(keys.map(async (key) => keep(cache, new Request(key), await fetch(key, { redirect: 'manual' }).catch(() => undefined))));
      await sw.clients.claim();
    })(),
  );
});

// Browser notifications: a new request pushed to a provider (server/features/push/send-push.ts).
// The payload says the kind, animal and town and where to go; one notification per request (its tag).
interface NewRequestPush {
  title: string;
  body: string;
  url: string;
  tag: string;
}

sw.addEventListener('push', (event) => {
  const push = event.data?.json() as Partial<NewRequestPush> | undefined;
  const title = push?.title ?? 'New request on Wildline';
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: push?.body,
      tag: push?.tag,
      icon: '/icon-192.png',
      data: { url: push?.url ?? '/dashboard' },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: string } | null;
  // Only a path on this site: a notification never sends anyone elsewhere.
  const url = new URL(data?.url ?? '/dashboard', sw.location.origin);
  const target = url.origin === sw.location.origin ? url.href : new URL('/dashboard', sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = open.find((client) => new URL(client.url).origin === sw.location.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(target);
        return;
      }
      await sw.clients.openWindow(target);
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate' || (GUIDE_LIST.test(url.pathname) && (request.headers.get('accept') ?? '').includes('text/html'))) {
    event.respondWith(navigate(event, url));
    return;
  }
  const page = guidePageOfData(url);
  if (page) event.respondWith(guideData(event, page));
  else if (url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg') event.respondWith(asset(request));
});

/**
 * The address a guide page is kept under, or null for a page that is not the guide's: the list's
 * full address (its query written as the server writes it: URLSearchParams, `+` for a space), an
 * entry's or /help-guide's path alone.
 */
function guideKey(url: URL): string | null {
  if (!GUIDE_PAGE.test(url.pathname)) return null;
  if (!GUIDE_LIST.test(url.pathname)) return url.pathname;
  const query = new URLSearchParams(url.search).toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/**
 * The guide page a React Router data request is for, or null: '/resources/x.data?q=bat&_routes=…'
 * is '/resources/x?q=bat' (`_routes` only says which loaders to run).
 */
function guidePageOfData(url: URL): URL | null {
  if (!url.pathname.endsWith(DATA_SUFFIX)) return null;
  const page = new URL(url.href);
  page.pathname = url.pathname.slice(0, -DATA_SUFFIX.length);
  page.searchParams.delete('_routes');
  return GUIDE_PAGE.test(page.pathname) ? page : null;
}

/** Pages: the network first, so that what is shown is current; the kept copy when it fails. */
async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  const cache = await caches.open(CACHE);
  const key = guideKey(url);
  try {
    const response = await fetch(event.request);
    if (key) event.waitUntil(keep(cache, new Request(key), response.clone()));
    else if (NUMBERS_PAGE.test(url.pathname) && response.ok) event.waitUntil(keepNumbers(cache, response.clone()));
    return response;
  } catch (offline) {
    if (key) {
      const kept = await cache.match(key);
      if (kept) return kept;
    }
    const page = await offlinePage(cache, url);
    if (page) return page;
    throw offline;
  }
}

/**
 * A guide page opened by the app (a click on the list): its data goes to the page as it came, and
 * once it has come (200: not a redirect, 202, nor a refusal) the page's document is fetched and
 * kept, with the visitor's cookies so that a signed-in person's (private) answer is not. Redirects
 * are not followed: the page they lead to is fetched and kept when the app opens it.
 */
function guideData(event: FetchEvent, page: URL): Promise<Response> {
  const answer = fetch(event.request);
  const key = guideKey(page)!;
  event.waitUntil(
    answer
      .then(async (response) => {
        if (response.status !== 200) return;
        const cache = await caches.open(CACHE);
        await keep(cache, new Request(key), await fetch(page.href, { redirect: 'manual' }));
      })
      .catch(() => {
        // Offline or refused: the page is simply not kept this time.
      }),
  );
  return answer;
}

/** Hashed assets never change: the kept copy when there is one. */
async function asset(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: CACHE });
  return kept ?? fetch(request);
}

/**
 * Keeps a public page (fetching it if no answer is given) and the stylesheets and icon it uses,
 * so that it looks the same offline. A private answer is never kept.
 */
async function keep(cache: Cache, request: Request, given?: Response): Promise<void> {
  try {
    const response = given ?? (await fetch(request, { credentials: 'omit' }));
    if (!response.ok || !/(^|,)\s*public\b/.test(response.headers.get('cache-control') ?? '')) return;
    const html = await response.clone().text();
    await cache.put(request, response);
    const assets = [...html.matchAll(/<link[^>]+href="(\/(?:assets\/[^"]+\.css|favicon\.svg))"/g)].map((m) => m[1]!);
    await Promise.all(assets.map(async (path) => (await cache.match(path)) ?? cache.add(path)));
    await pruneEntries(cache);
  } catch {
    // Offline or refused: the page is simply not kept this time.
  }
}

/** The kept entries, oldest first: keys come back in the order they were put. */
async function guideEntries(cache: Cache): Promise<Request[]> {
  return (await cache.keys()).filter((request) => GUIDE_ENTRY.test(new URL(request.url).pathname));
}

/** The kept addresses of the list with a query (pages, searches), oldest first; the bare list is not among them. */
async function guideLists(cache: Cache): Promise<Request[]> {
  return (await cache.keys()).filter((request) => {
    const url = new URL(request.url);
    return GUIDE_LIST.test(url.pathname) && url.search !== '';
  });
}

/** At most MAX_GUIDE_ENTRIES entries and MAX_GUIDE_LISTS list addresses, the oldest dropped first. */
async function pruneEntries(cache: Cache) {
  const drop = (kept: Request[], most: number) => kept.slice(0, Math.max(0, kept.length - most));
  const old = [...drop(await guideEntries(cache), MAX_GUIDE_ENTRIES), ...drop(await guideLists(cache), MAX_GUIDE_LISTS)];
  await Promise.all(old.map((request) => cache.delete(request)));
}

/** After a new version, the stylesheets no kept page uses any more. */
async function pruneAssets(cache: Cache) {
  const keys = await cache.keys();
  const pages = keys.filter((request) => !new URL(request.url).pathname.startsWith('/assets/'));
  const used = new Set<string>();
  for (const page of pages) {
    const html = await (await cache.match(page))?.text();
    for (const m of html?.matchAll(/href="(\/assets\/[^"]+)"/g) ?? []) used.add(m[1]!);
  }
  await Promise.all(
    keys
      .filter((request) => new URL(request.url).pathname.startsWith('/assets/') && !used.has(new URL(request.url).pathname))
      .map((request) => cache.delete(request)),
  );
}

interface KeptNumber {
  href: string;
  name: string;
  label: string;
}

/**
 * The numbers to call on a page, kept in place of those kept before: the last page that showed
 * any is what the person last saw. Names and words stay as the page escaped them for HTML.
 */
async function keepNumbers(cache: Cache, response: Response): Promise<void> {
  try {
    const html = await response.text();
    const numbers: KeptNumber[] = [];
    for (const [, href, name, label] of html.matchAll(CALL_BUTTON)) {
      if (!numbers.some((kept) => kept.href === href)) numbers.push({ href: href!, name: name!, label: label! });
    }
    if (numbers.length) await cache.put(NUMBERS_KEY, new Response(JSON.stringify(numbers), { headers: { 'Content-Type': 'application/json' } }));
  } catch {
    // A page cut short: the numbers kept before stay.
  }
}

/** The numbers kept, as the offline page's list items. */
async function numbersKept(cache: Cache): Promise<string[]> {
  const kept = (await (await cache.match(NUMBERS_KEY))?.json().catch(() => [])) as KeptNumber[] | undefined;
  return (kept ?? []).map(
    ({ href, name, label }) =>
      `<li class="not-prose my-2"><span class="block font-semibold">${name}</span><a href="${href}" class="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white">${label}</a></li>`,
  );
}

/** The offline page in the language of the address asked for, listing the guide entries kept on this device. */
async function offlinePage(cache: Cache, url: URL): Promise<Response | null> {
  const spanish = url.pathname === '/es' || url.pathname.startsWith('/es/');
  const page = (spanish ? await cache.match(OFFLINE_PAGE_ES) : undefined) ?? (await cache.match(OFFLINE_PAGE));
  if (!page) return null;
  const items: string[] = [];
  for (const request of (await guideEntries(cache)).reverse()) {
    const html = (await (await cache.match(request))?.text()) ?? '';
    const title = /<title>([^<]*?)(?: \| Wildline)?<\/title>/.exec(html)?.[1];
    // The title is text as the page escaped it for HTML, so it goes back in as it is.
    if (title) items.push(`<li><a href="${new URL(request.url).pathname}">${title}</a></li>`);
  }
  const numbers = await numbersKept(cache);
  let html = (await page.text()).replace(SAVED_LIST, (_all, open: string, close: string) => `${open}${items.join('')}${close}`);
  if (numbers.length) {
    html = html.replace(NUMBERS_LIST, (_all, open: string, close: string) => `${open}${numbers.join('')}${close}`).replace(NUMBERS_SECTION, '$1');
  }
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
}
