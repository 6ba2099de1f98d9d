import { Hono } from 'hono';
import { DOCUMENT_PATH } from '../../../common/listing-documents.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { isAppError } from '../../lib/errors.ts';
import { PERSONAL } from '../../lib/personal-answers.ts';
import { plainPage } from '../../lib/server-error-page.ts';
import { attachmentDisposition } from './document-bytes.ts';
import { DOCUMENT_NOT_FOUND, readListingDocument } from './listing-documents.ts';
import { englishOnly } from '../../../common/i18n.ts';

// A verification document, downloaded by its listing's provider or an administrator
// (docs/decisions/019). Always an attachment, of the type found in its bytes, never sniffed by the
// browser, never cached: a document a browser would open in place could run as a page of ours.

export function documentRoutes({ db }: AppServices) {
  return new Hono<HttpEnv>().get(`${DOCUMENT_PATH}/:id`, async (c) => {
    c.header('Cache-Control', PERSONAL);
    c.header('X-Content-Type-Options', 'nosniff');
    try {
      const document = await readListingDocument(db, c.get('actor'), c.req.param('id'));
      c.header('Content-Type', document.mediaType);
      c.header('Content-Disposition', attachmentDisposition(document.fileName));
      c.header('Content-Length', String(document.byteSize));
      return c.body(document.content as Uint8Array<ArrayBuffer>);
    } catch (error) {
      if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
      // The same answer whether the document does not exist or is someone else's.
      return c.html(plainPage(c.req.path, englishOnly('Document not found'), DOCUMENT_NOT_FOUND, c.get('requestId')), 404);
    }
  });
}
