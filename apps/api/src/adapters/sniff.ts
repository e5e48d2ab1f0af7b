import { fileTypeFromBuffer } from 'file-type';

export type UploadKind = 'image' | 'video' | 'audio' | 'document';

const KIND_PREFIX: Record<UploadKind, (mime: string) => boolean> = {
  image: (m) =>
    ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heic', 'image/tiff'].includes(m),
  video: (m) => m.startsWith('video/'),
  audio: (m) => m.startsWith('audio/'),
  document: (m) => m === 'application/pdf' || KIND_PREFIX.image(m),
};

/** The type of a file by its content (magic bytes), never by its name; null when not of the kinds asked. */
export async function sniff(buffer: Buffer, kinds: UploadKind[]): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(buffer);
  if (!type) return null;
  return kinds.some((k) => KIND_PREFIX[k](type.mime)) ? type : null;
}
