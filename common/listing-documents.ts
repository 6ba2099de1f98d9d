import { englishOnly, fillMessage, message } from './i18n.ts';
// Verification documents (what the first step of a listing's verification reviews): permits, licences and
// insurance a provider uploads for its listing. The limits, the types we take and the messages,
// shared by the page (its file field and the check made before a too-large file is sent) and
// the service that decides.

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_SIZE_LABEL = '10 MB';
export const MAX_DOCUMENTS_PER_LISTING = 10;

/** The types we take, each with the names its files end in; the first is the one we give it. */
export const DOCUMENT_TYPES = {
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { label: message('JPEG image'), extensions: ['.jpg', '.jpeg'] },
  'image/png': { label: message('PNG image'), extensions: ['.png'] },
} as const;
export type DocumentMediaType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_MEDIA_TYPES = Object.keys(DOCUMENT_TYPES) as DocumentMediaType[];

/** The file field's `accept`: the browser offers these first; the server checks the bytes anyway. */
export const DOCUMENT_ACCEPT = [...Object.values(DOCUMENT_TYPES).flatMap((t) => t.extensions), ...DOCUMENT_MEDIA_TYPES].join(',');

/** The form's file field, and what it is called in field errors. */
export const DOCUMENT_FIELD = 'document';
/** The `intent` of the upload form and of a document's Delete button. */
export const UPLOAD_DOCUMENT = 'upload-document';
export const DELETE_DOCUMENT = 'delete-document';

/** In English, as the service refuses with them; shown through `translateMessage` (the numbers found by the template's shape). */
export const DOCUMENT_MESSAGES = {
  noFile: message('Choose a file to upload.'),
  wrongType: message('This file is not a PDF, JPEG or PNG. Choose a PDF of the document, or a photo or scan of it as a JPEG or PNG.'),
  tooBig: fillMessage(message('This file is larger than {{size}}. Choose a smaller file, or scan the document at a lower resolution.'), {
    size: MAX_DOCUMENT_SIZE_LABEL,
  }),
  tooMany: fillMessage(message('Your listing already has {{most}} documents, the most it can hold. Delete one you no longer need, then upload this one.'), {
    most: MAX_DOCUMENTS_PER_LISTING,
  }),
  /** Refused for the storage it would take while the claim waits (server/lib/storage-quotas.ts). */
  pendingShareUsed: (most: string) =>
    fillMessage(
      message(
        'Your documents waiting for review can take up to {{most}} in all, and this one would pass that. Delete one you no longer need, or send a smaller scan; once your listing is approved, you can add more.',
      ),
      { most },
    ),
  storageFull: message('We cannot keep more documents for claims waiting for review right now. Please try again tomorrow.'),
} as const;

/** A file whose name says one type while its content is another (a PNG named permit.pdf). */
export const nameDisagrees = (extension: string, actual: DocumentMediaType) =>
  fillMessage(message("This file's name ends in {{extension}}, but it is a {{type}}. Rename it to end in {{right}}, or choose the right file."), {
    extension,
    type: DOCUMENT_TYPES[actual].label,
    right: DOCUMENT_TYPES[actual].extensions[0],
  });

/** "820 KB", "3.4 MB": a file's size as people read it (the units read the same in Spanish). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return englishOnly(`${bytes} bytes`);
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** Where a document is downloaded (server/features/providers/document-routes.ts). */
export const DOCUMENT_PATH = '/listing-documents';
export const documentUrl = (id: string) => `${DOCUMENT_PATH}/${id}`;
