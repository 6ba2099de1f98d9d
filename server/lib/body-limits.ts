import { bodyLimit } from 'hono/body-limit';
import type { Context, MiddlewareHandler } from 'hono';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_SIZE_LABEL } from '../../common/listing-documents.ts';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIZE_LABEL, MAX_PHOTOS_PER_REQUEST } from '../../common/request-photos.ts';
import { withoutLocale } from '../../common/locales.ts';
import { problem } from './problem.ts';
import { plainPage } from './server-error-page.ts';
import { fillMessage, message } from '../../common/i18n.ts';

// Every request body is counted while it is read, before any parsing or session work, and refused
// with a 413 the moment it passes its route's limit, so no upload holds memory others need: a body
// that announces its length is refused before a byte of it is read, and one sent in chunks is never
// held past the limit.

/** JSON and forms: the longest form we take (a guide entry) is a few kilobytes. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A state agency's provider list (docs/decisions/003), sent as a file or pasted. */
export const CSV_IMPORT_BODY_LIMIT = 2 * 1024 * 1024;
/**
 * A page's file upload (a verification document, docs/decisions/019): one file of at most 10 MB,
 * with room for the form's own fields and the multipart envelope around it, so that a 10 MB file
 * gets in and a larger one is told so next to its field.
 */
export const FILE_UPLOAD_BODY_LIMIT = MAX_DOCUMENT_BYTES + FORM_BODY_LIMIT;
/** The wizard's details step with its photos (docs/decisions/027): three of at most 15 MB each, and the step's answers. */
export const PHOTO_UPLOAD_BODY_LIMIT = MAX_PHOTOS_PER_REQUEST * MAX_PHOTO_BYTES + FORM_BODY_LIMIT;

/** Pages whose form may carry more than FORM_BODY_LIMIT, by path (React Router's `.data` posts included). */
const LARGER_BODIES: Record<string, number> = {
  '/admin-dashboard/import': CSV_IMPORT_BODY_LIMIT,
};

/**
 * Pages with a file field, by path: only a multipart body (a file form's) gets the larger limit,
 * so their other forms, and everything else, keep FORM_BODY_LIMIT.
 */
const FILE_UPLOADS: Record<string, number> = {
  '/provider-dashboard/listing': FILE_UPLOAD_BODY_LIMIT,
  '/claim-listing': FILE_UPLOAD_BODY_LIMIT,
  '/find-help': PHOTO_UPLOAD_BODY_LIMIT,
  '/find-help/photos': PHOTO_UPLOAD_BODY_LIMIT,
};

export const BODY_TOO_LARGE = (limit: number) =>
  fillMessage(message('This request is too large: we accept at most {{size}} here.'), {
    size: limit >= 1024 * 1024 ? `${limit / (1024 * 1024)} MB` : `${limit / 1024} KB`,
  });
export const FILE_TOO_LARGE = fillMessage(message('A document can be at most {{size}}. Go back, and choose a smaller file or scan it at a lower resolution.'), {
  size: MAX_DOCUMENT_SIZE_LABEL,
});
export const PHOTOS_TOO_LARGE = fillMessage(
  message('Photos can be at most {{size}} each, {{most}} in all. Go back, and choose fewer or smaller photos: your other answers are kept.'),
  { size: MAX_PHOTO_SIZE_LABEL, most: MAX_PHOTOS_PER_REQUEST },
);

/** The page a refused upload shows, by its route's limit; other bodies get BODY_TOO_LARGE. */
const UPLOAD_REFUSALS: Record<number, { title: string; message: string }> = {
  [FILE_UPLOAD_BODY_LIMIT]: { title: message('This file is too large'), message: FILE_TOO_LARGE },
  [PHOTO_UPLOAD_BODY_LIMIT]: { title: message('These photos are too large'), message: PHOTOS_TOO_LARGE },
};

const isMultipart = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';

/**
 * A multipart body to a page with a file field: its action reads it once, as it streams in, with
 * its files on disk (server/lib/upload-form.ts), so nothing reads it before.
 */
export const isFileUpload = (pathname: string, contentType: string | undefined) =>
  isMultipart(contentType) && withoutLocale(pathname.replace(/\.data$/, '')) in FILE_UPLOADS;

export function bodyLimitFor(pathname: string, contentType?: string): number {
  // A Spanish page (/es/find-help) takes what its English one does.
  const page = withoutLocale(pathname.replace(/\.data$/, ''));
  return (isMultipart(contentType) ? FILE_UPLOADS[page] : undefined) ?? LARGER_BODIES[page] ?? FORM_BODY_LIMIT;
}

export function limitBodySize(): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiterFor = (limit: number) => {
    let limiter = limiters.get(limit);
    if (!limiter) {
      limiter = bodyLimit({ maxSize: limit, onError: (c) => tooLarge(c, limit) });
      limiters.set(limit, limiter);
    }
    return limiter;
  };
  return (c, next) => limiterFor(bodyLimitFor(new URL(c.req.url).pathname, c.req.header('content-type')))(c, next);
}

function tooLarge(c: Context, limit: number) {
  const upload = UPLOAD_REFUSALS[limit];
  const text = upload?.message ?? BODY_TOO_LARGE(limit);
  // The rest of the body is not read: closing the connection stops the sender instead of waiting for it.
  c.header('Connection', 'close');
  const path = new URL(c.req.url).pathname;
  if (path.startsWith('/api/')) return problem(c, 413, text);
  return c.html(plainPage(path, upload?.title ?? message('This request is too large'), text, c.get('requestId') as string | undefined), 413);
}
