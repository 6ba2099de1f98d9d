import { Hono, type Context } from 'hono';
import { DRAFT_PHOTO_PATH, REQUEST_PHOTO_PATH, spanishRequestPhotoUrl } from '../../../common/request-photos.ts';
import { localeOfPath, localizedPath } from '../../../common/locales.ts';
import { signInFirst } from '../../../common/safe-redirect.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { isAppError } from '../../lib/errors.ts';
import { PERSONAL } from '../../lib/personal-answers.ts';
import { plainPage } from '../../lib/server-error-page.ts';
import { draftIdFromCookie } from './draft-id.ts';
import { PHOTO_NOT_FOUND, readDraftPhotoThumbnail, readRequestPhoto } from './request-photos.ts';
import { englishOnly } from '../../../common/i18n.ts';

// A request's photos (docs/decisions/027), for its requester and the providers who may take it, and
// a draft's thumbnails for whoever holds the draft's cookie. Always our own re-encoded JPEG, so it
// is shown in place; never sniffed, never cached anywhere but the viewer's page. The new-request
// e-mail links a provider to each photo: a visitor who is not signed in is sent to sign in and back
// to the photo (as for a signed-in page), never shown it; a Spanish reader's e-mail links to the
// same photo under /es, whose sign-in is in Spanish; a signed-in person who may not see it is told
// it is not found.

async function sendPhoto(c: Context<HttpEnv>, read: () => Promise<Uint8Array>) {
  c.header('Cache-Control', PERSONAL);
  c.header('X-Content-Type-Options', 'nosniff');
  try {
    const bytes = await read();
    c.header('Content-Type', 'image/jpeg');
    c.header('Content-Length', String(bytes.byteLength));
    return c.body(bytes as Uint8Array<ArrayBuffer>);
  } catch (error) {
    if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
    // The same answer whether the photo does not exist or is someone else's.
    return c.html(plainPage(c.req.path, englishOnly('Photo not found'), PHOTO_NOT_FOUND, c.get('requestId')), 404);
  }
}

export function photoRoutes({ db, config }: AppServices) {
  const requestPhoto = (c: Context<HttpEnv>) => {
    if (c.get('actor').kind !== 'user') {
      // The answer depends on the session: no shared cache may keep it for the next person.
      c.header('Cache-Control', PERSONAL);
      const url = new URL(c.req.url);
      // Signing in is in the language of the link: a Spanish reader's e-mail links to /es (decision 040).
      return c.redirect(localizedPath(signInFirst(`${url.pathname}${url.search}`), localeOfPath(url.pathname)), 302);
    }
    return sendPhoto(c, () => readRequestPhoto(db, c.get('actor'), c.req.param('id') ?? '', c.req.query('size') === 'thumbnail' ? 'thumbnail' : 'full'));
  };
  return new Hono<HttpEnv>()
    .get(`${REQUEST_PHOTO_PATH}/:id`, requestPhoto)
    .get(spanishRequestPhotoUrl(':id'), requestPhoto)
    .get(`${DRAFT_PHOTO_PATH}/:id`, (c) =>
      sendPhoto(c, async () => {
        const draftId = draftIdFromCookie(config.sessionSecret, c.req.header('cookie'));
        return readDraftPhotoThumbnail(db, draftId ?? '', c.req.param('id'));
      }),
    );
}
