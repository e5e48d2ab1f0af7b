import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Object storage behind one small interface. Local disk is the default; an S3-compatible adapter
 * implements the same methods. Keys are relative paths such as `avatars/<id>.webp`.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Absolute URL of a public object. */
  publicUrl(key: string): string;
  /** Stores a file from disk without reading it into memory (large videos). */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  /** Copies an object to a file on disk; false when there is no such object. */
  download(key: string, file: string): Promise<boolean>;
  /** Streams an object, or the inclusive byte range of it, with the object's full size. */
  stream(key: string, range?: ByteRange): Promise<{ body: Readable; size: number } | null>;
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** Removes every object whose key starts with `prefix` (a folder such as `live/<id>/`). */
  removePrefix(prefix: string): Promise<void>;
}

export interface ByteRange {
  start: number;
  end: number;
}

const safeKey = (key: string) => {
  const normalized = path.posix.normalize(key);
  if (normalized.startsWith('..') || path.posix.isAbsolute(normalized)) throw new Error(`unsafe storage key: ${key}`);
  return normalized;
};

export function createLocalStorage(root: string, publicBaseUrl: string): Storage & { root: string } {
  const base = publicBaseUrl.replace(/\/$/, '');
  return {
    root,
    async put(key, body) {
      const file = path.join(root, safeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async get(key) {
      try {
        return await fs.readFile(path.join(root, safeKey(key)));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(path.join(root, safeKey(key)), { force: true });
    },
    publicUrl: (key) => `${base}/files/${safeKey(key)}`,
    async putFile(key, source) {
      const file = path.join(root, safeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile(source, file);
    },
    async download(key, target) {
      try {
        await fs.copyFile(path.join(root, safeKey(key)), target);
        return true;
      } catch {
        return false;
      }
    },
    async size(key) {
      try {
        return (await fs.stat(path.join(root, safeKey(key)))).size;
      } catch {
        return null;
      }
    },
    async removePrefix(prefix) {
      const key = safeKey(prefix);
      if (!prefix.endsWith('/') || key === '.') throw new Error(`removePrefix needs a folder: ${prefix}`);
      await fs.rm(path.join(root, key), { recursive: true, force: true });
    },
    async stream(key, range) {
      const file = path.join(root, safeKey(key));
      const size = await this.size(key);
      if (size === null) return null;
      return { body: createReadStream(file, range ? { start: range.start, end: range.end } : {}), size };
    },
  };
}

/** Writes a readable stream to a file. */
export async function streamToFile(body: Readable, file: string): Promise<void> {
  await pipeline(body, createWriteStream(file));
}
