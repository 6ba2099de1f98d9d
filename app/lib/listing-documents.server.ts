import { data, redirect } from 'react-router';
import { DELETE_DOCUMENT, DOCUMENT_FIELD, UPLOAD_DOCUMENT } from '../../common/listing-documents.ts';
import type { Actor } from '../../server/auth/actor.ts';
import type { Db } from '../../server/db/client.ts';
import { deleteOwnListingDocument, uploadOwnListingDocument } from '../../server/features/providers/listing-documents.ts';
import { isAppError } from '../../server/lib/errors.ts';

// The document forms of a page that shows the provider's own listing (/provider-dashboard/listing,
// /claim-listing; issue 14): an upload (multipart, which that page's body limit allows for) or a
// deletion. A success goes back to the page's documents section with its message; a refusal is
// the form's answer, next to the file field.

export type DocumentActionResult = { documents: { formError: string | null; fieldErrors: Record<string, string[]> } };

export const isDocumentForm = (form: FormData) => form.get('intent') === UPLOAD_DOCUMENT || form.get('intent') === DELETE_DOCUMENT;

export async function runDocumentForm(db: Db, actor: Actor, form: FormData, page: string) {
  const uploading = form.get('intent') === UPLOAD_DOCUMENT;
  try {
    if (uploading) {
      const file = form.get(DOCUMENT_FIELD);
      // No file chosen: browsers send an empty part without a name.
      const upload = file instanceof File ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null;
      await uploadOwnListingDocument(db, actor, upload);
    } else {
      await deleteOwnListingDocument(db, actor, String(form.get('documentId') ?? ''));
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fieldErrors = error.fieldErrors ?? {};
    return data<DocumentActionResult>({ documents: { formError: Object.keys(fieldErrors).length ? null : error.message, fieldErrors } }, error.status);
  }
  throw redirect(`${page}?documents=${uploading ? 'uploaded' : 'deleted'}#documents`);
}
