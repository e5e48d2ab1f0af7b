import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generateTestAudio, generateTestVideo } from '../adapters/ffmpeg.js';

/** A small JPEG carrying EXIF GPS data, to prove uploads are re-encoded without metadata. */
export async function jpegWithGps(width = 64, height = 48): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 120 } } })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();
}

/** A generated image (PNG unless `format` says otherwise), for upload tests. */
export async function testImage(width = 320, height = 240, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

/** Test media made by ffmpeg (a moving pattern with a tone, or a tone alone). */
export { generateTestAudio, generateTestVideo };

/** The file `make` writes into a scratch folder, read into memory; the folder is removed. */
async function madeFile(name: string, make: (file: string) => Promise<void>): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fanlane-media-'));
  try {
    const file = path.join(dir, name);
    await make(file);
    return await fs.readFile(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A generated MP4 (a moving pattern with a tone), `seconds` long, `size` WxH (320x240 unless said). */
export const testVideo = (seconds = 2, size?: string) =>
  madeFile('v.mp4', (file) => generateTestVideo(file, seconds, size));

/** A generated AAC tone, `seconds` long. */
export const testAudio = (seconds = 2) => madeFile('a.m4a', (file) => generateTestAudio(file, seconds));
