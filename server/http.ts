import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { Actor } from './auth/actor.ts';
import { AUTH_COOKIE_PREFIX, CLIENT_IP_HEADER } from './auth/auth.ts';
import { actorFromRequest } from './auth/session.ts';
import { requestContext, type AppServices } from './context.ts';
import { apiRoutes } from './api.ts';
import { seoRoutes } from './features/guide/seo.ts';
import { documentRoutes } from './features/providers/document-routes.ts';
import { photoRoutes } from './features/help-requests/photo-routes.ts';
import { listingLinkRoutes } from './features/help-requests/listing-link-routes.ts';
import { isAppError } from './lib/errors.ts';
import type { Logger } from './lib/logger.ts';
import { problem } from './lib/problem.ts';
import { serverErrorPage } from './lib/server-error-page.ts';
import { refuseUnreadableInput } from './lib/unreadable-input.ts';
import { limitBodySize } from './lib/body-limits.ts';
import { clientAddressOf } from './lib/client-address.ts';
import { limitConcurrentUploads } from './lib/upload-slots.ts';
import { FOREIGN_ORIGIN, guardJsonApi } from './lib/json-api-guard.ts';
import { limitRequestTime } from './lib/request-timeout.ts';
import { shedOverload } from './lib/overload.ts';
import { withoutSessionToken } from './auth/session-token-hidden.ts';
import { noStoreWhenPersonal } from './lib/personal-answers.ts';
import { createPageCache } from './lib/page-cache.ts';
import { observeRequest } from './lib/metrics.ts';
import { pagePatterns, routeLabel } from './lib/route-label.ts';
import { metricsRoutes } from './features/operations/metrics.ts';
import { englishOnly } from '../common/i18n.ts';

// The one Hono app: request ids and logs, security headers, health checks, static assets,
// the JSON API, then React Router's SSR for every page (DESIGN.md "Stack").

export type HttpEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    secureHeadersNonce?: string;
    pageScriptHashes?: string[];
    actor: Actor;
    timeoutSignal?: AbortSignal;
    /** the route a static file is counted under in the metrics (server/lib/route-label.ts) */
    routeLabel?: string;
  };
};

export interface HttpAppOptions extends AppServices {
  /** React Router's server build; absent in API-only tests. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client, served in production; Vite serves assets in development. */
  clientDir?: string;
  /** true once the database answers and every migration is applied */
  isReady: () => Promise<boolean>;
}

export function createHttpApp(options: HttpAppOptions) {
  const { config, logger } = options;
  const app = new Hono<HttpEnv>();
  const pageOf = pagePatterns(typeof options.build === 'function' ? undefined : options.build);

  app.use(requestId({ limitLength: 64 }));
  app.use(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ requestId: c.get('requestId') });
    c.set('logger', log);
    await next();
    // Answers made outside Hono (React Router's pages, better-auth) lose the header set before them.
    if (!c.res.headers.has('x-request-id')) c.res.headers.set('X-Request-Id', c.get('requestId'));
    const ms = performance.now() - started;
    observeRequest(c, routeLabel(c, pageOf, c.get('routeLabel')), ms / 1000);
    const path = new URL(c.req.url).pathname;
    if (path === '/healthz' || path === '/readyz' || path === '/metrics') return;
    log.info({ method: c.req.method, path, status: c.res.status, ms: Math.round(ms) }, 'request');
  });
  app.use(limitRequestTime(config.requestTimeoutMs));
  const pageCache = config.pageCache ? createPageCache({ realtime: options.realtime, cookiePrefix: AUTH_COOKIE_PREFIX }) : null;
  if (pageCache) app.use(pageCache.csp);
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NONCE],
        // Tailwind is a stylesheet; React's style attributes need 'unsafe-inline' for styles only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the wizard's previews of the photos being sent, made in the page from the chosen files.
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: config.isProduction ? ["'self'"] : ["'self'", 'ws:'],
        fontSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      // Only where the site is served over HTTPS: a browser ignores it over HTTP, and a site on
      // plain HTTP (a test server, a box on a LAN) would only be announcing a promise it cannot keep.
      strictTransportSecurity: config.isProduction && config.baseUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false,
      // The wizard's "Use my location" asks for the position; nothing else may ask for anything.
      permissionsPolicy: {
        geolocation: ['self'],
        camera: [],
        microphone: [],
        payment: [],
        usb: [],
        serial: [],
        bluetooth: [],
        hid: [],
        midi: [],
        magnetometer: [],
        gyroscope: [],
        accelerometer: [],
        displayCapture: [],
        fullscreen: ['self'],
        browsingTopics: [],
      },
    }),
  );
  // Without compression the home page shipped three times the JavaScript (STACK-NOTES).
  app.use(compress());
  // Large uploads are few at a time, per client address and in all, before any of one is read.
  app.use(limitConcurrentUploads((c) => clientAddressOf(c, config.trustProxy)));
  // A body is counted while it is read, before anything parses it or looks up a session.
  app.use(limitBodySize());
  // Bad input PostgreSQL or a page cannot read is a 4xx here, never a 500 further in.
  app.use(refuseUnreadableInput());

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    const ready = await options.isReady().catch(() => false);
    return c.json({ status: ready ? 'ready' : 'not ready' }, ready ? 200 : 503);
  });
  app.route('/', metricsRoutes(options));

  if (options.clientDir) {
    const clientDir = options.clientDir;
    /** Files of build/client, with how long a browser keeps them and the route they are counted under. */
    const files = (cacheControl: string, routeLabel: string) =>
      serveStatic<HttpEnv>({
        root: clientDir,
        onFound: (_path, c) => {
          c.header('Cache-Control', cacheControl);
          c.set('routeLabel', routeLabel);
        },
      });
    app.use('/assets/*', files('public, max-age=31536000, immutable', '/assets/*'));
    app.use('*', files('public, max-age=3600', 'static'));
  }

  // The client's address for rate limits: from the socket, or from the load balancer when
  // TRUST_PROXY is set. Whatever a client sends in our header is overwritten.
  app.use(async (c, next) => {
    c.req.raw.headers.set(CLIENT_IP_HEADER, clientAddressOf(c, config.trustProxy));
    await next();
  });
  // A page anonymous visitors see is answered from the ones kept, before any session lookup.
  if (pageCache) app.use(pageCache.middleware);
  // Past what the server can work on at once, a request waits its turn for a bounded time.
  app.use(shedOverload(config.busy));

  // better-auth checks a post's Origin only when cookies come with it, which left sign-in and
  // sign-up open to login CSRF (another site signing a visitor into an account it chose, where
  // their next help request would land): a post from another site is refused here, setting no
  // cookie. Clients that send no Origin (scripts, integrators) are not browsers on another site.
  const ownOrigin = new URL(config.baseUrl).origin;
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const origin = c.req.header('origin');
    if (c.req.method === 'POST' && origin !== undefined && origin !== ownOrigin) return problem(c, 403, FOREIGN_ORIGIN);
    const res = await withoutSessionToken(await options.auth.handler(c.req.raw));
    // Its answers are about a session (or set one): never for a shared cache.
    res.headers.set('Cache-Control', 'private, no-store');
    return res;
  });
  app.use('/api/v1/*', guardJsonApi({ ownOrigin, cookiePrefix: AUTH_COOKIE_PREFIX }));

  // Who is asking, for the API and the pages; better-auth may extend the session cookie.
  app.use(async (c, next) => {
    const { actor, setCookies } = await actorFromRequest(options.auth, c.req.raw.headers);
    c.set('actor', actor);
    await next();
    for (const cookie of setCookies) c.res.headers.append('Set-Cookie', cookie);
  });
  app.use(noStoreWhenPersonal(AUTH_COOKIE_PREFIX));

  app.route('/api', apiRoutes(options));
  app.route('/', seoRoutes(options));
  app.route('/', documentRoutes(options));
  app.route('/', photoRoutes(options));
  app.route('/', listingLinkRoutes(options));

  if (options.build) {
    // Only `npm run dev` gets React Router's development mode (error details in the page).
    const handleRequest = createRequestHandler(options.build, config.env === 'development' ? 'development' : 'production');
    app.all('*', (c) => {
      // The request time-out and a client that went away both stop the render's loaders. The
      // combined signal also rides in the context: a Request rebuilt around it follows the
      // original request only weakly, so long work (photo decoding) reads it from there.
      const timeoutSignal = c.get('timeoutSignal');
      const signal = timeoutSignal ? AbortSignal.any([c.req.raw.signal, timeoutSignal]) : c.req.raw.signal;
      const context = new RouterContextProvider();
      context.set(requestContext, {
        db: options.db,
        config,
        auth: options.auth,
        mailer: options.mailer,
        geocoder: options.geocoder,
        realtime: options.realtime,
        match: options.match,
        actor: c.get('actor'),
        logger: c.get('logger'),
        requestId: c.get('requestId'),
        nonce: c.get('secureHeadersNonce') ?? '',
        signal,
      });
      const request = timeoutSignal ? new Request(c.req.raw, { signal }) : c.req.raw;
      return handleRequest(request, context);
    });
  }

  app.onError((error, c) => {
    const log = c.get('logger') ?? logger;
    const isApi = new URL(c.req.url).pathname.startsWith('/api/');
    if (isAppError(error)) {
      return isApi ? problem(c, error.status as 400, error.message, error.fieldErrors) : c.text(error.message, error.status as 400);
    }
    log.error({ err: error }, 'unhandled error');
    if (isApi) return problem(c, 500, englishOnly('Something went wrong on our side. Please try again.'));
    return c.html(serverErrorPage(c.req.path, c.get('requestId')), 500);
  });
  app.notFound((c) => problem(c, 404, englishOnly('There is nothing at this address.')));

  return app;
}
