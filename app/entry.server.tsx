import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router';
import { requestContext } from '../server/context.ts';
import { I18nextProvider } from 'react-i18next';
import { ScriptNonceContext } from './lib/page-scripts.ts';
import '../common/i18n-catalogs.ts';
import { i18n } from '../common/i18n.ts';
import { RequestIdContext } from './components/request-reference.tsx';
import { REGISTER_SERVICE_WORKER } from './lib/service-worker.ts';

// React Router's default Node entry, plus the CSP nonce on every inline script it renders, the
// service worker's registration (for the guide offline), both languages' words, the request id for the error page's reference, and error logging (once each) with the request id.

export const streamTimeout = 5_000;

/** Route errors React Router has passed to handleError, as they appear in the render's context. */
const reportedRouteErrors = new WeakSet<object>();
const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, requestId } = loadContext.get(requestContext);
  // React has no error boundaries on the server: a route's boundary that rethrows to the root's
  // fails this render, and React Router renders again and hands the rethrown error to handleError.
  // It was logged already, when the loader failed.
  for (const error of Object.values(routerContext.staticHandlerContext.errors ?? {})) {
    if (isObject(error)) reportedRouteErrors.add(error);
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <RequestIdContext value={requestId}>
          <ScriptNonceContext value={nonce}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </ScriptNonceContext>
        </RequestIdContext>
      </I18nextProvider>,
      {
        nonce,
        bootstrapScriptContent: REGISTER_SERVICE_WORKER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.get(requestContext).logger.error({ err: error }, 'streaming render failed');
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isObject(error) && reportedRouteErrors.has(error))) return;
  const { logger } = (context as RouterContextProvider).get(requestContext);
  // Error level is for our faults, which fail tests and page someone: an unknown address (404)
  // and React Router refusing a forged cross-site post (another site's Origin, `null`, or one that
  // is no address at all) are answers, not faults.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ status: error.status, url: request.url }, 'route answered with an error status');
  } else if (error instanceof Error && /origin does not match|`origin` header is not a valid URL/.test(error.message)) {
    logger.warn({ url: request.url, origin: request.headers.get('origin') }, 'cross-site action refused');
  } else {
    logger.error({ err: error, url: request.url }, 'route error');
  }
};
