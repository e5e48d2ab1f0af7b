import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import { processImage, ImageError } from '../../adapters/images.js';
import { sniff, sniffFile, type UploadKind } from '../../adapters/sniff.js';
import type { ByteRange, Storage } from '../../adapters/storage.js';
import type { Db } from '../../db/client.js';
import { installationSecret } from '../../db/secrets.js';
import { AppError } from '../../http/errors.js';
import type { UploadedFile } from '../../http/multipart.js';
import { createFilesRepository, type FileRow, type NewFile } from './files.repository.js';

export type { FileRow } from './files.repository.js';

/** Derived objects of a file (thumbnail, blurred preview...), by name, in `metadata.variants`. */
export const variantsOf = (row: Pick<FileRow, 'metadata'>): Record<string, string> =>
  (row.metadata.variants as Record<string, string> | undefined) ?? {};

const EXT: Record<string, string> = { 'image/webp': 'webp', 'application/pdf': 'pdf' };

/** How long a signed link to a private file works. */
export const SIGNED_URL_SECONDS = 300;

/**
 * Stores uploads (type checked by content, images re-encoded), records them in `files`, and makes
 * URLs: plain for public files, short-lived signed ones bound to a viewer for private files.
 */
export function createFilesService(db: Db, storage: Storage, apiPublicUrl: string) {
  const base = apiPublicUrl.replace(/\/$/, '');
  const table = createFilesRepository(db);
  /** The signing key: made once per installation and kept in the database for every process. */
  const signingKey = installationSecret(db, 'media-signing-key');

  const sign = async (fileId: string, viewerId: string, expires: number, variant: string) =>
    createHmac('sha256', await signingKey())
      .update(`${fileId}.${variant}.${viewerId}.${expires}`)
      .digest('base64url');

  /** Stores a body (in memory, or a file on disk for large media) and records it. */
  async function record(
    ownerId: string,
    type: string,
    acl: 'public' | 'private',
    key: string,
    body: Buffer | { file: string; size: number },
    meta: Partial<FileRow>,
  ) {
    const contentType = meta.mimeType ?? 'application/octet-stream';
    if (Buffer.isBuffer(body)) await storage.put(key, body, contentType);
    else await storage.putFile(key, body.file, contentType);
    return table.insert({
      ownerId,
      type,
      acl,
      storageKey: key,
      mimeType: contentType,
      size: Buffer.isBuffer(body) ? body.length : body.size,
      name: meta.name ?? '',
      width: meta.width,
      height: meta.height,
      duration: meta.duration,
      status: meta.status,
      metadata: meta.metadata,
    });
  }

  return {
    /** Checks an uploaded image by content, re-encodes it (metadata stripped) and stores it. */
    async storeImage(
      ownerId: string,
      upload: UploadedFile,
      options: { type: string; acl: 'public' | 'private'; maxSide: number; square?: boolean },
    ): Promise<FileRow> {
      const input = await fs.readFile(upload.path);
      if (!(await sniff(input, ['image']))) {
        throw new AppError('UNSUPPORTED_MEDIA', `File "${upload.field}" must be an image (JPEG, PNG, WebP, GIF, AVIF)`);
      }
      let image;
      try {
        image = await processImage(input, options);
      } catch (err) {
        if (err instanceof ImageError)
          throw new AppError('UNPROCESSABLE', `File "${upload.field}" could not be read as an image`);
        throw err;
      }
      const folder = options.acl === 'public' ? 'public' : 'private';
      const key = `${folder}/${options.type}/${ownerId}-${randomBytes(6).toString('hex')}.webp`;
      return record(ownerId, options.type, options.acl, key, image.body, {
        mimeType: image.mimeType,
        width: image.width,
        height: image.height,
        name: upload.filename,
      });
    },

    /** Stores a file as it is (streamed, never whole in memory), after checking its content's kind. */
    async storeRaw(
      ownerId: string,
      upload: UploadedFile,
      options: { type: string; acl: 'public' | 'private'; kinds: UploadKind[] },
    ) {
      const type = await sniffFile(upload.path, options.kinds);
      if (!type)
        throw new AppError('UNSUPPORTED_MEDIA', `File "${upload.field}" must be: ${options.kinds.join(' or ')}`);
      const folder = options.acl === 'public' ? 'public' : 'private';
      const key = `${folder}/${options.type}/${ownerId}-${randomBytes(6).toString('hex')}.${EXT[type.mime] ?? type.ext}`;
      return record(
        ownerId,
        options.type,
        options.acl,
        key,
        { file: upload.path, size: upload.size },
        { mimeType: type.mime, name: upload.filename },
      );
    },

    get: (id: string): Promise<FileRow | null> => table.get(id),

    publicUrl(row: Pick<FileRow, 'storageKey'>): string {
      return storage.publicUrl(row.storageKey);
    },

    /**
     * A link to a private file (or one of its variants, such as `thumb`) that works for
     * SIGNED_URL_SECONDS, for one viewer (`anon` for signed-out visitors of free content).
     */
    async signedUrl(fileId: string, viewerId: string, variant = ''): Promise<string> {
      const expires = Math.floor(Date.now() / 1000) + SIGNED_URL_SECONDS;
      const sig = await sign(fileId, viewerId, expires, variant);
      return `${base}/files/private/${fileId}?v=${viewerId}&exp=${expires}${variant ? `&variant=${variant}` : ''}&sig=${sig}`;
    },

    async verifySignature(
      fileId: string,
      viewerId: string,
      expires: number,
      signature: string,
      variant = '',
    ): Promise<boolean> {
      if (!Number.isFinite(expires) || expires < Date.now() / 1000) return false;
      const expected = Buffer.from(await sign(fileId, viewerId, expires, variant));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    read: (row: FileRow) => storage.get(row.storageKey),
    /** A stored object as a stream (optionally a byte range of it), with its full size. */
    streamKey: (key: string, range?: ByteRange) => storage.stream(key, range),
    sizeOf: (key: string) => storage.size(key),

    /** The storage key of a file or of one of its variants (thumb, preview...), if it exists. */
    keyOf(row: FileRow, variant = ''): string | null {
      if (!variant) return row.storageKey;
      return variantsOf(row)[variant] ?? null;
    },

    /** Stores a file body under a new record (processing output, generated media). */
    record,

    update: (id: string, values: Partial<NewFile>) => table.update(id, values),

    async byIds(ids: string[]): Promise<Map<string, FileRow>> {
      if (!ids.length) return new Map();
      const rows = await table.byIds(ids);
      return new Map(rows.map((r) => [r.id, r]));
    },

    async remove(row: FileRow) {
      await Promise.all(Object.values(variantsOf(row)).map((key) => storage.remove(key)));
      await storage.remove(row.storageKey);
      await table.remove(row.id);
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
