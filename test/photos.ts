import sharp from 'sharp';

/**
 * A noisy 1600 × 1600 JPEG, as a phone's photo of fur or leaves (~2 MB): the hardest kind to
 * re-encode and the largest stored, as a probe of uploads would send.
 */
export function noisyPhoto(): Promise<Buffer> {
  const pixels = Buffer.alloc(1600 * 1600 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 1600, height: 1600, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
