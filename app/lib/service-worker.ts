// Every page registers the service worker (service-worker/sw.ts), so that a visitor's
// guide pages open with no signal. It is the one script a content page carries: a line inline,
// nothing downloaded (docs/decisions/029). Without JavaScript, nothing changes.

export const SERVICE_WORKER_URL = '/sw.js';

/** Inline at the end of every page (app/entry.server.tsx), with the request's nonce. */
export const REGISTER_SERVICE_WORKER = `if("serviceWorker"in navigator)navigator.serviceWorker.register("${SERVICE_WORKER_URL}").catch(function(){})`;
