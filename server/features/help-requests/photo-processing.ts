import sharp from 'sharp';
import type { PhotoMediaType } from '../../../common/request-photos.ts';
import { boundedWork, onePerProcess } from '../../lib/bounded-work.ts';
import { detectType, isoBrands, JPEG_SIGNATURE, PNG_SIGNATURE } from '../../lib/magic-numbers.ts';

// A request photo, checked and made safe to store (docs/decisions/027): its type read
// from its bytes, then decoded and drawn again by sharp as a new JPEG, so that nothing of the
// original file (EXIF GPS above all, any other metadata block, anything hidden after the image)
// is kept.

/** The longest side of the stored photo and of its thumbnail. */
export const PHOTO_SIDE = 1600;
export const THUMBNAIL_SIDE = 400;
/**
 * The most pixels decoded (sharp's limitInputPixels): a 50-megapixel photo takes ~200 MB while it
 * is decoded; a phone's is 12 to 48. A "decompression bomb" beyond it is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Photos re-encoded at once in this process, and how many more may wait. Each decode may take
 * ~200 MB and a core, and runs on libuv's four threads, which password hashing and file reads
 * share: many uploads at once wait their turn instead of taking the server's memory and threads
 * (docs/decisions/053). Past the waiting ones a photo is refused at once (WorkQueueFull: 503 with
 * Retry-After), and a photo whose request was aborted or timed out while it waited is dropped
 * (docs/decisions/053). Six waiting is two uploads of three photos: a minute's work at most. One
 * queue per process, even where this module is loaded twice (the production build bundles its own
 * copy, and integration tests serve that build's pages beside the source).
 */
export const photoWork = onePerProcess('wildline.photoWork', () => boundedWork({ workers: 2, waiting: 6 }));
// libvips keeps recent operations' images in memory for reuse; no photo is ever read twice.
sharp.cache(false);

const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The photo type these bytes are, 'heic' for a HEIC/HEIF photo (which we cannot decode), or null. */
export function detectPhotoType(bytes: Uint8Array): PhotoMediaType | 'heic' | null {
  const brands = isoBrands(bytes);
  // An AVIF names mif1 among its brands too: AVIF's own brand decides first.
  if (brands.some((b) => AVIF_BRANDS.has(b))) return 'image/avif';
  if (brands.some((b) => HEIC_BRANDS.has(b))) return 'heic';
  return detectType<PhotoMediaType>(bytes, [
    { type: 'image/jpeg', signatures: [JPEG_SIGNATURE] },
    { type: 'image/png', signatures: [PNG_SIGNATURE] },
    { type: 'image/webp', signatures: [{ bytes: 'RIFF' }, { offset: 8, bytes: 'WEBP' }] },
  ]);
}

export interface ReencodedPhoto {
  content: Uint8Array;
  thumbnail: Uint8Array;
  width: number;
  height: number;
}

/**
 * The photo drawn again as JPEGs without metadata, or null when it cannot be decoded (damaged, or
 * too large). Its bytes may be given as a function that reads them. Rejects with WorkQueueFull when too many wait, and with the signal's reason when its
 * request ends before its turn.
 */
export function reencodePhoto(bytes: Uint8Array | (() => Promise<Uint8Array>), signal?: AbortSignal): Promise<ReencodedPhoto | null> {
  // Read when its turn comes: photos waiting in the queue hold no bytes in memory.
  return photoWork.run(async () => reencode(typeof bytes === 'function' ? await bytes() : bytes), signal);
}

async function reencode(bytes: Uint8Array): Promise<ReencodedPhoto | null> {
  try {
    // rotate(): turned upright by its EXIF orientation before that is dropped with the rest.
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data).resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 75 }).toBuffer();
    return { content: data, thumbnail, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
