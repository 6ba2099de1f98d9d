// What a file is, read from its first bytes (its magic number), never from its name or the type
// the browser sent, which the sender chooses. The verification documents (docs/decisions/019) and
// the request photos (docs/decisions/027) each list their own signatures.

/** Bytes expected at an offset: `[0xff, 0xd8, 0xff]` at 0, or the text `'WEBP'` at 8. */
export interface ByteSignature {
  offset?: number;
  bytes: number[] | string;
}

const codes = (bytes: number[] | string) => (typeof bytes === 'string' ? [...bytes].map((ch) => ch.charCodeAt(0)) : bytes);

/** The file has every one of these signatures. */
export const hasSignatures = (file: Uint8Array, signatures: ByteSignature[]) =>
  signatures.every(({ offset = 0, bytes }) => codes(bytes).every((byte, i) => file[offset + i] === byte));

/** The first type whose signatures the file has, or null. */
export function detectType<T>(file: Uint8Array, types: { type: T; signatures: ByteSignature[] }[]): T | null {
  return types.find((t) => hasSignatures(file, t.signatures))?.type ?? null;
}

/**
 * The brands of an ISO base media file (HEIF, AVIF, MP4): the major brand and the compatible ones
 * of its leading `ftyp` box, or none when it has no such box.
 */
export function isoBrands(file: Uint8Array): string[] {
  if (!hasSignatures(file, [{ offset: 4, bytes: 'ftyp' }])) return [];
  const boxSize = Math.min(((file[0]! << 24) | (file[1]! << 16) | (file[2]! << 8) | file[3]!) >>> 0, file.length, 256);
  const text = (at: number) => String.fromCharCode(...file.subarray(at, at + 4));
  const brands = [text(8)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(text(at));
  return brands;
}

/** \x89PNG\r\n\x1a\n */
export const PNG_SIGNATURE: ByteSignature = { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] };
/** JPEG's start of image and the next marker */
export const JPEG_SIGNATURE: ByteSignature = { bytes: [0xff, 0xd8, 0xff] };
