import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { ServerRouter, type EntryContext } from 'react-router';
import '../../../common/i18n-catalogs.ts';
import { i18n } from '../../../common/i18n.ts';

// The baseline's document, rendered once at build time (SPA mode) around HydrateFallback: the
// real entry's words (app/entry.server.tsx), so that the header and footer the browser then
// hydrates say the same as the document; without them React found other text and re-rendered.
// No request here: no nonce, no request id, no logger.

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} />
      </I18nextProvider>,
      {
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError: reject,
      },
    );
  });
}
