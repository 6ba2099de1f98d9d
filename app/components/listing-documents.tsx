import { useState, type FormEvent } from 'react';
import { Form, useSearchParams } from 'react-router';
import {
  DELETE_DOCUMENT,
  DOCUMENT_ACCEPT,
  DOCUMENT_FIELD,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPES,
  documentUrl,
  formatFileSize,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_SIZE_LABEL,
  MAX_DOCUMENTS_PER_LISTING,
  UPLOAD_DOCUMENT,
} from '../../common/listing-documents.ts';
import { formatRequestTime } from '../../common/dates.ts';
import type { ListingDocument } from '../../server/features/providers/listing-documents.ts';
import { ErrorSummary, fieldId, FieldMessages, SubmitButton, SuccessBox } from './form.tsx';
import { PageHeading } from './page-heading.tsx';
import type { ActionResult } from '../lib/action-result.ts';
import { useLocale, useT } from '../lib/i18n.ts';

// A listing's verification documents: the list with download links, for its provider
// and for administrators, and the provider's upload form. A plain multipart form: it works
// without JavaScript; with it, a file over the limit is refused before it is sent.

export type DocumentFormResult = Pick<ActionResult, 'formError' | 'fieldErrors'>;

/** The documents with a download link each; with `deletable`, a Delete button each (the provider's own). */
export function DocumentList({ documents, deletable = false, state }: { documents: ListingDocument[]; deletable?: boolean; state?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <a
              href={documentUrl(document.id)}
              aria-label={t('Download {{file}}', { file: document.fileName })}
              className="font-medium break-all text-brand-700 underline"
            >
              {document.fileName}
            </a>
            <p className="text-sm text-slate-600">
              {t(DOCUMENT_TYPES[document.mediaType].label)} · {formatFileSize(document.byteSize)} ·{' '}
              {t('uploaded {{time}}', { time: formatRequestTime(document.createdAt, state, locale) })}
            </p>
          </div>
          {deletable ? (
            <Form method="post">
              <input type="hidden" name="intent" value={DELETE_DOCUMENT} />
              <input type="hidden" name="documentId" value={document.id} />
              <button
                type="submit"
                aria-label={t('Delete {{file}}', { file: document.fileName })}
                className="rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                {t('Delete')}
              </button>
            </Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The provider's documents section: what is uploaded, and the form to upload another. */
export function ListingDocuments({ documents, result, state }: { documents: ListingDocument[]; result?: DocumentFormResult; state?: string }) {
  const t = useT();
  const done = useSearchParams()[0].get('documents');
  const [tooBig, setTooBig] = useState(false);
  const fieldErrors = tooBig ? { [DOCUMENT_FIELD]: [DOCUMENT_MESSAGES.tooBig] } : (result?.fieldErrors ?? {});
  const messages = fieldErrors[DOCUMENT_FIELD];
  const id = fieldId(DOCUMENT_FIELD);
  // Without JavaScript a file over the limit is refused by the server before it is read (a page of its own).
  const checkSize = (event: FormEvent<HTMLFormElement>) => {
    const file = (event.currentTarget.elements.namedItem(DOCUMENT_FIELD) as HTMLInputElement | null)?.files?.[0];
    const over = Boolean(file && file.size > MAX_DOCUMENT_BYTES);
    setTooBig(over);
    if (over) event.preventDefault();
  };
  return (
    <section aria-labelledby="documents" className="mt-10 rounded-xl border border-slate-200 p-5">
      <PageHeading level={2} id="documents" focus={Boolean(done) && !result} className="text-xl font-semibold text-slate-900">
        {t('Verification documents')}
      </PageHeading>
      <p className="mt-2 text-slate-700">
        {t(
          "Upload your permits, licences and proof of insurance here. An administrator reviews them before your listing is approved, and again when you ask for a new standards level. Only you and Wildline's administrators can open them.",
        )}
      </p>
      {done && !result ? (
        <div className="mt-4">
          <SuccessBox>{t(done === 'deleted' ? 'The document is deleted.' : 'Your document is uploaded.')}</SuccessBox>
        </div>
      ) : null}
      {result?.formError && !messages ? (
        <div className="mt-4">
          <ErrorSummary formError={result.formError} />
        </div>
      ) : null}
      <h3 className="mt-5 font-semibold text-slate-900">
        {t('Uploaded ({{number}} of {{most}})', { number: documents.length, most: MAX_DOCUMENTS_PER_LISTING })}
      </h3>
      {documents.length ? (
        <div className="mt-2">
          <DocumentList documents={documents} deletable state={state} />
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{t('No documents yet.')}</p>
      )}
      <Form method="post" encType="multipart/form-data" noValidate onSubmit={checkSize} className="mt-5 space-y-4">
        {messages ? <ErrorSummary fieldErrors={fieldErrors} /> : null}
        <input type="hidden" name="intent" value={UPLOAD_DOCUMENT} />
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-slate-800">
            {t('Document to upload')}
          </label>
          <input
            id={id}
            type="file"
            name={DOCUMENT_FIELD}
            accept={DOCUMENT_ACCEPT}
            aria-describedby={`${id}-hint${messages ? ` ${id}-error` : ''}`}
            aria-invalid={messages ? true : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base file:mr-3 file:rounded file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-800 aria-invalid:border-red-700"
          />
          <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
            {t('A PDF, JPEG or PNG of at most {{size}}; up to {{most}} documents.', { size: MAX_DOCUMENT_SIZE_LABEL, most: MAX_DOCUMENTS_PER_LISTING })}
          </p>
          <FieldMessages id={`${id}-error`} messages={messages} />
        </div>
        <SubmitButton pendingLabel={t('Uploading...')} pendingFor={(form) => form.get('intent') === UPLOAD_DOCUMENT} className="sm:w-auto">
          {t('Upload document')}
        </SubmitButton>
      </Form>
    </section>
  );
}
