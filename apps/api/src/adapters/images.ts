import sharp from 'sharp';

/** Generated artwork for demo accounts: gradients and shapes from a seed, no fonts, no downloads. */
function palette(seed: number): [string, string, string] {
  const hue = (seed * 137) % 360;
  return [`hsl(${hue},70%,55%)`, `hsl(${(hue + 50) % 360},75%,45%)`, `hsl(${(hue + 180) % 360},80%,70%)`];
}

function shapes(seed: number, width: number, height: number, count: number, color: string): string {
  let out = '';
  let x = seed * 9301 + 49297;
  const next = () => (x = (x * 9301 + 49297) % 233280) / 233280;
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${(next() * width).toFixed(0)}" cy="${(next() * height).toFixed(0)}" r="${(20 + next() * height * 0.35).toFixed(0)}" fill="${color}" fill-opacity="${(0.12 + next() * 0.25).toFixed(2)}"/>`;
  }
  return out;
}

export async function generateArtwork(seed: number, width: number, height: number): Promise<Buffer> {
  const [a, b, c] = palette(seed);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${shapes(seed, width, height, 9, c)}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/** Largest image accepted, in pixels: refuses decompression bombs before decoding them. */
export const MAX_INPUT_PIXELS = 50_000_000;

export interface ProcessedImage {
  body: Buffer;
  mimeType: 'image/webp';
  width: number;
  height: number;
}

export class ImageError extends Error {}

/**
 * Re-encodes an upload: decodes within the pixel limit, applies and drops the EXIF orientation,
 * strips every metadata block (GPS included), resizes to fit `maxSide` and writes WebP.
 */
export async function processImage(
  input: Buffer,
  options: { maxSide: number; square?: boolean },
): Promise<ProcessedImage> {
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await source.metadata();
    // EXIF orientations 5-8 swap width and height.
    const [w, h] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    const side = Math.min(options.maxSide, w ?? options.maxSide, h ?? options.maxSide);
    const pipeline = source
      .rotate()
      .resize(
        options.square
          ? { width: side, height: side, fit: 'cover' }
          : { width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true },
      )
      .webp({ quality: 84 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { body: data, mimeType: 'image/webp', width: info.width, height: info.height };
  } catch (err) {
    throw new ImageError(err instanceof Error ? err.message : 'unreadable image');
  }
}

/**
 * A tiny, heavily blurred WebP of an image: shows the shape and colours of locked media, never its
 * detail. Browsers scale it up (with a CSS blur) to the card's size.
 */
export async function blurredPreview(input: Buffer): Promise<ProcessedImage> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: 32, height: 32, fit: 'inside' })
      .blur(1.5)
      .webp({ quality: 40 })
      .toBuffer({ resolveWithObject: true });
    return { body: data, mimeType: 'image/webp', width: info.width, height: info.height };
  } catch (err) {
    throw new ImageError(err instanceof Error ? err.message : 'unreadable image');
  }
}
