import { Hono } from 'hono';
import { englishOnly } from '../../../common/i18n.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { isAppError } from '../../lib/errors.ts';
import { PERSONAL } from '../../lib/personal-answers.ts';
import { plainPage } from '../../lib/server-error-page.ts';
import { linkSignerFor } from '../../lib/signed-links.ts';
import { stopListingEmails } from '../providers/listing-emails.ts';
import { requestOfLink } from '../providers/respond-by-link.ts';
import { PHOTO_NOT_FOUND, readPhotoOfRequest } from './request-photos.ts';

// What a listing's e-mail links reach outside the pages (docs/decisions/048):
// - "Stop these e-mails" as RFC 8058 asks: a mail client's one-click POST (no cookie, no page),
//   answered in plain text; the page's own button posts here too and goes back to the page;
// - the request's photos, for as long as its "I can take this" link opens it.

export const STOP_PATH = '/listing-emails/stop/:token';

export function listingLinkRoutes({ db, config }: AppServices) {
  const links = linkSignerFor(config);
  return new Hono<HttpEnv>()
    .post(STOP_PATH, async (c) => {
      const token = c.req.param('token');
      const result = await stopListingEmails(db, links, token, clockNow());
      c.header('Cache-Control', PERSONAL);
      if ((c.req.header('accept') ?? '').includes('text/html'))
        return c.redirect(`/listing-emails/stop/${token}?${result.ok ? 'stopped=1' : 'invalid=1'}`, 303);
      return c.text(result.ok ? englishOnly('These e-mails are stopped.') : englishOnly('This link is not valid.'), result.ok ? 200 : 404);
    })
    .get('/listing-request/:token/photos/:id', async (c) => {
      c.header('Cache-Control', PERSONAL);
      c.header('X-Content-Type-Options', 'nosniff');
      const requestId = await requestOfLink(db, links, c.req.param('token'), clockNow());
      try {
        if (!requestId) throw new Error('no request');
        const bytes = await readPhotoOfRequest(db, requestId, c.req.param('id'), c.req.query('size') === 'thumbnail' ? 'thumbnail' : 'full');
        c.header('Content-Type', 'image/jpeg');
        return c.body(bytes as Uint8Array<ArrayBuffer>);
      } catch (error) {
        if (requestId && !(isAppError(error) && error.code === 'NOT_FOUND')) throw error;
        return c.html(plainPage(c.req.path, englishOnly('Photo not found'), PHOTO_NOT_FOUND, c.get('requestId')), 404);
      }
    });
}
