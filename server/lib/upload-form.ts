import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Busboy } from '@fastify/busboy';
import { FORM_BODY_LIMIT } from './body-limits.ts';
import { hasUnstorableText, UNREADABLE_FORM, UNSTORABLE_TEXT } from './unreadable-input.ts';

// A page's form with files (the wizard's photos, a listing's documents) read once, as it streams
// in (docs/decisions/053): each file part goes to a temporary file as it arrives, never into
// memory whole, and at most one byte past its limit is kept (so the service can still say it is
// too large); the text fields are checked as every form's are (unreadable-input.ts). The form the
// action gets holds the files as Files read from disk when asked, and the files are deleted once
// the action is done with them. Only the pages with a file field read their form this way; their
// multipart bodies are not read before (unreadable-input.ts leaves them to this).

/** A form that could not be read, or holds text we cannot store: the action answers 400 with it. */
export interface UnreadableForm {
  unreadable: string;
}

const MAX_PARTS = 200;

const isMultipart = (request: Request) => (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'multipart/form-data';

/**
 * Runs `work` with the request's form. A multipart form's files are kept on disk until `work`
 * ends; any other form is read as usual (its body is small: server/lib/body-limits.ts).
 */
export async function withUploadForm<T>(request: Request, maxFileBytes: number, work: (form: FormData | UnreadableForm) => Promise<T>): Promise<T> {
  if (!isMultipart(request) || !request.body) return work(await request.formData().catch(() => ({ unreadable: UNREADABLE_FORM })));
  const dir = await mkdtemp(path.join(tmpdir(), 'wildline-upload-'));
  try {
    return await work(await streamToDisk(request, dir, maxFileBytes));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function streamToDisk(request: Request, dir: string, maxFileBytes: number): Promise<FormData | UnreadableForm> {
  let refusal: string | null = null;
  const refuse = (text: string) => (refusal ??= text);
  /** In the order they were sent; a file's entry is ready once it is on disk. */
  const entries: Promise<[string, string | File]>[] = [];
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': request.headers.get('content-type')! },
      limits: { fileSize: maxFileBytes + 1, fieldSize: FORM_BODY_LIMIT, parts: MAX_PARTS, fieldNameSize: 200 },
    });
  } catch {
    return { unreadable: UNREADABLE_FORM }; // no boundary
  }
  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated || valueTruncated) refuse(UNREADABLE_FORM);
    else if (hasUnstorableText(name) || hasUnstorableText(value)) refuse(UNSTORABLE_TEXT);
    else entries.push(Promise.resolve([name, value]));
  });
  parser.on('file', (name, stream, fileName, _encoding, mimeType) => {
    if (hasUnstorableText(name) || hasUnstorableText(fileName ?? '')) {
      refuse(UNSTORABLE_TEXT);
      stream.resume();
      return;
    }
    const file = path.join(dir, String(entries.length));
    entries.push(pipeline(stream, createWriteStream(file)).then(async () => [name, new File([await openAsBlob(file)], fileName ?? '', { type: mimeType })]));
  });
  parser.on('partsLimit', () => refuse(UNREADABLE_FORM));
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>), parser);
    const form = new FormData();
    for (const [name, value] of await Promise.all(entries)) form.append(name, value);
    return refusal ? { unreadable: refusal } : form;
  } catch (error) {
    // A client that went away is not a bad form: its answer goes nowhere anyway.
    if (request.signal.aborted) throw error;
    await Promise.allSettled(entries);
    return { unreadable: UNREADABLE_FORM };
  }
}
