import { DOCUMENT_TYPES, type DocumentMediaType } from '../../../common/listing-documents.ts';
import { detectType, JPEG_SIGNATURE, PNG_SIGNATURE, type ByteSignature } from '../../lib/magic-numbers.ts';

// What an uploaded document is, read from its first bytes (its magic number), never from its name
// or the type the browser sent, which the sender chooses; and its name made safe to show and to
// send back in a Content-Disposition header.

const SIGNATURES: { type: DocumentMediaType; signatures: ByteSignature[] }[] = [
  { type: 'application/pdf', signatures: [{ bytes: '%PDF-' }] },
  { type: 'image/png', signatures: [PNG_SIGNATURE] },
  { type: 'image/jpeg', signatures: [JPEG_SIGNATURE] },
];

/** The document type these bytes are, or null when they are none we take. */
export function detectDocumentType(bytes: Uint8Array): DocumentMediaType | null {
  return detectType(bytes, SIGNATURES);
}

const MAX_NAME_LENGTH = 120;
/** Control characters, path separators and what Windows refuses in a name. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f/\\:*?"<>|\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The extension a name ends in, lower case with its dot, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/**
 * The sender's name for the file, without any folder (some browsers send one), control
 * characters, characters that reverse text, or characters a file system refuses; at most 120
 * characters; ending in the type's own extension. Never empty.
 */
export function safeFileName(sent: string, type: DocumentMediaType): string {
  const base = sent.split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(UNSAFE_IN_NAME, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '');
  const extensions: readonly string[] = DOCUMENT_TYPES[type].extensions;
  // The name's own extension, as it was written, when it is the type's; otherwise the type's is added.
  const kept = extensions.includes(extensionOf(name));
  const ownExtension = kept ? name.slice(-extensionOf(name).length) : extensions[0]!;
  if (kept) name = name.slice(0, -ownExtension.length);
  name = name.replace(/[.\s]+$/, '');
  const stem = [...(name || 'document')].slice(0, MAX_NAME_LENGTH - ownExtension.length).join('');
  return `${stem}${ownExtension}`;
}

/**
 * `attachment` with the name twice: an ASCII-only `filename` every browser reads, and the exact
 * name in RFC 5987's `filename*` for the browsers that read it (all current ones).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
