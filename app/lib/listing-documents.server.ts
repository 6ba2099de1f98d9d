import { redirect } from 'react-router';
import { DELETE_DOCUMENT, DOCUMENT_FIELD, MAX_DOCUMENT_BYTES, UPLOAD_DOCUMENT } from '../../common/listing-documents.ts';
import type { Actor } from '../../server/auth/actor.ts';
import type { Db } from '../../server/db/client.ts';
import { deleteOwnListingDocument, uploadOwnListingDocument } from '../../server/features/providers/listing-documents.ts';
import { withUploadForm } from '../../server/lib/upload-form.ts';
import { actionRefused, runFormAction } from './forms.server.ts';

// The document forms of a page that shows the provider's own listing (/provider-dashboard/listing,
// /claim-listing): an upload (multipart, which that page's body limit allows for) or a
// deletion. A success goes back to the page's documents section with its message; a refusal is
// the form's answer (intent 'documents', so the page tells it from its other form's), next to the
// file field.

/**
 * The page's form, read once as it streams in, its document kept on disk while `run` works
 * (server/lib/upload-form.ts); a form that cannot be read is refused without running anything.
 */
export function withDocumentForm<T>(request: Request, run: (form: FormData) => Promise<T>) {
  const unreadable = (formError: string) => actionRefused({ formError }, { intent: 'documents' as const });
  return withUploadForm<T | ReturnType<typeof unreadable>>(request, MAX_DOCUMENT_BYTES, (form) =>
    'unreadable' in form ? Promise.resolve(unreadable(form.unreadable)) : run(form),
  );
}

export const isDocumentForm = (form: FormData) => form.get('intent') === UPLOAD_DOCUMENT || form.get('intent') === DELETE_DOCUMENT;

export async function runDocumentForm(db: Db, actor: Actor, form: FormData, page: string) {
  const uploading = form.get('intent') === UPLOAD_DOCUMENT;
  return runFormAction(
    async () => {
      if (uploading) {
        const file = form.get(DOCUMENT_FIELD);
        // No file chosen: browsers send an empty part without a name.
        const upload = file instanceof File ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) } : null;
        await uploadOwnListingDocument(db, actor, upload);
      } else {
        await deleteOwnListingDocument(db, actor, String(form.get('documentId') ?? ''));
      }
      throw redirect(`${page}?documents=${uploading ? 'uploaded' : 'deleted'}#documents`);
    },
    { extra: { intent: 'documents' as const } },
  );
}
