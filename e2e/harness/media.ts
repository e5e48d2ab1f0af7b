import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateTestVideo } from '@fanlane/api/testing';

/** A short H.264/AAC MP4 (a moving test pattern and a tone), as a file a creator would upload. */
export async function testVideo(seconds = 2): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-video-'));
  const output = path.join(dir, 'clip.mp4');
  try {
    await generateTestVideo(output, seconds);
    return { name: 'clip.mp4', mimeType: 'video/mp4', buffer: fs.readFileSync(output) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A colourful generated photo (sharp renders an SVG: a gradient in the hue of `index`, a sun and a
 * horizon), so each photo of a gallery looks different in screenshots.
 */
export async function generatedPhoto(
  index: number,
  width = 900,
  height = 600,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const sharp = (await import('sharp')).default;
  const hue = (index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,80%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * (0.2 + ((index * 13) % 60) / 100)}" cy="${height * 0.4}" r="${Math.min(width, height) / 7}" fill="hsl(${(hue + 180) % 360},90%,70%)"/>
    <rect y="${height * 0.7}" width="100%" height="${height * 0.3}" fill="hsl(${(hue + 200) % 360},40%,30%)"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return { name: `photo-${String(index).padStart(2, '0')}.jpg`, mimeType: 'image/jpeg', buffer };
}
