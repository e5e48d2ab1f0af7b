import path from 'node:path';
import { createS3Storage, type S3Options } from './adapters/s3-storage.js';
import { createLocalStorage, type Storage } from './adapters/storage.js';
import type { Env } from './env.js';

/** The S3 storage's options, when the media storage is S3. */
export function s3Options(env: Env): S3Options | undefined {
  if (env.STORAGE_DRIVER !== 's3') return undefined;
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

export function createStorage(env: Env): Storage {
  const s3 = s3Options(env);
  return s3 ? createS3Storage(s3) : createLocalStorage(path.join(env.DATA_DIR, 'storage'), env.API_PUBLIC_URL);
}
