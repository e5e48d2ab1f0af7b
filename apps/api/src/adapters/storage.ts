import fs from 'node:fs/promises';
import path from 'node:path';

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
  };
}
