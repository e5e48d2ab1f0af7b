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
export { generateTestAudio, generateTestVideo } from '../adapters/ffmpeg.js';
