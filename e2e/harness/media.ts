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
