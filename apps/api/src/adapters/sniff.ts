import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'image' | 'video' | 'audio' | 'document' | 'archive';

const KIND_PREFIX: Record<UploadKind, (mime: string) => boolean> = {
  image: (m) =>
    ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/tiff'].includes(m),
  video: (m) => m.startsWith('video/'),
  audio: (m) => m.startsWith('audio/'),
  document: (m) => m === 'application/pdf' || KIND_PREFIX.image(m),
  archive: (m) =>
    [
      'application/zip',
      'application/x-7z-compressed',
      'application/x-rar-compressed',
      'application/vnd.rar',
      'application/gzip',
      'application/x-tar',
    ].includes(m),
};

/** The type of a file by its content (magic bytes), never by its name; null when not of the kinds asked. */
export async function sniff(buffer: Buffer, kinds: UploadKind[]): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type) return null;
  return kinds.some((k) => KIND_PREFIX[k](type.mime)) ? type : null;
}

/** The type of a file on disk, from its first bytes only (file-type reads at most 4100). */
export async function sniffFile(file: string, kinds: UploadKind[]) {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return await sniff(buffer.subarray(0, bytesRead), kinds);
  } finally {
    await handle.close();
  }
}
